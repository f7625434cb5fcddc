import type { UploadProblem } from '@tm/shared/rules/uploads';
import type { SetTutorForm, TutorFormErrors, TutorFormValues } from './form-values';

/** What every section of the tutor form gets from the screen that holds the form. */
export interface SectionProps {
  values: TutorFormValues;
  errors: TutorFormErrors;
  set: SetTutorForm;
  /** Told of a refused file choice (its field already shows it: components/ui/file-input.tsx). */
  onProblem?: (problem: UploadProblem) => void;
  /** Sign-up (steps 2–6) or the tutor account (locked fields, stored files). */
  mode: 'sign-up' | 'account';
  /** Upload progress while the form is being sent. */
  progress?: number | null;
}
