// The dashboard's filters (core-marketplace §2 Student dashboard): Mode, Subjects (max 5), min
// and max price, Days, Time Ranges, and Clear All. Every change goes straight to the URL (the
// page owns that); prices wait until the student stops typing.
import { useEffect, useId, useRef, useState } from 'react';
import {
  DAYS,
  LIMITS,
  TIME_FILTERS,
  TUTORING_MODES,
  timeSlotLabel,
  type Day,
  type TimeSlot,
  type TutoringMode,
} from '@tm/shared/constants/marketplace';
import {
  TUTOR_SEARCH_MESSAGES,
  hasActiveFilters,
  type TutorFilters,
} from '@tm/shared/rules/tutor-filters';
import { Button } from '@/components/ui/button';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { MultiSelect } from '@/components/ui/multi-select';
import { cn } from '@/lib/cn';
import { useAllSubjects } from './use-all-subjects';

interface TutorFiltersProps {
  filters: TutorFilters;
  onChange: (patch: Partial<TutorFilters>) => void;
  onClear: () => void;
}

function toggle<T extends string>(list: readonly T[] | undefined, item: T): T[] {
  const current = list ?? [];
  return current.includes(item) ? current.filter((x) => x !== item) : [...current, item];
}

function ChipGroup<T extends string>({
  label,
  options,
  value,
  onToggle,
  format,
}: {
  label: string;
  options: readonly T[];
  value: readonly T[] | undefined;
  onToggle: (v: T) => void;
  format?: (v: T) => string;
}) {
  const id = useId();
  return (
    <div role="group" aria-labelledby={id}>
      <p id={id} className="mb-2 text-sm font-medium text-neutral-800">
        {label}
      </p>
      <div className="flex flex-wrap gap-1.5">
        {options.map((option) => {
          const pressed = value?.includes(option) ?? false;
          return (
            <button
              key={option}
              type="button"
              aria-pressed={pressed}
              onClick={() => onToggle(option)}
              className={cn(
                'h-9 rounded-lg border px-2.5 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600',
                pressed
                  ? 'border-accent-700 bg-accent-700 text-white'
                  : 'border-neutral-300 bg-white text-neutral-800 hover:bg-neutral-50',
              )}
            >
              {format ? format(option) : option}
            </button>
          );
        })}
      </div>
    </div>
  );
}

/** A price box that reports a number (or none) once the student pauses typing. */
function PriceInput({
  label,
  value,
  onCommit,
}: {
  label: string;
  value: number | undefined;
  onCommit: (v: number | undefined) => void;
}) {
  const [text, setText] = useState(value === undefined ? '' : String(value));
  const commit = useRef(onCommit);
  useEffect(() => {
    commit.current = onCommit;
  });
  // Follow the URL when it changes from elsewhere (Clear All, back button).
  useEffect(() => setText(value === undefined ? '' : String(value)), [value]);
  useEffect(() => {
    const parsed = text.trim() === '' ? undefined : Number(text);
    if (parsed !== undefined && (!Number.isFinite(parsed) || parsed < 0)) return;
    if (parsed === value) return;
    const timer = setTimeout(() => commit.current(parsed), 500);
    return () => clearTimeout(timer);
  }, [text, value]);
  return (
    <Field label={label}>
      <Input
        type="number"
        inputMode="numeric"
        min={0}
        step={50}
        placeholder="Any"
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
    </Field>
  );
}

export function TutorFiltersPanel({ filters, onChange, onClear }: TutorFiltersProps) {
  const subjects = useAllSubjects();
  const [priceError, setPriceError] = useState<string | null>(null);
  // A range the server would refuse is held back with the shared message until it is fixed.
  const commitPrice = (patch: Pick<TutorFilters, 'minPrice'> | Pick<TutorFilters, 'maxPrice'>) => {
    const next = { minPrice: filters.minPrice, maxPrice: filters.maxPrice, ...patch };
    if (next.minPrice !== undefined && next.maxPrice !== undefined && next.minPrice > next.maxPrice)
      return setPriceError(TUTOR_SEARCH_MESSAGES.priceOrder);
    setPriceError(null);
    onChange(patch);
  };
  return (
    <div className="grid gap-5">
      <ChipGroup<TutoringMode>
        label="Mode"
        options={TUTORING_MODES}
        value={filters.mode}
        onToggle={(m) => onChange({ mode: toggle(filters.mode, m) })}
      />

      <Field label="Subjects" hint={`Up to ${LIMITS.subjectFilterMax} subjects.`}>
        <MultiSelect
          options={subjects.options}
          value={filters.subjects ?? []}
          onChange={(next) => onChange({ subjects: next })}
          max={LIMITS.subjectFilterMax}
          placeholder={subjects.isLoading ? 'Loading subjects…' : 'Any subject'}
          emptyText="No subjects"
        />
      </Field>

      <div>
        <p className="mb-2 text-sm font-medium text-neutral-800">Price per hour</p>
        <div className="grid grid-cols-2 gap-3">
          <PriceInput
            label="Min price"
            value={filters.minPrice}
            onCommit={(v) => commitPrice({ minPrice: v })}
          />
          <PriceInput
            label="Max price"
            value={filters.maxPrice}
            onCommit={(v) => commitPrice({ maxPrice: v })}
          />
        </div>
        {priceError && (
          <p role="alert" className="mt-1.5 text-sm text-danger-700">
            {priceError}
          </p>
        )}
        <p className="mt-1.5 text-xs text-neutral-600">
          In ₹ per hour; USD prices are compared at an approximate rate.
        </p>
      </div>

      <ChipGroup<Day>
        label="Days"
        options={DAYS}
        value={filters.days}
        onToggle={(d) => onChange({ days: toggle(filters.days, d) })}
      />
      <ChipGroup<TimeSlot>
        label="Time Ranges"
        options={TIME_FILTERS}
        // The picker's label ("3 AM – 6 AM"), not the wire value ("3-6").
        format={timeSlotLabel}
        value={filters.timeRanges}
        onToggle={(t) => onChange({ timeRanges: toggle(filters.timeRanges, t) })}
      />

      <Button
        variant="secondary"
        onClick={() => {
          setPriceError(null);
          onClear();
        }}
        disabled={!hasActiveFilters(filters) && (!filters.sort || filters.sort === 'new')}
      >
        Clear All
      </Button>
    </div>
  );
}
