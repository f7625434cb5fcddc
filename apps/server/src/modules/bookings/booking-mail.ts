// Booking emails (issue: the tutor on a new request, the student on accept or reject; decision:
// the tutor also hears when a student withdraws a request). Sent after the transaction commits;
// a failed send is logged and never undoes or fails the booking action.
import type { FastifyBaseLogger } from 'fastify';
import type { BookingDto } from '@tm/shared/schemas/booking';
import {
  describeSchedule,
  firstSessionIn,
  formatTime12,
  formatDateLabel,
} from '@tm/shared/rules/booking-time';
import type { MailMessage, MailPort } from '../../ports/mail';

export type BookingMailKind = 'requested' | 'accepted' | 'rejected' | 'withdrawn';

export interface BookingMailContext {
  mail: MailPort;
  /** The public address of the web app, for links (PUBLIC_URL); links are left out without it. */
  appUrl?: string;
  log?: Pick<FastifyBaseLogger, 'error'>;
}

function scheduleLines(b: BookingDto, viewerZone: string): string[] {
  const lines = [`When: ${describeSchedule(b)}`];
  // the first real session (bookingSessions), not the start date.
  const first = viewerZone !== b.timezone ? firstSessionIn(b, viewerZone) : null;
  if (first) {
    lines.push(
      `In your time zone (${viewerZone}), the first session is ${formatDateLabel(first.date)}, ${formatTime12(first.startTime)} – ${formatTime12(first.endTime)}.`,
    );
  }
  lines.push(`Sessions: ${b.sessions}`, `Mode: ${b.tutoringMode.join(', ')}`);
  return lines;
}

const kindOf = (b: BookingDto) => (b.isTrial ? 'free trial' : 'class');

// Built from the module's own DTO, which always carries both emails (only answers strip them:
// bookingFor in booking-dto.ts).
export function bookingMail(kind: BookingMailKind, b: BookingDto, appUrl?: string): MailMessage {
  const link = (path: string) => (appUrl ? [``, `${appUrl.replace(/\/$/, '')}${path}`] : []);
  const tutor = b.tutorId;
  const student = b.studentId;
  switch (kind) {
    case 'requested':
      return {
        to: tutor.email!,
        subject: `New ${kindOf(b)} request from ${student.fullName}`,
        text: [
          `Hello ${tutor.fullName},`,
          ``,
          `${student.fullName} has asked for a ${kindOf(b)} in ${b.subject}.`,
          ...scheduleLines(b, tutor.timezone),
          b.isTrial
            ? 'Price: free trial'
            : `Price: ${b.price} ${b.currency} per hour (${b.total} ${b.currency} in all)`,
          ``,
          `Accept or reject it from your requests page.`,
          ...link('/tutor-requests'),
        ].join('\n'),
      };
    case 'accepted':
      return {
        to: student.email!,
        subject: `${tutor.fullName} accepted your ${kindOf(b)} request`,
        text: [
          `Hello ${student.fullName},`,
          ``,
          `${tutor.fullName} accepted your ${kindOf(b)} request for ${b.subject}.`,
          ...scheduleLines(b, student.timezone),
          ``,
          b.isTrial
            ? 'Your trial is confirmed; it needs no payment.'
            : 'Pay for the class from My Classes to confirm it.',
          ...link('/student-classes'),
        ].join('\n'),
      };
    case 'rejected':
      return {
        to: student.email!,
        subject: `${tutor.fullName} rejected your ${kindOf(b)} request`,
        text: [
          `Hello ${student.fullName},`,
          ``,
          `${tutor.fullName} could not take your ${kindOf(b)} request for ${b.subject}.`,
          `Reason: ${b.rejectionReason ?? ''}`,
          ``,
          `You can book another time or another tutor.`,
          ...link('/student-dashboard'),
        ].join('\n'),
      };
    case 'withdrawn':
      return {
        to: tutor.email!,
        subject: `${student.fullName} withdrew a ${kindOf(b)} request`,
        text: [
          `Hello ${tutor.fullName},`,
          ``,
          `${student.fullName} withdrew their ${kindOf(b)} request for ${b.subject}.`,
          ...scheduleLines(b, tutor.timezone),
        ].join('\n'),
      };
  }
}

export async function sendBookingMail(
  ctx: BookingMailContext,
  kind: BookingMailKind,
  b: BookingDto,
): Promise<void> {
  try {
    await ctx.mail.send(bookingMail(kind, b, ctx.appUrl));
  } catch (err) {
    ctx.log?.error({ err, bookingId: b._id, kind }, 'booking mail failed');
  }
}
