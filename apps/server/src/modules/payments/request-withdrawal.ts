// POST /api/withdrawals: a tutor asks for a payout up to the available balance. The tutor's user
// row is locked first, so two requests at the same instant take turns and the second sees the
// first; the balance can never go negative.
import { eq } from 'drizzle-orm';
import { AppError } from '@tm/shared/errors';
import { availableBalanceMinor } from '@tm/shared/rules/payments';
import {
  PAYMENT_MESSAGES,
  withdrawalRefusal,
  type WithdrawalDto,
} from '@tm/shared/schemas/payments';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/users';
import { tutorProfiles } from '../../db/schema/tutor-profiles';
import { ledgerEntries, withdrawals } from '../../db/schema/payments';
import { toMinor } from '../../lib/money';
import type { AuthUser } from '../auth/tokens';
import { findBankDetails, payoutTarget } from './bank-details';
import { tutorTotalsMinor } from './tutor-totals';
import { selectWithdrawals } from './withdrawal-dto';
import { formatMoney, sendPaymentMail, type PaymentMailContext } from './payment-mail';

export async function requestWithdrawal(opts: {
  db: Db;
  mail: PaymentMailContext;
  user: AuthUser;
  amount: number;
}): Promise<WithdrawalDto> {
  const amountMinor = toMinor(opts.amount);
  const id = await opts.db.transaction(async (tx) => {
    await tx.select({ id: users.id }).from(users).where(eq(users.id, opts.user.id)).for('update');
    const bank = await findBankDetails(tx, opts.user.id);
    if (!bank) throw new AppError('CONFLICT', PAYMENT_MESSAGES.bankDetailsMissing);
    const totals = await tutorTotalsMinor(tx, opts.user.id);
    const available = availableBalanceMinor(totals.earningMinor, totals.withdrawalsMinor);
    const refusal = withdrawalRefusal(amountMinor, available);
    if (refusal) {
      throw new AppError('CONFLICT', refusal, {
        availableBalance: available / 100,
      });
    }
    const [profile] = await tx
      .select({ currency: tutorProfiles.currency })
      .from(tutorProfiles)
      .where(eq(tutorProfiles.userId, opts.user.id))
      .limit(1);
    const currency = profile?.currency ?? 'INR';
    const [w] = await tx
      .insert(withdrawals)
      .values({ tutorId: opts.user.id, amountMinor, currency, payoutTo: payoutTarget(bank) })
      .returning({ id: withdrawals.id });
    await tx.insert(ledgerEntries).values({
      userId: opts.user.id,
      type: 'withdrawal',
      amountMinor,
      currency,
      status: 'pending',
      withdrawalId: w!.id,
    });
    return w!.id;
  });
  const [dto] = await selectWithdrawals(opts.db, eq(withdrawals.id, id), 1);
  await sendPaymentMail(opts.mail, [
    {
      to: opts.user.email,
      subject: 'Withdrawal requested',
      text: `We received your withdrawal request for ${formatMoney(amountMinor, dto!.currency)} to ${dto!.payoutTo}. You will get an email when it is paid.`,
    },
  ]);
  return dto!;
}
