// Fields the student and the tutor profiles share (core-marketplace §3–§5): the contact number
// (digits only, at most 17) and the time zone (an IANA zone). One rule and one message each, used
// by the student form, the tutor form and their screens.
import { z } from 'zod';
import { LIMITS } from '../constants/marketplace';
import { canonicalZone, isIanaZone } from '../rules/timezone';

/** Ours (the spec gives the rules, not the texts). */
export const PROFILE_FIELD_MESSAGES = {
  contactRequired: 'Please enter your contact number.',
  contactDigits: 'Contact number can contain digits only.',
  contactTooLong: `Contact number can be at most ${LIMITS.contactNumberMaxDigits} digits.`,
  timezone: 'Please select a valid timezone.',
} as const;
const M = PROFILE_FIELD_MESSAGES;

/** A contact number: required, digits only, at most 17 (the first failing rule is reported). */
// One refinement rather than checks with `abort`: an aborted issue stops the whole form's own
// refinements (the date-of-birth check of tutor step 2 must still report beside it).
export const contactNumberSchema = z
  .string({ error: M.contactRequired })
  .trim()
  .superRefine((v, ctx) => {
    const message = !v
      ? M.contactRequired
      : !/^\d+$/.test(v)
        ? M.contactDigits
        : v.length > LIMITS.contactNumberMaxDigits
          ? M.contactTooLong
          : null;
    if (message) ctx.addIssue({ code: 'custom', message });
  });

/**
 * A time zone: an IANA name (no offsets), stored by its current name (a browser's
 * Asia/Calcutta is saved as Asia/Kolkata). Used by the student, tutor and booking requests.
 */
export const timezoneSchema = z
  .string({ error: M.timezone })
  .refine(isIanaZone, { error: M.timezone })
  .transform(canonicalZone);
/** The student form's zone: '' while not chosen yet (the server keeps the stored or default zone). */
export const timezoneOrBlankSchema = z
  .string({ error: M.timezone })
  .trim()
  .refine((v) => v === '' || isIanaZone(v), { error: M.timezone })
  .transform((v) => (v ? canonicalZone(v) : v));
