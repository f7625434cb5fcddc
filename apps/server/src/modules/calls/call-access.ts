// Who may signal in a call room. A booking's: only the tutor and the student of an active
// online booking, inside its class window (the shared Start/Join rule, core-marketplace §4). A paid
// consultation's: only its assigned mentor (signed in) and its requester (by the call
// key of the join link, no account needed), inside the session's window.
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { isClassWindowOpen, type ClassWindowBooking } from '@tm/shared/rules/class-window';
import { statusAsOf } from '@tm/shared/rules/booking-status';
import { ONLINE_TUTORING } from '@tm/shared/constants/marketplace';
import { REFUSAL, type CallParty, type CallRole } from '@tm/shared/call/protocol';
import {
  CONSULTATION_GUEST_CB_ID,
  consultationCallWindow,
  isConsultationCallOpen,
} from '@tm/shared/call/consultation-call';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import { consultationRequests } from '../../db/schema/mentorship';
import { users } from '../../db/schema/users';
import type { AuthUser } from '../auth/tokens';
import { decideBookingAccess } from '../access/booking-access';

const tutor = alias(users, 'call_tutor');
const student = alias(users, 'call_student');

export interface CallRoom {
  kind: 'booking' | 'consultation';
  /** The room's id: the booking's, or the consultation's. */
  bookingId: string;
  timezone: string;
  /** A booking's class window; a consultation's room closes at `closesAt`. */
  window: ClassWindowBooking | null;
  closesAt?: Date;
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
  // Only its student and its tutor join (booking-access.ts); anyone else is told the same.
  const decision = decideBookingAccess(opts.user, row?.booking, 'join');
  if (!row || !decision.ok) return { ok: false, reason: REFUSAL.notParty };
  // A minor without a parent's consent takes part in no class and its chat (DPDP Act s.9).
  if (
    opts.user.role === 'student' &&
    opts.user.consentState &&
    opts.user.consentState !== 'granted'
  )
    return { ok: false, reason: REFUSAL.notParty };
  const role: CallRole = decision.grant.as === 'tutor' ? 'tutor' : 'student';
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
    room: {
      kind: 'booking',
      bookingId: b.id,
      timezone: b.timezone,
      window,
      self: { ...me, role },
      peer: other,
    },
  };
}

/** Re-checked on every signal, without a query: the window closes on time. */
export function roomStillOpen(room: CallRoom, now = new Date()): boolean {
  if (room.window) return isClassWindowOpen(room.window, now);
  return room.closesAt !== undefined && now.getTime() < room.closesAt.getTime();
}

const sha256 = (s: string) => crypto.createHash('sha256').update(s).digest();

/** Compares two keys in constant time (hashes of equal length). */
function sameKey(given: string | undefined, stored: string | null): boolean {
  return Boolean(given && stored && crypto.timingSafeEqual(sha256(given), sha256(stored)));
}

/**
 * A consultation's room: the signed-in mentor, or whoever holds the requester's call key. The
 * requester is a guest party: no user id of the users table, the fixed guest call id.
 */
export async function consultationCallAccess(opts: {
  db: Db;
  consultationId: string;
  user: AuthUser | null;
  key?: string;
  now?: Date;
}): Promise<CallAccess & { consultation?: typeof consultationRequests.$inferSelect }> {
  const now = opts.now ?? new Date();
  const [row] = await opts.db
    .select({
      c: consultationRequests,
      mentor: { id: users.id, cbId: users.cbId, fullName: users.fullName },
    })
    .from(consultationRequests)
    .leftJoin(users, eq(users.id, consultationRequests.mentorId))
    .where(eq(consultationRequests.id, opts.consultationId))
    .limit(1);
  if (!row) return { ok: false, reason: REFUSAL.notConsultationParty };
  const { c } = row;
  const isMentor = Boolean(opts.user && c.mentorId && opts.user.id === c.mentorId);
  const role: CallRole | null = isMentor
    ? 'tutor'
    : sameKey(opts.key, c.callKey)
      ? 'student'
      : null;
  if (!role) return { ok: false, reason: REFUSAL.notConsultationParty };
  const mentor = row.mentor ? party(row.mentor) : null;
  if (c.status !== 'paid' || !mentor || !c.callKey) return { ok: false, reason: REFUSAL.notActive };
  if (!isConsultationCallOpen(c, now)) return { ok: false, reason: REFUSAL.notActive };
  const guest: CallParty = {
    userId: `guest:${c.id}`,
    cbId: CONSULTATION_GUEST_CB_ID,
    fullName: c.fullName,
  };
  const [me, other] = role === 'tutor' ? [mentor, guest] : [guest, mentor];
  return {
    ok: true,
    consultation: c,
    room: {
      kind: 'consultation',
      bookingId: c.id,
      timezone: 'Asia/Kolkata',
      window: null,
      closesAt: consultationCallWindow(c).closesAt,
      self: { ...me, role },
      peer: other,
    },
  };
}
