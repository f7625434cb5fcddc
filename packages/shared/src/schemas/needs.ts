// Needs ("share your need, get matched") and offers: the requests as the web forms and the routes
// both parse them, and the answers. Texts are ours (the spec has none for this feature).
import { z } from 'zod';
import { FIELD_MESSAGES } from '../constants/field-messages';
import {
  CURRENCIES,
  DAYS,
  STUDENT_TYPES,
  TEACHING_LEVELS,
  TIME_SLOTS,
  TUTORING_MODES,
} from '../constants/marketplace';
import { NEED_DECLINE_REASONS, NEED_LIMITS, NEED_STATUSES } from '../constants/needs';
import { isBengaluruPincode, modeNeedsPincode } from '../rules/need-matching';
import { timezoneSchema } from './profile-fields';

export const NEED_MESSAGES = {
  category: 'Please choose a category.',
  subject: 'Please choose a subject.',
  subjectUnknown: 'Please choose a subject from the list.',
  level: 'Please choose a level.',
  mode: 'Please choose how you want to learn.',
  pincode: 'Please enter your 6-digit pincode.',
  homeOnlyBengaluru: 'Home tutoring is available only in Bengaluru (pincodes starting with 560).',
  days: 'Please choose at least one day.',
  times: 'Please choose at least one time.',
  budget: 'Budget must be a whole amount above zero.',
  startDate: 'Please choose a start date.',
  startDatePast: 'The start date cannot be in the past.',
  details: `Details can be at most ${NEED_LIMITS.detailsMaxChars} characters.`,
  postedAs: 'Please choose whether you are a student or a parent.',
  tooManyOpen: `You can have at most ${NEED_LIMITS.openNeedsMax} open needs. Close one to post another.`,
  tooManyToday: `You can post at most ${NEED_LIMITS.needsPerDayMax} needs a day.`,
  posted: 'Your need is posted. Matching tutors have been told.',
  notFound: 'Need not found.',
  notOpen: 'This need is no longer open.',
  closed: 'Need closed.',
  offerMessage: 'Please write a message to the student.',
  offerMessageLong: `Your message can be at most ${NEED_LIMITS.offerMessageMaxChars} characters.`,
  offerPrice: 'Please propose an hourly price.',
  offerPriceRange: 'Your price must be within your hourly range.',
  offerSlots: 'Please propose at least one first-class time.',
  offerSlotsMax: `Propose at most ${NEED_LIMITS.proposedSlotsMax} times.`,
  offerSlotDate: 'Each proposed time needs a date (YYYY-MM-DD).',
  offerSlotTime: 'Each proposed time needs a start time (HH:MM).',
  offerTwice: 'You have already answered this need.',
  offersToday: `You can send at most ${NEED_LIMITS.offersPerDayMax} offers a day.`,
  offerSent: 'Offer sent.',
  declineReason: 'Please choose a reason.',
  declined: 'Need declined.',
  offerNotFound: 'Offer not found.',
  shortlisted: 'Shortlist updated.',
  bookingNotFromOffer: 'That booking was not made from an offer on this need.',
  booked: 'Need marked as booked.',
} as const;
const M = NEED_MESSAGES;

const DATE_RE = /^\d{4}-\d{2}-\d{2}$/;
const TIME_RE = /^([01]\d|2[0-3]):[0-5]\d$/;

/** POST /api/needs. Cross-field rules (pincode by mode, Bengaluru for home) are refinements. */
export const postNeedRequestSchema = z
  .object({
    category: z.string({ error: M.category }).trim().min(1, { error: M.category }).max(100),
    subject: z.string({ error: M.subject }).trim().min(1, { error: M.subject }).max(200),
    level: z.enum(TEACHING_LEVELS, { error: M.level }),
    mode: z.enum(TUTORING_MODES, { error: M.mode }),
    pincode: z.string({ error: M.pincode }).trim().max(6, { error: M.pincode }).default(''),
    days: z
      .array(z.enum(DAYS, { error: M.days }), { error: M.days })
      .min(1, { error: M.days })
      .max(DAYS.length),
    times: z
      .array(z.enum(TIME_SLOTS, { error: M.times }), { error: M.times })
      .min(1, { error: M.times })
      .max(TIME_SLOTS.length),
    timezone: timezoneSchema,
    /** Hourly budget in minor units of `currency`; null: no budget. */
    budgetMinor: z
      .number({ error: M.budget })
      .int({ error: M.budget })
      .positive({ error: M.budget })
      .max(100_000_000, { error: M.budget })
      .nullable()
      .default(null),
    currency: z.enum(CURRENCIES, { error: FIELD_MESSAGES.currency }).default('INR'),
    startDate: z.string({ error: M.startDate }).regex(DATE_RE, { error: M.startDate }),
    details: z
      .string({ error: M.details })
      .max(NEED_LIMITS.detailsMaxChars, { error: M.details })
      .default(''),
    postedAs: z.enum(STUDENT_TYPES, { error: M.postedAs }),
  })
  .superRefine((v, ctx) => {
    if (!modeNeedsPincode(v.mode)) return;
    if (!/^\d{6}$/.test(v.pincode))
      ctx.addIssue({ code: 'custom', path: ['pincode'], message: M.pincode });
    else if (v.mode === 'Home Tutoring' && !isBengaluruPincode(v.pincode))
      ctx.addIssue({ code: 'custom', path: ['pincode'], message: M.homeOnlyBengaluru });
  });
export type PostNeedRequest = z.infer<typeof postNeedRequestSchema>;

