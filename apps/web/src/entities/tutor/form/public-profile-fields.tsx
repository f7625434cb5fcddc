// core-marketplace §5 step 6 "Setup Public Profile": headline, bio (up to 2500 characters),
// achievements (optional), languages (up to 10), currency (INR or USD) and the hourly rate range
// (§9 bands per currency; the band fills the minimum and maximum, which the tutor may adjust).
import { useMemo } from 'react';
import {
  CURRENCIES,
  DEFAULT_LANGUAGES,
  LIMITS,
  RATE_BANDS,
  type Currency,
} from '@tm/shared/constants/marketplace';
import { cn } from '@/lib/cn';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { MultiSelect } from '@/components/ui/multi-select';
import { Select } from '@/components/ui/select';
import { Textarea } from '@/components/ui/textarea';
import { useSubcategories } from '@/lib/lookups';
import type { SectionProps } from './section-props';

/** The Languages category of the catalogue (§3: "includes a Languages category"). */
const LANGUAGES_CATEGORY = 'Languages';

export function PublicProfileFields({ values, errors, set }: SectionProps) {
  const catalogue = useSubcategories(LANGUAGES_CATEGORY);
  const languages = useMemo(
    () => [...new Set([...DEFAULT_LANGUAGES, ...catalogue.options, ...values.languages])],
    [catalogue.options, values.languages],
  );
  const currency = (CURRENCIES as readonly string[]).includes(values.currency)
    ? (values.currency as Currency)
    : 'INR';
  const bands = RATE_BANDS[currency];
  const min = Number(values.min_hour_charge);
  const max = Number(values.max_hour_charge);
  const chosenBand = bands.find(
    (b) => b.min === min && (b.max === null ? max >= b.min : b.max === max),
  );

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field
        label="Headline"
        required
        error={errors.headline}
        className="sm:col-span-2"
        hint="One line students see first."
      >
        <Input
          value={values.headline}
          onChange={(e) => set({ headline: e.target.value })}
          maxLength={150}
          placeholder="e.g. CBSE Maths made simple"
        />
      </Field>
      <Field label="Bio" required error={errors.bio} className="sm:col-span-2">
        <Textarea
          value={values.bio}
          onChange={(e) => set({ bio: e.target.value })}
          maxLength={LIMITS.bioMaxChars}
          showCount
          rows={6}
        />
      </Field>
      <Field label="Achievements (optional)" error={errors.achievement} className="sm:col-span-2">
        <Textarea
          value={values.achievement}
          onChange={(e) => set({ achievement: e.target.value })}
          maxLength={1000}
          rows={3}
        />
      </Field>
      <Field label="Languages" required error={errors.languages} className="sm:col-span-2">
        <MultiSelect
          options={languages}
          value={values.languages}
          onChange={(next) => set({ languages: next })}
          max={LIMITS.languagesMax}
          placeholder="Choose languages"
        />
      </Field>
      <Field label="Currency" required error={errors.currency}>
        {/* §4: the country sets the currency (INR for India, otherwise USD); the server fixes it too. */}
        <Select value={currency} disabled onChange={() => undefined} options={CURRENCIES} />
        <p className="mt-1 text-xs text-neutral-600">
          Set by your country: INR for India, otherwise USD.
        </p>
      </Field>
      <div className="sm:col-span-2">
        <p id="rate-label" className="mb-1.5 text-sm font-medium text-neutral-800">
          Hourly rate range ({currency})
          <span className="text-danger-600" aria-hidden="true">
            {' '}
            *
          </span>
        </p>
        <div role="group" aria-labelledby="rate-label" className="flex flex-wrap gap-2">
          {bands.map((band) => (
            <button
              key={band.label}
              type="button"
              aria-pressed={chosenBand === band}
              onClick={() =>
                set({
                  min_hour_charge: String(band.min),
                  max_hour_charge: band.max === null ? '' : String(band.max),
                })
              }
              className={cn(
                'h-10 rounded-lg border px-3 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-accent-600',
                chosenBand === band
                  ? 'border-accent-700 bg-accent-700 text-white'
                  : 'border-neutral-300 bg-white text-neutral-800 hover:bg-neutral-50',
              )}
            >
              {band.label}
            </button>
          ))}
        </div>
        <div className="mt-3 grid grid-cols-2 gap-3">
          <Field label="Minimum per hour" error={errors.min_hour_charge}>
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              value={values.min_hour_charge}
              onChange={(e) => set({ min_hour_charge: e.target.value })}
            />
          </Field>
          <Field label="Maximum per hour" error={errors.max_hour_charge}>
            <Input
              type="number"
              inputMode="numeric"
              min={1}
              value={values.max_hour_charge}
              onChange={(e) => set({ max_hour_charge: e.target.value })}
            />
          </Field>
        </div>
      </div>
    </div>
  );
}
