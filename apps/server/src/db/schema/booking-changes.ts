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
import type { SessionChange } from '@tm/shared/rules/booking-time';
import { users } from './users';
import { bookings } from './bookings';
import { payments } from './payments';

/**
 * every reschedule proposal, kept as history. At most one is pending per booking.
 * `changes` is the booking's full list of session changes the proposal would make (checked again
 * on accept against `baseChanges`, the list it was made from, so a stale proposal is refused).
 */
export const rescheduleProposals = pgTable(
  'reschedule_proposals',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    proposedBy: uuid('proposed_by')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    proposerRole: text('proposer_role', { enum: ['student', 'tutor'] }).notNull(),
    scope: text('scope', { enum: ['one', 'rest'] }).notNull(),
    sessionKey: text('session_key').notNull(),
    /** The session's date and start time before the move (tutor's wall clock). */
    fromDate: text('from_date').notNull(),
    fromStartTime: text('from_start_time').notNull(),
    newDate: text('new_date').notNull(),
    newStartTime: text('new_start_time').notNull(),
    newEndTime: text('new_end_time').notNull(),
    movedCount: integer('moved_count').notNull(),
    message: text('message'),
    baseChanges: jsonb('base_changes').$type<SessionChange[]>().notNull(),
    changes: jsonb('changes').$type<SessionChange[]>().notNull(),
    status: text('status', { enum: ['pending', 'accepted', 'declined', 'withdrawn'] })
      .notNull()
      .default('pending'),
    declineReason: text('decline_reason'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reschedule_one_pending_per_booking')
      .on(t.bookingId)
      .where(sql`${t.status} = 'pending'`),
    index('reschedule_booking_created_idx').on(t.bookingId, sql`${t.createdAt} desc`),
  ],
);

/**
 * refunds. One row per idempotency key (`cancel:<booking>` or
 * `cancel:<booking>:<session key>`), so a retried or concurrent cancellation finds the row and
 * never refunds twice; the provider gets the same key.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** Null when nothing was paid (an unpaid or trial booking): the row records the cancellation. */
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'cascade' }),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tutorId: uuid('tutor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    cancelledBy: text('cancelled_by', { enum: ['student', 'tutor'] }).notNull(),
    /** Session keys cancelled by this refund. */
    sessionKeys: text('session_keys').array().notNull(),
    amountMinor: integer('amount_minor').notNull(),
    /** The platform fee and the tutor's share of the amount (reversed in the ledger). */
    feeMinor: integer('fee_minor').notNull(),
    tutorMinor: integer('tutor_minor').notNull(),
    currency: text('currency', { enum: ['INR', 'USD'] }).notNull(),
    /** The quote's lines and the policy numbers it used, for the record. */
    quote: jsonb('quote').notNull(),
    reason: text('reason'),
    /** pending_approval: waits for an admin; processed: paid back; declined: an admin refused. */
    status: text('status', {
      enum: ['pending_approval', 'processed', 'declined', 'none'],
    }).notNull(),
    providerRefundId: text('provider_refund_id'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decisionNote: text('decision_note'),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('refunds_status_created_idx').on(t.status, sql`${t.createdAt} desc`),
    index('refunds_booking_idx').on(t.bookingId),
  ],
);

/** Admin-edited structured settings (the cancellation policy's numbers). */
export const settings = pgTable('settings', {
  key: text('key').primaryKey(),
  value: jsonb('value').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
});
