// Calendar dates and time zones, one definition each: a date is 'YYYY-MM-DD', "today" is taken on
// the wall clock of an IANA zone (an unknown or missing zone falls back to Asia/Kolkata, §3).
import { DateTime } from 'luxon';
import { DEFAULT_TIMEZONE } from '../constants/marketplace';
import { isIanaZone } from './timezone';

/** A real calendar date written `YYYY-MM-DD` (not 2023-02-30). */
export function isIsoDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  return DateTime.fromISO(value, { zone: 'UTC' }).isValid;
}

/** The zone to compute in: the given IANA zone when valid, else the product default. */
export function safeZone(zone: string | null | undefined): string {
  return isIanaZone(zone) ? zone : DEFAULT_TIMEZONE;
}

/** Today's date (`YYYY-MM-DD`) on the wall clock of `zone` at the instant `now`. */
export function todayIn(zone: string | null | undefined, now: Date = new Date()): string {
  return DateTime.fromJSDate(now, { zone: safeZone(zone) }).toISODate()!;
}
