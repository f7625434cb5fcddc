// DPDP Act 2023 s.9(1): a child is anyone under 18, and their data is processed only with the
// verifiable consent of a parent. A student account says at the student form who it is for:
// a parent's own account (student_type parent) needs nothing more; a student gives a date of
// birth or confirms being 18 or older; a student under 18 gives a parent's email, and the parent
// confirms by a mailed link before the child can book, pay or message.
import { DATA_RIGHTS_MESSAGES as M } from '../constants/data-rights';
import { AGE_MESSAGES, ageOn } from './age';
import { isIsoDate } from './dates';

export const ADULT_AGE = 18;

export interface AgeDeclaration {
  studentType: 'student' | 'parent';
  /** YYYY-MM-DD, or empty. */
  dateOfBirth?: string | null;
  isAdult?: boolean | null;
  parentEmail?: string | null;
  ownEmail: string;
  /** Today's date in the student's zone (YYYY-MM-DD). */
  today: string;
}

export type AgeOutcome =
  | { kind: 'adult' }
  | { kind: 'minor'; parentEmail: string }
  | { kind: 'problem'; field: 'date_of_birth' | 'parent_email'; message: string };

const looksLikeEmail = (v: string) => /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v) && v.length <= 254;

/** What a student form's age answers mean, or the field and message of the first problem. */
export function classifyAge(d: AgeDeclaration): AgeOutcome {
  if (d.studentType === 'parent') return { kind: 'adult' };
  const dob = d.dateOfBirth?.trim() || '';
  if (!dob) {
    return d.isAdult
      ? { kind: 'adult' }
      : { kind: 'problem', field: 'date_of_birth', message: M.birthOrAdult };
  }
  if (!isIsoDate(dob) || dob > d.today)
    return { kind: 'problem', field: 'date_of_birth', message: AGE_MESSAGES.invalid };
  if (ageOn(dob, d.today) >= ADULT_AGE) return { kind: 'adult' };
  const parent = d.parentEmail?.trim().toLowerCase() || '';
  if (!parent || !looksLikeEmail(parent))
    return { kind: 'problem', field: 'parent_email', message: M.parentEmailRequired };
  if (parent === d.ownEmail.trim().toLowerCase())
    return { kind: 'problem', field: 'parent_email', message: M.parentEmailSame };
  return { kind: 'minor', parentEmail: parent };
}
