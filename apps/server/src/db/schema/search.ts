import { sql } from 'drizzle-orm';
import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * What people type and what they mean (docs/decisions/tutor-search.md): a word or phrase of a
 * search ("maths", "phy", "comp sci", "ganit") and the words it also stands for. A search for the
 * term finds tutors matching the term or any of its meanings. Admins extend it; seeded by the
 * migration with the common school short forms, boards, exams and Hindi/Kannada subject words.
 */
export const searchSynonyms = pgTable('search_synonyms', {
  /** Lower-case words separated by one space. */
  term: text('term').primaryKey(),
  means: text('means')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
