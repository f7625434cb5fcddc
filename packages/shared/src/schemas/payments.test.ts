import { describe, expect, it } from 'vitest';
import {
  bankDetailsSchema,
  PAYMENT_MESSAGES,
  withdrawalRefusal,
  withdrawalRequestSchema,
} from './payments';

const msgs = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? [] : r.error!.issues.map((i) => i.message);

describe('bankDetailsSchema', () => {
  it('accepts a bank account with IFSC (upper-cased) or a UPI id', () => {
    expect(
      bankDetailsSchema.parse({
        accountHolder: 'Asha Rao',
        accountNumber: '123456789012',
        ifsc: 'hdfc0001234',
      }),
    ).toMatchObject({ ifsc: 'HDFC0001234' });
    expect(
      bankDetailsSchema.parse({ accountHolder: 'Asha Rao', upiId: 'asha@okaxis' }),
    ).toMatchObject({ upiId: 'asha@okaxis' });
  });
  it('refuses bad formats and incomplete details with clear messages', () => {
    expect(
      msgs(
        bankDetailsSchema.safeParse({
          accountHolder: 'A R',
          accountNumber: '12ab',
          ifsc: 'HDFC1234',
        }),
      ),
    ).toEqual([
      'Account number must be 9 to 18 digits.',
      'IFSC must be 11 characters like HDFC0001234.',
    ]);
    expect(
      msgs(bankDetailsSchema.safeParse({ accountHolder: 'A R', accountNumber: '123456789' })),
    ).toEqual(['IFSC is required with an account number.']);
    expect(msgs(bankDetailsSchema.safeParse({ accountHolder: 'A R' }))).toEqual([
      'Enter a bank account with IFSC, or a UPI id.',
    ]);
    expect(msgs(bankDetailsSchema.safeParse({ accountHolder: 'A R', upiId: 'nope' }))).toEqual([
      'UPI id must look like name@bank.',
    ]);
  });
});

describe('withdrawalRequestSchema', () => {
  it('takes amounts above 0 with at most two decimals', () => {
    expect(withdrawalRequestSchema.parse({ amount: '500.25' }).amount).toBe(500.25);
    expect(withdrawalRequestSchema.safeParse({ amount: 0 }).success).toBe(false);
    expect(withdrawalRequestSchema.safeParse({ amount: 1.005 }).success).toBe(false);
  });
});

describe('withdrawalRefusal', () => {
  it('allows the whole balance and refuses a paisa more', () => {
    expect(withdrawalRefusal(57000, 57000)).toBeNull();
    expect(withdrawalRefusal(1, 57000)).toBeNull();
    expect(withdrawalRefusal(57001, 57000)).toBe(PAYMENT_MESSAGES.insufficientBalance);
    expect(PAYMENT_MESSAGES.insufficientBalance).toBe(
      'The amount is more than your available balance.',
    );
  });

  it('refuses anything while the balance is below zero', () => {
    expect(withdrawalRefusal(1, -50000)).toBe(PAYMENT_MESSAGES.insufficientBalance);
  });
});
