// Who may signal in a booking's call room (issue 12): only the tutor and the student of an active
// online booking, inside its class window (the shared Start/Join rule, core-marketplace §4).
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isClassWindowOpen, type ClassWindowBooking } from '@tm/shared/rules/class-window';
import { statusAsOf } from '@tm/shared/rules/booking-status';
import { ONLINE_TUTORING } from '@tm/shared/constants/marketplace';
import { REFUSAL, type CallParty, type CallRole } from '@tm/shared/call/protocol';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import { users } from '../../db/schema/users';
import type { AuthUser } from '../auth/tokens';

const tutor = alias(users, 'call_tutor');
const student = alias(users, 'call_student');

export interface CallRoom {
  bookingId: string;
  timezone: string;
  window: ClassWindowBooking;
  self: CallParty & { role: CallRole };
  peer: CallParty;
}

export type CallAccess = { ok: true; room: CallRoom } | { ok: false; reason: string };

function party(u: { id: string; cbId: number | null; fullName: string }): CallParty | null {
  return u.cbId === null ? null : { userId: u.id, cbId: u.cbId, fullName: u.fullName };
}

export async function callAccess(opts: {
  db: Db;
  user: AuthUser;
  bookingId: string;
  now?: Date;
}): Promise<CallAccess> {
  const now = opts.now ?? new Date();
  const [row] = await opts.db
    .select({
      booking: bookings,
      tutor: { id: tutor.id, cbId: tutor.cbId, fullName: tutor.fullName },
      student: { id: student.id, cbId: student.cbId, fullName: student.fullName },
    })
    .from(bookings)
    .innerJoin(tutor, eq(tutor.id, bookings.tutorId))
    .innerJoin(student, eq(student.id, bookings.studentId))
    .where(eq(bookings.id, opts.bookingId))
    .limit(1);
  const role: CallRole | null = !row
    ? null
    : row.tutor.id === opts.user.id
      ? 'tutor'
      : row.student.id === opts.user.id
        ? 'student'
        : null;
  if (!row || !role) return { ok: false, reason: REFUSAL.notParty };
  const b = row.booking;
  if (!b.tutoringModes.includes(ONLINE_TUTORING)) return { ok: false, reason: REFUSAL.notOnline };
  const window: ClassWindowBooking = { ...b, tutoringMode: b.tutoringModes };
  if (statusAsOf(b, now) !== 'active' || !isClassWindowOpen(window, now)) {
    return { ok: false, reason: REFUSAL.notActive };
  }
  const me = party(role === 'tutor' ? row.tutor : row.student);
  const other = party(role === 'tutor' ? row.student : row.tutor);
  if (!me || !other) return { ok: false, reason: REFUSAL.notParty };
  return {
    ok: true,
    room: { bookingId: b.id, timezone: b.timezone, window, self: { ...me, role }, peer: other },
  };
}

/** Re-checked on every signal, without a query: the window closes on time. */
export function roomStillOpen(room: CallRoom, now = new Date()): boolean {
  return isClassWindowOpen(room.window, now);
}
