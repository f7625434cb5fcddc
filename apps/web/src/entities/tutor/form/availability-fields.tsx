// core-marketplace §5 step 5 "Set Availability & Schedule": days and times (required), class
// duration, maximum students per class (0–10), pincodes for home tutoring (up to 5 of 6 digits).
import { CLASS_DURATIONS, HOME_TUTORING, LIMITS } from '@tm/shared/constants/marketplace';
import { AvailabilityField } from '@/components/ui/availability-picker';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { SectionProps } from './section-props';

export function AvailabilityFields({ values, errors, set }: SectionProps) {
  const home = values.tutoring_mode.includes(HOME_TUTORING);
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <div className="sm:col-span-2">
        <AvailabilityField
          label="Availability"
          required
          days={values.avl_days}
          times={values.avl_time}
          onChange={({ days, times }) => set({ avl_days: days, avl_time: times })}
          error={errors.avl_days ?? errors.avl_time}
        />
      </div>
      <Field label="Class duration" required error={errors.class_duration}>
        <Select
          value={values.class_duration}
          onChange={(e) => set({ class_duration: e.target.value })}
          options={CLASS_DURATIONS}
          placeholder="Select duration"
        />
      </Field>
      <Field
        label="Maximum students per class"
        required
        error={errors.students_per_class}
        hint={`${LIMITS.studentsPerClassMin} to ${LIMITS.studentsPerClassMax}.`}
      >
        <Input
          type="number"
          inputMode="numeric"
          min={LIMITS.studentsPerClassMin}
          max={LIMITS.studentsPerClassMax}
          step={1}
          value={values.students_per_class}
          onChange={(e) => set({ students_per_class: e.target.value })}
        />
      </Field>
      {home && (
        <Field
          label="Pincodes for home tutoring"
          required
          error={errors.pincodes}
          hint="Up to 5 pincodes of 6 digits, separated by commas."
          className="sm:col-span-2"
        >
          <Input
            value={values.pincodes}
            onChange={(e) => set({ pincodes: e.target.value.replace(/[^\d,]/g, '') })}
            inputMode="numeric"
            maxLength={LIMITS.pincodesFieldLength}
            placeholder="560001,560034"
          />
        </Field>
      )}
    </div>
  );
}
