// core-marketplace §4: the online Start/Join class action appears only for an active online
// booking, only when today equals the start date (single) or lies within the start and end dates
// and falls on an available day (multiple), and only between start and end time in the tutor's
// timezone. It appears and disappears on timers: `classWindow` also says when that next changes.
import { ONLINE_TUTORING, type BookingStatus } from '../constants/marketplace';
import {
  bookingSessions,
  hasSessionOn,
  instantIn,
  parseTime,
  type BookingSchedule,
  type Session,
} from './booking-time';
import { safeZone, todayIn } from './dates';
import { statusAsOf } from './booking-status';

/** A booking's schedule (the one shape, from booking-time) with what the window also needs. */
export interface ClassWindowBooking extends BookingSchedule {
  status: BookingStatus;
  isTrial: boolean;
  tutoringMode: readonly string[];
  firstStartAt: Date | string;
  lastEndAt: Date | string;
}

/**
 * The rule as the spec states it: today (tutor's wall clock) is a session day, and now lies
 * between that day's start and end time. The times are compared as the instants they name in the
 * tutor zone, so a clock change during a class keeps the class its real length.
 */
export function isClassWindowOpen(b: ClassWindowBooking, now: Date): boolean {
  if (statusAsOf(b, now) !== 'active') return false;
  if (!b.tutoringMode.includes(ONLINE_TUTORING)) return false;
  const zone = safeZone(b.timezone);
  if (b.sessionChanges?.length) {
    // a moved session is not on the rule's day and time; its instants say when it is.
    const t = now.getTime();
    return bookingSessions({ ...b, timezone: zone }).some(
      (s) => s.start.getTime() <= t && t < s.end.getTime(),
    );
  }
  const today = todayIn(zone, now);
  if (!hasSessionOn(b, today) || !parseTime(b.startTime) || !parseTime(b.endTime)) return false;
  const t = now.getTime();
  return (
    instantIn(today, b.startTime, zone).getTime() <= t &&
    t < instantIn(today, b.endTime, zone).getTime()
  );
}

export interface ClassWindow {
  open: boolean;
  /** When `open` next flips (a session's start or end), or null when it never will again. */
  changesAt: Date | null;
}

/** Whether the action shows now, and when a timer should look again. */
export function classWindow(b: ClassWindowBooking, now: Date): ClassWindow {
  const open = isClassWindowOpen(b, now);
  const eligible = b.tutoringMode.includes(ONLINE_TUTORING) && statusAsOf(b, now) === 'active';
  if (!eligible) return { open, changesAt: null };
  const t = now.getTime();
  for (const s of bookingSessions({ ...b, timezone: safeZone(b.timezone) })) {
    if (s.start.getTime() > t) return { open, changesAt: s.start };
    if (s.end.getTime() > t) return { open, changesAt: s.end };
  }
  return { open, changesAt: null };
}

/** the dashboards announce a class this many minutes before it starts. */
export const CLASS_BANNER_LEAD_MINUTES = 15;

type ScheduleOf = Pick<
  ClassWindowBooking,
  | 'sessionType'
  | 'isTrial'
  | 'startDate'
  | 'endDate'
  | 'availableDays'
  | 'startTime'
  | 'endTime'
  | 'timezone'
  | 'sessionChanges'
>;

/** The sessions of a booking that have not ended by `now` (the one in progress first), at most `limit`. */
export function remainingSessions(b: ScheduleOf, now: Date, limit: number): Session[] {
  const out: Session[] = [];
  for (const s of bookingSessions({ ...b, timezone: safeZone(b.timezone) })) {
    if (s.end.getTime() <= now.getTime()) continue;
    out.push(s);
    if (out.length >= limit) break;
  }
  return out;
}

export type ClassBannerState = 'none' | 'soon' | 'open';

/**
 * The dashboard banner for one session: `soon` from CLASS_BANNER_LEAD_MINUTES before its start,
 * `open` from its start to its end (the Start/Join window, for an online class), `none` otherwise;
 * with the instant that changes next, for the screen's timer.
 */
export function classBanner(
  session: { start: Date | string; end: Date | string },
  now: Date,
): { state: ClassBannerState; changesAt: Date | null } {
  const t = now.getTime();
  const start = new Date(session.start).getTime();
  const end = new Date(session.end).getTime();
  const shows = start - CLASS_BANNER_LEAD_MINUTES * 60_000;
  if (t < shows) return { state: 'none', changesAt: new Date(shows) };
  if (t < start) return { state: 'soon', changesAt: new Date(start) };
  if (t < end) return { state: 'open', changesAt: new Date(end) };
  return { state: 'none', changesAt: null };
}

/**
 * The session a class window speaks of: the one in progress, else the next, else (all held) the
 * last; moved sessions where they are now. Null when the booking has no session left at all.
 */
export function sessionToShow(b: ScheduleOf, now: Date): Session | null {
  return (
    remainingSessions(b, now, 1)[0] ??
    bookingSessions({ ...b, timezone: safeZone(b.timezone) }).at(-1) ??
    null
  );
}
