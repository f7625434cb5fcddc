import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uuid,
} from 'drizzle-orm/pg-core';
import type { SessionChange } from '@tm/shared/rules/booking-time';
import { users } from './users';

/**
 * A group class: one tutor, 2–10 seats, `sessions` sessions on `days` from `startDate` (the last
 * one is `endDate`), wall-clock times in the tutor's `timezone`. `priceMinor` is per student for
 * the whole batch. A student's place in it is a booking with `batch_id` set (bookings.ts), paid
 * through the booking payment routes, so orders, the ledger, receipts and refunds are the ones a
 * paid booking has.
 */
export const batches = pgTable(
  'batches',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    tutorId: uuid('tutor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    subject: text('subject').notNull(),
    level: text('level').notNull(),
    mode: text('mode', {
      enum: ['Online Tutoring', 'At Tutor Place', 'Home Tutoring'],
    }).notNull(),
    startDate: date('start_date').notNull(),
    endDate: date('end_date').notNull(),
    days: text('days').array().notNull(),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    timezone: text('timezone').notNull(),
    sessions: integer('sessions').notNull(),
    seats: integer('seats').notNull(),
    priceMinor: integer('price_minor').notNull(),
    currency: text('currency', { enum: ['INR', 'USD'] }).notNull(),
    freeFirstSession: boolean('free_first_session').notNull().default(false),
    status: text('status', { enum: ['open', 'cancelled'] })
      .notNull()
      .default('open'),
    /** Sessions the tutor cancelled (`{ from, cancelled: true }`, as a booking's). */
    sessionChanges: jsonb('session_changes')
      .$type<SessionChange[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    firstStartAt: timestamp('first_start_at', { withTimezone: true }).notNull(),
    lastEndAt: timestamp('last_end_at', { withTimezone: true }).notNull(),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancellationReason: text('cancellation_reason'),
    /** The Janus server chosen for this batch's rooms (media port), null until the first join. */
    mediaServer: text('media_server'),
    /**
     * The room's secret (to manage it) and pin (to join it) on the media server, made at random
     * when the batch is; only admitted people are given the pin, with their own token.
     */
    roomSecret: text('room_secret').notNull(),
    roomPin: text('room_pin').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('batches_tutor_idx').on(t.tutorId, t.firstStartAt),
    // Discovery: open batches still taking students, soonest first.
    index('batches_open_start_idx')
      .on(t.firstStartAt)
      .where(sql`${t.status} = 'open'`),
  ],
);

/** Who was in a session's room: first join and last leave, from the media server's events. */
export const batchAttendance = pgTable(
  'batch_attendance',
  {
    batchId: uuid('batch_id')
      .notNull()
      .references(() => batches.id, { onDelete: 'cascade' }),
    sessionKey: text('session_key').notNull(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    firstJoinedAt: timestamp('first_joined_at', { withTimezone: true }).notNull(),
    lastLeftAt: timestamp('last_left_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.batchId, t.sessionKey, t.userId] })],
);
