import { pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';

/**
 * the sent-log of reminders. A node claims a reminder by inserting its key
 * (INSERT ... ON CONFLICT DO NOTHING RETURNING) and sends only when its insert made the row, so
 * however many nodes run the reminder job at once, each reminder goes out once.
 * - kind '24h' / '1h': subjectId = the booking, slot = the session's start (UTC ISO instant).
 * - kind 'pending_summary': subjectId = the tutor, slot = the tutor's local date (YYYY-MM-DD).
 */
export const reminderLog = pgTable(
  'reminder_log',
  {
    kind: text('kind', { enum: ['24h', '1h', 'pending_summary'] }).notNull(),
    subjectId: uuid('subject_id').notNull(),
    slot: text('slot').notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.kind, t.subjectId, t.slot] })],
);
