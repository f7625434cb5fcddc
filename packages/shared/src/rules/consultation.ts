// mentorship-policies-video §2 "/consultation-form" and §9 PhD mentorship: the price of a
// consultation (by session type and country, in integer minor units; the server computes it and
// ignores any price a browser sends) and its hourly slots, which are India times (09:00 AM to
// 06:00 PM, Asia/Kolkata). A date in the past, or a slot of today that has already begun, cannot be
// chosen. The screen shows each slot in the visitor's own zone too.
import { DateTime } from 'luxon';
import { CONSULTATION_TIME_SLOTS } from '../constants/mentorship';

export * from './consultation-price';

export type ConsultationSlot = (typeof CONSULTATION_TIME_SLOTS)[number];

/** The zone the slots are given in (the mentors work in India time). */
export const CONSULTATION_ZONE = 'Asia/Kolkata';

const DATE_PATTERN = /^\d{4}-\d{2}-\d{2}$/;

export function isConsultationSlot(value: unknown): value is ConsultationSlot {
  return (CONSULTATION_TIME_SLOTS as readonly unknown[]).includes(value);
}

/** The instant a slot begins: `date` (YYYY-MM-DD, an India date) at `slot` India time; null if either is invalid. */
export function slotStart(date: string, slot: string): Date | null {
  if (!DATE_PATTERN.test(date) || !isConsultationSlot(slot)) return null;
  const dt = DateTime.fromFormat(`${date} ${slot}`, 'yyyy-MM-dd hh:mm a', {
    zone: CONSULTATION_ZONE,
    locale: 'en-US',
  });
  return dt.isValid ? dt.toJSDate() : null;
}

/** Today's date in India (YYYY-MM-DD): the earliest date that can be chosen. */
export function consultationToday(now: Date): string {
  return DateTime.fromJSDate(now).setZone(CONSULTATION_ZONE).toFormat('yyyy-MM-dd');
}

export type SlotProblem = 'date' | 'pastDate' | 'time' | 'pastTime';

/**
 * Why a date and slot cannot be booked at `now` (without looking at other bookings), or null.
 * `date` and `time` are a missing or malformed value; `pastDate` a day before today in India;
 * `pastTime` a slot of today that has already begun.
 */
export function slotProblem(date: string, slot: string, now: Date): SlotProblem | null {
  if (!DATE_PATTERN.test(date) || !DateTime.fromISO(date).isValid) return 'date';
  if (date < consultationToday(now)) return 'pastDate';
  const start = slotStart(date, slot);
  if (!start) return 'time';
  if (start.getTime() <= now.getTime()) return 'pastTime';
  return null;
}

/** The slots of `date` that can still be chosen at `now` (all of them on a later day). */
export function openSlots(date: string, now: Date): ConsultationSlot[] {
  return CONSULTATION_TIME_SLOTS.filter((slot) => slotProblem(date, slot, now) === null);
}

/** A slot's time in another zone, e.g. `9:30 am` for a visitor in Dubai; null for India-time visitors. */
export function slotInZone(date: string, slot: string, zone: string): string | null {
  const start = slotStart(date, slot);
  if (!start) return null;
  const here = DateTime.fromJSDate(start).setZone(zone);
  if (!here.isValid) return null;
  const india = DateTime.fromJSDate(start).setZone(CONSULTATION_ZONE);
  if (here.offset === india.offset) return null;
  const sameDay = here.toISODate() === india.toISODate();
  return here.toFormat(sameDay ? 'hh:mm a' : 'ccc d LLL, hh:mm a', { locale: 'en-IN' });
}
