// core-marketplace §9: a platform fee of 5% is deducted from the tutor's earning; an 18% tax (GST)
// on the fee is computed and stored for invoices but not charged to the student. All amounts are
// integer minor units (paise/cents); each split rounds once and the parts always add up.
import { PLATFORM_FEE_RATE, PLATFORM_FEE_TAX_RATE } from '../constants/marketplace';

export interface PaymentSplit {
  amountMinor: number;
  feeMinor: number;
  feeGstMinor: number;
  tutorEarningMinor: number;
}

export function splitPayment(amountMinor: number): PaymentSplit {
  if (!Number.isInteger(amountMinor) || amountMinor < 0) {
    throw new RangeError(`amountMinor must be a non-negative integer, got ${amountMinor}`);
  }
  const feeMinor = Math.round(amountMinor * PLATFORM_FEE_RATE);
  const feeGstMinor = Math.round(feeMinor * PLATFORM_FEE_TAX_RATE);
  return { amountMinor, feeMinor, feeGstMinor, tutorEarningMinor: amountMinor - feeMinor };
}

/**
 * core-marketplace §2: available balance = totalEarning minus totalWithdrawals, exactly, so the
 * three figures always add up. Below zero (a refund reversed earnings the tutor had already
 * withdrawn) it is what the tutor owes the platform, covered by their next earnings first
 * (docs/decisions/tutor-balance.md).
 */
export function availableBalanceMinor(earningMinor: number, withdrawalsMinor: number): number {
  return earningMinor - withdrawalsMinor;
}

/** What a tutor owes the platform: the part of the balance below zero (0 when there is none). */
export function owedToPlatformMinor(balanceMinor: number): number {
  return Math.max(0, -balanceMinor);
}

/** `XXXXXX1234`: all but the last four characters hidden. */
export function maskAccountNumber(accountNumber: string): string {
  const tail = accountNumber.slice(-4);
  return `${'X'.repeat(Math.max(0, accountNumber.length - 4))}${tail}`;
}

/** `ra****@okaxis`: the handle shortened to two characters, the bank handle kept. */
export function maskUpiId(upiId: string): string {
  const [name, bank] = upiId.split('@');
  return `${(name ?? '').slice(0, 2)}****@${bank ?? ''}`;
}
