// booking against the tutor's stated availability. A tutor states days (avl_days) and
// three-hour time slots (avl_time, core-marketplace §3) on their own clock. A booking is "within"
// it when every session falls on a stated day and lies inside the stated hours of that day; the
// booking form warns before sending one that is not, and the tutor sees the flag. The form also
// shows the availability on the student's clock, which may move a range to another weekday.
import { DateTime } from 'luxon';
import { DAYS, TIME_SLOTS, timeSlotHours, type Day, type TimeSlot } from '../constants/marketplace';
import { formatTime12, parseTime, minutesOfDay, sessionDates, weekdayOf } from './booking-time';
import type { BookingSchedule } from './booking-time';
import { safeZone } from './dates';

export interface TutorAvailability {
  avlDays: readonly string[];
  avlTime: readonly string[];
}

/** A stretch of one day, in minutes from midnight (end 1440 = midnight at the end of the day). */
export interface MinuteRange {
  start: number;
  end: number;
}

const DAY_MINUTES = 24 * 60;
const isSlot = (s: string): s is TimeSlot => (TIME_SLOTS as readonly string[]).includes(s);

/** The stated slots as merged ranges of the day, in order: 18-21 and 21-24 make 18:00–24:00. */
export function availabilityRanges(avlTime: readonly string[]): MinuteRange[] {
  const ranges = avlTime
    .filter(isSlot)
    .map(timeSlotHours)
    .map((h) => ({ start: h.start * 60, end: h.end * 60 }))
    .sort((a, b) => a.start - b.start);
  return mergeRanges(ranges);
}

function mergeRanges(sorted: MinuteRange[]): MinuteRange[] {
  const out: MinuteRange[] = [];
  for (const r of sorted) {
    const last = out[out.length - 1];
    if (last && r.start <= last.end) last.end = Math.max(last.end, r.end);
    else out.push({ ...r });
  }
  return out;
}

/** True when the tutor has stated nothing to compare with (then nothing is "outside"). */
function statesNothing(a: TutorAvailability): boolean {
  return a.avlDays.length === 0 || availabilityRanges(a.avlTime).length === 0;
}

/**
 * Whether every session of a booking falls on a stated day and inside the stated hours. The
 * booking's dates and times are the tutor's wall clock, as the availability is, so no zone is
 * needed. A tutor who has stated no availability has nothing to be outside of.
 */
export function isWithinAvailability(
  s: Pick<
    BookingSchedule,
    'sessionType' | 'isTrial' | 'startDate' | 'endDate' | 'availableDays' | 'startTime' | 'endTime'
  >,
  availability: TutorAvailability,
): boolean {
  if (statesNothing(availability)) return true;
  const start = parseTime(s.startTime);
  const end = parseTime(s.endTime);
  if (!start || !end) return true; // nothing to compare yet; the booking checks report it
  const from = minutesOfDay(start);
  const to = minutesOfDay(end);
  const ranges = availabilityRanges(availability.avlTime);
  const inHours = ranges.some((r) => r.start <= from && to <= r.end);
  if (!inHours) return false;
  return sessionDates(s).every((date) => availability.avlDays.includes(weekdayOf(date)));
}

export interface DayRanges {
  day: Day;
  ranges: MinuteRange[];
}

/**
 * The stated availability on another zone's wall clock, Monday first. Each stated day's ranges are
 * taken on its next date from `now` (so the offset is the one in force this week, DST included)
 * and moved to `zone`; a range that crosses midnight there is split between the two days.
 */
export function availabilityIn(
  availability: TutorAvailability & { timezone: string },
  zone: string,
  now: Date,
): DayRanges[] {
  if (statesNothing(availability)) return [];
  const from = safeZone(availability.timezone);
  const to = safeZone(zone);
  const ranges = availabilityRanges(availability.avlTime);
  const byDay = new Map<Day, MinuteRange[]>();
  const add = (day: Day, r: MinuteRange) => byDay.set(day, [...(byDay.get(day) ?? []), r]);
  const today = DateTime.fromJSDate(now, { zone: from }).startOf('day');
  for (let i = 0; i < 7; i++) {
    const date = today.plus({ days: i });
    const day = DAYS[date.weekday - 1]!;
    if (!availability.avlDays.includes(day)) continue;
    for (const r of ranges) {
      const a = date.plus({ minutes: r.start }).setZone(to);
      const b = date.plus({ minutes: r.end }).setZone(to);
      const aMin = a.hour * 60 + a.minute;
      const endMin = b.diff(a.startOf('day'), 'minutes').minutes;
      if (endMin <= DAY_MINUTES) add(DAYS[a.weekday - 1]!, { start: aMin, end: endMin });
      else {
        // Crosses midnight on the viewer's clock: the rest belongs to the next day.
        add(DAYS[a.weekday - 1]!, { start: aMin, end: DAY_MINUTES });
        add(DAYS[b.weekday - 1]!, { start: 0, end: b.hour * 60 + b.minute });
      }
    }
  }
  return DAYS.filter((d) => byDay.has(d)).map((day) => ({
    day,
    ranges: mergeRanges(byDay.get(day)!.sort((x, y) => x.start - y.start)),
  }));
}

/** `6:00 PM – 9:00 PM`; the end of the day reads `12:00 AM`. */
export function formatMinuteRange(r: MinuteRange): string {
  const hhmm = (m: number) =>
    `${String(Math.floor((m % DAY_MINUTES) / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`;
  return `${formatTime12(hhmm(r.start))} – ${formatTime12(hhmm(r.end))}`;
}

/**
 * One line per set of days with the same hours: `Mon, Wed, Fri: 6:00 PM – 9:00 PM`. Days keep the
 * week's order; the lines follow their first day.
 */
export function describeAvailability(days: readonly DayRanges[]): string[] {
  const lines = new Map<string, Day[]>();
  for (const d of days) {
    const hours = d.ranges.map(formatMinuteRange).join(', ');
    lines.set(hours, [...(lines.get(hours) ?? []), d.day]);
  }
  return [...lines].map(([hours, list]) => `${list.join(', ')}: ${hours}`);
}

export const AVAILABILITY_TEXT = {
  /** What the tutor sees on a request outside their stated days and hours. */
  outsideFlag: 'Outside your stated availability',
  warningTitle: "Outside the tutor's availability",
  warning: (name: string) =>
    `This time is outside ${name}'s stated availability. You can still send the request; ${name} may accept or decline it.`,
  sendAnyway: 'Send request anyway',
  changeTime: 'Change time',
} as const;
