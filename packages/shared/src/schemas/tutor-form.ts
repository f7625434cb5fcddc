// core-marketplace §5 "Validation rules" for the six-step tutor sign-up (steps 2–6 and the final
// submit) and for the tutor account, as zod schemas used by the wizard, the account page and the
// server alike. The spec's own messages are used verbatim; where it gives a rule without words,
// the message here is ours (marked "ours").
//
// File fields hold "file-like" values ({ name, size }): a browser File on the screen, the
// description of a received or already stored file on the server. Their type and size are checked
// by rules/uploads.ts; these schemas check presence and counts.
import { z } from 'zod';
import { FIELD_MESSAGES } from '../constants/field-messages';
import { contactNumberSchema, PROFILE_FIELD_MESSAGES, timezoneSchema } from './profile-fields';
import {
  currencyForCountry,
  AGE_GROUPS,
  AT_TUTOR_PLACE,
  CLASS_DURATIONS,
  CURRENCIES,
  DAYS,
  DEFAULT_TIMEZONE,
  GENDERS,
  GRADE_LEVEL,
  HOME_TUTORING,
  LIMITS,
  OCCUPATIONS,
  QUALIFICATIONS,
  TEACHING_LEVELS,
  TIME_SLOTS,
  TUTORING_MODES,
} from '../constants/marketplace';
import { MSG } from '../messages';
import { AGE_MESSAGES, dateOfBirthProblem } from '../rules/age';
import { todayIn } from '../rules/dates';
import { toCalendarDate } from '../rules/calendar-date';
import { PINCODE_MESSAGES, normalisePincodes, pincodesProblem } from '../rules/pincodes';

export const TUTOR_FORM_MESSAGES = {
  // §5 final submit, verbatim.
  fullName: FIELD_MESSAGES.fullName,
  experienceInvalid: 'Please enter a valid experience (0 or more).',
  experienceTooHigh: 'Teaching experience cannot exceed 50 years.',
  availability: FIELD_MESSAGES.availability,
  tooManyFiles: MSG.tooManyFiles,
  // Ours.
  fullNameTooLong: 'Full name can be at most 120 characters.',
  gender: 'Please select your gender.',
  profilePhoto: 'Please upload a profile photo.',
  country: FIELD_MESSAGES.country,
  state: 'Please select your state.',
  city: 'Please select your city.',
  contactNumber: PROFILE_FIELD_MESSAGES.contactRequired,
  contactDigits: PROFILE_FIELD_MESSAGES.contactDigits,
  contactTooLong: PROFILE_FIELD_MESSAGES.contactTooLong,
  timezone: PROFILE_FIELD_MESSAGES.timezone,
  tutoringMode: FIELD_MESSAGES.tutoringMode,
  tutoringModeInvalid: 'Please select a valid tutoring mode.',
  addressProof: 'Please upload your address proof.',
  category: 'Please select a category.',
  subcategory: 'Please select at least one sub category.',
  subcategoryMax: `You can select up to ${LIMITS.signUpSubcategoriesMax} sub categories.`,
  teachingLevel: 'Please select a teaching level.',
  ageGroup: 'Please select at least one age group.',
  ageGroupInvalid: 'Please select a valid age group.',
  ageGroupMax: `You can select up to ${LIMITS.signUpAgeGroupsMax} age groups.`,
  qualification: 'Please select your highest qualification.',
  specialization: 'Please enter your specialization.',
  specializationTooLong: 'Specialization can be at most 120 characters.',
  occupation: 'Please select your current occupation.',
  experienceStep:
    'Please enter your experience in years with at most one decimal place (e.g. 1.5).',
  certificates: 'Please upload at least one certificate.',
  govtIds: 'Please upload at least one government ID.',
  fileInvalid: 'Please choose a file to upload.',
  classDuration: 'Please select a class duration.',
  studentsPerClass: `Maximum students per class must be between ${LIMITS.studentsPerClassMin} and ${LIMITS.studentsPerClassMax}.`,
  pincodesRequired: PINCODE_MESSAGES.required,
  headline: 'Please enter a headline.',
  headlineTooLong: 'Headline can be at most 150 characters.',
  bio: 'Please enter your bio.',
  bioTooLong: `Bio can be at most ${LIMITS.bioMaxChars} characters.`,
  achievementTooLong: 'Achievements can be at most 1000 characters.',
  language: 'Please select at least one language.',
  languageMax: `You can select up to ${LIMITS.languagesMax} languages.`,
  languageTooLong: 'A language name can be at most 40 characters.',
  currency: FIELD_MESSAGES.currency,
  rateRange: 'Please select your hourly rate range.',
  rateOrder: 'The maximum hourly rate must be at least the minimum hourly rate.',
  rateTooHigh: 'Hourly rate is too high.',
} as const;
const M = TUTOR_FORM_MESSAGES;

