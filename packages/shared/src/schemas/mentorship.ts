// mentorship-policies-video §3 (fields) and §5 (messages, verbatim): the research-support form and
// the consultation form, step by step. The screens check one step at a time with the same schemas
// the server applies to the whole form, so both always show the same message beside a field.
import { z } from 'zod';
import { FIELD_MESSAGES } from '../constants/field-messages';
import { LIMITS } from '../constants/marketplace';
import {
  GUIDANCE_AREAS,
  PHD_STAGES,
  RESEARCH_DEADLINES,
  RESEARCH_STAGES,
  SUPPORT_OPTIONS,
} from '../constants/mentorship';
import {
  CONSULTATION_SESSION_KEYS,
  consultationSessionKeyFrom,
  slotProblem,
  type ConsultationSessionKey,
} from '../rules/consultation';

export const MENTORSHIP_MESSAGES = {
  fullName: FIELD_MESSAGES.fullName,
  email: 'Please enter your email.',
  phone: 'Please enter your phone/WhatsApp.',
  country: FIELD_MESSAGES.country,
  researchArea: 'Please enter your research area/discipline.',
  currentStage: 'Please select your current stage.',
  supportNeeded: 'Please select at least one support needed.',
  otherSupport: 'Please describe the other support needed.',
  deadline: 'Please select your target deadline.',
  phdStage: 'Please select your PhD stage.',
  researchTitle: 'Please enter your tentative title/research area.',
  guidanceAreas: 'Please select at least one guidance area.',
  otherGuidance: 'Please describe the other guidance needed.',
  sessionType: 'Please select your preferred session type.',
  sessionDate: 'Please select a session date.',
  sessionTime: 'Please select a session time.',
  terms: 'Please agree to the terms.',
  validationErrorTitle: 'Validation Error',
  // Not in the spec (ours): a malformed value the screens never send, and the time rules of §5.
  emailInvalid: FIELD_MESSAGES.email,
  phoneDigits: 'Phone/WhatsApp must contain digits only.',
  phoneTooLong: `Phone/WhatsApp can have at most ${LIMITS.contactNumberMaxDigits} digits.`,
  pastDate: 'Session date cannot be in the past.',
  pastTime: 'This time has already passed. Please choose a later slot.',
  slotTaken: 'This slot has already been booked. Please choose another date or time.',
  // §8 and §2 texts of the outcome.
  researchSubmitFailed: 'Something went wrong while submitting research support form.',
  consultationSubmitFailed: 'Something went wrong while submitting consultation form.',
  verifyFailed: 'Something went wrong while verifying consultation form.',
  paymentFailed: 'Payment failed',
  paymentConfirmationFailed: 'Payment confirmation failed',
  formSubmissionFailed: 'Form submission failed',
  booked: 'Thank you! Your session has been booked successfully!',
} as const;
const M = MENTORSHIP_MESSAGES;

const text = (message: string, max = 200) =>
  z
    .string({ error: message })
    .trim()
    .min(1, { error: message })
    .max(max, { error: `Please keep this under ${max} characters.` });
const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { error: `Please keep this under ${max} characters.` })
    .optional()
    .default('');

/**
 * A list of chosen options: an array, repeated multipart fields, or one JSON array string. Not
 * split on commas, because options such as "Formatting (APA, MLA, etc.)" contain them.
 */
function optionList<T extends readonly [string, ...string[]]>(options: T, message: string) {
  return z.preprocess(
    (value) => {
      if (value === undefined || value === null || value === '') return [];
      if (Array.isArray(value)) return value;
      if (typeof value === 'string' && value.trim().startsWith('[')) {
        try {
          const parsed: unknown = JSON.parse(value);
          if (Array.isArray(parsed)) return parsed;
        } catch {
          // not JSON: one value
        }
      }
      return [value];
    },
    z
      .array(z.enum(options, { error: message }), { error: message })
      .min(1, { error: message })
      .transform((list) => [...new Set(list)]),
  );
}
const choice = <T extends readonly [string, ...string[]]>(options: T, message: string) =>
  z.enum(options, { error: message });

const contactShape = {
  fullName: text(M.fullName, 100),
  email: z
    .string({ error: M.email })
    .trim()
    .toLowerCase()
    .min(1, { error: M.email, abort: true })
    .max(254, { error: M.emailInvalid })
    .pipe(z.email({ error: M.emailInvalid })),
  phone: z
    .string({ error: M.phone })
    .trim()
    .min(1, { error: M.phone, abort: true })
    .regex(/^\d+$/, { error: M.phoneDigits, abort: true })
    .max(LIMITS.contactNumberMaxDigits, { error: M.phoneTooLong }),
  country: text(M.country, 100),
};

/** "Other" chosen needs its description (§5). */
function otherNeeds(list: string[] | undefined, other: string | undefined): boolean {
  return Boolean(list?.includes('Other')) && !other?.trim();
}

// ---------- Research support form ----------

const researchStep2Shape = {
  researchArea: text(M.researchArea),
  currentStage: choice(RESEARCH_STAGES, M.currentStage),
  supportNeeded: optionList(SUPPORT_OPTIONS, M.supportNeeded),
  otherSupport: optionalText(1000),
  deadline: choice(RESEARCH_DEADLINES, M.deadline),
};

const otherSupportCheck = (
  v: { supportNeeded?: string[]; otherSupport?: string },
  ctx: z.RefinementCtx,
) => {
  if (otherNeeds(v.supportNeeded, v.otherSupport))
    ctx.addIssue({ code: 'custom', path: ['otherSupport'], message: M.otherSupport });
};

