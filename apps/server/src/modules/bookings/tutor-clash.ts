// The tutor's clash rule (rules/booking-clash.ts) against the database: candidates are found in
// SQL by instant range on the (tutor_id, status, first_start_at) index, then compared session by
// session by the shared rule. Accept runs it under the tutor's row lock; submit runs it up front.
import { and, eq, gt, lt, ne, type SQL } from 'drizzle-orm';
import { CLASH_STATUSES, findClash, type Clash } from '@tm/shared/rules/booking-clash';
import type { BookingSchedule } from '@tm/shared/rules/booking-time';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import { users } from '../../db/schema/users';
import { statusAsOfIn } from './status-as-of';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type BookingRow = typeof bookings.$inferSelect;
export type TutorClash = Clash<BookingRow & { studentName: string }>;

export interface ClashCandidate extends BookingSchedule {
  tutorId: string;
  firstStartAt: Date;
  lastEndAt: Date;
  /** The candidate's own id when it is already stored (accept), so it never clashes with itself. */
  id?: string;
}

/** The first booking holding the tutor's time that overlaps `candidate`, or null. */
export async function findTutorClash(
  db: Db | Tx,
  candidate: ClashCandidate,
  now: Date,
): Promise<TutorClash | null> {
  const conditions: Array<SQL | undefined> = [
    eq(bookings.tutorId, candidate.tutorId),
    statusAsOfIn(CLASH_STATUSES, now),
    lt(bookings.firstStartAt, candidate.lastEndAt),
    gt(bookings.lastEndAt, candidate.firstStartAt),
  ];
  if (candidate.id) conditions.push(ne(bookings.id, candidate.id));
  const rows = await db
    .select({ booking: bookings, studentName: users.fullName })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.studentId))
    .where(and(...conditions))
    .orderBy(bookings.firstStartAt);
  return findClash(
    candidate,
    rows.map((r) => ({ ...r.booking, studentName: r.studentName })),
  );
}
