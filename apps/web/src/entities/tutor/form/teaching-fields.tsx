// core-marketplace §5 step 3 "Fill Teaching Preferences" (and the account's Teaching Preferences).
// §4: a category change reloads the subjects and drops chosen ones not in the new list (the
// sign-up resets them).
import { useEffect } from 'react';
import {
  AGE_GROUPS,
  AT_TUTOR_PLACE,
  GRADE_LEVEL,
  LIMITS,
  TEACHING_LEVELS,
  TUTORING_MODES,
} from '@tm/shared/constants/marketplace';
import { Field } from '@/components/ui/field';
import { FileInput } from '@/components/ui/file-input';
import { MultiSelect } from '@/components/ui/multi-select';
import { Select } from '@/components/ui/select';
import { useCategories, useSubcategories } from '@/lib/lookups';
import { CheckboxGroup } from '@/components/ui/checkbox-group';
import type { SectionProps } from './section-props';

interface TeachingProps extends SectionProps {
  /** The stored address proof's name (account), shown as on file. */
  storedAddressProof?: string | null;
}

export function TeachingFields({
  values,
  errors,
  set,
  onProblem,
  mode,
  progress,
  storedAddressProof,
}: TeachingProps) {
  const categories = useCategories();
  const subjects = useSubcategories(values.category);
  const atTutorPlace = values.tutoring_mode.includes(AT_TUTOR_PLACE);

  // Account: once the new category's subjects are known, keep only the chosen ones it has.
  const { subcategory } = values;
  useEffect(() => {
    if (mode !== 'account' || !values.category || subjects.isLoading || !subjects.options.length)
      return;
    const kept = subcategory.filter((s) => subjects.options.includes(s));
    if (kept.length !== subcategory.length) set({ subcategory: kept });
  }, [mode, values.category, subjects.isLoading, subjects.options, subcategory, set]);

  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <CheckboxGroup
        legend="Tutoring mode"
        required
        options={TUTORING_MODES}
        value={values.tutoring_mode}
        onChange={(tutoring_mode) => set({ tutoring_mode })}
        error={errors.tutoring_mode}
        className="sm:col-span-2"
      />
      {atTutorPlace && (
        <Field
          label="Address proof"
          required
          error={errors.addressProof}
          hint="Needed because you teach at your place."
          className="sm:col-span-2"
        >
          <FileInput
            field="addressProof"
            files={values.addressProof ? [values.addressProof] : []}
            onChange={(files) => set({ addressProof: files[0] ?? null })}
            onProblem={onProblem}
            existing={storedAddressProof ? [{ name: storedAddressProof }] : []}
            progress={progress}
          />
        </Field>
      )}
      <Field label="Category" required error={errors.category}>
        <Select
          value={values.category}
          onChange={(e) =>
            set(
              mode === 'sign-up'
                ? { category: e.target.value, subcategory: [] }
                : { category: e.target.value },
            )
          }
          options={
            categories.options.length || !values.category ? categories.options : [values.category]
          }
          placeholder="Select category"
        />
      </Field>
      <Field label="Teaching level" required error={errors.teaching_level}>
        <Select
          value={values.teaching_level}
          onChange={(e) => set({ teaching_level: e.target.value })}
          options={TEACHING_LEVELS}
          placeholder="Select level"
        />
      </Field>
      <Field label="Sub category" required error={errors.subcategory} className="sm:col-span-2">
        <MultiSelect
          options={subjects.options}
          value={values.subcategory}
          onChange={(subcategory) => set({ subcategory })}
          max={LIMITS.signUpSubcategoriesMax}
          placeholder={values.category ? 'Search and choose subjects' : 'Choose a category first'}
          emptyText={
            values.category
              ? subjects.isLoading
                ? 'Loading…'
                : 'No subjects in this category'
              : 'Choose a category first'
          }
        />
      </Field>
      <Field
        label="Age group"
        required={values.teaching_level === GRADE_LEVEL}
        error={errors.age_group}
        className="sm:col-span-2"
      >
        <MultiSelect
          options={AGE_GROUPS}
          value={values.age_group}
          onChange={(age_group) => set({ age_group })}
          max={LIMITS.signUpAgeGroupsMax}
          placeholder="Choose age groups"
        />
      </Field>
    </div>
  );
}
