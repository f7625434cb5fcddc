import { and, desc, eq } from 'drizzle-orm';
import type { BookingStatus } from '@tm/shared/constants/marketplace';
import type { BookingDto } from '@tm/shared/schemas/booking';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import type { AuthUser } from '../auth/tokens';
import { assertBookingAccess, loadBookingFor, whereParty } from '../access/booking-access';
import { bookingFor, loadBookingDto, partiesOf, selectBookings, toBookingDto } from './booking-dto';
import { statusAsOfIn } from './status-as-of';

export interface ListBookingsOptions {
  db: Db;
  /** A student lists their bookings (GET /get-bookings), a tutor theirs (GET /get-tutor-bookings). */
  user: AuthUser;
  /** Statuses as of now; none means all. */
  statuses?: readonly BookingStatus[];
  limit: number;
  /** A tutor's list only: one student's bookings. */
  studentId?: string;
  now?: Date;
}

/**
 * The caller's own bookings, newest request first. Filtering (by owner and by status as of now)
 * and the limit happen in the database, on the (tutor_id|student_id, status, ...) indexes.
 */
export async function listBookings(opts: ListBookingsOptions): Promise<BookingDto[]> {
  const now = opts.now ?? new Date();
  const student =
    opts.user.role === 'tutor' && opts.studentId
      ? eq(bookings.studentId, opts.studentId)
      : undefined;
  const rows = await selectBookings(
    opts.db,
    and(whereParty(opts.user), student, statusAsOfIn(opts.statuses ?? [], now)),
  )
    .orderBy(desc(bookings.createdAt), desc(bookings.id))
    .limit(opts.limit);
  return rows.map((r) => {
    const dto = toBookingDto(r, now);
    return bookingFor(assertBookingAccess(opts.user, partiesOf(dto), 'view'), dto);
  });
}

/** GET /bookings/{id}: one booking as its student or its tutor may see it. */
export async function getBooking(opts: {
  db: Db;
  user: AuthUser;
  bookingId: string;
  now?: Date;
}): Promise<BookingDto> {
  const { grant } = await loadBookingFor({ ...opts, viewer: opts.user, action: 'view' });
  return bookingFor(grant, (await loadBookingDto(opts.db, opts.bookingId, opts.now))!);
}
