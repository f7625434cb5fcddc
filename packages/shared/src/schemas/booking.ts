// Booking requests and the Booking wire shape (core-marketplace §3, §7). The request schema checks
// shapes only (types, lengths, known values); the spec's ordered checks with their own messages
// are rules/booking-checks.ts, which the form and the server both run on the parsed request.
import { timezoneSchema } from './profile-fields';
import { FIELD_MESSAGES } from '../constants/field-messages';
import { z } from 'zod';
import {
  BOOKING_STATUSES,
  CURRENCIES,
  DAYS,
  LIMITS,
  SESSION_TYPES,
  TUTORING_MODES,
  type BookingStatus,
} from '../constants/marketplace';
import {
  BOOKING_LIMITS,
  BOOKING_MESSAGES,
  checkBooking,
  type BookingCheckContext,
  type BookingDraft,
} from '../rules/booking-checks';
import { DATE_INPUT_MAX_CHARS } from '../rules/calendar-date';
import { intParam, listParam } from './common';

const optionalText = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text.` })
    .max(max, { error: `${label} is too long.` })
    .nullable()
    .optional();

/** core-marketplace §3 "Booking request (sent)". */
export const submitBookingRequestSchema = z.object({
  tutorId: z.uuid({ error: 'Please choose a tutor to book.' }),
  subject: optionalText(200, 'Subject'),
  price: z
    .union(
      [
        z.number({ error: 'Price must be a number.' }),
        z.string().max(20, { error: 'Price is too long.' }),
      ],
      { error: 'Price must be a number.' },
    )
    .nullable()
    .optional(),
  currency: z.enum(CURRENCIES, { error: FIELD_MESSAGES.currency }).nullable().optional(),
  tutoringMode: z
    .array(
      z.enum(TUTORING_MODES, {
        error: `Tutoring mode must be one of: ${TUTORING_MODES.join(', ')}.`,
      }),
      { error: 'tutoringMode must be a list.' },
    )
    .max(TUTORING_MODES.length, { error: 'Too many tutoring modes.' })
    .default([]),
  sessionType: z
    .enum(SESSION_TYPES, { error: 'Session type must be single or multiple.' })
    .default('single'),
  /** `YYYY-MM-DD`, or an ISO instant read in `timezone` (rules/calendar-date.ts). */
  startDate: optionalText(DATE_INPUT_MAX_CHARS, 'Start date'),
  endDate: optionalText(DATE_INPUT_MAX_CHARS, 'End date'),
  /** The student's IANA zone, for reading ISO instants in startDate/endDate; else their profile's. */
  timezone: timezoneSchema.optional(),
  availableDays: z
    .array(z.enum(DAYS, { error: `Available days must be among ${DAYS.join(', ')}.` }), {
      error: 'availableDays must be a list.',
    })
    .max(DAYS.length, { error: 'Too many available days.' })
    .default([]),
  startTime: optionalText(16, 'Start time'),
  endTime: optionalText(16, 'End time'),
  isTrial: z.boolean({ error: 'isTrial must be true or false.' }).default(false),
});
export type SubmitBookingRequest = z.infer<typeof submitBookingRequestSchema>;

export const rejectBookingRequestSchema = z.object({
  rejectionReason: z
    .string({ error: BOOKING_MESSAGES.rejectionReasonRequired })
    .trim()
    .min(1, { error: BOOKING_MESSAGES.rejectionReasonRequired })
    .max(BOOKING_LIMITS.rejectionReasonMaxChars, {
      error: BOOKING_MESSAGES.rejectionReasonTooLong,
    }),
});
export type RejectBookingRequest = z.infer<typeof rejectBookingRequestSchema>;

/** What a client sends for "every status" (`statuses=all`, `statuses[]=all`). */
export const ALL_STATUSES = 'all';

/**
 * GET /get-bookings and /get-tutor-bookings: statuses (list; none, or one item `all`, means every
 * status) and limit. The result is the list of statuses to keep, or undefined for all of them.
 */
export const bookingListQuerySchema = z.object({
  statuses: listParam(
    z.enum([...BOOKING_STATUSES, ALL_STATUSES], {
      error: `Status must be one of: ${[...BOOKING_STATUSES, ALL_STATUSES].join(', ')}.`,
    }),
  ).transform((list): BookingStatus[] | undefined =>
    !list || list.includes(ALL_STATUSES)
      ? undefined
      : list.filter((s): s is BookingStatus => s !== ALL_STATUSES),
  ),
  limit: intParam({
    min: 1,
    max: LIMITS.listLimitMax,
    default: LIMITS.listLimitMax,
    label: 'limit',
  }),
});
export type BookingListQuery = z.infer<typeof bookingListQuerySchema>;

/** GET /get-tutor-bookings also takes one student's id (the Students screen's link). */
export const tutorBookingListQuerySchema = bookingListQuerySchema.extend({
  studentId: z.uuid({ error: 'studentId must be a valid id.' }).optional(),
});

// The wire shapes are zod schemas in the response contract; their types are read from there.
export type { BookingPerson, BookingDto, BookingListResponse } from '../contract/bookings';

/**
 * The booking form's check as a schema, for the web's one form approach (react-hook-form with
 * zodResolver): the spec's ordered checks (rules/booking-checks.ts, which the server runs too),
 * the first failure reported at its field. `context.now` is taken when the form is submitted.
 */
export function bookingCheckSchema(context: BookingCheckContext) {
  return z.custom<BookingDraft>().superRefine((draft, ctx) => {
    const result = checkBooking(draft, context);
    if (!result.ok) ctx.addIssue({ code: 'custom', path: [result.field], message: result.message });
  });
}
