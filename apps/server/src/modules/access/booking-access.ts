// Who may read or change a booking, decided here only (docs/decisions/access.md). Every module
// that touches a booking asks this first, before any other work, and answers a refusal with one
// of these messages. A new kind of object (conversation, batch, whiteboard, recording) gets its
// own `<object>-access.ts` beside this one, of the same shape.
import { eq, sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { AppError } from '@tm/shared/errors';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import type { Tx } from '../payments/tx';

export type BookingSide = 'student' | 'tutor';

/** Who is asking: a signed-in user's id and role. */
export interface Viewer {
  id: string;
  role: 'student' | 'tutor' | 'admin';
}

/** What access needs to know about a booking: its two people. */
export interface BookingParties {
  studentId: string;
  tutorId: string;
}

/**
 * What a viewer is to a booking. Its student and its tutor (each in their own role) act on it;
 * an admin reads every booking and acts on none through this (admin actions are on refunds and
 * payments, with their own routes); anyone else has no access and is told it does not exist.
 */
export type BookingAccess =
  | { level: 'act'; as: 'student' }
  | { level: 'act'; as: 'tutor' }
  | { level: 'read'; as: 'admin' }
  | { level: 'none'; reason: 'missing' | 'not-a-party' };

export type BookingGrant = Exclude<BookingAccess, { level: 'none' }>;

export function bookingAccess(
  viewer: Viewer,
  booking: BookingParties | null | undefined,
): BookingAccess {
  if (!booking) return { level: 'none', reason: 'missing' };
  if (viewer.role === 'student' && viewer.id === booking.studentId)
    return { level: 'act', as: 'student' };
  if (viewer.role === 'tutor' && viewer.id === booking.tutorId)
    return { level: 'act', as: 'tutor' };
  if (viewer.role === 'admin') return { level: 'read', as: 'admin' };
  return { level: 'none', reason: 'not-a-party' };
}

/** The one set of messages a refusal answers with. */
export const BOOKING_ACCESS_MESSAGES = {
  notFound: 'Booking not found.',
  join: 'Only the student and the tutor of this booking can join its class.',
  change: 'Only the student or the tutor of this booking can change it.',
  decide: 'Only the tutor of this booking can accept or reject it.',
  withdraw: 'Only the student who made this request can withdraw it.',
  pay: 'Only the student of this booking can pay for it.',
  rate: 'You can only rate your own classes.',
  receipt: 'Only the student of this booking or an admin can download its receipt.',
} as const;

type Who = BookingGrant['as'];

/**
 * Who may do what to a booking, as data. `view`: see it (the booking, its calendar file, its
 * chat and reschedule history); `join`: its call and chat; `change`: cancel, reschedule, ask
 * for a refund quote; the rest are one side's own steps.
 */
export const BOOKING_ACTIONS = {
  view: ['student', 'tutor', 'admin'],
  join: ['student', 'tutor'],
  change: ['student', 'tutor'],
  decide: ['tutor'],
  withdraw: ['student'],
  pay: ['student'],
  rate: ['student'],
  receipt: ['student', 'admin'],
} as const satisfies Record<string, readonly Who[]>;

export type BookingAction = keyof typeof BOOKING_ACTIONS;

/** The grants an action can end in: `change` only a side's, `receipt` the student's or an admin's. */
export type GrantFor<A extends BookingAction> = Extract<
  BookingGrant,
  { as: (typeof BOOKING_ACTIONS)[A][number] }
>;

export type BookingDecision<A extends BookingAction = BookingAction> =
  | { ok: true; grant: GrantFor<A> }
  | { ok: false; code: 'NOT_FOUND' | 'FORBIDDEN'; message: string };

/**
 * May `viewer` do `action` to this booking? Someone with no access gets "not found" whether or
 * not it exists (ids cannot be probed); someone who may see it but not do this gets "forbidden"
 * with the action's message.
 */
export function decideBookingAccess<A extends BookingAction>(
  viewer: Viewer,
  booking: BookingParties | null | undefined,
  action: A,
): BookingDecision<A> {
  const access = bookingAccess(viewer, booking);
  if (access.level === 'none')
    return { ok: false, code: 'NOT_FOUND', message: BOOKING_ACCESS_MESSAGES.notFound };
  if (!(BOOKING_ACTIONS[action] as readonly Who[]).includes(access.as)) {
    // Every grant may view, so `view` is never refused here.
    const a: BookingAction = action;
    const message = a === 'view' ? BOOKING_ACCESS_MESSAGES.notFound : BOOKING_ACCESS_MESSAGES[a];
    return { ok: false, code: 'FORBIDDEN', message };
  }
  return { ok: true, grant: access as GrantFor<A> };
}

/** The same, as a thrown AppError for a refusal. */
export function assertBookingAccess<A extends BookingAction>(
  viewer: Viewer,
  booking: BookingParties | null | undefined,
  action: A,
): GrantFor<A> {
  const decision = decideBookingAccess(viewer, booking, action);
  if (!decision.ok) throw new AppError(decision.code, decision.message);
  return decision.grant;
}

type BookingRow = typeof bookings.$inferSelect;

/**
 * The one loader: the booking row, then the access check, before any other work. `lock` takes
 * the row FOR UPDATE (inside a transaction) for an operation that changes the booking.
 */
export async function loadBookingFor<A extends BookingAction>(opts: {
  db: Db | Tx;
  viewer: Viewer;
  bookingId: string;
  action: A;
  lock?: boolean;
}): Promise<{ booking: BookingRow; grant: GrantFor<A> }> {
  const query = opts.db.select().from(bookings).where(eq(bookings.id, opts.bookingId)).limit(1);
  const [booking] = await (opts.lock ? query.for('update') : query);
  const grant = assertBookingAccess(opts.viewer, booking, opts.action);
  return { booking: booking!, grant };
}

/**
 * The list filter: rows of the viewer's own bookings, on their side by role (a student's as
 * student, a tutor's as tutor; an admin is a party to none). For bookings and for the rows that
 * carry a booking's two people (payments, refunds, reviews), filtered in SQL on their indexes.
 */
export function whereParty(
  viewer: Viewer,
  table: { studentId: AnyPgColumn; tutorId: AnyPgColumn } = bookings,
): SQL {
  if (viewer.role === 'student') return eq(table.studentId, viewer.id);
  if (viewer.role === 'tutor') return eq(table.tutorId, viewer.id);
  return sql`false`;
}
