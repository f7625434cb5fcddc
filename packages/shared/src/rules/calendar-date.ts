// Dates sent by clients. Forms send `YYYY-MM-DD`; a client written to the spec may send
// `Date.toISOString()` of a local midnight instead (`2026-11-30T18:30:00.000Z` is 1 December in
// India). Such an instant is read as the calendar date it falls on in the user's IANA zone, with
// Luxon doing the zone arithmetic; cutting the string at "T" would give the day before.
import { DateTime } from 'luxon';
import { isIanaZone } from './timezone';

const PLAIN_DATE = /^\d{4}-\d{2}-\d{2}$/;
/** A full ISO date-time with a zone designator (Z or ±HH:MM), as toISOString() produces. */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/i;

/**
 * The `YYYY-MM-DD` a client meant: a plain date is returned unchanged; an ISO instant becomes the
 * date it falls on in `zone`. Anything else is returned unchanged, so the usual date check reports
 * it with its own message. An unknown zone is not guessed: the value is returned unchanged.
 */
export function toCalendarDate<T>(value: T, zone: string): T | string {
  if (typeof value !== 'string') return value;
  const s = value.trim();
  if (PLAIN_DATE.test(s) || !ISO_INSTANT.test(s)) return value;
  if (!isIanaZone(zone)) return value;
  const instant = DateTime.fromISO(s, { setZone: true });
  if (!instant.isValid) return value;
  return instant.setZone(zone).toISODate() ?? value;
}

/** Longest date string accepted on input: an ISO instant with nanoseconds and an offset. */
export const DATE_INPUT_MAX_CHARS = 40;
