// core-marketplace §5 step 2 "Fill Your Personal Details" and the account's Personal Details.
// §4 dependent fields: a country change resets state and city (and sets INR for India, else USD);
// a state change resets the city; a country or state the dataset lists nothing for lets the tutor
// type the state or city instead.
import { useMemo } from 'react';
import { GENDERS, LIMITS, currencyForCountry } from '@tm/shared/constants/marketplace';
import { birthDateRange } from '@tm/shared/rules/age';
import { todayIn } from '@tm/shared/rules/dates';
import { Field } from '@/components/ui/field';
import { FileInput } from '@/components/ui/file-input';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useCountries } from '@/lib/lookups';
import { StateCityFields } from '@/entities/user/state-city-fields';
import { canonicalZones } from '@tm/shared/rules/timezone';
import type { SectionProps } from './section-props';

function timezones(current: string): string[] {
  let zones: string[] = [];
  try {
    zones =
      (Intl as unknown as { supportedValuesOf?: (k: string) => string[] }).supportedValuesOf?.(
        'timeZone',
      ) ?? [];
  } catch {
    zones = [];
  }
  // the browser lists some zones by old names (Asia/Calcutta); show current ones.
  zones = canonicalZones(zones);
  return zones.includes(current) ? zones : [current, ...zones];
}

interface PersonalProps extends SectionProps {
  email: string;
  /** The account shows the current photo and its own change control instead. */
  hidePhoto?: boolean;
}

export function PersonalFields({
  values,
  errors,
  set,
  onProblem,
  mode,
  progress,
  email,
  hidePhoto,
}: PersonalProps) {
  const locked = mode === 'account'; // §2 Tutor account: gender, birth date, phone and email are locked
  const countries = useCountries();
  const range = useMemo(() => birthDateRange(todayIn(values.timezone)), [values.timezone]);
  const zones = useMemo(() => timezones(values.timezone), [values.timezone]);
  const lockedHint = 'Locked: contact support to change it.';

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label="Full name" required error={errors.fullName} className="sm:col-span-2">
        <Input
          value={values.fullName}
          onChange={(e) => set({ fullName: e.target.value })}
          autoComplete="name"
          maxLength={120}
        />
      </Field>
      <Field
        label="Email"
        hint={locked ? lockedHint : 'From your sign-in.'}
        className="sm:col-span-2"
      >
        <Input type="email" value={email} readOnly disabled={locked} />
      </Field>
      <Field
        label="Gender"
        required={!locked}
        error={errors.gender}
        hint={locked ? lockedHint : undefined}
      >
        <Select
          value={values.gender}
          onChange={(e) => set({ gender: e.target.value })}
          options={GENDERS}
          placeholder="Select gender"
          disabled={locked}
        />
      </Field>
      <Field
        label="Date of birth"
        required={!locked}
        error={errors.dateOfBirth}
        hint={locked ? lockedHint : 'You must be at least 18 years old.'}
      >
        <Input
          type="date"
          value={values.dateOfBirth}
          min={range.min}
          max={range.max}
          onChange={(e) => set({ dateOfBirth: e.target.value })}
          disabled={locked}
        />
      </Field>
      {!hidePhoto && (
        <Field label="Profile photo" required error={errors.profilePhoto} className="sm:col-span-2">
          <FileInput
            field="profilePhoto"
            files={values.profilePhoto ? [values.profilePhoto] : []}
            onChange={(files) => set({ profilePhoto: files[0] ?? null })}
            onProblem={onProblem}
            progress={progress}
            preview
          />
        </Field>
      )}
      <Field label="Country" required error={errors.country}>
        <Select
          value={values.country}
          onChange={(e) =>
            set({
              country: e.target.value,
              state: '',
              city: '',
              currency: currencyForCountry(e.target.value),
              // A new currency has other rate bands: the old range no longer applies.
              ...(currencyForCountry(e.target.value) !== values.currency
                ? { min_hour_charge: '', max_hour_charge: '' }
                : {}),
            })
          }
          options={
            countries.options.length || !values.country ? countries.options : [values.country]
          }
          placeholder="Select country"
          autoComplete="country-name"
        />
      </Field>
      <Field
        label="Contact number"
        required={!locked}
        error={errors.contactNumber}
        hint={locked ? lockedHint : 'Digits only.'}
      >
        <Input
          value={values.contactNumber}
          onChange={(e) => set({ contactNumber: e.target.value })}
          inputMode="numeric"
          autoComplete="tel-national"
          maxLength={LIMITS.contactNumberMaxDigits}
          disabled={locked}
        />
      </Field>
      <StateCityFields values={values} errors={errors} set={set} />
      <Field
        label="Timezone"
        error={errors.timezone}
        className="sm:col-span-2"
        hint="Your class times are shown in this zone."
      >
        <Select
          value={values.timezone}
          onChange={(e) => set({ timezone: e.target.value })}
          options={zones}
        />
      </Field>
    </div>
  );
}
