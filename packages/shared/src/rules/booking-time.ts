// Booking times (core-marketplace §3, §5, §9). A booking's dates and HH:MM times are wall-clock
// values in the tutor's IANA timezone; its sessions are the UTC instants those wall-clock values
// name. Luxon does the zone arithmetic (DST included), so nothing here assumes a fixed offset.
import { DateTime } from 'luxon';
import { DAYS, type Day, type SessionType } from '../constants/marketplace';
import { isIsoDate, safeZone } from './dates';

export interface ClockTime {
  hours: number;
  minutes: number;
}

const H24 = /^([01]?\d|2[0-3]):([0-5]\d)$/;
const H12 = /^(0?[1-9]|1[0-2]):([0-5]\d)\s*([ap])\.?\s*m\.?$/i;

/**
 * core-marketplace §5: times are accepted as `HH:MM` (24-hour) or `h:MM AM/PM`.
 * Returns null for anything else (empty, 24:00, 13:00 PM, 9.30, ...).
 */
export function parseTime(input: string | null | undefined): ClockTime | null {
  const s = (input ?? '').trim();
  const h24 = H24.exec(s);
  if (h24) return { hours: Number(h24[1]), minutes: Number(h24[2]) };
  const h12 = H12.exec(s);
  if (h12) {
    const hour12 = Number(h12[1]);
    const pm = h12[3]!.toLowerCase() === 'p';
    return { hours: (hour12 % 12) + (pm ? 12 : 0), minutes: Number(h12[2]) };
  }
  return null;
}

/** `HH:MM`, the stored form. */
export function toHHMM(t: ClockTime): string {
  return `${String(t.hours).padStart(2, '0')}:${String(t.minutes).padStart(2, '0')}`;
}

/** A time string in its stored `HH:MM` form, or null when it is not a valid time. */
export function normaliseTime(input: string | null | undefined): string | null {
  const t = parseTime(input);
  return t ? toHHMM(t) : null;
}

export function minutesOfDay(t: ClockTime): number {
  return t.hours * 60 + t.minutes;
}

/** `HH:MM` plus `minutes`, or null when the result would pass midnight. */
export function addMinutesToTime(hhmm: string, minutes: number): string | null {
  const t = parseTime(hhmm);
  if (!t) return null;
  const total = minutesOfDay(t) + minutes;
  if (total >= 24 * 60) return null;
  return toHHMM({ hours: Math.floor(total / 60), minutes: total % 60 });
}

/** Minutes from start to end on the same day (negative or zero when end is not after start). */
export function sessionMinutes(startTime: string, endTime: string): number | null {
  const s = parseTime(startTime);
  const e = parseTime(endTime);
  if (!s || !e) return null;
  return minutesOfDay(e) - minutesOfDay(s);
}

/** `6:05 PM` for `18:05`. */
export function formatTime12(hhmm: string): string {
  const t = parseTime(hhmm);
  if (!t) return hhmm;
  const h = t.hours % 12 === 0 ? 12 : t.hours % 12;
  return `${h}:${String(t.minutes).padStart(2, '0')} ${t.hours < 12 ? 'AM' : 'PM'}`;
}

/** The weekday (Mon..Sun) of a calendar date; a date's weekday does not depend on any zone. */
export function weekdayOf(isoDate: string): Day {
  return DAYS[DateTime.fromISO(isoDate, { zone: 'UTC' }).weekday - 1]!;
}

/** Whole days from one calendar date to another (end - start). */
export function daysBetween(startDate: string, endDate: string): number {
  const a = DateTime.fromISO(startDate, { zone: 'UTC' });
  const b = DateTime.fromISO(endDate, { zone: 'UTC' });
  return Math.round(b.diff(a, 'days').days);
}

export function addDays(isoDate: string, days: number): string {
  return DateTime.fromISO(isoDate, { zone: 'UTC' }).plus({ days }).toISODate()!;
}

/**
 * The instant a wall-clock date and time name in `zone`. A time that does not exist that day
 * (the hour skipped when clocks go forward) moves forward by the gap, as luxon does; an ambiguous
 * time (clocks going back) takes the earlier instant.
 */
export function instantIn(isoDate: string, hhmm: string, zone: string): Date {
  const t = parseTime(hhmm) ?? { hours: 0, minutes: 0 };
  const [y, m, d] = isoDate.split('-').map(Number) as [number, number, number];
  return DateTime.fromObject(
    { year: y, month: m, day: d, hour: t.hours, minute: t.minutes },
    { zone: safeZone(zone) },
  ).toJSDate();
}

/** What a booking's schedule is made of. */
export interface BookingSchedule {
  sessionType: SessionType;
  isTrial?: boolean;
  startDate: string;
  endDate: string | null;
  availableDays: readonly string[];
  startTime: string;
  endTime: string;
  /** The tutor's IANA zone the wall-clock values are in. */
  timezone: string;
  /** sessions moved (reschedule) or cancelled, keyed by the date the rule gave them. */
  sessionChanges?: readonly SessionChange[] | null;
}