/** The research form's steps 1 and 2 (step 3 is the thank-you). */
export const researchStepSchemas = {
  1: z.object(contactShape),
  2: z.object(researchStep2Shape).superRefine(otherSupportCheck),
} as const;

/** POST /api/submit-research-support-form: every field (the document comes as a file). */
export const researchFormSchema = z
  .object({ ...contactShape, ...researchStep2Shape })
  .superRefine(otherSupportCheck);
export type ResearchForm = z.output<typeof researchFormSchema>;

// ---------- Consultation form ----------

const consultationShapes = {
  1: { ...contactShape, university: optionalText(200) },
  2: { phdStage: choice(PHD_STAGES, M.phdStage) },
  3: { researchTitle: text(M.researchTitle, 300), researchDescription: optionalText(3000) },
  4: {
    guidanceAreas: optionList(GUIDANCE_AREAS, M.guidanceAreas),
    otherGuidance: optionalText(1000),
  },
  // A spec client sends the session's label ("30-minute Quick Consultation"); the form its key.
  5: {
    sessionType: z.preprocess(
      (v) => consultationSessionKeyFrom(v) ?? v,
      choice(CONSULTATION_SESSION_KEYS, M.sessionType),
    ),
  },
  6: {
    sessionDate: z.string({ error: M.sessionDate }).trim().min(1, { error: M.sessionDate }),
    sessionTime: z.string({ error: M.sessionTime }).trim().min(1, { error: M.sessionTime }),
  },
} as const;

const otherGuidanceCheck = (
  v: { guidanceAreas?: string[]; otherGuidance?: string },
  ctx: z.RefinementCtx,
) => {
  if (otherNeeds(v.guidanceAreas, v.otherGuidance))
    ctx.addIssue({ code: 'custom', path: ['otherGuidance'], message: M.otherGuidance });
};

/** §5: no past dates, no slot of today that has begun, only the hourly India-time slots. */
function slotCheck(now: () => Date) {
  return (v: { sessionDate?: string; sessionTime?: string }, ctx: z.RefinementCtx) => {
    if (!v.sessionDate || !v.sessionTime) return;
    const problem = slotProblem(v.sessionDate, v.sessionTime, now());
    if (problem === 'date' || problem === 'pastDate')
      ctx.addIssue({
        code: 'custom',
        path: ['sessionDate'],
        message: problem === 'date' ? M.sessionDate : M.pastDate,
      });
    else if (problem)
      ctx.addIssue({
        code: 'custom',
        path: ['sessionTime'],
        message: problem === 'time' ? M.sessionTime : M.pastTime,
      });
  };
}

export type ConsultationStep = 1 | 2 | 3 | 4 | 5 | 6 | 7;

/** The schema of one step of the wizard (step 7 checks the terms box, which is never sent). */
export function consultationStepSchema(step: ConsultationStep, now: () => Date = () => new Date()) {
  switch (step) {
    case 4:
      return z.object(consultationShapes[4]).superRefine(otherGuidanceCheck);
    case 6:
      return z.object(consultationShapes[6]).superRefine(slotCheck(now));
    case 7:
      return z.object({ terms: z.literal(true, { error: M.terms }) });
    default:
      return z.object(consultationShapes[step]);
  }
}

/**
 * POST /api/submit-consultation-form: every field. A `price` the browser sends is accepted and
 * ignored (the server prices the session, rules/consultation.ts).
 */
export function consultationFormSchema(now: () => Date = () => new Date()) {
  return z
    .object({
      ...consultationShapes[1],
      ...consultationShapes[2],
      ...consultationShapes[3],
      ...consultationShapes[4],
      ...consultationShapes[5],
      ...consultationShapes[6],
      price: z.unknown().optional(),
    })
    .superRefine(otherGuidanceCheck)
    .superRefine(slotCheck(now));
}
export type ConsultationForm = z.output<ReturnType<typeof consultationFormSchema>> & {
  sessionType: ConsultationSessionKey;
};

/** POST /api/verify-consultation-form-payment: the form, the provider's order and its payment fields. */
export const verifyConsultationPaymentSchema = z
  .object({
    formId: z.uuid({ error: 'Invalid form id.' }),
    orderId: z.string({ error: 'Invalid order id.' }).trim().min(1).max(100),
    paymentId: z.string().trim().min(1).max(100).optional(),
    signature: z.string().trim().min(1).max(256).optional(),
    // The provider's checkout names its fields this way; accepted as aliases.
    razorpay_order_id: z.string().max(100).optional(),
    razorpay_payment_id: z.string().max(100).optional(),
    razorpay_signature: z.string().max(256).optional(),
  })
  .transform((v) => ({
    formId: v.formId,
    orderId: v.orderId,
    paymentId: v.paymentId ?? v.razorpay_payment_id ?? '',
    signature: v.signature ?? v.razorpay_signature ?? '',
  }));
export type VerifyConsultationPayment = z.output<typeof verifyConsultationPaymentSchema>;

// ---------- Admin follow-up ----------

export const markContactedSchema = z.object({
  contacted: z.boolean({ error: 'Please say whether the requester was contacted.' }).default(true),
  note: optionalText(1000),
});
export const assignMentorSchema = z.object({
  mentorId: z.uuid({ error: 'Please choose a mentor.' }).nullable(),
});
export const mentorshipListQuerySchema = z.object({
  status: z.enum(['all', 'open', 'contacted']).default('all'),
});
