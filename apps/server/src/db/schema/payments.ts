import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { users } from './users';
import { bookings } from './bookings';

/**
 * Money in integer minor units (paise for INR, cents for USD). One payment order per booking is
 * open at a time; a payment belongs to exactly one order and one provider payment id, and each
 * payment makes at most one ledger row of each kind, so retries can never count money twice.
 */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tutorId: uuid('tutor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    provider: text('provider', { enum: ['razorpay', 'sandbox'] }).notNull(),
    providerOrderId: text('provider_order_id').notNull().unique(),
    receipt: text('receipt').notNull().unique(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency', { enum: ['INR', 'USD'] }).notNull(),
    /**
     * created: open for payment; paid: a payment was recorded; superseded: replaced by a newer
     * order (kept, so a late payment for it is still recorded).
     */
    status: text('status', { enum: ['created', 'paid', 'superseded'] })
      .notNull()
      .default('created'),
    lastFailure: text('last_failure'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('payment_orders_one_open_per_booking')
      .on(t.bookingId)
      .where(sql`${t.status} = 'created'`),
    index('payment_orders_booking_idx').on(t.bookingId),
  ],
);

export const payments = pgTable(
  'payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .unique()
      .references(() => paymentOrders.id, { onDelete: 'cascade' }),
    providerPaymentId: text('provider_payment_id').notNull().unique(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tutorId: uuid('tutor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountMinor: integer('amount_minor').notNull(),
    /** The platform's 5% of the amount. */
    feeMinor: integer('fee_minor').notNull(),
    /** 18% GST on the fee: computed and stored for invoices, not charged to the student. */
    feeGstMinor: integer('fee_gst_minor').notNull(),
    tutorEarningMinor: integer('tutor_earning_minor').notNull(),
    currency: text('currency', { enum: ['INR', 'USD'] }).notNull(),
    /** captured: the booking became active; refund_due: it arrived after the booking expired. */
    status: text('status', { enum: ['captured', 'refund_due', 'refunded'] }).notNull(),
    /** Which path recorded it first: the checkout's verify call or the provider's webhook. */
    source: text('source', { enum: ['verify', 'webhook'] }).notNull(),
    receiptNumber: text('receipt_number').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('payments_booking_idx').on(t.bookingId),
    // what each of a tutor's students paid (Students screen).
    index('payments_tutor_student_idx').on(t.tutorId, t.studentId),
  ],
);

/**
 * The ledger. `payment` (the student's money in), `platform_fee` (our 5%, with its GST), `earning`
 * (the tutor's share) and `withdrawal` (a payout request; pending, paid or rejected). A payment
 * makes one row of each of its kinds; a withdrawal one row.
 */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** The student for `payment`, the tutor for `earning`/`withdrawal`, null for `platform_fee`. */
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    /**
     * Refunds add three rows: `refund` (the student's money back),
     * `fee_reversal` (our fee on it) and `earning_reversal` (taken off the tutor's earning).
     */
    type: text('type', {
      enum: [
        'payment',
        'platform_fee',
        'earning',
        'withdrawal',
        'refund',
        'fee_reversal',
        'earning_reversal',
      ],
    }).notNull(),
    amountMinor: integer('amount_minor').notNull(),
    taxMinor: integer('tax_minor').notNull().default(0),
    currency: text('currency', { enum: ['INR', 'USD'] }).notNull(),
    status: text('status', {
      enum: ['completed', 'pending', 'paid', 'rejected', 'refund_due', 'refunded'],
    }).notNull(),
    /** The provider's order id for payment rows (the spec's transaction orderId). */
    providerOrderId: text('provider_order_id'),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'cascade' }),
    withdrawalId: uuid('withdrawal_id').references(() => withdrawals.id, { onDelete: 'cascade' }),
    /** the refund a refund/reversal row belongs to (refunds.id; no FK: cyclic import). */
    refundId: uuid('refund_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('ledger_one_kind_per_payment').on(t.paymentId, t.type),
    uniqueIndex('ledger_one_row_per_withdrawal').on(t.withdrawalId),
    uniqueIndex('ledger_one_kind_per_refund').on(t.refundId, t.type),
    index('ledger_user_created_idx').on(t.userId, sql`${t.createdAt} desc`),
  ],
);

export const withdrawals = pgTable(
  'withdrawals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tutorId: uuid('tutor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency', { enum: ['INR', 'USD'] }).notNull(),
    status: text('status', { enum: ['pending', 'paid', 'rejected'] })
      .notNull()
      .default('pending'),
    /** Where to pay, masked, as it stood when requested. */
    payoutTo: text('payout_to').notNull(),
    reference: text('reference'),
    rejectionReason: text('rejection_reason'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('withdrawals_status_idx').on(t.status, t.createdAt),
    index('withdrawals_tutor_idx').on(t.tutorId),
  ],
);

/** A tutor's payout details: a bank account (holder, number, IFSC) or a UPI id. */
export const bankDetails = pgTable('bank_details', {
  tutorId: uuid('tutor_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  accountHolder: text('account_holder').notNull(),
  accountNumber: text('account_number'),
  ifsc: text('ifsc'),
  upiId: text('upi_id'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Provider webhook events already handled (deduplicated by the provider's event id). */
export const webhookEvents = pgTable('webhook_events', {
  eventId: text('event_id').primaryKey(),
  provider: text('provider').notNull(),
  event: text('event').notNull(),
  payload: jsonb('payload'),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A payment whose amount or currency differs from its order's (a signed webhook, or the provider's
 * answer at verification). It never becomes a payment or an earning: it waits here for an admin,
 * once per provider payment however often it is reported.
 */
export const paymentMismatches = pgTable(
  'payment_mismatches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    provider: text('provider').notNull(),
    providerOrderId: text('provider_order_id').notNull(),
    providerPaymentId: text('provider_payment_id').notNull().unique(),
    /** What the payment was for: a booking's order or a consultation request. */
    kind: text('kind', { enum: ['booking', 'consultation'] }).notNull(),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    consultationId: uuid('consultation_id'),
    expectedAmountMinor: integer('expected_amount_minor').notNull(),
    expectedCurrency: text('expected_currency').notNull(),
    /** Null when the report carried no amount (or currency) at all. */
    receivedAmountMinor: integer('received_amount_minor'),
    receivedCurrency: text('received_currency'),
    source: text('source', { enum: ['verify', 'webhook'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_mismatches_created_idx').on(sql`${t.createdAt} desc`)],
);

/**
 * The sandbox provider's own record of the payments its checkout took (the sandbox plays
 * Razorpay, which keeps these on its side). In the database so every worker process sees it.
 */
export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    providerPaymentId: text('provider_payment_id').primaryKey(),
    providerOrderId: text('provider_order_id').notNull(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    status: text('status', { enum: ['captured', 'failed'] }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('sandbox_payments_order_idx').on(t.providerOrderId)],
);
