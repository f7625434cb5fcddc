// The people's transitions of a booking (rules/booking-status.ts): the tutor accepts or rejects a
// pending request, the student withdraws it. Each runs in one transaction on the locked booking
// row and reads the status as of now, so a request whose time has passed is expired here even
// before the sweeper has written it.
import { and, eq } from 'drizzle-orm';
import { AppError } from '@tm/shared/errors';
import {
  BOOKING_STATUS_LABELS,
  alreadyDone,
  nextStatus,
  statusAsOf,
  type BookingActor,
  type BookingEvent,
} from '@tm/shared/rules/booking-status';
import { formatDateLabel, formatTimeRange, sessionIn } from '@tm/shared/rules/booking-time';
import type { BookingStatus } from '@tm/shared/constants/marketplace';
import type { BookingDto } from '@tm/shared/schemas/booking';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import { tutorProfiles } from '../../db/schema/tutor-profiles';
import type { AuthUser } from '../auth/tokens';
import { loadBookingFor, type BookingGrant } from '../access/booking-access';
import { bookingFor, loadBookingDto } from './booking-dto';
import { sendBookingMail, type BookingMailContext } from './booking-mail';
import { findTutorClash } from './tutor-clash';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
type BookingRow = typeof bookings.$inferSelect;

export const DECISION_MESSAGES = {
  clash: (c: {
    status: BookingStatus;
    student: string;
    subject: string;
    date: string;
    time: string;
  }) =>
    `This class clashes with your ${BOOKING_STATUS_LABELS[c.status].toLowerCase()} class with ${c.student} (${c.subject}) on ${c.date}, ${c.time}.`,
} as const;

export interface DecideOptions {
  db: Db;
  mail: BookingMailContext;
  user: AuthUser;
  bookingId: string;
  now?: Date;
}

/** The status `event` leads to, or null when the booking is already there (a repeat). */
function transition(
  row: BookingRow,
  event: BookingEvent,
  actor: BookingActor,
  now: Date,
): BookingStatus | null {
  const current = statusAsOf(row, now);
  if (alreadyDone(current, event, { isTrial: row.isTrial, actor })) return null;
  const result = nextStatus(current, event, { isTrial: row.isTrial, actor });
  if (!result.ok) throw new AppError('CONFLICT', result.message);
  return result.to;
}

/** A tutor may not hold two classes at once (rules/booking-clash.ts): the clash is named. */
export async function assertNoClash(tx: Tx, candidate: BookingRow, now: Date): Promise<void> {
  const clash = await findTutorClash(tx, candidate, now);
  if (!clash) return;
  const o = clash.other;
  // The other class's session where it is now (a moved one at its new time), on the tutor's clock.
  const at = sessionIn(clash.theirs, o.timezone);
  throw new AppError(
    'CONFLICT',
    DECISION_MESSAGES.clash({
      status: statusAsOf(o, now),
      student: o.studentName,
      subject: o.subject,
      date: formatDateLabel(at.date),
      time: formatTimeRange(at.startTime, at.endTime),
    }),
    { code: 'BOOKING_CLASH', clashWith: o.id },
  );
}

/** After a decision: the other person is emailed, the caller answered with their view. */
async function tellAndAnswer(
  opts: DecideOptions,
  kind: 'accepted' | 'rejected' | 'withdrawn',
  now: Date,
  done: {
    grant: BookingGrant;
    /** False for a repeat of a decision already made: answered as success, mailed once. */
    changed: boolean;
  },
): Promise<BookingDto> {
  const dto = (await loadBookingDto(opts.db, opts.bookingId, now))!;
  if (done.changed) await sendBookingMail(opts.mail, kind, dto);
  return bookingFor(done.grant, dto);
}

/** The booking locked for this decision, once its access allows `action` (booking-access.ts). */
const lockFor = (tx: Tx, opts: DecideOptions, action: 'decide' | 'withdraw') =>
  loadBookingFor({ db: tx, viewer: opts.user, bookingId: opts.bookingId, action, lock: true });

/**
 * POST /accept-booking/{id}. Accepts are serialised per tutor: the tutor's tutor_profiles row is
 * locked first (SELECT ... FOR UPDATE), so of two overlapping requests accepted at the same moment
 * the second sees the first one accepted and is refused. A trial becomes active at once.
 */
export async function acceptBooking(opts: DecideOptions): Promise<BookingDto> {
  const now = opts.now ?? new Date();
  const done = await opts.db.transaction(async (tx) => {
    await tx
      .select({ id: tutorProfiles.userId })
      .from(tutorProfiles)
      .where(eq(tutorProfiles.userId, opts.user.id))
      .for('update');
    const { booking: row, grant } = await lockFor(tx, opts, 'decide');
    const to = transition(row, 'accept', 'tutor', now);
    if (!to) return { grant, changed: false };
    await assertNoClash(tx, row, now);
    await tx
      .update(bookings)
      .set({ status: to, updatedAt: now })
      .where(and(eq(bookings.id, row.id), eq(bookings.status, 'pending')));
    return { grant, changed: true };
  });
  return tellAndAnswer(opts, 'accepted', now, done);
}

/** POST /reject-booking/{id} with a required reason. */
export async function rejectBooking(
  opts: DecideOptions & { rejectionReason: string },
): Promise<BookingDto> {
  const now = opts.now ?? new Date();
  const done = await opts.db.transaction(async (tx) => {
    const { booking: row, grant } = await lockFor(tx, opts, 'decide');
    const to = transition(row, 'reject', 'tutor', now);
    if (!to) return { grant, changed: false };
    await tx
      .update(bookings)
      .set({ status: to, rejectionReason: opts.rejectionReason, updatedAt: now })
      .where(and(eq(bookings.id, row.id), eq(bookings.status, 'pending')));
    return { grant, changed: true };
  });
  return tellAndAnswer(opts, 'rejected', now, done);
}

/**
 * POST /withdraw-booking/{id} (not in the spec; decision): the student takes back a request the
 * tutor has not decided yet. It becomes `withdrawn`, which no one can undo.
 */
export async function withdrawBooking(opts: DecideOptions): Promise<BookingDto> {
  const now = opts.now ?? new Date();
  const done = await opts.db.transaction(async (tx) => {
    const { booking: row, grant } = await lockFor(tx, opts, 'withdraw');
    const to = transition(row, 'withdraw', 'student', now);
    if (!to) return { grant, changed: false };
    await tx
      .update(bookings)
      .set({ status: to, updatedAt: now })
      .where(and(eq(bookings.id, row.id), eq(bookings.status, 'pending')));
    return { grant, changed: true };
  });
  return tellAndAnswer(opts, 'withdrawn', now, done);
}
