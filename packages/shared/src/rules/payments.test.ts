import { describe, expect, it } from 'vitest';
import { PLATFORM_FEE_LABEL } from '../constants/marketplace';
import {
  availableBalanceMinor,
  maskAccountNumber,
  maskUpiId,
  owedToPlatformMinor,
  splitPayment,
} from './payments';

describe('splitPayment', () => {
  it('takes 5% as the fee and stores 18% GST on the fee', () => {
    expect(splitPayment(100000)).toEqual({
      amountMinor: 100000,
      feeMinor: 5000,
      feeGstMinor: 900,
      tutorEarningMinor: 95000,
    });
  });
  it('rounds once and the parts add up for every amount', () => {
    for (let a = 0; a < 5000; a += 7) {
      const s = splitPayment(a);
      expect(s.feeMinor + s.tutorEarningMinor).toBe(a);
      expect(Number.isInteger(s.feeGstMinor)).toBe(true);
    }
    expect(splitPayment(33)).toMatchObject({ feeMinor: 2, tutorEarningMinor: 31 });
  });
  it('refuses fractions and negatives', () => {
    expect(() => splitPayment(10.5)).toThrow(RangeError);
    expect(() => splitPayment(-1)).toThrow(RangeError);
  });
});

describe('balance and masking', () => {
  it('available balance is earnings minus withdrawals, below zero what is owed', () => {
    expect(availableBalanceMinor(95000, 20000)).toBe(75000);
    expect(owedToPlatformMinor(75000)).toBe(0);
    // ₹500 earned and withdrawn, then reversed by a refund: earnings 0, withdrawals 500.
    expect(availableBalanceMinor(0, 50000)).toBe(-50000);
    expect(owedToPlatformMinor(-50000)).toBe(50000);
    expect(availableBalanceMinor(100, 100)).toBe(0);
    expect(owedToPlatformMinor(0)).toBe(0);
  });
  it('masks account numbers and UPI ids', () => {
    expect(maskAccountNumber('123456789012')).toBe('XXXXXXXX9012');
    expect(maskUpiId('ravi.kumar@okaxis')).toBe('ra****@okaxis');
  });
});

describe('the fee as the texts say it', () => {
  it('is the rate the split uses', () => {
    expect(PLATFORM_FEE_LABEL).toBe('5%');
    expect(splitPayment(10000).feeMinor).toBe(10000 * (parseFloat(PLATFORM_FEE_LABEL) / 100));
  });
});