/** A chosen, received or stored file, as far as these rules need to know. */
export interface FileLike {
  name: string;
  size: number;
}
export function isFileLike(value: unknown): value is FileLike {
  return (
    typeof value === 'object' &&
    value !== null &&
    typeof (value as FileLike).name === 'string' &&
    typeof (value as FileLike).size === 'number'
  );
}

// ---- field builders ------------------------------------------------------------------------

const blankToUndefined = (v: unknown) => (v === '' || v === null ? undefined : v);
const trimmed = (v: unknown) => (typeof v === 'string' ? v.trim() : v);

function requiredText(required: string, max: number, tooLong: string) {
  return z.preprocess(
    (v) => trimmed(v ?? ''),
    z.string({ error: required }).min(1, { error: required }).max(max, { error: tooLong }),
  );
}

function optionalText(max: number, tooLong: string) {
  return z.preprocess(
    (v) => (v === undefined || v === null ? '' : trimmed(v)),
    z
      .string()
      .max(max, { error: tooLong })
      .transform((s) => (s ? s : null)),
  );
}

function choice<const T extends readonly [string, ...string[]]>(values: T, message: string) {
  return z.preprocess((v) => blankToUndefined(trimmed(v)), z.enum(values, { error: message }));
}

/**
 * Arrays (repeated multipart fields), JSON array strings (multipart bodies) and, when
 * `commas` is set, comma lists; trimmed, blanks and repeats dropped. Lists of names that may
 * contain commas (subjects, languages) read a plain string as one item.
 */
function toList(value: unknown, commas = true): unknown[] {
  if (value === undefined || value === null || value === '') return [];
  const items = (Array.isArray(value) ? value : [value]).flatMap((item): unknown[] => {
    if (typeof item !== 'string') return [item];
    const s = item.trim();
    if (s.startsWith('[')) {
      try {
        const parsed: unknown = JSON.parse(s);
        if (Array.isArray(parsed)) return parsed;
      } catch {
        // not JSON: read as text
      }
    }
    return commas ? s.split(',') : [s];
  });
  const out: unknown[] = [];
  for (const item of items) {
    const v = typeof item === 'string' ? item.trim() : item;
    if (v === '' || out.includes(v)) continue;
    out.push(v);
  }
  return out;
}
function list<T extends z.ZodType>(
  item: T,
  opts: { min?: [number, string]; max?: [number, string]; commas?: boolean } = {},
) {
  let array = z.array(item);
  if (opts.min) array = array.min(opts.min[0], { error: opts.min[1] });
  if (opts.max) array = array.max(opts.max[0], { error: opts.max[1] });
  return z.preprocess((v) => toList(v, opts.commas ?? true), array);
}

/** A number typed in a form or sent as text: '' is missing, '12' is 12, 'abc' is not a number. */
function numberInput(invalid: string) {
  return z.preprocess(
    (v) => {
      const b = blankToUndefined(typeof v === 'string' ? v.trim() : v);
      if (typeof b === 'string') return Number(b);
      return b;
    },
    z.number({ error: invalid }).refine(Number.isFinite, { error: invalid }),
  );
}

const fileSlot = (required: string) => z.custom<FileLike>(isFileLike, { error: required });
const optionalFile = z.preprocess(
  blankToUndefined,
  z.custom<FileLike>(isFileLike, { error: M.fileInvalid }).optional(),
);
function fileList(required: string | null) {
  const base = z.preprocess(
    (v) => (v === undefined || v === null || v === '' ? [] : Array.isArray(v) ? v : [v]),
    z.array(z.custom<FileLike>(isFileLike, { error: M.fileInvalid })),
  );
  return required === null
    ? base.pipe(
        z.array(z.custom<FileLike>()).max(LIMITS.filesPerMultiUpload, { error: M.tooManyFiles }),
      )
    : base.pipe(
        z
          .array(z.custom<FileLike>())
          .min(1, { error: required })
          .max(LIMITS.filesPerMultiUpload, { error: M.tooManyFiles }),
      );
}