/**
 * one session's change. `from` is the session's date as the booking's rule gives it (its
 * key); a moved session has a new tutor-zone date and times, a cancelled one `cancelled: true`.
 */
export interface SessionChange {
  from: string;
  date?: string;
  startTime?: string;
  endTime?: string;
  cancelled?: boolean;
}

/**
 * The calendar dates (tutor's wall clock) a booking has a session on. core-marketplace §9:
 * sessions are the available days falling between start and end, both included; a single booking
 * (and a trial) has one session, on its start date.
 */
export function sessionDates(
  s: Pick<BookingSchedule, 'sessionType' | 'isTrial' | 'startDate' | 'endDate' | 'availableDays'>,
): string[] {
  if (!isIsoDate(s.startDate)) return [];
  if (s.isTrial || s.sessionType === 'single') return [s.startDate];
  if (!isIsoDate(s.endDate)) return [];
  const days = new Set(s.availableDays);
  const out: string[] = [];
  const span = daysBetween(s.startDate, s.endDate);
  for (let i = 0; i <= span; i++) {
    const date = addDays(s.startDate, i);
    if (days.has(weekdayOf(date))) out.push(date);
  }
  return out;
}

export function countSessions(
  s: Pick<BookingSchedule, 'sessionType' | 'isTrial' | 'startDate' | 'endDate' | 'availableDays'>,
): number {
  return sessionDates(s).length;
}

export interface Session {
  /** The tutor's wall-clock date of the session. */
  date: string;
  /** The date the booking's rule gives the session (differs from `date` once it was moved). */
  key?: string;
  start: Date;
  end: Date;
}

/**
 * Every session of a booking as UTC instants, in order: the rule's dates, with the moved
 * sessions at their new time and cancelled ones left out.
 */
export function bookingSessions(s: BookingSchedule): Session[] {
  const changes = new Map((s.sessionChanges ?? []).map((c) => [c.from, c]));
  const out: Session[] = [];
  for (const key of sessionDates(s)) {
    const c = changes.get(key);
    if (c?.cancelled) continue;
    const date = c?.date ?? key;
    out.push({
      date,
      key,
      start: instantIn(date, c?.startTime ?? s.startTime, s.timezone),
      end: instantIn(date, c?.endTime ?? s.endTime, s.timezone),
    });
  }
  if (changes.size > 0) out.sort((a, b) => a.start.getTime() - b.start.getTime());
  return out;
}

/**
 * The sessions a booking has on a calendar date of the tutor's wall clock, moved ones where they
 * are now (a session moved away from that date is not on it).
 */
export function sessionsOnDate(s: BookingSchedule, isoDate: string): Session[] {
  return bookingSessions(s).filter((x) => x.date === isoDate);
}

/**
 * Whether the booking's rule puts a session on a calendar date (tutor's wall clock). It does not
 * know about moved sessions: use sessionsOnDate for what is on a day now.
 */
export function hasSessionOn(
  s: Pick<BookingSchedule, 'sessionType' | 'isTrial' | 'startDate' | 'endDate' | 'availableDays'>,
  isoDate: string,
): boolean {
  if (s.isTrial || s.sessionType === 'single') return s.startDate === isoDate;
  if (!s.endDate || isoDate < s.startDate || isoDate > s.endDate) return false;
  return s.availableDays.includes(weekdayOf(isoDate));
}

/**
 * The first pair of sessions (one from each list) that overlap in time, or null. Sessions that
 * only touch (one ends as the other starts) do not overlap. Both lists must be in time order.
 */
export function findOverlap(
  a: readonly Session[],
  b: readonly Session[],
): { a: Session; b: Session } | null {
  let i = 0;
  let j = 0;
  while (i < a.length && j < b.length) {
    const x = a[i]!;
    const y = b[j]!;
    if (x.start < y.end && y.start < x.end) return { a: x, b: y };
    if (x.end <= y.end) i++;
    else j++;
  }
  return null;
}

/** `Wed, 4 Mar 2026` for `2026-03-04`. */
export function formatDateLabel(isoDate: string): string {
  const d = DateTime.fromISO(isoDate, { zone: 'UTC' });
  return d.isValid ? d.setLocale('en-GB').toFormat('ccc, d LLL yyyy') : isoDate;
}

/** `6:00 PM – 7:00 PM` */
export function formatTimeRange(startTime: string, endTime: string): string {
  return `${formatTime12(startTime)} – ${formatTime12(endTime)}`;
}

const longDate = formatDateLabel;
const shortDate = (iso: string) =>
  DateTime.fromISO(iso, { zone: 'UTC' }).setLocale('en-GB').toFormat('d LLL yyyy');

/** A session's date and times on the tutor's wall clock: `Fri, 4 Dec 2026, 6:00 PM – 7:00 PM`. */
function sessionLabel(date: string, startTime: string, endTime: string): string {
  return `${longDate(date)}, ${formatTimeRange(startTime, endTime)}`;
}

