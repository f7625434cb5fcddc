// State and city inputs that follow the country (core-marketplace §4 Dependent fields): a state
// change resets the city; where the dataset lists no states or cities for a place, the field
// becomes free text so the person can still type theirs. Used by the tutor form and the student
// account.
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import { useCities, useStates } from '@/lib/lookups';

interface StateCityFieldsProps {
  values: { country: string; state: string; city: string };
  errors: { state?: string; city?: string };
  set: (patch: { state?: string; city?: string }) => void;
}

export function StateCityFields({ values, errors, set }: StateCityFieldsProps) {
  const states = useStates(values.country);
  const cities = useCities(values.country, values.state);
  const typedState = Boolean(values.country) && !states.isLoading && states.options.length === 0;
  const typedCity = Boolean(values.state) && !cities.isLoading && cities.options.length === 0;
  return (
    <>
      <Field label="State" required error={errors.state}>
        {typedState ? (
          <Input
            value={values.state}
            onChange={(e) => set({ state: e.target.value, city: '' })}
            maxLength={100}
          />
        ) : (
          <Select
            value={values.state}
            onChange={(e) => set({ state: e.target.value, city: '' })}
            options={states.options.length || !values.state ? states.options : [values.state]}
            placeholder={values.country ? 'Select state' : 'Select a country first'}
            disabled={!values.country}
          />
        )}
      </Field>
      <Field label="City" required error={errors.city}>
        {typedCity ? (
          <Input
            value={values.city}
            onChange={(e) => set({ city: e.target.value })}
            maxLength={100}
          />
        ) : (
          <Select
            value={values.city}
            onChange={(e) => set({ city: e.target.value })}
            options={cities.options.length || !values.city ? cities.options : [values.city]}
            placeholder={values.state ? 'Select city' : 'Select a state first'}
            disabled={!values.state}
          />
        )}
      </Field>
    </>
  );
}
