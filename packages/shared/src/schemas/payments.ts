import { z } from 'zod';
import { LIMITS } from '../constants/marketplace';

export const PAYMENT_MESSAGES = {
  notAccepted: 'Only a class the tutor has accepted can be paid for.',
  expired: 'This booking has expired and can no longer be paid for.',
  alreadyPaid: 'This booking is already paid for.',
  orderNotFound: 'Payment order not found for this booking.',
  signatureInvalid: 'Payment verification failed: the signature does not match.',
  sandboxUnavailable: 'The payment sandbox is not available.',
  bankDetailsMissing: 'Add your bank account or UPI id before requesting a withdrawal.',
  insufficientBalance: 'The amount is more than your available balance.',
  withdrawalNotFound: 'Withdrawal not found.',
  withdrawalDecided: 'This withdrawal has already been decided.',
  receiptNotFound: 'No receipt exists for this booking.',
  transactionsFailed: 'Failed to load transactions',
  noTransactions: 'No transactions yet',
  noTransactionsHint: 'Your payment history will appear here once you make withdrawals.',
  notPaidYet:
    'We have not received the payment for this order yet. If money left your account, the booking is confirmed as soon as the payment provider tells us.',
  amountMismatch:
    'The amount paid does not match this order, so it was not accepted. Our team has been told and will contact you about a refund.',
  providerUnreachable:
    'We could not confirm the payment with the payment provider. Please try again in a few minutes.',
  signaturePairRequired:
    'Send razorpay_payment_id and razorpay_signature together, or neither (the server then asks the payment provider).',
  scriptLoadFailed:
    "The payment provider's checkout failed to load. Please check your internet connection and try again.",
} as const;

const bookingId = z.uuid({ error: 'Invalid booking id.' });

export const createBookingOrderSchema = z.object({ bookingId });

/**
 * The checkout's signed result (razorpay_payment_id + razorpay_signature), or the spec's body
 * `{ orderId, bookingId }` alone: then the server asks the payment provider whether the order is paid.
 */
export const verifyBookingPaymentSchema = z
  .object({
    bookingId,
    orderId: z
      .string({ error: 'orderId is required.' })
      .trim()
      .min(1, 'orderId is required.')
      .max(64),
    razorpay_payment_id: z
      .string({ error: 'razorpay_payment_id must be text.' })
      .trim()
      .min(1, 'razorpay_payment_id is required.')
      .max(64)
      .optional(),
    razorpay_signature: z
      .string({ error: 'razorpay_signature must be text.' })
      .trim()
      .min(1, 'razorpay_signature is required.')
      .max(256)
      .optional(),
  })
  .refine((v) => (v.razorpay_payment_id === undefined) === (v.razorpay_signature === undefined), {
    message: PAYMENT_MESSAGES.signaturePairRequired,
    path: ['razorpay_signature'],
  });
export type VerifyBookingPaymentRequest = z.infer<typeof verifyBookingPaymentSchema>;

export const transactionsQuerySchema = z.object({
  page: z.coerce.number({ error: 'page must be a number.' }).int().min(1).default(1),
  limit: z.coerce
    .number({ error: 'limit must be a number.' })
    .int()
    .min(1)
    .max(LIMITS.listLimitMax)
    .default(LIMITS.transactionPageSize),
});

export const IFSC_PATTERN = /^[A-Z]{4}0[A-Z0-9]{6}$/;
export const ACCOUNT_NUMBER_PATTERN = /^\d{9,18}$/;
export const UPI_PATTERN = /^[a-zA-Z0-9.\-_]{2,256}@[a-zA-Z][a-zA-Z0-9]{1,63}$/;

const blankToUndefined = (v: unknown) =>
  typeof v === 'string' && v.trim() === '' ? undefined : typeof v === 'string' ? v.trim() : v;

/** A bank account (holder, account number, IFSC) or a UPI id; both may be given. */
export const bankDetailsSchema = z
  .object({
    accountHolder: z
      .string({ error: 'Account holder name is required.' })
      .trim()
      .min(2, 'Account holder name is required.')
      .max(100, 'Account holder name is too long.'),
    accountNumber: z.preprocess(
      blankToUndefined,
      z.string().regex(ACCOUNT_NUMBER_PATTERN, 'Account number must be 9 to 18 digits.').optional(),
    ),
    ifsc: z.preprocess(
      (v) =>
        typeof blankToUndefined(v) === 'string'
          ? String(blankToUndefined(v)).toUpperCase()
          : undefined,
      z.string().regex(IFSC_PATTERN, 'IFSC must be 11 characters like HDFC0001234.').optional(),
    ),
    upiId: z.preprocess(
      blankToUndefined,
      z.string().regex(UPI_PATTERN, 'UPI id must look like name@bank.').optional(),
    ),
  })
  .superRefine((v, ctx) => {
    if (v.accountNumber && !v.ifsc) {
      ctx.addIssue({
        code: 'custom',
        path: ['ifsc'],
        message: 'IFSC is required with an account number.',
      });
    }
    if (v.ifsc && !v.accountNumber) {
      ctx.addIssue({
        code: 'custom',
        path: ['accountNumber'],
        message: 'Account number is required with an IFSC.',
      });
    }
    if (!v.accountNumber && !v.upiId) {
      ctx.addIssue({
        code: 'custom',
        path: ['accountNumber'],
        message: 'Enter a bank account with IFSC, or a UPI id.',
      });
    }
  });
export type BankDetailsRequest = z.infer<typeof bankDetailsSchema>;

export const withdrawalRequestSchema = z.object({
  amount: z.coerce
    .number({ error: 'Enter an amount.' })
    .positive('Enter an amount above 0.')
    .max(10_000_000, 'Amount is too large.')
    .refine((n) => Math.abs(Math.round(n * 100) - n * 100) < 1e-6, {
      message: 'Amount can have at most two decimals.',
    }),
});

/**
 * A withdrawal may take the whole available balance and no more. Returns the refusal's message, or
 * null when the amount may be requested (the server's answer and the payout form's check).
 */
export function withdrawalRefusal(amountMinor: number, availableMinor: number): string | null {
  return amountMinor > availableMinor ? PAYMENT_MESSAGES.insufficientBalance : null;
}

export const markWithdrawalPaidSchema = z.object({
  reference: z
    .string({ error: 'Payment reference is required.' })
    .trim()
    .min(3, 'Payment reference is required.')
    .max(100),
});
export const rejectWithdrawalSchema = z.object({
  reason: z
    .string({ error: 'A reason is required.' })
    .trim()
    .min(3, 'A reason is required.')
    .max(500),
});
export const withdrawalListQuerySchema = z.object({
  status: z.enum(['pending', 'paid', 'rejected', 'all']).default('pending'),
});

export const sandboxCompleteSchema = z.object({
  outcome: z.enum(['success', 'failure'], { error: 'outcome must be success or failure.' }),
  method: z.enum(['upi', 'card'], { error: 'method must be upi or card.' }),
});

// The wire shapes are zod schemas in the response contract; their types are read from there.
export type {
  PaymentOrderDto,
  TransactionDto,
  BankDetailsDto,
  WithdrawalDto,
  PaymentsSummaryDto,
} from '../contract/payments';
