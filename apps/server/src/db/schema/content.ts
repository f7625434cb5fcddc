import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

export const blogs = pgTable(
  'blogs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    slug: text('slug').notNull().unique(),
    title: text('title').notNull(),
    description: text('description'),
    /** Sanitised HTML. */
    content: text('content'),
    imageKey: text('image_key'),
    published: boolean('published').notNull().default(false),
    postedAt: timestamp('posted_at', { withTimezone: true }),
    authorId: uuid('author_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The Idempotency-Key the editor sent with the create: the same key again (a double click, a
     * retried request) answers the blog it already made instead of a second draft.
     */
    idempotencyKey: text('idempotency_key'),
  },
  (t) => [
    index('blogs_published_posted_idx').on(t.published, sql`${t.postedAt} desc`),
    uniqueIndex('blogs_author_idempotency_key_idx').on(t.authorId, t.idempotencyKey),
  ],
);

/** Policy pages keyed by their route name: privacy-policy, terms-and-conditions, ... */
export const pages = pgTable('pages', {
  key: text('key').primaryKey(),
  title: text('title').notNull(),
  /** Sanitised HTML. */
  html: text('html').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
});
