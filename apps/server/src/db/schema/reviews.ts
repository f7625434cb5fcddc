import { sql } from 'drizzle-orm';
import {
  check,
  index,
  pgTable,
  smallint,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { users } from './users';

/**
 * a student's rating of a booking (one per booking: the unique index is the
 * guarantee, not a read before the write). Every insert also adds to the tutor's aggregates on
 * tutor_profiles (rating_count, rating_sum, rating_avg) in the same transaction, so discovery
 * sorts and shows ratings without aggregating per request. `hiddenAt`: an admin hid the text;
 * the rating still counts.
 */
export const reviews = pgTable(
  'reviews',
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
    rating: smallint('rating').notNull(),
    comment: text('comment').notNull(),
    reply: text('reply'),
    repliedAt: timestamp('replied_at', { withTimezone: true }),
    hiddenAt: timestamp('hidden_at', { withTimezone: true }),
    hiddenBy: uuid('hidden_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('reviews_booking_idx').on(t.bookingId),
    // The tutor page's list, newest first, paged (id breaks ties).
    index('reviews_tutor_created_idx').on(t.tutorId, sql`${t.createdAt} desc`, sql`${t.id} desc`),
    // The admin screen, newest first.
    index('reviews_created_idx').on(sql`${t.createdAt} desc`, sql`${t.id} desc`),
    check('reviews_rating_range', sql`${t.rating} between 1 and 5`),
  ],
);
