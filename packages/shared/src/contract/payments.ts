// Payments and payouts on the wire (core-marketplace §3 Transaction, §7). Built by
// apps/server/src/modules/payments/*.
import { z } from 'zod';

const currency = z.enum(['INR', 'USD']);

/** POST /api/create-booking-order: what the checkout needs. */
export const paymentOrderSchema = z.object({
  price: z.number(),
  currency,
  description: z.string(),
  orderId: z.string(),
  name: z.string(),
  email: z.string(),
  phone: z.string(),
  /** Which checkout to open: Razorpay's script or our local sandbox page. */
  provider: z.enum(['razorpay', 'sandbox']),
  keyId: z.string().optional(),
});
export type PaymentOrderDto = z.infer<typeof paymentOrderSchema>;

export const transactionSchema = z.object({
  _id: z.string(),
  createdAt: z.string(),
  amount: z.number(),
  status: z.string(),
  type: z.string(),
  orderId: z.string().nullable(),
  currency,
});
export type TransactionDto = z.infer<typeof transactionSchema>;

export const transactionsPageSchema = z.object({
  transactions: z.array(transactionSchema),
  pagination: z.object({
    pages: z.number(),
    total: z.number(),
    page: z.number(),
    limit: z.number(),
  }),
});
export type TransactionsPage = z.infer<typeof transactionsPageSchema>;

export const bankDetailsSchemaDto = z.object({
  accountHolder: z.string(),
  accountNumberMasked: z.string().nullable(),
  ifsc: z.string().nullable(),
  upiIdMasked: z.string().nullable(),
  updatedAt: z.string(),
});
export type BankDetailsDto = z.infer<typeof bankDetailsSchemaDto>;
/**
 * GET /api/bank-details: `details` (null until the tutor saves them), the name a spec client
 * reads, with the same fields beside it when saved (the shape this app's screens read before).
 */
export const nullableBankDetailsSchema = bankDetailsSchemaDto
  .partial()
  .extend({ details: bankDetailsSchemaDto.nullable() });
/** PUT or POST /api/bank-details: the saved details, also under `details`. */
export const savedBankDetailsSchema = bankDetailsSchemaDto.extend({
  details: bankDetailsSchemaDto,
});

export const withdrawalSchema = z.object({
  _id: z.string(),
  tutor: z.object({ _id: z.string(), fullName: z.string(), email: z.string() }),
  amount: z.number(),
  currency,
  status: z.enum(['pending', 'paid', 'rejected']),
  payoutTo: z.string(),
  reference: z.string().nullable(),
  rejectionReason: z.string().nullable(),
  createdAt: z.string(),
  decidedAt: z.string().nullable(),
});
export type WithdrawalDto = z.infer<typeof withdrawalSchema>;

export const withdrawalListSchema = z.object({ withdrawals: z.array(withdrawalSchema) });

export const paymentsSummarySchema = z.object({
  currency,
  totalEarning: z.number(),
  totalWithdrawals: z.number(),
  availableBalance: z.number(),
});
export type PaymentsSummaryDto = z.infer<typeof paymentsSummarySchema>;

/** The local sandbox checkout page's order. */
export const sandboxOrderSchema = z.object({
  orderId: z.string(),
  amount: z.number(),
  currency,
  description: z.string(),
  status: z.enum(['created', 'paid', 'superseded']),
});
export type SandboxOrder = z.infer<typeof sandboxOrderSchema>;

/** A checkout's result in Razorpay's names (the sandbox's for bookings and consultations). */
export const checkoutResultSchema = z.object({
  razorpay_order_id: z.string(),
  razorpay_payment_id: z.string(),
  razorpay_signature: z.string().optional(),
  error: z.object({ code: z.string(), description: z.string() }).optional(),
});
export type CheckoutResult = z.infer<typeof checkoutResultSchema>;

/** A payment that arrived after its booking expired (admin refunds). */
export const refundDueSchema = z.object({
  _id: z.string(),
  bookingId: z.string(),
  subject: z.string(),
  student: z.object({ fullName: z.string(), email: z.string() }),
  amount: z.number(),
  currency,
  status: z.enum(['captured', 'refund_due', 'refunded']),
  providerPaymentId: z.string(),
  receiptNumber: z.string(),
  createdAt: z.string(),
});
export type RefundDueDto = z.infer<typeof refundDueSchema>;

export const refundListSchema = z.object({ payments: z.array(refundDueSchema) });

/** A payment whose amount or currency was not its order's: never an earning, waiting for an admin. */
export const paymentMismatchSchema = z.object({
  _id: z.string(),
  kind: z.enum(['booking', 'consultation']),
  bookingId: z.string().nullable(),
  consultationId: z.string().nullable(),
  provider: z.string(),
  orderId: z.string(),
  paymentId: z.string(),
  expectedAmount: z.number(),
  expectedCurrency: z.string(),
  /** Major units; null when the provider's report carried none. */
  receivedAmount: z.number().nullable(),
  receivedCurrency: z.string().nullable(),
  source: z.enum(['verify', 'webhook']),
  createdAt: z.string(),
});
export type PaymentMismatchDto = z.infer<typeof paymentMismatchSchema>;
export const paymentMismatchListSchema = z.object({ mismatches: z.array(paymentMismatchSchema) });

export const webhookOutcomeSchema = z.object({
  outcome: z.enum(['recorded', 'already-recorded', 'duplicate', 'noted', 'ignored', 'mismatch']),
});