// ---- fields, shared by the steps and the account --------------------------------------------

const fields = {
  fullName: requiredText(M.fullName, 120, M.fullNameTooLong),
  gender: choice(GENDERS, M.gender),
  dateOfBirth: z.preprocess((v) => trimmed(v ?? ''), z.string({ error: AGE_MESSAGES.required })),
  country: requiredText(M.country, 100, M.country),
  state: requiredText(M.state, 100, M.state),
  city: requiredText(M.city, 100, M.city),
  contactNumber: z.preprocess((v) => trimmed(v ?? ''), contactNumberSchema),
  /** Defaults to the browser's zone on the screen (§3); Asia/Kolkata when none is sent. */
  timezone: z.preprocess((v) => blankToUndefined(trimmed(v)) ?? DEFAULT_TIMEZONE, timezoneSchema),
  tutoring_mode: list(z.enum(TUTORING_MODES, { error: M.tutoringModeInvalid }), {
    min: [1, M.tutoringMode],
  }),
  category: requiredText(M.category, 100, M.category),
  subcategory: list(z.string({ error: M.subcategory }).max(100, { error: M.subcategory }), {
    min: [1, M.subcategory],
    max: [LIMITS.signUpSubcategoriesMax, M.subcategoryMax],
    commas: false,
  }),
  teaching_level: choice(TEACHING_LEVELS, M.teachingLevel),
  age_group: list(z.enum(AGE_GROUPS, { error: M.ageGroupInvalid }), {
    max: [LIMITS.signUpAgeGroupsMax, M.ageGroupMax],
  }),
  highest_qualification: choice(QUALIFICATIONS, M.qualification),
  specialization: requiredText(M.specialization, 120, M.specializationTooLong),
  current_occupation: choice(OCCUPATIONS, M.occupation),
  teaching_experience: numberInput(M.experienceInvalid).pipe(
    z
      .number()
      .min(LIMITS.experienceMinYears, { error: M.experienceInvalid })
      .max(LIMITS.experienceMaxYears, { error: M.experienceTooHigh })
      // §5 asks for a number, 0 or more: half years are real experience (1.5), so one decimal.
      .refine((years) => Math.abs(years * 10 - Math.round(years * 10)) < 1e-9, {
        error: M.experienceStep,
      }),
  ),
  avl_days: list(z.enum(DAYS, { error: M.availability }), { min: [1, M.availability] }),
  avl_time: list(z.enum(TIME_SLOTS, { error: M.availability }), { min: [1, M.availability] }),
  class_duration: choice(CLASS_DURATIONS, M.classDuration),
  students_per_class: numberInput(M.studentsPerClass).pipe(
    z
      .number()
      .int({ error: M.studentsPerClass })
      .min(LIMITS.studentsPerClassMin, { error: M.studentsPerClass })
      .max(LIMITS.studentsPerClassMax, { error: M.studentsPerClass }),
  ),
  pincodes: z.preprocess(
    (v) => (v === undefined || v === null ? '' : String(v)),
    z
      .string()
      .superRefine((value, ctx) => {
        const problem = value.trim() ? pincodesProblem(value) : null;
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      })
      .transform((value) => normalisePincodes(value)),
  ),
  headline: requiredText(M.headline, 150, M.headlineTooLong),
  bio: requiredText(M.bio, LIMITS.bioMaxChars, M.bioTooLong),
  achievement: optionalText(1000, M.achievementTooLong),
  languages: list(z.string({ error: M.language }).max(40, { error: M.languageTooLong }), {
    min: [1, M.language],
    max: [LIMITS.languagesMax, M.languageMax],
    commas: false,
  }),
  currency: choice(CURRENCIES, M.currency),
  min_hour_charge: numberInput(M.rateRange).pipe(
    z.number().positive({ error: M.rateRange }).max(1_000_000, { error: M.rateTooHigh }),
  ),
  max_hour_charge: numberInput(M.rateRange).pipe(
    z.number().positive({ error: M.rateRange }).max(1_000_000, { error: M.rateTooHigh }),
  ),
};

// ---- cross-field rules -------------------------------------------------------------------------

type Loose = Record<string, unknown>;
const has = (v: Loose, key: string, item: string) =>
  Array.isArray(v[key]) && (v[key] as unknown[]).includes(item);

