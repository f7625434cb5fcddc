import { sql } from 'drizzle-orm';
import { date, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { users } from './users';

/**
 * One row per signalling connection of a class: who joined the call room of a booking,
 * on which class day (tutor zone), when they joined and left. Rows with no `leftAt` and a recent
 * `lastSeenAt` are the room's presence, so it survives a node restart and is shared by all nodes;
 * the rows together are the class's attendance.
 */
export const classAttendance = pgTable(
  'class_attendance',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** The class day in the tutor's zone (a multi-session booking has one per day). */
    sessionDate: date('session_date').notNull(),
    joinedAt: timestamp('joined_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    leftAt: timestamp('left_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('class_attendance_booking_idx').on(t.bookingId, t.userId, t.sessionDate),
    index('class_attendance_open_idx')
      .on(t.bookingId, t.userId)
      .where(sql`${t.leftAt} is null`),
  ],
);

/**
 * In-class chat: text messages of a booking's class, kept after the class. `clientId`
 * makes a resend from the offline queue land once; delivered and read are the recipient's markers.
 */
export const classMessages = pgTable(
  'class_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: text('client_id').notNull(),
    body: text('body').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deliveredAt: timestamp('delivered_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    index('class_messages_booking_idx').on(t.bookingId, t.createdAt),
    uniqueIndex('class_messages_client_idx').on(t.bookingId, t.senderId, t.clientId),
  ],
);
