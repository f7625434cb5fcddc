// GET/PUT /api/bank-details: the tutor's payout details. Answers only masked values.
import { eq } from 'drizzle-orm';
import { maskAccountNumber, maskUpiId } from '@tm/shared/rules/payments';
import type { BankDetailsDto, BankDetailsRequest } from '@tm/shared/schemas/payments';
import type { Db } from '../../db/client';
import { sendPaymentMail, type PaymentMailContext } from './payment-mail';
import { bankDetails } from '../../db/schema/payments';
import type { Tx } from './tx';

type Row = typeof bankDetails.$inferSelect;

export function toBankDetailsDto(r: Row): BankDetailsDto {
  return {
    accountHolder: r.accountHolder,
    accountNumberMasked: r.accountNumber ? maskAccountNumber(r.accountNumber) : null,
    ifsc: r.ifsc,
    upiIdMasked: r.upiId ? maskUpiId(r.upiId) : null,
    updatedAt: r.updatedAt.toISOString(),
  };
}

/** Where a payout goes, masked (kept on the withdrawal as it stood when requested). */
export function payoutTarget(r: Row): string {
  if (r.accountNumber)
    return `${r.accountHolder}, A/c ${maskAccountNumber(r.accountNumber)}, IFSC ${r.ifsc}`;
  return `${r.accountHolder}, UPI ${maskUpiId(r.upiId ?? '')}`;
}

export async function findBankDetails(db: Db | Tx, tutorId: string): Promise<Row | null> {
  const [row] = await db
    .select()
    .from(bankDetails)
    .where(eq(bankDetails.tutorId, tutorId))
    .limit(1);
  return row ?? null;
}

/** PUT /api/bank-details: saves the tutor's payout details and tells them (masked) by mail. */
export async function saveBankDetails(opts: {
  db: Db;
  mail: PaymentMailContext;
  tutor: { id: string; email: string };
  details: BankDetailsRequest;
}): Promise<BankDetailsDto> {
  const values = {
    accountHolder: opts.details.accountHolder,
    accountNumber: opts.details.accountNumber ?? null,
    ifsc: opts.details.ifsc ?? null,
    upiId: opts.details.upiId ?? null,
    updatedAt: new Date(),
  };
  const [row] = await opts.db
    .insert(bankDetails)
    .values({ tutorId: opts.tutor.id, ...values })
    .onConflictDoUpdate({ target: bankDetails.tutorId, set: values })
    .returning();
  const dto = toBankDetailsDto(row!);
  const payoutTo = [
    dto.accountNumberMasked ? `A/c ${dto.accountNumberMasked}, IFSC ${dto.ifsc}` : '',
    dto.upiIdMasked ? `UPI ${dto.upiIdMasked}` : '',
  ]
    .filter(Boolean)
    .join('; ');
  await sendPaymentMail(opts.mail, [
    {
      to: opts.tutor.email,
      subject: 'Payout details saved',
      text: `Your payout details were saved: ${payoutTo}. If this was not you, contact support.`,
    },
  ]);
  return dto;
}
