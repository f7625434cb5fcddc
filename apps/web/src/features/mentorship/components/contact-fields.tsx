// Step 1 of both mentorship forms (§5): full name, email, phone/WhatsApp (digits only) and country
// (India by default), each with its message beside it.
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useCountries } from '@/lib/lookups';
import { MENTORSHIP_DEFAULT_COUNTRY } from '@tm/shared/constants/mentorship';

export interface ContactValues {
  fullName: string;
  email: string;
  phone: string;
  country: string;
}

interface ContactFieldsProps {
  values: ContactValues;
  errors: Record<string, string>;
  onChange: (patch: Partial<ContactValues>) => void;
}

export function ContactFields({ values, errors, onChange }: ContactFieldsProps) {
  const countries = useCountries();
  const options = countries.options.length ? countries.options : [MENTORSHIP_DEFAULT_COUNTRY];
  return (
    <div className="grid gap-4 md:grid-cols-2">
      <Field label="Full Name" required error={errors.fullName}>
        <Input
          autoComplete="name"
          value={values.fullName}
          onChange={(e) => onChange({ fullName: e.target.value })}
        />
      </Field>
      <Field label="Email" required error={errors.email}>
        <Input
          type="email"
          autoComplete="email"
          value={values.email}
          onChange={(e) => onChange({ email: e.target.value })}
        />
      </Field>
      <Field label="Phone/WhatsApp" required error={errors.phone}>
        <Input
          inputMode="numeric"
          autoComplete="tel"
          value={values.phone}
          // §5: the phone input keeps digits only.
          onChange={(e) => onChange({ phone: e.target.value.replace(/\D/g, '') })}
        />
      </Field>
      <Field label="Country" required error={errors.country}>
        <Select
          value={values.country}
          options={options}
          placeholder="Select your country"
          onChange={(e) => onChange({ country: e.target.value })}
        />
      </Field>
    </div>
  );
}
