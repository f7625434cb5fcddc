// A tutor may not hold two classes at once (docs/decisions/bookings.md "Accept and clashes";
// a request for such a slot is refused when it is sent, not only at accept). One rule,
// run by accept (under the tutor's row lock) and by submit (up front): the first booking that
// holds the tutor (accepted or active as of now) with a session overlapping one of the
// candidate's. Touching sessions do not clash; other statuses never do.
import type { BookingStatus } from '../constants/marketplace';
import { bookingSessions, findOverlap, type BookingSchedule, type Session } from './booking-time';

/** Statuses (as of now) in which a booking holds the tutor's time. */
export const CLASH_STATUSES: readonly BookingStatus[] = ['accepted', 'active'];

export interface Clash<T> {
  other: T;
  /** The candidate's session and the other booking's session that overlap. */
  mine: Session;
  theirs: Session;
}

/**
 * The first of `others` (in the order given) with a session overlapping one of `candidate`'s, or
 * null. Callers pass only bookings whose status holds the tutor (CLASH_STATUSES).
 */
export function findClash<T extends BookingSchedule>(
  candidate: BookingSchedule,
  others: readonly T[],
): Clash<T> | null {
  const mine = bookingSessions(candidate);
  for (const other of others) {
    const hit = findOverlap(mine, bookingSessions(other));
    if (hit) return { other, mine: hit.a, theirs: hit.b };
  }
  return null;
}

export const CLASH_MESSAGES = {
  /** To the student: the other class is not theirs to know about, only that the slot is taken. */
  slotTaken: (when: string) =>
    `The tutor already has a class at this time (${when}). Please choose another time.`,
} as const;
