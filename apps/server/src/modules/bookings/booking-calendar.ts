import type { EventAttributes } from 'ics';
import { AppError } from '@tm/shared/errors';
import { ONLINE_TUTORING } from '@tm/shared/constants/marketplace';
import { bookingSessions, describeSchedule, type Session } from '@tm/shared/rules/booking-time';
import type { Db } from '../../db/client';
import type { AuthUser } from '../auth/tokens';
import { loadBookingFor } from '../access/booking-access';
import { loadBookingDto } from './booking-dto';

export const CALENDAR_MESSAGES = {
  nothingToAdd: 'This booking has no classes to add to a calendar.',
  failed: 'Could not make the calendar file. Please try again.',
} as const;

/** Bookings whose classes may still happen get a calendar file; a pending one is tentative. */
const CALENDAR_STATUSES = ['pending', 'accepted', 'active'] as const;

/**
 * A session's identity and times in a calendar event: one UID per booking and session, named by
 * the date the booking's rule gave the session (its key), so a session that moves keeps its UID
 * and a calendar moves the event it already has instead of keeping the old time beside the new
 * one (the reminders' .ics use it too); UTC instants.
 */
export function sessionEventKey(bookingId: string, s: Session) {
  return {
    uid: `${bookingId}-${s.key ?? s.date}@tutorsplace`,
    start: s.start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    end: s.end.getTime(),
    endInputType: 'utc',
    endOutputType: 'utc',
  } as const;
}

/**
 * GET /bookings/{id}/calendar.ics: one event per session. Decision: events are written as UTC
 * instants (the `ics` package writes no VTIMEZONE), computed from the tutor's IANA zone with DST,
 * so every calendar shows them at the right moment in its own zone; the description repeats the
 * times on the tutor's clock with the zone name.
 */
export async function bookingCalendar(opts: {
  db: Db;
  user: AuthUser;
  bookingId: string;
  appUrl?: string;
  now?: Date;
}): Promise<{ filename: string; ics: string }> {
  const { grant } = await loadBookingFor({ ...opts, viewer: opts.user, action: 'view' });
  const b = (await loadBookingDto(opts.db, opts.bookingId, opts.now))!;
  if (!(CALENDAR_STATUSES as readonly string[]).includes(b.status))
    throw new AppError('CONFLICT', CALENDAR_MESSAGES.nothingToAdd);
  const other = grant.as === 'tutor' ? b.studentId : b.tutorId;
  const online = b.tutoringMode.includes(ONLINE_TUTORING);
  const callUrl =
    online && opts.appUrl ? `${opts.appUrl.replace(/\/$/, '')}/video-call/${b._id}` : undefined;
  const sessions = bookingSessions(b);
  const events: EventAttributes[] = sessions.map((s) => ({
    ...sessionEventKey(b._id, s),
    title: `${b.isTrial ? 'Trial: ' : ''}${b.subject} with ${other.fullName}`,
    description: [
      describeSchedule(b),
      `Mode: ${b.tutoringMode.join(', ')}`,
      callUrl ? `Join: ${callUrl}` : '',
    ]
      .filter(Boolean)
      .join('\n'),
    status: b.status === 'pending' ? 'TENTATIVE' : 'CONFIRMED',
    busyStatus: 'BUSY',
    productId: 'tutorsplace/bookings',
    calName: 'TutorsPlace classes',
    ...(callUrl ? { url: callUrl } : {}),
  }));
  const { createEvents } = await import('ics'); // loaded on first use
  const { error, value } = createEvents(events);
  if (error || !value) throw new AppError('INTERNAL', CALENDAR_MESSAGES.failed);
  const slug =
    b.subject
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 40) || 'class';
  return { filename: `${slug}-${sessions[0]?.date ?? b.startDate}.ics`, ics: value };
}
