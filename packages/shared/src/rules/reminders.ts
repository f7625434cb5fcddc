// class reminders and the tutor's daily summary of old pending requests. The
// timing rules live here (pure, fake-clock tested); the server's reminder job applies them.
import { DateTime } from 'luxon';
import { safeZone } from './dates';
import { formatDateLabel, formatTime12, sessionIn, type Session } from './booking-time';

export const REMINDER_KINDS = ['24h', '1h'] as const;
export type ReminderKind = (typeof REMINDER_KINDS)[number];

const HOUR_MS = 60 * 60 * 1000;
/** How long before a session's start each reminder becomes due. */
export const REMINDER_LEAD_MS: Record<ReminderKind, number> = {
  '24h': 24 * HOUR_MS,
  '1h': HOUR_MS,
};
/** The job looks this far ahead for sessions. */
export const REMINDER_LOOKAHEAD_MS = REMINDER_LEAD_MS['24h'];

/**
 * Which reminder a session is due for at `now`, or null. The 1-hour reminder is due in the last
 * hour before the start; the 24-hour one from 24 hours before until the 1-hour one takes over.
 * A class booked 3 hours ahead still gets its 24-hour reminder at once ("your class is coming
 * up"); one booked 30 minutes ahead gets only the 1-hour one. Nothing once the session started.
 * Each (session, kind) is sent at most once: the server's sent-log guarantees that.
 */
export function dueReminder(sessionStart: Date, now: Date): ReminderKind | null {
  const left = sessionStart.getTime() - now.getTime();
  if (left <= 0) return null;
  if (left <= REMINDER_LEAD_MS['1h']) return '1h';
  if (left <= REMINDER_LEAD_MS['24h']) return '24h';
  return null;
}

/** A pending request is in the tutor's daily summary once it is this old. */
export const PENDING_SUMMARY_AGE_MS = 24 * HOUR_MS;
/** The summary goes out from this hour of the tutor's own morning. */
export const PENDING_SUMMARY_HOUR = 9;

/**
 * The tutor's local date whose daily summary may be sent at `now`, or null before
 * PENDING_SUMMARY_HOUR on the tutor's clock. One summary per tutor per local date (sent-log key).
 */
export function summaryDateDue(now: Date, tutorZone: string): string | null {
  const local = DateTime.fromJSDate(now, { zone: safeZone(tutorZone) });
  return local.hour >= PENDING_SUMMARY_HOUR ? local.toISODate() : null;
}

/**
 * A session on the recipient's own clock, for a mail:
 * `Wed, 4 Mar 2026, 6:00 PM – 7:00 PM (Asia/Kolkata)`; the end carries its own date when it passes
 * midnight there.
 */
export function sessionLabelIn(session: Pick<Session, 'start' | 'end'>, zone: string): string {
  const z = safeZone(zone);
  const l = sessionIn(session, z);
  const end =
    l.endDate !== l.date
      ? `${formatDateLabel(l.endDate)}, ${formatTime12(l.endTime)}`
      : formatTime12(l.endTime);
  return `${formatDateLabel(l.date)}, ${formatTime12(l.startTime)} – ${end} (${z})`;
}
