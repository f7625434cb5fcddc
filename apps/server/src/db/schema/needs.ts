import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  real,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ProposedSlot } from '@tm/shared/schemas/needs';
import { users } from './users';
import { bookings } from './bookings';

/**
 * A student's posted need ("share your need, get matched"). Days and time slots are on the
 * student's clock (`timezone`); the budget is per hour in minor units of `currency`, with its INR
 * value kept beside it so matching compares with tutors' INR prices as discovery does.
 */
export const needs = pgTable(
  'needs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    category: text('category').notNull(),
    subject: text('subject').notNull(),
    level: text('level').notNull(),
    mode: text('mode').notNull(),
    pincode: text('pincode'),
    days: text('days').array().notNull(),
    times: text('times').array().notNull(),
    timezone: text('timezone').notNull(),
    budgetMinor: integer('budget_minor'),
    budgetInrMinor: integer('budget_inr_minor'),
    currency: text('currency', { enum: ['INR', 'USD'] }).notNull(),
    startDate: date('start_date').notNull(),
    details: text('details').notNull().default(''),
    postedAs: text('posted_as', { enum: ['student', 'parent'] }).notNull(),
    status: text('status', { enum: ['open', 'booked', 'closed', 'expired'] })
      .notNull()
      .default('open'),
    bookingId: uuid('booking_id').references(() => bookings.id, { onDelete: 'set null' }),
    /** How many of the ranked matches have been told so far (widened in steps). */
    notifiedCount: integer('notified_count').notNull().default(0),
    lastWidenedAt: timestamp('last_widened_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('needs_student_idx').on(t.studentId, t.createdAt),
    // The sweeper's reads: open needs by expiry.
    index('needs_open_expiry_idx')
      .on(t.expiresAt)
      .where(sql`status = 'open'`),
  ],
);

/**
 * The ranked tutors of a need, computed once when it is posted (rank 1 best). A tutor sees the need
 * once `notifiedAt` is set; only then may they answer it.
 */
export const needMatches = pgTable(
  'need_matches',
  {
    needId: uuid('need_id')
      .notNull()
      .references(() => needs.id, { onDelete: 'cascade' }),
    tutorId: uuid('tutor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    rank: integer('rank').notNull(),
    score: real('score').notNull(),
    reason: text('reason').notNull(),
    notifiedAt: timestamp('notified_at', { withTimezone: true }),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (t) => [
    primaryKey({ columns: [t.needId, t.tutorId] }),
    index('need_matches_tutor_idx').on(t.tutorId, t.notifiedAt),
  ],
);

/** A matched tutor's answer: an offer, or a decline with a reason. One per tutor per need. */
export const needResponses = pgTable(
  'need_responses',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    needId: uuid('need_id')
      .notNull()
      .references(() => needs.id, { onDelete: 'cascade' }),
    tutorId: uuid('tutor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['offer', 'decline'] }).notNull(),
    message: text('message').notNull().default(''),
    priceMinor: integer('price_minor'),
    currency: text('currency', { enum: ['INR', 'USD'] }),
    proposedSlots: jsonb('proposed_slots').$type<ProposedSlot[]>().notNull().default([]),
    freeTrial: boolean('free_trial').notNull().default(false),
    declineReason: text('decline_reason'),
    shortlisted: boolean('shortlisted').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('need_responses_need_tutor_idx').on(t.needId, t.tutorId),
    index('need_responses_tutor_created_idx').on(t.tutorId, t.createdAt),
  ],
);

/**
 * Per tutor: needs told, needs answered and the median minutes from being told to answering,
 * rewritten in the same transaction as each answer (and each notification), shown on their page.
 */
export const tutorResponseStats = pgTable('tutor_response_stats', {
  tutorId: uuid('tutor_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  told: integer('told').notNull().default(0),
  answered: integer('answered').notNull().default(0),
  medianResponseMinutes: integer('median_response_minutes'),
  lastAnsweredAt: timestamp('last_answered_at', { withTimezone: true }),
});