/** Step 2: age at least 18 on today's date in the tutor's zone; not older than the picker allows. */
function checkAge(v: Loose, ctx: z.RefinementCtx) {
  const zone = typeof v.timezone === 'string' ? v.timezone : DEFAULT_TIMEZONE;
  const problem = dateOfBirthProblem(v.dateOfBirth, todayIn(zone));
  if (problem) ctx.addIssue({ code: 'custom', message: problem, path: ['dateOfBirth'] });
}

/** Step 3: address proof with At Tutor Place; age groups with the Grade/Class level. */
function checkTeaching(v: Loose, ctx: z.RefinementCtx) {
  if (has(v, 'tutoring_mode', AT_TUTOR_PLACE) && !isFileLike(v.addressProof)) {
    ctx.addIssue({ code: 'custom', message: M.addressProof, path: ['addressProof'] });
  }
  if (v.teaching_level === GRADE_LEVEL && Array.isArray(v.age_group) && v.age_group.length === 0) {
    ctx.addIssue({ code: 'custom', message: M.ageGroup, path: ['age_group'] });
  }
}

/** Step 5: pincodes with Home Tutoring. */
function checkPincodes(v: Loose, ctx: z.RefinementCtx) {
  if (has(v, 'tutoring_mode', HOME_TUTORING) && v.pincodes === null) {
    ctx.addIssue({ code: 'custom', message: M.pincodesRequired, path: ['pincodes'] });
  }
}

/** Step 6: the range's maximum is not below its minimum. */
function checkRate(v: Loose, ctx: z.RefinementCtx) {
  if (
    typeof v.min_hour_charge === 'number' &&
    typeof v.max_hour_charge === 'number' &&
    v.max_hour_charge < v.min_hour_charge
  ) {
    ctx.addIssue({ code: 'custom', message: M.rateOrder, path: ['max_hour_charge'] });
  }
}

// ---- the steps -------------------------------------------------------------------------------

const step2Shape = {
  fullName: fields.fullName,
  gender: fields.gender,
  dateOfBirth: fields.dateOfBirth,
  profilePhoto: fileSlot(M.profilePhoto),
  country: fields.country,
  contactNumber: fields.contactNumber,
  state: fields.state,
  city: fields.city,
  timezone: fields.timezone,
};
const step3Shape = {
  tutoring_mode: fields.tutoring_mode,
  addressProof: optionalFile,
  category: fields.category,
  subcategory: fields.subcategory,
  teaching_level: fields.teaching_level,
  age_group: fields.age_group,
};
const step4Shape = {
  highest_qualification: fields.highest_qualification,
  specialization: fields.specialization,
  current_occupation: fields.current_occupation,
  teaching_experience: fields.teaching_experience,
  certificates: fileList(M.certificates),
  govt_ids: fileList(M.govtIds),
  resume: optionalFile,
};
const step5Shape = {
  avl_days: fields.avl_days,
  avl_time: fields.avl_time,
  class_duration: fields.class_duration,
  students_per_class: fields.students_per_class,
  pincodes: fields.pincodes,
};
const step6Shape = {
  headline: fields.headline,
  bio: fields.bio,
  achievement: fields.achievement,
  languages: fields.languages,
  currency: fields.currency,
  min_hour_charge: fields.min_hour_charge,
  max_hour_charge: fields.max_hour_charge,
};

/** Step 2: Fill Your Personal Details. */
// the age check runs even when other fields fail, so step 2 shows all its errors at once
// (zod skips refinements after a failed field unless told otherwise).
const always = { when: () => true };
export const tutorStep2Schema = z.object(step2Shape).superRefine(checkAge, always);
/** Step 3: Fill Teaching Preferences. */
export const tutorStep3Schema = z.object(step3Shape).superRefine(checkTeaching);
/** Step 4: Fill Professional Details. */
export const tutorStep4Schema = z.object(step4Shape);
/** Step 5: Set Availability & Schedule (reads the modes chosen on step 3 for the pincode rule). */
export const tutorStep5Schema = z
  .object({ ...step5Shape, tutoring_mode: z.preprocess((v) => toList(v), z.array(z.unknown())) })
  .superRefine(checkPincodes);
/** Step 6: Setup Public Profile. */
export const tutorStep6Schema = z.object(step6Shape).superRefine(checkRate);

/** The wizard's steps 2–6 by number (step 1 is sign-in). */
export const TUTOR_STEP_SCHEMAS = {
  2: tutorStep2Schema,
  3: tutorStep3Schema,
  4: tutorStep4Schema,
  5: tutorStep5Schema,
  6: tutorStep6Schema,
} as const;
export type TutorFormStep = keyof typeof TUTOR_STEP_SCHEMAS;

