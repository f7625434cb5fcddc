// Payment and payout emails. Sent after the transaction commits; a failed send is logged and never
// undoes or fails the money action (same rule as booking mail).
import type { FastifyBaseLogger } from 'fastify';
import type { MailMessage, MailPort } from '../../ports/mail';

export interface PaymentMailContext {
  mail: MailPort;
  log?: Pick<FastifyBaseLogger, 'error'>;
}

export function formatMoney(minor: number, currency: 'INR' | 'USD'): string {
  const major = minor / 100;
  return currency === 'INR'
    ? `Rs ${major.toLocaleString('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`
    : `USD ${major.toLocaleString('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;
}

export async function sendPaymentMail(ctx: PaymentMailContext, messages: MailMessage[]) {
  for (const m of messages) {
    try {
      await ctx.mail.send(m);
    } catch (err) {
      ctx.log?.error({ err }, 'payment mail failed');
    }
  }
}
