// Bookings on the wire (core-marketplace §3 Booking). Built by
// apps/server/src/modules/bookings/booking-dto.ts, one projection per viewer.
import { z } from 'zod';
import { BOOKING_STATUSES, CURRENCIES, DAYS, SESSION_TYPES } from '../constants/marketplace';

export const bookingPersonSchema = z.object({
  _id: z.string(),
  fullName: z.string(),
  profilePhoto: z.string().nullable(),
  /**
   * Only while the booking is active (the call page needs it, mentorship-policies-video §3);
   * null otherwise, so a request cannot be used to collect the other side's address
   * (core-marketplace §6: contact stays on the platform).
   */
  email: z.string().nullable(),
  /** Numeric id at the call provider (mentorship-policies-video §3). */
  cb_id: z.number().nullable(),
  timezone: z.string(),
});
export type BookingPerson = z.infer<typeof bookingPersonSchema>;

/** core-marketplace §3 Booking, as the API returns it. */
/** one session moved or cancelled (the shape of rules/booking-time.ts SessionChange). */
export const sessionChangeSchema = z.object({
  from: z.string(),
  date: z.string().optional(),
  startTime: z.string().optional(),
  endTime: z.string().optional(),
  cancelled: z.boolean().optional(),
});

export const bookingSchema = z.object({
  _id: z.string(),
  studentId: bookingPersonSchema,
  tutorId: bookingPersonSchema.extend({ headline: z.string().nullable() }),
  subject: z.string(),
  /** As of the moment the answer was made (a booking past its time reads expired or completed). */
  status: z.enum(BOOKING_STATUSES),
  startDate: z.string(),
  /** null for a single session. */
  endDate: z.string().nullable(),
  startTime: z.string(),
  endTime: z.string(),
  sessionType: z.enum(SESSION_TYPES),
  availableDays: z.array(z.enum(DAYS)),
  tutoringMode: z.array(z.string()),
  isTrial: z.boolean(),
  /** Hourly price, major units. */
  price: z.number(),
  currency: z.enum(CURRENCIES),
  rejectionReason: z.string().nullable(),
  createdAt: z.string(),
  // Beyond the spec's list: what the screens need to show times and totals without recomputing.
  /** The tutor's IANA zone the dates and times are in (fixed when the booking was made). */
  timezone: z.string(),
  sessions: z.number(),
  /** What the student pays for all sessions, major units. */
  total: z.number(),
  firstStartAt: z.string(),
  lastEndAt: z.string(),
  /** Minutes each side spent in the class's call room, all sessions together. */
  attendedMinutes: z.object({ tutor: z.number(), student: z.number() }),
  /** sessions moved by an accepted reschedule or cancelled (rules/booking-time.ts). */
  sessionChanges: z.array(sessionChangeSchema).optional(),
  /**
   * a session falls outside the tutor's stated days and hours
   * (rules/tutor-availability.ts). In the tutor's view only; the student's view leaves it out.
   */
  outsideAvailability: z.boolean().optional(),
});
export type BookingDto = z.infer<typeof bookingSchema>;

export const bookingListSchema = z.object({ bookings: z.array(bookingSchema) });
export type BookingListResponse = z.infer<typeof bookingListSchema>;

/** POST /api/verify-booking-payment */
export const paidBookingSchema = z.object({ booking: bookingSchema });
