// Group classes (batches): request schemas (shapes and the spec's limits) and the wire shapes the
// API answers. The cross-field rules with their messages are rules/batches.ts.
import { z } from 'zod';
import { CURRENCIES, DAYS } from '../constants/marketplace';
import { BATCH_LIMITS, BATCH_MESSAGES, BATCH_MODES } from '../rules/batches';

const hhmm = z
  .string({ error: BATCH_MESSAGES.timeInvalid })
  .regex(/^([01]\d|2[0-3]):[0-5]\d$/, { error: BATCH_MESSAGES.timeInvalid });

const title = z
  .string({ error: BATCH_MESSAGES.titleRequired })
  .trim()
  .min(1, { error: BATCH_MESSAGES.titleRequired })
  .max(BATCH_LIMITS.titleMaxChars, { error: BATCH_MESSAGES.titleTooLong });

const description = z
  .string({ error: 'Description must be text.' })
  .trim()
  .max(BATCH_LIMITS.descriptionMaxChars, {
    error: `Description can be at most ${BATCH_LIMITS.descriptionMaxChars} characters.`,
  });

const seats = z
  .number({ error: BATCH_MESSAGES.seatsInvalid(BATCH_LIMITS.maxSeats) })
  .int({ error: BATCH_MESSAGES.seatsInvalid(BATCH_LIMITS.maxSeats) })
  .min(BATCH_LIMITS.minSeats, { error: BATCH_MESSAGES.seatsInvalid(BATCH_LIMITS.maxSeats) })
  .max(BATCH_LIMITS.maxSeats, { error: BATCH_MESSAGES.seatsInvalid(BATCH_LIMITS.maxSeats) });

/** A tutor's new batch. `price` is per student for the whole batch, in major units (₹, $). */
const batchFields = z.object({
  title,
  description,
  subject: z
    .string({ error: BATCH_MESSAGES.subjectRequired })
    .trim()
    .min(1, { error: BATCH_MESSAGES.subjectRequired })
    .max(200, { error: 'Subject is too long.' }),
  level: z
    .string({ error: BATCH_MESSAGES.levelRequired })
    .trim()
    .min(1, { error: BATCH_MESSAGES.levelRequired })
    .max(100, { error: 'Level is too long.' }),
  mode: z.enum(BATCH_MODES, { error: BATCH_MESSAGES.modeInvalid }),
  startDate: z
    .string({ error: BATCH_MESSAGES.startDateInvalid })
    .regex(/^\d{4}-\d{2}-\d{2}$/, { error: BATCH_MESSAGES.startDateInvalid }),
  days: z
    .array(z.enum(DAYS, { error: BATCH_MESSAGES.daysRequired }), {
      error: BATCH_MESSAGES.daysRequired,
    })
    .min(1, { error: BATCH_MESSAGES.daysRequired })
    .max(7, { error: BATCH_MESSAGES.daysRequired }),
  startTime: hhmm,
  endTime: hhmm,
  sessions: z
    .number({ error: BATCH_MESSAGES.sessionsInvalid })
    .int({ error: BATCH_MESSAGES.sessionsInvalid })
    .min(BATCH_LIMITS.minSessions, { error: BATCH_MESSAGES.sessionsInvalid })
    .max(BATCH_LIMITS.maxSessions, { error: BATCH_MESSAGES.sessionsInvalid }),
  seats,
  price: z
    .number({ error: BATCH_MESSAGES.priceInvalid })
    .positive({ error: BATCH_MESSAGES.priceInvalid })
    .max(10_000_000, { error: BATCH_MESSAGES.priceInvalid })
    .refine(
      (n) =>
        Number.isInteger(Math.round(n * 100)) && Math.abs(n * 100 - Math.round(n * 100)) < 1e-6,
      {
        error: 'Price can have at most two decimal places.',
      },
    ),
  freeFirstSession: z.boolean({ error: 'Free first session must be yes or no.' }),
});

export const createBatchSchema = batchFields.extend({
  description: description.optional().default(''),
  freeFirstSession: batchFields.shape.freeFirstSession.default(false),
});
export type CreateBatchRequest = z.input<typeof createBatchSchema>;