/** Where a moved or cancelled session was, and where it is now (null: cancelled). */
function changedSessions(s: BookingSchedule) {
  const changes = [...(s.sessionChanges ?? [])].sort((a, b) => a.from.localeCompare(b.from));
  return changes.map((c) => ({
    from: c.from,
    to: c.cancelled
      ? null
      : {
          date: c.date ?? c.from,
          startTime: c.startTime ?? s.startTime,
          endTime: c.endTime ?? s.endTime,
        },
  }));
}

const isOneSession = (s: BookingSchedule) =>
  Boolean(s.isTrial || s.sessionType === 'single' || !s.endDate);

/**
 * When a booking's sessions are now, on the tutor's wall clock, as it stands after any reschedule:
 * the first line is the session (single) or the rule (multiple); a multi-session booking adds one
 * line per moved or cancelled session. Every screen, mail, calendar file and receipt that says
 * when a class is reads it from here, so none shows a time the class has moved away from.
 */
export function scheduleLines(s: BookingSchedule): string[] {
  const zone = `(${s.timezone})`;
  const changes = changedSessions(s);
  if (isOneSession(s)) {
    const now = changes.find((c) => c.from === s.startDate)?.to;
    const at = now ?? { date: s.startDate, startTime: s.startTime, endTime: s.endTime };
    return [`${sessionLabel(at.date, at.startTime, at.endTime)} ${zone}`];
  }
  const days = DAYS.filter((d) => s.availableDays.includes(d)).join(', ');
  const rule = `Every ${days} from ${shortDate(s.startDate)} to ${shortDate(s.endDate!)}, ${formatTimeRange(s.startTime, s.endTime)} ${zone}`;
  return [
    rule,
    ...changes.map((c) =>
      c.to
        ? `${sessionLabel(c.to.date, c.to.startTime, c.to.endTime)} instead of ${longDate(c.from)}, ${formatTime12(s.startTime)}`
        : `${longDate(c.from)}: cancelled`,
    ),
  ];
}

/**
 * One line saying when a booking's sessions are (scheduleLines joined):
 * `Wed, 4 Mar 2026, 6:00 PM – 7:00 PM (Asia/Kolkata)` or
 * `Every Mon, Wed from 2 Mar 2026 to 16 Mar 2026, 6:00 PM – 7:30 PM (Asia/Kolkata); Fri, 6 Mar
 * 2026, 6:00 PM – 7:30 PM instead of Wed, 4 Mar 2026`.
 */
export function describeSchedule(s: BookingSchedule): string {
  return scheduleLines(s).join('; ');
}

/**
 * The schedule's history: where a moved single session was first booked
 * (`Moved from Tue, 1 Dec 2026, 6:00 PM – 7:00 PM`). A multi-session booking's changes are part
 * of its current schedule (scheduleLines), so they have no separate history line.
 */
export function scheduleHistory(s: BookingSchedule): string[] {
  if (!isOneSession(s)) return [];
  const moved = changedSessions(s).find((c) => c.from === s.startDate && c.to);
  return moved ? [`Moved from ${sessionLabel(s.startDate, s.startTime, s.endTime)}`] : [];
}

/**
 * A tutor-zone wall-clock date and time on another zone's wall clock (for a student whose zone
 * differs): `{ date: '2026-03-04', time: '13:00' }`.
 */
export function wallClockIn(
  isoDate: string,
  hhmm: string,
  fromZone: string,
  toZone: string,
): { date: string; time: string } {
  const d = DateTime.fromJSDate(instantIn(isoDate, hhmm, fromZone), { zone: safeZone(toZone) });
  return { date: d.toISODate()!, time: d.toFormat('HH:mm') };
}

/** A session on a viewer's wall clock: its date and HH:MM start and end in `zone`. */
export interface LocalSession {
  date: string;
  startTime: string;
  endTime: string;
  /** The end's date when the session passes midnight on the viewer's clock. */
  endDate: string;
}

/** Where a session's instants fall on the wall clock of `zone`. */
export function sessionIn(session: Pick<Session, 'start' | 'end'>, zone: string): LocalSession {
  const start = DateTime.fromJSDate(session.start, { zone: safeZone(zone) });
  const end = DateTime.fromJSDate(session.end, { zone: safeZone(zone) });
  return {
    date: start.toISODate()!,
    startTime: start.toFormat('HH:mm'),
    endTime: end.toFormat('HH:mm'),
    endDate: end.toISODate()!,
  };
}

/**
 * the first real session of a booking on the viewer's wall clock. A multi-session
 * booking's first session is on its first available day on or after the start date, which need not
 * be the start date itself; every screen and mail that says "your time" reads it from here
 * (bookingSessions gives each session's instant). Null when the booking has no session.
 */
export function firstSessionIn(s: BookingSchedule, zone: string): LocalSession | null {
  const first = bookingSessions(s)[0];
  return first ? sessionIn(first, zone) : null;
}
