// Mail on each mentorship submission and payment: one to the team (ADMIN_EMAILS) and
// one to the requester. Sent after the transaction commits; a failed send is logged and never
// fails the visitor's action (the mail port records it).
import { RESEARCH_CONTACT_PROMISE_HOURS } from '@tm/shared/constants/mentorship';
import { formatConsultationPrice } from '@tm/shared/rules/consultation-price';
import type { MailMessage, MailPort } from '../../ports/mail';
import type { consultationRequests, researchRequests } from '../../db/schema/mentorship';

type ResearchRow = typeof researchRequests.$inferSelect;
type ConsultationRow = typeof consultationRequests.$inferSelect;

export interface MentorshipMailContext {
  mail: MailPort;
  team: readonly string[];
  log?: (err: unknown, msg: string) => void;
}

async function sendAll(ctx: MentorshipMailContext, messages: MailMessage[]) {
  for (const m of messages) {
    try {
      await ctx.mail.send(m);
    } catch (err) {
      ctx.log?.(err, 'mentorship mail failed');
    }
  }
}

const contact = (r: { fullName: string; email: string; phone: string; country: string }) => [
  `Name: ${r.fullName}`,
  `Email: ${r.email}`,
  `Phone/WhatsApp: ${r.phone}`,
  `Country: ${r.country}`,
];

export function researchSubmittedMail(ctx: MentorshipMailContext, r: ResearchRow) {
  const details = [
    ...contact(r),
    `Research area: ${r.researchArea}`,
    `Current stage: ${r.currentStage}`,
    `Support needed: ${r.supportNeeded.join('; ')}`,
    ...(r.otherSupport ? [`Other support: ${r.otherSupport}`] : []),
    `Target deadline: ${r.deadline}`,
    `Document: ${r.documentFileId ? 'attached (see the admin area)' : 'none'}`,
  ];
  return sendAll(ctx, [
    ...ctx.team.map((to) => ({
      to,
      subject: `New research support request: ${r.fullName}`,
      text: [
        `A research support request came in. Contact the requester within ${RESEARCH_CONTACT_PROMISE_HOURS} hours.`,
        '',
        ...details,
      ].join('\n'),
    })),
    {
      to: r.email,
      subject: 'We received your research support request',
      text: [
        `Dear ${r.fullName},`,
        '',
        `Thank you for your request. A mentor from our team will contact you within ${RESEARCH_CONTACT_PROMISE_HOURS} hours.`,
        '',
        ...details,
      ].join('\n'),
    },
  ]);
}

function consultationLines(r: ConsultationRow): string[] {
  return [
    ...contact(r),
    ...(r.university ? [`University: ${r.university}`] : []),
    `PhD stage: ${r.phdStage}`,
    `Research title: ${r.researchTitle}`,
    `Guidance areas: ${r.guidanceAreas.join('; ')}`,
    ...(r.otherGuidance ? [`Other guidance: ${r.otherGuidance}`] : []),
    `Session: ${r.durationMinutes} minutes on ${r.sessionDate} at ${r.sessionTime} (India time)`,
    `Price: ${formatConsultationPrice({ amount: r.amountMinor / 100, currency: r.currency })}`,
  ];
}

export function consultationSubmittedMail(ctx: MentorshipMailContext, r: ConsultationRow) {
  return sendAll(ctx, [
    ...ctx.team.map((to) => ({
      to,
      subject: `Consultation request (awaiting payment): ${r.fullName}`,
      text: [
        'A consultation request was submitted; it is not paid yet.',
        '',
        ...consultationLines(r),
      ].join('\n'),
    })),
    {
      to: r.email,
      subject: 'Your PhD consultation request',
      text: [
        `Dear ${r.fullName},`,
        '',
        'We received your consultation request. Your session is booked once the payment is complete; until then the slot is not held for you.',
        '',
        ...consultationLines(r),
      ].join('\n'),
    },
  ]);
}

export function consultationPaidMail(ctx: MentorshipMailContext, r: ConsultationRow) {
  const refund = r.status === 'refund_due';
  return sendAll(ctx, [
    ...ctx.team.map((to) => ({
      to,
      subject: refund
        ? `Refund due: consultation slot already taken (${r.fullName})`
        : `Consultation paid: ${r.fullName}, ${r.sessionDate} ${r.sessionTime}`,
      text: [
        refund
          ? 'This payment arrived after another payment had taken the same slot. Refund it and offer another slot.'
          : 'A consultation was paid. Assign a mentor in the admin area.',
        `Payment: ${r.providerPaymentId ?? ''} (order ${r.providerOrderId ?? ''})`,
        '',
        ...consultationLines(r),
      ].join('\n'),
    })),
    {
      to: r.email,
      subject: refund ? 'Your consultation slot was taken' : 'Your PhD consultation is booked',
      text: [
        `Dear ${r.fullName},`,
        '',
        refund
          ? 'Another booking took this slot just before your payment completed. We will refund your payment in full and contact you to choose another slot.'
          : 'Thank you! Your session has been booked successfully! We will send you the mentor and the video link before the session.',
        '',
        ...consultationLines(r),
      ].join('\n'),
    },
  ]);
}

/**
 * A mentor was assigned to a paid consultation: the requester gets the join link of the
 * session's video call (no account needed), the mentor the link of the same call.
 */
export function consultationCallMail(
  ctx: MentorshipMailContext,
  r: ConsultationRow,
  mentor: { fullName: string; email: string },
  links: { requester: string; mentor: string },
) {
  return sendAll(ctx, [
    {
      to: r.email,
      subject: 'Your PhD consultation: mentor and video link',
      text: [
        `Dear ${r.fullName},`,
        '',
        `Your mentor is ${mentor.fullName}. Join the video call at the session time with this link (it is yours alone; no account is needed):`,
        links.requester,
        '',
        ...consultationLines(r),
      ].join('\n'),
    },
    {
      to: mentor.email,
      subject: `PhD consultation assigned: ${r.fullName}, ${r.sessionDate} ${r.sessionTime}`,
      text: [
        'You are the mentor of this consultation. Sign in and start the video call at the session time:',
        links.mentor,
        '',
        ...consultationLines(r),
      ].join('\n'),
    },
  ]);
}
