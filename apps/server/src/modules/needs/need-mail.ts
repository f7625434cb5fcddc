// Mail to tutors about needs, through the mail port. Sent after the transaction commits; a failed
// send is logged and never undoes the action (the same rule as booking mail).
import type { FastifyBaseLogger } from 'fastify';
import type { MailMessage, MailPort } from '../../ports/mail';

export interface NeedMailContext {
  mail: MailPort;
  appUrl?: string;
  log?: Pick<FastifyBaseLogger, 'error'>;
}

export interface NeedMailNeed {
  subject: string;
  level: string;
  mode: string;
  startDate: string;
}

export function newLeadMail(
  to: { email: string; fullName: string },
  need: NeedMailNeed,
  reason: string,
  appUrl?: string,
): MailMessage {
  const link = appUrl ? ['', `${appUrl.replace(/\/$/, '')}/tutor-leads`] : [];
  return {
    to: to.email,
    subject: `A student needs a tutor for ${need.subject}`,
    text: [
      `Hello ${to.fullName},`,
      '',
      `A new need matches your profile: ${need.subject} (${need.level}), ${need.mode}, from ${need.startDate}.`,
      `Why you: ${reason}.`,
      'Open Leads to send an offer or decline it.',
      ...link,
    ].join('\n'),
  };
}

export function newOfferMail(
  to: { email: string; fullName: string },
  need: NeedMailNeed,
  tutorName: string,
  appUrl?: string,
): MailMessage {
  const link = appUrl ? ['', `${appUrl.replace(/\/$/, '')}/my-needs`] : [];
  return {
    to: to.email,
    subject: `New offer for your ${need.subject} need`,
    text: [
      `Hello ${to.fullName},`,
      '',
      `${tutorName} sent an offer for your ${need.subject} need. Compare the offers in My needs.`,
      ...link,
    ].join('\n'),
  };
}

export async function sendAll(ctx: NeedMailContext, messages: MailMessage[]): Promise<void> {
  for (const m of messages) {
    try {
      await ctx.mail.send(m);
    } catch (err) {
      ctx.log?.error({ err }, 'need mail failed');
    }
  }
}
