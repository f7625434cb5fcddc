// core-marketplace §2 "Reusable pieces": an availability picker of days and time slots (§9:
// days Mon–Sun; slots grouped Morning, Daytime, Evening and night). §2 Tutor account: "an
// availability field that opens a days-and-times picker".
//
// Usage:
//   <AvailabilityPicker days={days} times={times} onChange={({ days, times }) => ...} />
//   <AvailabilityField label="Availability" days={days} times={times} onChange={...} error={e} />
//
// Values are the spec's wire values (avl_days 'Mon'…, avl_time '18-21'…). Every chip is a toggle
// button (aria-pressed) in a labelled group, so it works with a keyboard and a screen reader.
import { useId, useState } from 'react';
import {
  DAYS,
  TIME_SLOT_GROUPS,
  TIME_SLOTS,
  timeSlotLabel,
  type Day,
  type TimeSlot,
} from '@tm/shared/constants/marketplace';
import { cn } from '@/lib/cn';
import { Button } from './button';
import { Dialog } from './dialog';
import { CalendarIcon } from './icons';

export interface Availability {
  days: string[];
  times: string[];
}

/** A short summary: "Mon, Wed · 6 PM – 9 PM", in the spec's order whatever the order chosen. */
export function availabilitySummary({ days, times }: Availability): string {
  const d = DAYS.filter((x) => days.includes(x)).join(', ');
  const t = TIME_SLOTS.filter((x) => times.includes(x))
    .map(timeSlotLabel)
    .join(', ');
  return [d, t].filter(Boolean).join(' · ');
}

function Chip({
  pressed,
  onClick,
  children,
}: {
  pressed: boolean;
  onClick: () => void;
  children: string;
}) {
  return (
    <button
      type="button"
      aria-pressed={pressed}
      onClick={onClick}
      className={cn(
        'h-10 rounded-lg border px-3 text-sm font-medium transition-colors focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600',
        pressed
          ? 'border-accent-700 bg-accent-700 text-white'
          : 'border-neutral-300 bg-white text-neutral-800 hover:bg-neutral-50',
      )}
    >
      {children}
    </button>
  );
}

const toggle = <T extends string>(list: readonly string[], item: T) =>
  list.includes(item) ? list.filter((x) => x !== item) : [...list, item];

interface PickerProps extends Availability {
  onChange: (next: Availability) => void;
  className?: string;
}

export function AvailabilityPicker({ days, times, onChange, className }: PickerProps) {
  const id = useId();
  return (
    <div className={cn('grid gap-5', className)}>
      <div role="group" aria-labelledby={`${id}-days`}>
        <p id={`${id}-days`} className="mb-2 text-sm font-medium text-neutral-800">
          Days
        </p>
        <div className="flex flex-wrap gap-2">
          {DAYS.map((day: Day) => (
            <Chip
              key={day}
              pressed={days.includes(day)}
              onClick={() => onChange({ days: toggle(days, day), times })}
            >
              {day}
            </Chip>
          ))}
        </div>
      </div>
      {TIME_SLOT_GROUPS.map((group, g) => (
        <div key={group.label} role="group" aria-labelledby={`${id}-slots-${g}`}>
          <p id={`${id}-slots-${g}`} className="mb-2 text-sm font-medium text-neutral-800">
            {group.label}
          </p>
          <div className="flex flex-wrap gap-2">
            {group.slots.map((slot: TimeSlot) => (
              <Chip
                key={slot}
                pressed={times.includes(slot)}
                onClick={() => onChange({ days, times: toggle(times, slot) })}
              >
                {timeSlotLabel(slot)}
              </Chip>
            ))}
          </div>
        </div>
      ))}
    </div>
  );
}

interface FieldProps extends Availability {
  label: string;
  onChange: (next: Availability) => void;
  error?: string;
  required?: boolean;
  hint?: string;
}

/** A labelled summary with a button that opens the picker in a dialog (changes apply on Done). */
export function AvailabilityField({
  label,
  days,
  times,
  onChange,
  error,
  required,
  hint,
}: FieldProps) {
  const id = useId();
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<Availability>({ days, times });
  const summary = availabilitySummary({ days, times });
  const openPicker = () => {
    setDraft({ days: [...days], times: [...times] });
    setOpen(true);
  };
  return (
    <div>
      <p id={`${id}-label`} className="mb-1.5 block text-sm font-medium text-neutral-800">
        {label}
        {required && (
          <span className="text-danger-600" aria-hidden="true">
            {' '}
            *
          </span>
        )}
      </p>
      <button
        type="button"
        onClick={openPicker}
        aria-labelledby={`${id}-label ${id}-value`}
        aria-describedby={
          [hint && `${id}-hint`, error && `${id}-error`].filter(Boolean).join(' ') || undefined
        }
        aria-invalid={error ? true : undefined}
        className={cn(
          'flex min-h-11 w-full items-center gap-3 rounded-lg border bg-white px-3 py-2 text-left text-sm shadow-xs hover:bg-neutral-50',
          'focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-accent-600',
          error ? 'border-danger-600' : 'border-neutral-300',
        )}
      >
        <CalendarIcon className="shrink-0 text-lg text-accent-700" />
        <span id={`${id}-value`} className={summary ? 'text-neutral-900' : 'text-neutral-500'}>
          {summary || 'Choose days and times'}
        </span>
      </button>
      {hint && (
        <p id={`${id}-hint`} className="mt-1.5 text-xs text-neutral-600">
          {hint}
        </p>
      )}
      {error && (
        <p id={`${id}-error`} className="mt-1.5 text-sm text-danger-700">
          {error}
        </p>
      )}
      <Dialog
        open={open}
        onOpenChange={setOpen}
        title="Days and times"
        description="Choose the days and the time slots when you are available."
        className="max-w-lg"
        actions={
          <>
            <Button variant="secondary" onClick={() => setOpen(false)}>
              Cancel
            </Button>
            <Button
              onClick={() => {
                onChange(draft);
                setOpen(false);
              }}
            >
              Done
            </Button>
          </>
        }
      >
        <AvailabilityPicker days={draft.days} times={draft.times} onChange={setDraft} />
      </Dialog>
    </div>
  );
}