/** An edit: any field of a new batch; once students hold seats only title, description, seats. */
export const updateBatchSchema = batchFields
  .partial()
  .refine((v) => Object.keys(v).length > 0, { error: 'Nothing to change.' });
export type UpdateBatchRequest = z.input<typeof updateBatchSchema>;

export const cancelBatchSchema = z.object({
  reason: z
    .string({ error: BATCH_MESSAGES.reasonRequired })
    .trim()
    .min(1, { error: BATCH_MESSAGES.reasonRequired })
    .max(BATCH_LIMITS.reasonMaxChars, { error: 'Reason is too long.' }),
});

export const batchSessionParamSchema = z.object({
  id: z.uuid({ error: 'Invalid id.' }),
  key: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, { error: BATCH_MESSAGES.sessionNotFound }),
});

export const batchListQuerySchema = z.object({
  tutorId: z.uuid({ error: 'Invalid tutor id.' }).optional(),
  subject: z.string().trim().max(200).optional(),
  page: z.coerce.number().int().min(1).max(1000).default(1),
  limit: z.coerce.number().int().min(1).max(50).default(12),
});

export const batchSessionSchema = z.object({
  key: z.string(),
  start: z.string(),
  end: z.string(),
  cancelled: z.boolean(),
});

export const batchDtoSchema = z.object({
  _id: z.string(),
  tutor: z.object({ _id: z.string(), fullName: z.string(), profilePhoto: z.string().nullable() }),
  title: z.string(),
  description: z.string(),
  subject: z.string(),
  level: z.string(),
  mode: z.enum(BATCH_MODES),
  startDate: z.string(),
  endDate: z.string(),
  days: z.array(z.string()),
  startTime: z.string(),
  endTime: z.string(),
  timezone: z.string(),
  sessions: z.number(),
  seats: z.number(),
  seatsLeft: z.number(),
  price: z.number(),
  currency: z.enum(CURRENCIES),
  freeFirstSession: z.boolean(),
  status: z.enum(['open', 'cancelled']),
  schedule: z.array(batchSessionSchema),
  /** The viewer's place in it: the tutor, an enrolled student, a student holding a seat, none. */
  viewer: z.enum(['tutor', 'enrolled', 'holding', 'none']),
  /** The viewer's enrolment booking (pay it through the booking payment routes). */
  bookingId: z.string().nullable(),
  groupClassesEnabled: z.boolean(),
  createdAt: z.string(),
});
export type BatchDto = z.infer<typeof batchDtoSchema>;

export const batchListSchema = z.object({
  batches: z.array(batchDtoSchema),
  pagination: z.object({
    page: z.number(),
    limit: z.number(),
    total: z.number(),
    pages: z.number(),
  }),
});
export type BatchList = z.infer<typeof batchListSchema>;

export const enrolmentDtoSchema = z.object({
  batchId: z.string(),
  bookingId: z.string(),
  status: z.string(),
  amount: z.number(),
  currency: z.enum(CURRENCIES),
  holdExpiresAt: z.string().nullable(),
});
export type EnrolmentDto = z.infer<typeof enrolmentDtoSchema>;

export const rosterSchema = z.object({
  students: z.array(
    z.object({
      _id: z.string(),
      fullName: z.string(),
      bookingId: z.string(),
      status: z.string(),
      attendance: z.array(
        z.object({ session: z.string(), status: z.enum(['attended', 'missed', 'upcoming']) }),
      ),
    }),
  ),
});
export type Roster = z.infer<typeof rosterSchema>;

export const batchCancelResultSchema = z.object({
  batch: batchDtoSchema,
  refunds: z.number(),
  refundedAmount: z.number(),
});

export const roomTokenSchema = z.object({
  janusUrl: z.string(),
  room: z.string(),
  token: z.string(),
  pin: z.string(),
  display: z.string(),
  role: z.enum(['tutor', 'student']),
  session: z.string(),
  expiresAt: z.string(),
});
export type RoomToken = z.infer<typeof roomTokenSchema>;

/** Test-only: the group class fixture (apps/server/src/test-support). */
export const groupClassFixtureSchema = z.object({
  batchId: z.string(),
  tutor: z.object({ email: z.string(), fullName: z.string() }),
  students: z.array(z.object({ email: z.string(), fullName: z.string() })),
});
