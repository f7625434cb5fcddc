// The reminder mails: one per side of a class, 24 hours and 1 hour before each
// session, on the recipient's own clock, with the join link and the session as an .ics file; and
// the tutor's daily summary of requests waiting more than 24 hours.
import { createEvent } from 'ics';
import { ONLINE_TUTORING } from '@tm/shared/constants/marketplace';
import type { Session } from '@tm/shared/rules/booking-time';
import { sessionLabelIn, type ReminderKind } from '@tm/shared/rules/reminders';
import type { MailMessage } from '../../ports/mail';
import { sessionEventKey } from '../bookings/booking-calendar';

export interface Party {
  id: string;
  fullName: string;
  email: string;
  timezone: string;
}

export interface ReminderBooking {
  id: string;
  subject: string;
  isTrial: boolean;
  tutoringModes: string[];
  tutor: Party;
  student: Party;
}

const LEAD_TEXT: Record<ReminderKind, string> = { '24h': 'in about 24 hours', '1h': 'in 1 hour' };

const trimUrl = (appUrl: string) => appUrl.replace(/\/$/, '');

export function joinUrl(b: ReminderBooking, appUrl: string): string | null {
  return b.tutoringModes.includes(ONLINE_TUTORING) ? `${trimUrl(appUrl)}/video-call/${b.id}` : null;
}

/**
 * One VEVENT for the session (RFC 5545 through the `ics` package). Written as UTC instants, like
 * GET /bookings/{id}/calendar.ics, with the same UID, so a calendar that already holds the class
 * updates the event instead of adding a second one.
 */
export function sessionIcs(b: ReminderBooking, s: Session, viewer: Party, appUrl: string): string {
  const other = viewer.id === b.tutor.id ? b.student : b.tutor;
  const url = joinUrl(b, appUrl);
  const { error, value } = createEvent({
    ...sessionEventKey(b.id, s),
    title: `${b.isTrial ? 'Trial: ' : ''}${b.subject} with ${other.fullName}`,
    description: [`Mode: ${b.tutoringModes.join(', ')}`, url ? `Join: ${url}` : '']
      .filter(Boolean)
      .join('\n'),
    status: 'CONFIRMED',
    busyStatus: 'BUSY',
    productId: 'tutorsplace/reminders',
    ...(url ? { url } : {}),
  });
  if (error || !value) throw error ?? new Error('calendar file could not be made');
  return value;
}

export function classReminderMail(
  kind: ReminderKind,
  b: ReminderBooking,
  s: Session,
  to: Party,
  appUrl: string,
): MailMessage {
  const isTutor = to.id === b.tutor.id;
  const other = isTutor ? b.student : b.tutor;
  const what = b.isTrial ? 'free trial' : 'class';
  const url = joinUrl(b, appUrl);
  return {
    to: to.email,
    subject: `Reminder: your ${b.subject} ${what} with ${other.fullName} starts ${LEAD_TEXT[kind]}`,
    text: [
      `Hello ${to.fullName},`,
      ``,
      `Your ${what} in ${b.subject} with ${other.fullName} starts ${LEAD_TEXT[kind]}.`,
      `When: ${sessionLabelIn(s, to.timezone)}`,
      `Mode: ${b.tutoringModes.join(', ')}`,
      ...(url
        ? [``, `Join the class: ${url}`]
        : [
            ``,
            `See your classes: ${trimUrl(appUrl)}${isTutor ? '/tutor-classes' : '/student-classes'}`,
          ]),
      ``,
      `The attached calendar file adds this session to your calendar.`,
    ].join('\n'),
    attachments: [
      {
        filename: 'class.ics',
        contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
        content: sessionIcs(b, s, to, appUrl),
      },
    ],
  };
}

export interface PendingRequest {
  studentName: string;
  subject: string;
  isTrial: boolean;
  firstSession: Session;
  createdAt: Date;
}

export function pendingSummaryMail(
  tutor: Party,
  requests: PendingRequest[],
  appUrl: string,
): MailMessage {
  const n = requests.length;
  return {
    to: tutor.email,
    subject: `${n} booking request${n === 1 ? '' : 's'} waiting for your answer`,
    text: [
      `Hello ${tutor.fullName},`,
      ``,
      `${n === 1 ? 'This request has' : 'These requests have'} been waiting for more than 24 hours:`,
      ``,
      ...requests.map(
        (r) =>
          `- ${r.studentName}: ${r.isTrial ? 'free trial' : 'class'} in ${r.subject}, first session ${sessionLabelIn(r.firstSession, tutor.timezone)}`,
      ),
      ``,
      `A request you do not answer expires when its first session starts. Accept or reject them from your requests page:`,
      `${trimUrl(appUrl)}/tutor-requests`,
    ].join('\n'),
  };
}
