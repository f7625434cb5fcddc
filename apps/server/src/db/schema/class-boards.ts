import { bigserial, index, integer, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { users } from './users';

/**
 * A class's shared whiteboard, as the Yjs updates both sides sent (base64). Updates are appended,
 * never rewritten in place, so two nodes writing at once lose nothing; reading the board merges
 * them and, past a number of rows, replaces those rows with the one merged update (compaction).
 */
export const classBoardUpdates = pgTable(
  'class_board_updates',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bookingId: uuid('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    /** Who sent it (null for a merged row). */
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    update: text('update').notNull(),
    /** Bytes of the decoded update: the board's size is their sum. */
    bytes: integer('bytes').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('class_board_updates_booking_idx').on(t.bookingId, t.id)],
);
