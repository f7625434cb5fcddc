// reschedule and cancellation emails, both ways (in the style of booking-mail.ts). Sent
// after the transaction commits; a failed send is logged and never undoes the action.
import type { BookingDto } from '@tm/shared/schemas/booking';
import type { RescheduleDto } from '@tm/shared/schemas/booking-changes';
import { formatDateLabel, formatTimeRange, wallClockIn } from '@tm/shared/rules/booking-time';
import type { MailMessage } from '../../ports/mail';
import type { BookingMailContext } from '../bookings/booking-mail';
import { formatMoney } from '../payments/payment-mail';

type Side = 'student' | 'tutor';
const person = (b: BookingDto, side: Side) => (side === 'student' ? b.studentId : b.tutorId);
const other = (side: Side): Side => (side === 'student' ? 'tutor' : 'student');
const pagePath = (side: Side) => (side === 'student' ? '/student-classes' : '/tutor-classes');

function link(ctx: BookingMailContext, side: Side): string[] {
  return ctx.appUrl ? ['', `${ctx.appUrl.replace(/\/$/, '')}${pagePath(side)}`] : [];
}

/** "Wed, 9 Dec 2026, 6:00 PM – 7:00 PM (Asia/Kolkata)", plus the reader's own clock if it differs. */
function when(b: BookingDto, date: string, start: string, end: string, zone: string): string {
  const tutorClock = `${formatDateLabel(date)}, ${formatTimeRange(start, end)} (${b.timezone})`;
  if (zone === b.timezone) return tutorClock;
  const s = wallClockIn(date, start, b.timezone, zone);
  const e = wallClockIn(date, end, b.timezone, zone);
  return `${tutorClock}; your time ${formatDateLabel(s.date)}, ${formatTimeRange(s.time, e.time)} (${zone})`;
}

export function rescheduleMail(
  kind: 'proposed' | 'accepted' | 'declined' | 'withdrawn',
  b: BookingDto,
  p: RescheduleDto,
  ctx: BookingMailContext,
): MailMessage {
  // The proposal goes to the other side; the answer goes back to the proposer.
  const to: Side = kind === 'proposed' || kind === 'withdrawn' ? other(p.proposedBy) : p.proposedBy;
  const from = person(b, to === p.proposedBy ? other(p.proposedBy) : p.proposedBy);
  const reader = person(b, to);
  const oldEnd = b.endTime;
  const scope =
    p.scope === 'rest'
      ? `this session and the ${p.movedCount - 1} after it (each moves by the same number of days)`
      : 'this session';
  const lines = [
    `Hello ${reader.fullName},`,
    '',
    {
      proposed: `${from.fullName} proposes to move ${scope} of ${b.subject}:`,
      accepted: `${from.fullName} accepted your new time for ${b.subject}:`,
      declined: `${from.fullName} declined your new time for ${b.subject}:`,
      withdrawn: `${from.fullName} withdrew their proposal to move ${b.subject}:`,
    }[kind],
    `From: ${when(b, p.fromDate, p.fromStartTime, oldEnd, reader.timezone)}`,
    `To: ${when(b, p.newDate, p.newStartTime, p.newEndTime, reader.timezone)}`,
    ...(kind === 'proposed' && p.message ? [`Message: ${p.message}`] : []),
    ...(kind === 'declined' && p.declineReason ? [`Reason: ${p.declineReason}`] : []),
    '',
    kind === 'proposed'
      ? 'Accept or decline it from your classes page.'
      : kind === 'accepted'
        ? 'The class is now at the new time.'
        : 'The class stays at its current time.',
    ...link(ctx, to),
  ];
  const subject = {
    proposed: `${from.fullName} proposes a new time for ${b.subject}`,
    accepted: `New time accepted for ${b.subject}`,
    declined: `New time declined for ${b.subject}`,
    withdrawn: `Proposal withdrawn for ${b.subject}`,
  }[kind];
  return { to: reader.email!, subject, text: lines.join('\n') };
}

export interface CancelMailInfo {
  cancelledBy: Side;
  sessions: number;
  whole: boolean;
  reason: string | null;
  refundMinor: number;
  refundStatus: 'pending_approval' | 'processed' | 'declined' | 'none';
}

function refundLine(b: BookingDto, c: CancelMailInfo): string {
  const amount = formatMoney(c.refundMinor, b.currency);
  if (c.refundStatus === 'processed')
    return `Refund: ${amount} to the student's original payment method (banks usually show it within 5-7 working days).`;
  if (c.refundStatus === 'pending_approval')
    return `Refund: ${amount}, after our team approves it (the cancellation was late; see the cancellation policy).`;
  return 'Refund: none (nothing was paid for these sessions, or the policy gives none this late).';
}

/** Both sides hear about a cancellation, with the refund. */
export function cancellationMails(b: BookingDto, c: CancelMailInfo, ctx: BookingMailContext) {
  const by = person(b, c.cancelledBy);
  const what = c.whole
    ? `the booking for ${b.subject}`
    : `${c.sessions} session${c.sessions === 1 ? '' : 's'} of ${b.subject}`;
  return (['student', 'tutor'] as const).map((side): MailMessage => ({
    to: person(b, side).email!,
    subject: `Cancelled: ${b.subject} (${by.fullName})`,
    text: [
      `Hello ${person(b, side).fullName},`,
      '',
      side === c.cancelledBy ? `You cancelled ${what}.` : `${by.fullName} cancelled ${what}.`,
      ...(c.reason ? [`Reason: ${c.reason}`] : []),
      refundLine(b, c),
      ...link(ctx, side),
    ].join('\n'),
  }));
}

export function refundDecisionMail(
  b: BookingDto,
  approved: boolean,
  amountMinor: number,
  note: string | null,
): MailMessage {
  const amount = formatMoney(amountMinor, b.currency);
  return {
    to: b.studentId.email!,
    subject: approved ? 'Your refund was approved' : 'Your refund request was declined',
    text: [
      `Hello ${b.studentId.fullName},`,
      '',
      approved
        ? `We refunded ${amount} for ${b.subject}. Banks usually show it within 5-7 working days.`
        : `We could not approve the refund of ${amount} for ${b.subject}.`,
      ...(note ? [`Note: ${note}`] : []),
    ].join('\n'),
  };
}

export async function sendChangeMail(ctx: BookingMailContext, messages: MailMessage[]) {
  for (const m of messages) {
    try {
      await ctx.mail.send(m);
    } catch (err) {
      ctx.log?.error({ err }, 'booking change mail failed');
    }
  }
}
