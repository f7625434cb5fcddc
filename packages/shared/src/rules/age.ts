// core-marketplace §5 step 2: age at least 18; the birth-date picker spans the last 125 years up
// to 18 years ago. Dates are calendar dates ('YYYY-MM-DD'); "today" is taken in the tutor's zone
// so that the screen and the server agree on the day.
import { DateTime } from 'luxon';
import { LIMITS } from '../constants/marketplace';
import { isIsoDate } from './dates';

/** Completed years between a birth date and `today` (someone born on 29 Feb turns a year older on 1 Mar). */
export function ageOn(dateOfBirth: string, today: string): number {
  const [by, bm, bd] = dateOfBirth.split('-').map(Number) as [number, number, number];
  const [ty, tm, td] = today.split('-').map(Number) as [number, number, number];
  let age = ty - by;
  if (tm < bm || (tm === bm && td < bd)) age -= 1;
  return age;
}

/** The birth-date picker's range: from 125 years ago to 18 years ago (both inclusive). */
export function birthDateRange(today: string): { min: string; max: string } {
  const t = DateTime.fromISO(today);
  return {
    min: t.minus({ years: LIMITS.birthRangeYears }).toISODate()!,
    max: t.minus({ years: LIMITS.minimumAge }).toISODate()!,
  };
}

export const AGE_MESSAGES = {
  required: 'Please enter your date of birth.',
  /** core-marketplace §8 inline date error. */
  invalid: 'Date input not valid.',
  /** core-marketplace §5 step 2, verbatim. */
  tooYoung: 'You must be at least 18 years old.',
  /** Not in the spec: the picker stops at 125 years ago, so an older date is refused. */
  tooOld: `Please enter a date of birth within the last ${LIMITS.birthRangeYears} years.`,
} as const;

/** The message for a date of birth that breaks a rule, or null when it is acceptable. */
export function dateOfBirthProblem(dateOfBirth: unknown, today: string): string | null {
  if (dateOfBirth === undefined || dateOfBirth === null || dateOfBirth === '')
    return AGE_MESSAGES.required;
  if (!isIsoDate(dateOfBirth)) return AGE_MESSAGES.invalid;
  if (dateOfBirth > today) return AGE_MESSAGES.invalid;
  if (ageOn(dateOfBirth, today) < LIMITS.minimumAge) return AGE_MESSAGES.tooYoung;
  if (dateOfBirth < birthDateRange(today).min) return AGE_MESSAGES.tooOld;
  return null;
}
