// The booking lifecycle (core-marketplace §4 Booking status), written once: the server applies it,
// the sweeper applies its time-driven part, and the screens read "status as of now" through it.
//
//   pending  --accept (tutor)-->   accepted   (a trial goes straight to active: it needs no payment)
//   pending  --reject (tutor)-->   rejected   (with a reason)
//   pending  --withdraw (student)-> withdrawn (decision: the student's own word for taking a request back)
//   accepted --pay (student)-->    active     (paid bookings only, after a verified payment)
//   pending | accepted --expire (time: first session start has passed)--> expired
//   active   --complete (time: last session has ended)--> completed
//   active   --miss (time: last session has ended and nobody joined its call)--> missed
//   accepted | active --cancel (student or tutor, before any session was held)--> cancelled
// Nothing leaves rejected, withdrawn, expired, completed, missed or cancelled.
import type { BookingStatus } from '../constants/marketplace';
import { MSG } from '../messages';

export type BookingEvent =
  'accept' | 'reject' | 'withdraw' | 'pay' | 'expire' | 'complete' | 'miss' | 'cancel';
export type BookingActor = 'tutor' | 'student' | 'system';

interface Transition {
  from: BookingStatus;
  event: BookingEvent;
  to: BookingStatus;
  by: BookingActor;
  /** Only for trials (true) or only for paid bookings (false); both when absent. */
  trial?: boolean;
}

export const BOOKING_TRANSITIONS: readonly Transition[] = [
  { from: 'pending', event: 'accept', to: 'accepted', by: 'tutor', trial: false },
  { from: 'pending', event: 'accept', to: 'active', by: 'tutor', trial: true },
  { from: 'pending', event: 'reject', to: 'rejected', by: 'tutor' },
  { from: 'pending', event: 'withdraw', to: 'withdrawn', by: 'student' },
  { from: 'accepted', event: 'pay', to: 'active', by: 'student', trial: false },
  { from: 'pending', event: 'expire', to: 'expired', by: 'system' },
  { from: 'accepted', event: 'expire', to: 'expired', by: 'system' },
  { from: 'active', event: 'complete', to: 'completed', by: 'system' },
  { from: 'active', event: 'miss', to: 'missed', by: 'system' },
  { from: 'accepted', event: 'cancel', to: 'cancelled', by: 'student' },
  { from: 'accepted', event: 'cancel', to: 'cancelled', by: 'tutor' },
  { from: 'active', event: 'cancel', to: 'cancelled', by: 'student' },
  { from: 'active', event: 'cancel', to: 'cancelled', by: 'tutor' },
];

/** Status badge labels (core-marketplace §2 Student bookings); Withdrawn is ours. */
export const BOOKING_STATUS_LABELS: Record<BookingStatus, string> = {
  pending: 'Pending Approval',
  accepted: 'Accepted',
  active: 'Active',
  rejected: 'Rejected',
  expired: 'Expired',
  completed: 'Completed',
  withdrawn: 'Withdrawn',
  missed: 'Missed',
  cancelled: 'Cancelled',
};

const STATE_PHRASE: Record<BookingStatus, string> = {
  pending: 'is still pending',
  accepted: 'has already been accepted',
  active: 'is already active',
  rejected: 'has been rejected',
  expired: 'has expired',
  completed: 'has been completed',
  withdrawn: 'was withdrawn by the student',
  missed: 'was missed',
  cancelled: 'was cancelled',
};

const EVENT_PAST: Record<BookingEvent, string> = {
  accept: 'accepted',
  reject: 'rejected',
  withdraw: 'withdrawn',
  pay: 'paid for',
  expire: 'expired',
  complete: 'completed',
  miss: 'marked missed',
  cancel: 'cancelled',
};

const EVENT_VERB: Record<BookingEvent, string> = {
  accept: 'accept',
  reject: 'reject',
  withdraw: 'withdraw',
  pay: 'pay for',
  expire: 'expire',
  complete: 'complete',
  miss: 'mark missed',
  cancel: 'cancel',
};

const ACTOR_NAME: Record<BookingActor, string> = {
  tutor: 'the tutor',
  student: 'the student',
  system: 'the system',
};

export type TransitionResult = { ok: true; to: BookingStatus } | { ok: false; message: string };

/** The status a booking moves to on `event`, or why it may not. */
export function nextStatus(
  from: BookingStatus,
  event: BookingEvent,
  opts: { isTrial: boolean; actor: BookingActor },
): TransitionResult {
  if (event === 'pay' && opts.isTrial) return { ok: false, message: MSG.trialNoPayment };
  const candidates = BOOKING_TRANSITIONS.filter(
    (t) => t.event === event && (t.trial === undefined || t.trial === opts.isTrial),
  );
  // An event two actors may take (cancel) has a row for each; prefer the caller's.
  const match =
    candidates.find((t) => t.from === from && t.by === opts.actor) ??
    candidates.find((t) => t.from === from);
  if (!match) {
    return {
      ok: false,
      message: `This booking ${STATE_PHRASE[from]} and can no longer be ${EVENT_PAST[event]}.`,
    };
  }
  if (match.by !== opts.actor) {
    return {
      ok: false,
      message: `Only ${ACTOR_NAME[match.by]} can ${EVENT_VERB[event]} a booking.`,
    };
  }
  return { ok: true, to: match.to };
}

/**
 * Time-driven transitions, as data: the sweeper turns each into one conditional UPDATE and the
 * list queries into one condition, so the rule lives here only.
 */
export const TIME_TRANSITIONS = [
  { from: ['pending', 'accepted'] as const, to: 'expired' as const, at: 'firstStartAt' as const },
  { from: ['active'] as const, to: 'completed' as const, at: 'lastEndAt' as const },
];

export interface TimedBooking {
  status: BookingStatus;
  firstStartAt: Date | string;
  lastEndAt: Date | string;
}

/**
 * The status as of `now`: a pending or accepted booking whose first session has started is
 * expired, an active one whose last session has ended is completed, whether or not the sweeper
 * has written that yet. Screens and the server read this, so nothing shows stale between sweeps.
 */
export function statusAsOf(b: TimedBooking, now: Date): BookingStatus {
  for (const t of TIME_TRANSITIONS) {
    if (
      (t.from as readonly BookingStatus[]).includes(b.status) &&
      new Date(b[t.at]).getTime() <= now.getTime()
    )
      return t.to;
  }
  return b.status;
}

/** Statuses nothing moves out of. */
export const FINAL_STATUSES: readonly BookingStatus[] = [
  'rejected',
  'withdrawn',
  'expired',
  'completed',
  'missed',
  'cancelled',
];

/**
 * whether a booking is already in the state `event` by `actor` would put it in (a
 * repeated Accept of an accepted request, a second Withdraw). Such a repeat is answered as the
 * success it was, not as an error. Read from the same transition table.
 */
export function alreadyDone(
  current: BookingStatus,
  event: BookingEvent,
  opts: { isTrial: boolean; actor: BookingActor },
): boolean {
  return BOOKING_TRANSITIONS.some(
    (t) =>
      t.event === event &&
      t.by === opts.actor &&
      (t.trial === undefined || t.trial === opts.isTrial) &&
      t.to === current,
  );
}
