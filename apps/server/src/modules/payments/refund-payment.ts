// Admin: payments flagged refund_due (they arrived after their booking expired) and refunding one
// through the payments port. The payment row is locked, so a double click refunds once, and the
// second press is answered as the success it was (no second mail); a provider failure changes
// nothing.
import { desc, eq } from 'drizzle-orm';
import { AppError } from '@tm/shared/errors';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import { users } from '../../db/schema/users';
import { ledgerEntries, payments } from '../../db/schema/payments';
import { PaymentProviderError, type PaymentsPort } from '../../ports/payments';
import { formatMoney, sendPaymentMail, type PaymentMailContext } from './payment-mail';

export const REFUND_MESSAGES = {
  notFound: 'Payment not found.',
  notDue: 'Only a payment flagged for refund can be refunded.',
  providerFailed: 'The refund could not be started with the payment provider. Try again later.',
} as const;

export interface RefundDueDto {
  _id: string;
  bookingId: string;
  subject: string;
  student: { fullName: string; email: string };
  amount: number;
  currency: 'INR' | 'USD';
  status: 'captured' | 'refund_due' | 'refunded';
  providerPaymentId: string;
  receiptNumber: string;
  createdAt: string;
}

export async function listRefundPayments(
  db: Db,
  status: 'refund_due' | 'refunded',
): Promise<RefundDueDto[]> {
  const rows = await db
    .select({
      p: payments,
      subject: bookings.subject,
      fullName: users.fullName,
      email: users.email,
    })
    .from(payments)
    .innerJoin(bookings, eq(bookings.id, payments.bookingId))
    .innerJoin(users, eq(users.id, payments.studentId))
    .where(eq(payments.status, status))
    .orderBy(desc(payments.createdAt))
    .limit(200);
  return rows.map(({ p, subject, fullName, email }) => ({
    _id: p.id,
    bookingId: p.bookingId,
    subject,
    student: { fullName, email },
    amount: p.amountMinor / 100,
    currency: p.currency,
    status: p.status,
    providerPaymentId: p.providerPaymentId,
    receiptNumber: p.receiptNumber,
    createdAt: p.createdAt.toISOString(),
  }));
}

export async function refundPayment(opts: {
  db: Db;
  payments: PaymentsPort;
  mail: PaymentMailContext;
  paymentId: string;
  /** Why, for the provider's notes and the student's mail (default: the booking had expired). */
  reason?: string;
  log?: { error: (obj: unknown, msg: string) => void };
}): Promise<void> {
  const p = await opts.db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(payments)
      .where(eq(payments.id, opts.paymentId))
      .for('update')
      .limit(1);
    if (!row) throw new AppError('NOT_FOUND', REFUND_MESSAGES.notFound);
    if (row.status === 'refunded') return null; // already refunded: the same outcome
    if (row.status !== 'refund_due') throw new AppError('CONFLICT', REFUND_MESSAGES.notDue);
    try {
      await opts.payments.refund({
        paymentId: row.providerPaymentId,
        amountMinor: row.amountMinor,
        notes: {
          bookingId: row.bookingId,
          reason: opts.reason ?? 'booking expired before payment',
        },
      });
    } catch (err) {
      if (err instanceof PaymentProviderError) {
        opts.log?.error({ err }, 'refund failed');
        throw new AppError('BAD_GATEWAY', REFUND_MESSAGES.providerFailed);
      }
      throw err;
    }
    await tx.update(payments).set({ status: 'refunded' }).where(eq(payments.id, row.id));
    await tx
      .update(ledgerEntries)
      .set({ status: 'refunded' })
      .where(eq(ledgerEntries.paymentId, row.id));
    return row;
  });
  if (!p) return;
  const [student] = await opts.db
    .select({ email: users.email })
    .from(users)
    .where(eq(users.id, p.studentId))
    .limit(1);
  if (student) {
    await sendPaymentMail(opts.mail, [
      {
        to: student.email,
        subject: 'Your payment has been refunded',
        text: `We refunded ${formatMoney(p.amountMinor, p.currency)} (receipt ${p.receiptNumber}) because ${opts.reason ?? 'the booking had expired before the payment arrived'}. Banks usually show it within 5-7 working days.`,
      },
    ]);
  }
}
