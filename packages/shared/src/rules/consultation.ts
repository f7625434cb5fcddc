// mentorship-policies-video §2 "/consultation-form" and §9 PhD mentorship: the price of a
// consultation (by session type and country, in integer minor units; the server computes it and
// ignores any price a browser sends) and its hourly slots, which are India times (09:00 AM to
// 06:00 PM, Asia/Kolkata). A date in the past, or a slot of today that has already begun, cannot be
// chosen. The screen shows each slot in the visitor's own zone too.
import { DateTime } from 'luxon';
import {
  CONSULTATION_SESSION_TYPES,
  CONSULTATION_TIME_SLOTS,
  MENTORSHIP_DEFAULT_COUNTRY,
} from '../constants/mentorship';

export type ConsultationSessionKey = (typeof CONSULTATION_SESSION_TYPES)[number]['key'];
export type ConsultationSlot = (typeof CONSULTATION_TIME_SLOTS)[number];
export type ConsultationCurrency = 'INR' | 'USD';

/** The zone the slots are given in (the mentors work in India time). */
export const CONSULTATION_ZONE = 'Asia/Kolkata';

export const CONSULTATION_SESSION_KEYS = CONSULTATION_SESSION_TYPES.map((s) => s.key) as [
  ConsultationSessionKey,
  ...ConsultationSessionKey[],
];

export interface ConsultationPrice {
  sessionType: ConsultationSessionKey;
  label: string;
  minutes: number;
  currency: ConsultationCurrency;
  /** Major units (rupees, dollars) as shown. */
  amount: number;
  /** Minor units (paise, cents) as charged and stored. */
  amountMinor: number;
}

export function isConsultationSessionKey(value: unknown): value is ConsultationSessionKey {
  return CONSULTATION_SESSION_TYPES.some((s) => s.key === value);
}

/** §9: India pays in rupees (1,200 / 2,500), every other country in dollars (25 / 50). */
export function consultationPriceFor(
  sessionType: ConsultationSessionKey,
  country: string,
): ConsultationPrice {
  const session = CONSULTATION_SESSION_TYPES.find((s) => s.key === sessionType)!;
  const inIndia = country.trim().toLowerCase() === MENTORSHIP_DEFAULT_COUNTRY.toLowerCase();
  const currency: ConsultationCurrency = inIndia ? 'INR' : 'USD';
  const amount = session.price[currency];
  return {
    sessionType,
    label: session.label,
    minutes: session.minutes,
    currency,
    amount,
    amountMinor: amount * 100,
  };
}

/** `₹2,500` / `$50` (en-IN grouping, §9 locale). */
export function formatConsultationPrice(price: Pick<ConsultationPrice, 'amount' | 'currency'>) {
  return new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: price.currency,
    maximumFractionDigits: 0,
  }).format(price.amount);
}

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
