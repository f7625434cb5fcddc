// The lifecycle of a need as data (the same shape as rules/booking-status.ts): one table drives the
// status function, the SQL filter of the sweeper and the checks of every action.
import { NEED_LIMITS, type NeedStatus } from '../constants/needs';

/** Who moves a need out of `open`, and to what. Every other status is final. */
export const NEED_TRANSITIONS = {
  /** A booking made from one of its offers. */
  book: { from: ['open'], to: 'booked' },
  /** The student closes it. */
  close: { from: ['open'], to: 'closed' },
  /** Time: `expiryDays` after it was posted. */
  expire: { from: ['open'], to: 'expired' },
} as const satisfies Record<string, { from: readonly NeedStatus[]; to: NeedStatus }>;

const DAY_MS = 24 * 60 * 60 * 1000;

/** When a need posted at `createdAt` expires. */
export function needExpiresAt(createdAt: Date): Date {
  return new Date(createdAt.getTime() + NEED_LIMITS.expiryDays * DAY_MS);
}

/**
 * A need's status as of `now`: a stored `open` past its expiry reads as `expired` even before the
 * sweeper has written it, so screens and checks never wait for the sweep.
 */
export function needStatusAsOf(
  need: { status: NeedStatus; expiresAt: Date },
  now: Date,
): NeedStatus {
  if (need.status === 'open' && need.expiresAt.getTime() <= now.getTime()) return 'expired';
  return need.status;
}

/** Whether a need in `status` may take `transition`. */
export function canMoveNeed(
  status: NeedStatus,
  transition: keyof typeof NEED_TRANSITIONS,
): boolean {
  return (NEED_TRANSITIONS[transition].from as readonly NeedStatus[]).includes(status);
}
