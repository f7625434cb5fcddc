// Admin: mark a pending withdrawal paid (with the bank/UPI reference) or rejected (with a reason;
// the amount returns to the tutor's balance). The withdrawal row is locked, so it is decided once;
// the same decision again (a double click, a retried request) is answered as the success it was,
// without a second mail, while a different decision on a decided withdrawal is refused.
import { eq } from 'drizzle-orm';
import { AppError } from '@tm/shared/errors';
import { PAYMENT_MESSAGES, type WithdrawalDto } from '@tm/shared/schemas/payments';
import type { Db } from '../../db/client';
import { ledgerEntries, withdrawals } from '../../db/schema/payments';
import type { AuthUser } from '../auth/tokens';
import { selectWithdrawals } from './withdrawal-dto';
import { formatMoney, sendPaymentMail, type PaymentMailContext } from './payment-mail';

export async function decideWithdrawal(opts: {
  db: Db;
  mail: PaymentMailContext;
  admin: AuthUser;
  withdrawalId: string;
  decision: { status: 'paid'; reference: string } | { status: 'rejected'; reason: string };
}): Promise<WithdrawalDto> {
  const now = new Date();
  const decided = await opts.db.transaction(async (tx) => {
    const [w] = await tx
      .select()
      .from(withdrawals)
      .where(eq(withdrawals.id, opts.withdrawalId))
      .for('update')
      .limit(1);
    if (!w) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.withdrawalNotFound);
    const d = opts.decision;
    if (isSameDecision(w, d)) return false;
    if (w.status !== 'pending') throw new AppError('CONFLICT', PAYMENT_MESSAGES.withdrawalDecided);
    await tx
      .update(withdrawals)
      .set({
        status: d.status,
        reference: d.status === 'paid' ? d.reference : null,
        rejectionReason: d.status === 'rejected' ? d.reason : null,
        decidedBy: opts.admin.id,
        decidedAt: now,
      })
      .where(eq(withdrawals.id, w.id));
    await tx
      .update(ledgerEntries)
      .set({ status: d.status })
      .where(eq(ledgerEntries.withdrawalId, w.id));
    return true;
  });
  const [dto] = await selectWithdrawals(opts.db, eq(withdrawals.id, opts.withdrawalId), 1);
  if (!decided) return dto!;
  const amount = formatMoney(Math.round(dto!.amount * 100), dto!.currency);
  await sendPaymentMail(opts.mail, [
    opts.decision.status === 'paid'
      ? {
          to: dto!.tutor.email,
          subject: 'Withdrawal paid',
          text: `Your withdrawal of ${amount} was paid to ${dto!.payoutTo}. Reference: ${opts.decision.reference}.`,
        }
      : {
          to: dto!.tutor.email,
          subject: 'Withdrawal rejected',
          text: `Your withdrawal of ${amount} was rejected: ${opts.decision.reason}. The amount is back in your available balance.`,
        },
  ]);
  return dto!;
}

/** Whether a withdrawal already carries this decision: paid with this reference, or rejected for this reason. */
function isSameDecision(
  w: { status: string; reference: string | null; rejectionReason: string | null },
  d: { status: 'paid'; reference: string } | { status: 'rejected'; reason: string },
): boolean {
  if (d.status === 'paid') return w.status === 'paid' && w.reference === d.reference;
  return w.status === 'rejected' && w.rejectionReason === d.reason;
}