export const proposedSlotSchema = z.object({
  date: z.string({ error: M.offerSlotDate }).regex(DATE_RE, { error: M.offerSlotDate }),
  startTime: z.string({ error: M.offerSlotTime }).regex(TIME_RE, { error: M.offerSlotTime }),
});
export type ProposedSlot = z.infer<typeof proposedSlotSchema>;

/** POST /api/needs/:id/offer (a matched tutor). Price in minor units of the tutor's currency. */
export const sendOfferRequestSchema = z.object({
  message: z
    .string({ error: M.offerMessage })
    .trim()
    .min(1, { error: M.offerMessage })
    .max(NEED_LIMITS.offerMessageMaxChars, { error: M.offerMessageLong }),
  priceMinor: z.number({ error: M.offerPrice }).int({ error: M.offerPrice }).positive({
    error: M.offerPrice,
  }),
  proposedSlots: z
    .array(proposedSlotSchema, { error: M.offerSlots })
    .min(1, { error: M.offerSlots })
    .max(NEED_LIMITS.proposedSlotsMax, { error: M.offerSlotsMax }),
  freeTrial: z.boolean().default(false),
});
export type SendOfferRequest = z.infer<typeof sendOfferRequestSchema>;

/** POST /api/needs/:id/decline (a matched tutor). */
export const declineNeedRequestSchema = z.object({
  reason: z.enum(NEED_DECLINE_REASONS, { error: M.declineReason }),
  note: z.string().max(NEED_LIMITS.declineNoteMaxChars).default(''),
});
export type DeclineNeedRequest = z.infer<typeof declineNeedRequestSchema>;

export const shortlistRequestSchema = z.object({ shortlisted: z.boolean() });
export const markBookedRequestSchema = z.object({
  bookingId: z.uuid({ error: M.bookingNotFromOffer }),
});
export const offerParamsSchema = z.object({
  id: z.uuid({ error: 'Invalid id.' }),
  offerId: z.uuid({ error: 'Invalid id.' }),
});

// ---- answers ----

export const needSchema = z.object({
  id: z.string(),
  category: z.string(),
  subject: z.string(),
  level: z.enum(TEACHING_LEVELS),
  mode: z.enum(TUTORING_MODES),
  pincode: z.string().nullable(),
  days: z.array(z.string()),
  times: z.array(z.string()),
  timezone: z.string(),
  budgetMinor: z.number().nullable(),
  currency: z.enum(CURRENCIES),
  startDate: z.string(),
  /** Masked when shown to a tutor (rules/contact-mask.ts). */
  details: z.string(),
  postedAs: z.enum(STUDENT_TYPES),
  status: z.enum(NEED_STATUSES),
  createdAt: z.string(),
  expiresAt: z.string(),
  offerCount: z.number(),
});
export type NeedDto = z.infer<typeof needSchema>;

/** An offer as the need's student sees it: the tutor's public card, never their contact details. */
export const offerSchema = z.object({
  id: z.string(),
  tutorId: z.string(),
  tutorName: z.string(),
  profilePhoto: z.string().nullable(),
  ratingAvg: z.number().nullable(),
  ratingCount: z.number(),
  experienceYears: z.number().nullable(),
  priceMinor: z.number(),
  currency: z.enum(CURRENCIES),
  freeTrial: z.boolean(),
  proposedSlots: z.array(proposedSlotSchema),
  tutorTimezone: z.string(),
  /** Masked until a booking between the two exists. */
  message: z.string(),
  reason: z.string(),
  shortlisted: z.boolean(),
  createdAt: z.string(),
});
export type OfferDto = z.infer<typeof offerSchema>;

export const needDetailSchema = z.object({ need: needSchema, offers: z.array(offerSchema) });
export type NeedDetail = z.infer<typeof needDetailSchema>;
export const needListSchema = z.object({ needs: z.array(needSchema) });
export type NeedList = z.infer<typeof needListSchema>;

/** A need as a matched tutor sees it (a lead): no name or contact of the student. */
export const leadSchema = z.object({
  need: needSchema,
  reason: z.string(),
  myAnswer: z.enum(['none', 'offer', 'decline']),
  myOffer: z
    .object({ priceMinor: z.number(), currency: z.enum(CURRENCIES), message: z.string() })
    .nullable(),
  /** The tutor's hourly range, to bound the offer's price. */
  priceRange: z.object({
    minMinor: z.number().nullable(),
    maxMinor: z.number().nullable(),
    currency: z.enum(CURRENCIES),
  }),
});
export type LeadDto = z.infer<typeof leadSchema>;
export const leadListSchema = z.object({ leads: z.array(leadSchema) });
export type LeadList = z.infer<typeof leadListSchema>;

export const matchSchema = z.object({
  tutorId: z.string(),
  tutorName: z.string(),
  score: z.number(),
  reason: z.string(),
});
export const matchListSchema = z.object({ matches: z.array(matchSchema) });
export type MatchList = z.infer<typeof matchListSchema>;

export const responseStatsSchema = z.object({
  responseRate: z.number().nullable(),
  medianResponseMinutes: z.number().nullable(),
});
export type ResponseStats = z.infer<typeof responseStatsSchema>;

/** Test-only fixture answer (POST /api/test/matching-tutors, NODE_ENV=test). */
export const matchingTutorsFixtureSchema = z.object({
  subject: z.string(),
  category: z.string(),
  tutors: z.array(z.object({ id: z.string(), email: z.string(), fullName: z.string() })),
});
