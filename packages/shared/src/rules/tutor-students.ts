// who a tutor's students are and what the Students screen says about each. A student
// is someone whose request the tutor took on: a booking accepted, active, completed or missed as
// of now (a pending request is not yet a student; a rejected, withdrawn or expired one never was).
import type { BookingStatus } from '../constants/marketplace';
import { statusAsOf, type TimedBooking } from './booking-status';
import { bookingSessions, type BookingSchedule, type Session } from './booking-time';

export const TUTOR_STUDENT_STATUSES: readonly BookingStatus[] = [
  'accepted',
  'active',
  'completed',
  'missed',
];

type StudentBooking = BookingSchedule & TimedBooking & { id: string; subject: string };

/**
 * Sessions held: the ended sessions of classes that took place (active or completed as of now).
 * A missed class (nobody joined) was not held; an accepted one has not started.
 */
export function classesHeld(list: readonly StudentBooking[], now: Date): number {
  let held = 0;
  for (const b of list) {
    const status = statusAsOf(b, now);
    if (status !== 'active' && status !== 'completed') continue;
    held += bookingSessions(b).filter((s) => s.end.getTime() <= now.getTime()).length;
  }
  return held;
}

/** The earliest session not yet ended of an accepted or active class, or null. */
export function nextClass(
  list: readonly StudentBooking[],
  now: Date,
): { booking: StudentBooking; session: Session } | null {
  let best: { booking: StudentBooking; session: Session } | null = null;
  for (const b of list) {
    const status = statusAsOf(b, now);
    if (status !== 'accepted' && status !== 'active') continue;
    const session = bookingSessions(b).find((s) => s.end.getTime() > now.getTime());
    if (session && (!best || session.start < best.session.start)) best = { booking: b, session };
  }
  return best;
}
