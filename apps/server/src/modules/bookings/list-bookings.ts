import { and, desc, eq } from 'drizzle-orm';
import { AppError } from '@tm/shared/errors';
import type { BookingStatus } from '@tm/shared/constants/marketplace';
import type { BookingDto } from '@tm/shared/schemas/booking';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import type { AuthUser } from '../auth/tokens';
import {
  bookingFor,
  loadBookingDto,
  NOT_YOUR_BOOKING,
  selectBookings,
  toBookingDto,
} from './booking-dto';
import { statusAsOfIn } from './status-as-of';

export interface ListBookingsOptions {
  db: Db;
  user: AuthUser;
  /** Whose bookings: the caller's as tutor (GET /get-tutor-bookings) or as student (GET /get-bookings). */
  side: 'tutor' | 'student';
  /** Statuses as of now; none means all. */
  statuses?: readonly BookingStatus[];
  limit: number;
  /** Tutor side only: one student's bookings (issue 15). */
  studentId?: string;
  now?: Date;
}

/**
 * The caller's own bookings, newest request first. Filtering (by owner and by status as of now)
 * and the limit happen in the database, on the (tutor_id|student_id, status, ...) indexes.
 */
export async function listBookings(opts: ListBookingsOptions): Promise<BookingDto[]> {
  const now = opts.now ?? new Date();
  const owner =
    opts.side === 'tutor'
      ? eq(bookings.tutorId, opts.user.id)
      : eq(bookings.studentId, opts.user.id);
  const student =
    opts.side === 'tutor' && opts.studentId ? eq(bookings.studentId, opts.studentId) : undefined;
  const rows = await selectBookings(
    opts.db,
    and(owner, student, statusAsOfIn(opts.statuses ?? [], now)),
  )
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(opts.limit);
  return rows.map((r) => bookingFor(opts.user, toBookingDto(r, now)));
}

export { NOT_YOUR_BOOKING };

/**
 * One booking, whole, for its student or its tutor only (others get 404: they may not learn it
 * exists). For use inside the module (the calendar file); answers go through `getBooking`.
 */
export async function loadOwnBooking(opts: {
  db: Db;
  user: AuthUser;
  bookingId: string;
  now?: Date;
}): Promise<BookingDto> {
  const dto = await loadBookingDto(opts.db, opts.bookingId, opts.now ?? new Date());
  if (!dto || (dto.studentId._id !== opts.user.id && dto.tutorId._id !== opts.user.id)) {
    throw new AppError('NOT_FOUND', NOT_YOUR_BOOKING);
  }
  return dto;
}

/** GET /bookings/{id}: one booking as its student or its tutor may see it. */
export async function getBooking(opts: {
  db: Db;
  user: AuthUser;
  bookingId: string;
  now?: Date;
}): Promise<BookingDto> {
  return bookingFor(opts.user, await loadOwnBooking(opts));
}