/** Which step each field is on (the wizard goes back to the first step with an error). */
export const TUTOR_FIELD_STEP: Record<string, TutorFormStep> = Object.fromEntries([
  ...Object.keys(step2Shape).map((k) => [k, 2]),
  ...Object.keys(step3Shape).map((k) => [k, 3]),
  ...Object.keys(step4Shape).map((k) => [k, 4]),
  ...Object.keys(step5Shape).map((k) => [k, 5]),
  ...Object.keys(step6Shape).map((k) => [k, 6]),
]) as Record<string, TutorFormStep>;

/**
 * a client may send dateOfBirth as `Date.toISOString()` of a local midnight; it is the
 * calendar date in the form's timezone (Asia/Kolkata when none is sent), never the string cut at T.
 */
function dateOfBirthAsCalendarDate(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const v = value as Loose;
  const zone =
    typeof v.timezone === 'string' && v.timezone.trim() ? v.timezone.trim() : DEFAULT_TIMEZONE;
  return { ...v, dateOfBirth: toCalendarDate(v.dateOfBirth, zone) };
}

/**
 * core-marketplace §4: country India sets INR, otherwise USD. The screen sets it; the server fixes
 * it from the country whatever was sent, so an India tutor cannot charge in USD.
 */
function withCountryCurrency<T extends { country: string; currency: string }>(v: T): T {
  return { ...v, currency: currencyForCountry(v.country) };
}

/**
 * POST /api/submit-tutor-form: every step's rules plus the final submit's (full name,
 * experience 0–50, availability), which are the same fields' rules.
 */
export const submitTutorFormSchema = z.preprocess(
  dateOfBirthAsCalendarDate,
  z
    .object({ ...step2Shape, ...step3Shape, ...step4Shape, ...step5Shape, ...step6Shape })
    .superRefine((v, ctx) => {
      checkAge(v, ctx);
      checkTeaching(v, ctx);
      checkPincodes(v, ctx);
      checkRate(v, ctx);
    }, always)
    .transform(withCountryCurrency),
);
export type SubmitTutorFormInput = z.input<typeof submitTutorFormSchema>;
export type SubmitTutorForm = z.output<typeof submitTutorFormSchema>;

const booleanFlag = z.preprocess(
  (v) => v === true || v === 'true' || v === '1' || v === 'on',
  z.boolean(),
);

/**
 * PUT /api/tutor-account (core-marketplace §2 Tutor account): the sections Personal Details,
 * Teaching Preferences and Schedule & Availability. Gender, birth date, phone and email are locked:
 * they are not part of this schema, so a request cannot change them. The photo and documents are
 * optional (the stored ones stay); when At Tutor Place is chosen an address proof must be on file
 * or uploaded. `resubmit` sends a rejected tutor's profile back to review.
 */
export const updateTutorAccountSchema = z
  .object({
    fullName: fields.fullName,
    country: fields.country,
    state: fields.state,
    city: fields.city,
    timezone: fields.timezone,
    profilePhoto: optionalFile,
    ...step3Shape,
    highest_qualification: fields.highest_qualification,
    specialization: fields.specialization,
    current_occupation: fields.current_occupation,
    teaching_experience: fields.teaching_experience,
    certificates: fileList(null),
    govt_ids: fileList(null),
    resume: optionalFile,
    ...step5Shape,
    ...step6Shape,
    resubmit: booleanFlag.optional(),
  })
  .superRefine((v, ctx) => {
    checkTeaching(v, ctx);
    checkPincodes(v, ctx);
    checkRate(v, ctx);
  })
  .transform(withCountryCurrency);
export type UpdateTutorAccountInput = z.input<typeof updateTutorAccountSchema>;
export type UpdateTutorAccount = z.output<typeof updateTutorAccountSchema>;

/** The first message of a failed parse (what the Error dialog and a 400 answer show). */
export function firstIssueMessage(error: z.ZodError): string {
  return error.issues[0]?.message ?? 'Invalid input.';
}

/** Field path → first message, for showing errors beside their fields. */
export function issuesByField(error: z.ZodError): Record<string, string> {
  const out: Record<string, string> = {};
  for (const issue of error.issues) {
    const key = String(issue.path[0] ?? '');
    if (key && !(key in out)) out[key] = issue.message;
  }
  return out;
}
