// Booking requests and the Booking wire shape (core-marketplace §3, §7). The request schema checks
// shapes only (types, lengths, known values); the spec's ordered checks with their own messages
// are rules/booking-checks.ts, which the form and the server both run on the parsed request.
import { timezoneSchema } from './profile-fields';
import { z } from 'zod';
import {
  BOOKING_STATUSES,
  CURRENCIES,
  DAYS,
  LIMITS,
  SESSION_TYPES,
  TUTORING_MODES,
  type BookingStatus,
  type Currency,
  type Day,
  type SessionType,
} from '../constants/marketplace';
import {
  BOOKING_LIMITS,
  BOOKING_MESSAGES,
  checkBooking,
  type BookingCheckContext,
  type BookingDraft,
} from '../rules/booking-checks';
import type { SessionChange } from '../rules/booking-time';
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
  currency: z.enum(CURRENCIES, { error: 'Currency must be INR or USD.' }).nullable().optional(),
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

/** What a client sends for "every status" (issue 13: `statuses=all`, `statuses[]=all`). */
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

/** GET /get-tutor-bookings also takes one student's id (issue 15: the Students screen's link). */
export const tutorBookingListQuerySchema = bookingListQuerySchema.extend({
  studentId: z.uuid({ error: 'studentId must be a valid id.' }).optional(),
});

export interface BookingPerson {
  _id: string;
  fullName: string;
  profilePhoto: string | null;
  /**
   * Only while the booking is active (the call page needs it, mentorship-policies-video §3);
   * null otherwise, so a request cannot be used to collect the other side's address
   * (core-marketplace §6: contact stays on the platform).
   */
  email: string | null;
  /** Numeric id at the call provider (mentorship-policies-video §3). */
  cb_id: number | null;
  timezone: string;
}

/** core-marketplace §3 Booking, as the API returns it. */
export interface BookingDto {
  _id: string;
  studentId: BookingPerson;
  tutorId: BookingPerson & { headline: string | null };
  subject: string;
  /** As of the moment the answer was made (a booking past its time reads expired or completed). */
  status: BookingStatus;
  startDate: string;
  /** null for a single session. */
  endDate: string | null;
  startTime: string;
  endTime: string;
  sessionType: SessionType;
  availableDays: Day[];
  tutoringMode: string[];
  isTrial: boolean;
  /** Hourly price, major units. */
  price: number;
  currency: Currency;
  rejectionReason: string | null;
  createdAt: string;
  // Beyond the spec's list: what the screens need to show times and totals without recomputing.
  /** The tutor's IANA zone the dates and times are in (fixed when the booking was made). */
  timezone: string;
  sessions: number;
  /** What the student pays for all sessions, major units. */
  total: number;
  firstStartAt: string;
  lastEndAt: string;
  /** Minutes each side spent in the class's call room, all sessions together (issue 12). */
  attendedMinutes: { tutor: number; student: number };
  /** Issue 15: sessions moved by an accepted reschedule or cancelled (rules/booking-time.ts). */
  sessionChanges?: SessionChange[];
  /**
   * Issue 15: a session falls outside the tutor's stated days and hours (rules/tutor-availability.ts).
   * In the tutor's view only; the student's view leaves it out.
   */
  outsideAvailability?: boolean;
}

export interface BookingListResponse {
  bookings: BookingDto[];
}

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
