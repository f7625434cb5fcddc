// core-marketplace §5 step 4 "Fill Professional Details": qualification, specialization,
// occupation, experience (0–50), certificates and government ids (pdf, jpg, png; up to 5 each),
// resume optional (pdf, doc, docx).
import type { ReactNode } from 'react';
import { LIMITS, OCCUPATIONS, QUALIFICATIONS } from '@tm/shared/constants/marketplace';
import { Field } from '@/components/ui/field';
import { FileInput } from '@/components/ui/file-input';
import { Input } from '@/components/ui/input';
import { Select } from '@/components/ui/select';
import type { SectionProps } from './section-props';

export interface StoredDocument {
  name: string;
  action?: ReactNode;
}

interface ProfessionalProps extends SectionProps {
  /** Account: the stored documents (shown as on file; new files replace them). */
  stored?: {
    certificates: StoredDocument[];
    govt_ids: StoredDocument[];
    resume: StoredDocument | null;
  };
  /** Account of a verified tutor: the documents were approved and cannot be replaced. */
  documentsLocked?: boolean;
}

export function ProfessionalFields({
  values,
  errors,
  set,
  onProblem,
  progress,
  stored,
  documentsLocked,
}: ProfessionalProps) {
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <Field label="Highest qualification" required error={errors.highest_qualification}>
        <Select
          value={values.highest_qualification}
          onChange={(e) => set({ highest_qualification: e.target.value })}
          options={QUALIFICATIONS}
          placeholder="Select qualification"
        />
      </Field>
      <Field label="Specialization" required error={errors.specialization}>
        <Input
          value={values.specialization}
          onChange={(e) => set({ specialization: e.target.value })}
          maxLength={120}
          placeholder="e.g. Mathematics"
        />
      </Field>
      <Field label="Current occupation" required error={errors.current_occupation}>
        <Select
          value={values.current_occupation}
          onChange={(e) => set({ current_occupation: e.target.value })}
          options={OCCUPATIONS}
          placeholder="Select occupation"
        />
      </Field>
      <Field label="Teaching experience (years)" required error={errors.teaching_experience}>
        <Input
          type="number"
          inputMode="decimal"
          min={LIMITS.experienceMinYears}
          max={LIMITS.experienceMaxYears}
          step={0.5}
          value={values.teaching_experience}
          onChange={(e) => set({ teaching_experience: e.target.value })}
        />
      </Field>
      {documentsLocked ? (
        <div className="rounded-lg bg-neutral-50 p-4 text-sm text-neutral-700 sm:col-span-2">
          <p className="font-medium text-neutral-900">Documents</p>
          <p className="mt-1">Your documents have been verified and can no longer be replaced.</p>
          <ul className="mt-2 grid gap-1">
            {[
              ...(stored?.certificates ?? []),
              ...(stored?.govt_ids ?? []),
              ...(stored?.resume ? [stored.resume] : []),
            ].map((d, i) => (
              <li key={`${d.name}-${i}`} className="flex items-center gap-2">
                <span className="min-w-0 flex-1 truncate">{d.name}</span>
                {d.action}
              </li>
            ))}
          </ul>
        </div>
      ) : (
        <>
          <Field
            label="Certificates"
            required
            error={errors.certificates}
            className="sm:col-span-2"
          >
            <FileInput
              field="certificates"
              files={values.certificates}
              onChange={(certificates) => set({ certificates })}
              onProblem={onProblem}
              existing={stored?.certificates}
              progress={progress}
            />
          </Field>
          <Field
            label="Government IDs"
            required
            error={errors.govt_ids}
            className="sm:col-span-2"
            hint="Aadhaar, PAN, passport or voter ID."
          >
            <FileInput
              field="govt_ids"
              files={values.govt_ids}
              onChange={(govt_ids) => set({ govt_ids })}
              onProblem={onProblem}
              existing={stored?.govt_ids}
              progress={progress}
            />
          </Field>
          <Field label="Resume (optional)" error={errors.resume} className="sm:col-span-2">
            <FileInput
              field="resume"
              files={values.resume ? [values.resume] : []}
              onChange={(files) => set({ resume: files[0] ?? null })}
              onProblem={onProblem}
              existing={stored?.resume ? [stored.resume] : []}
              progress={progress}
            />
          </Field>
        </>
      )}
    </div>
  );
}
