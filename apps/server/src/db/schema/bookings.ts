import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
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
import { batches } from './batches';

/**
 * core-marketplace §3 Booking. Wall-clock fields (dates, HH:MM times) are in the tutor's IANA
 * `timezone`; `firstStartAt` / `lastEndAt` are the UTC instants the lifecycle sweeps on.
 * `priceMinor` is the hourly price in minor units.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tutorId: uuid('tutor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    subject: text('subject').notNull(),
    status: text('status', {
      enum: [
        'pending',
        'accepted',
        'active',
        'rejected',
        'expired',
        'completed',
        'withdrawn',
        'missed',
        'cancelled',
      ],
    })
      .notNull()
      .default('pending'),
    sessionType: text('session_type', { enum: ['single', 'multiple'] }).notNull(),
    isTrial: boolean('is_trial').notNull().default(false),
    tutoringModes: text('tutoring_modes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    startDate: date('start_date').notNull(),
    endDate: date('end_date'),
    availableDays: text('available_days')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    startTime: text('start_time').notNull(),
    endTime: text('end_time').notNull(),
    timezone: text('timezone').notNull(),
    sessions: integer('sessions').notNull().default(1),
    priceMinor: integer('price_minor').notNull().default(0),
    totalMinor: integer('total_minor').notNull().default(0),
    currency: text('currency', { enum: ['INR', 'USD'] })
      .notNull()
      .default('INR'),
    rejectionReason: text('rejection_reason'),
    firstStartAt: timestamp('first_start_at', { withTimezone: true }).notNull(),
    lastEndAt: timestamp('last_end_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * the Idempotency-Key the booking form sent. A repeat with the same key (a double
     * click, a retried request) answers the booking it already made instead of an error.
     */
    idempotencyKey: text('idempotency_key'),
    /** sessions moved by an accepted reschedule or cancelled (rules/booking-time.ts). */
    sessionChanges: jsonb('session_changes')
      .$type<SessionChange[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** who cancelled the booking (or its remaining sessions), when and why. */
    cancelledBy: text('cancelled_by', { enum: ['student', 'tutor'] }),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancellationReason: text('cancellation_reason'),
    /**
     * A student's place in a group class: the booking is its enrolment (accepted = a seat held
     * while paying, active = paid), with the batch's schedule and price.
     */
    batchId: uuid('batch_id').references(() => batches.id, { onDelete: 'cascade' }),
  },
  (t) => [
    uniqueIndex('bookings_student_idempotency_key_idx').on(t.studentId, t.idempotencyKey),
    index('bookings_tutor_status_idx').on(t.tutorId, t.status, t.firstStartAt),
    index('bookings_student_status_idx').on(t.studentId, t.status, sql`${t.createdAt} desc`),
    index('bookings_status_first_start_idx').on(t.status, t.firstStartAt),
    index('bookings_status_last_end_idx').on(t.status, t.lastEndAt),
    // one student's bookings with a tutor (Students screen, trial check, bookings link).
    index('bookings_tutor_student_idx').on(t.tutorId, t.studentId),
    // A batch's seats (held and paid) and one enrolment per student in a batch.
    index('bookings_batch_status_idx').on(t.batchId, t.status),
    uniqueIndex('bookings_one_open_enrolment_per_student')
      .on(t.batchId, t.studentId)
      .where(sql`${t.batchId} is not null and ${t.status} in ('accepted', 'active')`),
  ],
);
