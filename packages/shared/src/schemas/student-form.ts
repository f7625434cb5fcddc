// core-marketplace §3 Student profile and §5 Student account: the student form, as the account page
// edits it and POST /api/submit-student-form receives it (JSON, or multipart with a photo).
import { z } from 'zod';
import { FIELD_MESSAGES } from '../constants/field-messages';
import {
  DAYS,
  HOME_TUTORING,
  LIMITS,
  STUDENT_TYPES,
  TIME_SLOTS,
  TUTORING_MODES,
} from '../constants/marketplace';
import { listParam } from './common';
import {
  contactNumberSchema,
  PROFILE_FIELD_MESSAGES,
  timezoneOrBlankSchema,
} from './profile-fields';
import { PINCODE_MESSAGES, normalisePincodes, pincodesProblem } from '../rules/pincodes';

/**
 * Texts of the student form. "Please enter your full name." and "Please select your availability."
 * are the spec's own (§5 final submit, step 5); the others are not given by the spec and are ours.
 */
export const STUDENT_FORM_MESSAGES = {
  fullName: FIELD_MESSAGES.fullName,
  contactRequired: PROFILE_FIELD_MESSAGES.contactRequired,
  contactDigits: PROFILE_FIELD_MESSAGES.contactDigits,
  contactTooLong: PROFILE_FIELD_MESSAGES.contactTooLong,
  contactLocked: 'Your contact number cannot be changed once it is set.',
  country: FIELD_MESSAGES.country,
  state: 'Please select your state.',
  city: 'Please select your city.',
  studentType: 'Please choose whether you are a student or a parent.',
  mode: FIELD_MESSAGES.tutoringMode,
  modeInvalid: `Tutoring mode must be one of: ${TUTORING_MODES.join(', ')}.`,
  category: 'Please select a category.',
  categoryUnknown: 'Please select a category from the list.',
  subjects: 'Please select at least one subject.',
  subjectsUnknown: 'Please select subjects from the chosen category.',
  tooManySubjects: `You can select at most ${LIMITS.studentSubjectsMax} subjects.`,
  pincodesRequired: 'Please enter your pincode for home tutoring.',
  availability: FIELD_MESSAGES.availability,
  timezone: PROFILE_FIELD_MESSAGES.timezone,
  profileUpdated: 'Profile updated.',
} as const;
const M = STUDENT_FORM_MESSAGES;

const requiredText = (message: string, label: string, max = 100) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `${label} must be at most ${max} characters.` });

/** §5: contact number digits only, at most 17 (schemas/profile-fields.ts). */
export { contactNumberSchema };

/**
 * §5: pincodes are digits and commas, in groups of 6 digits; §9: up to 5 codes (field length 34).
 * The same rule and texts as the tutor's pincodes (rules/pincodes.ts). Stored without spaces;
 * empty means none.
 */
export const pincodesSchema = z
  .string({ error: PINCODE_MESSAGES.characters })
  .superRefine((value, ctx) => {
    const problem = value.trim() ? pincodesProblem(value) : null;
    if (problem) ctx.addIssue({ code: 'custom', message: problem });
  })
  .transform((value) => normalisePincodes(value) ?? '');

type ListOf = <T extends z.ZodType>(item: T) => z.ZodType<z.output<T>[] | undefined, unknown>;
const plainList: ListOf = (item) => z.array(item).optional() as never;
const paramList: ListOf = (item) => listParam(item) as never;

/** A list that must hold at least one value (each field is checked on its own, so a form shows all its errors at once). */
// (An absent key is read as an empty list: zod skips absent keys whose schema is optional,
// refinements included, so the schema must not start optional.)
const required = <T extends z.ZodType<unknown[] | undefined, unknown>>(
  schema: T,
  message: string,
) =>
  z
    .unknown()
    .transform((v): unknown => v ?? [])
    .pipe(schema)
    .refine((v) => Array.isArray(v) && v.length > 0, { error: message });

/**
 * The form's fields. `email` is read-only (never sent); `timezone` is read-only after the profile
 * is first saved (the browser's zone is taken then, §3 "defaults to the browser zone").
 */
function studentFormShape(list: ListOf) {
  return z
    .object({
      fullName: requiredText(M.fullName, 'Full name'),
      contactNumber: contactNumberSchema,
      country: requiredText(M.country, 'Country'),
      state: requiredText(M.state, 'State'),
      city: requiredText(M.city, 'City'),
      pincodes: pincodesSchema.optional().default(''),
      timezone: timezoneOrBlankSchema.optional(),
      student_type: z.enum(STUDENT_TYPES, { error: M.studentType }),
      tutoring_mode: required(list(z.enum(TUTORING_MODES, { error: M.modeInvalid })), M.mode),
      category: requiredText(M.category, 'Category'),
      subcategory: required(
        list(
          z.string().trim().min(1, { error: M.subjects }).max(100, { error: M.subjectsUnknown }),
        ),
        M.subjects,
      ).refine((v) => new Set(v).size <= LIMITS.studentSubjectsMax, { error: M.tooManySubjects }),
      // §5: availability needs both days and times.
      avl_days: required(list(z.enum(DAYS, { error: M.availability })), M.availability),
      avl_time: required(list(z.enum(TIME_SLOTS, { error: M.availability })), M.availability),
      // DPDP Act s.9: who the account is for (rules/minor-consent.ts decides what they mean; the
      // server checks them against what is stored, so they are optional here).
      date_of_birth: z.string().trim().max(10).optional(),
      is_adult: z
        .preprocess((v) => (v === 'true' ? true : v === 'false' ? false : v), z.boolean())
        .optional(),
      parent_email: z.string().trim().max(254).optional(),
    })
    .superRefine((f, ctx) => {
      // Decision: a student asking for Home Tutoring must say where (as a tutor must, §5 step 5).
      if (f.tutoring_mode?.includes(HOME_TUTORING) && !f.pincodes)
        ctx.addIssue({ code: 'custom', path: ['pincodes'], message: M.pincodesRequired });
    })
    .transform((f) => ({
      ...f,
      tutoring_mode: [...new Set(f.tutoring_mode ?? [])],
      subcategory: [...new Set(f.subcategory ?? [])],
      avl_days: DAYS.filter((d) => f.avl_days?.includes(d)),
      avl_time: TIME_SLOTS.filter((t) => f.avl_time?.includes(t)),
    }));
}

/** The student form as the account page holds it (plain arrays). */
export const studentFormSchema = studentFormShape(plainList);
/** POST /api/submit-student-form: lists may also arrive as JSON strings or comma lists (multipart). */
export const submitStudentFormRequestSchema = studentFormShape(paramList);
export type StudentFormInput = z.input<typeof studentFormSchema>;
export type SubmitStudentFormRequest = z.output<typeof submitStudentFormRequestSchema>;
