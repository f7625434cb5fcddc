import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';

/** Every email the product sends; the local default transport only records it here. */
export const mailOutbox = pgTable(
  'mail_outbox',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** files sent with the mail (a reminder's .ics), kept so the outbox shows them. */
    attachments:
      jsonb('attachments').$type<{ filename: string; contentType: string; content: string }[]>(),
    transport: text('transport', { enum: ['outbox', 'smtp'] }).notNull(),
    status: text('status', { enum: ['recorded', 'sent', 'failed'] }).notNull(),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('mail_outbox_created_idx').on(sql`${t.createdAt} desc`)],
);
