import { sql } from 'drizzle-orm';
import { date, pgTable, primaryKey, index, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/** core-marketplace §3 Student profile. users.isFormSubmitted marks it complete. */
export const studentProfiles = pgTable('student_profiles', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  contactNumber: text('contact_number'),
  country: text('country'),
  state: text('state'),
  city: text('city'),
  pincodes: text('pincodes'),
  timezone: text('timezone').notNull().default('Asia/Kolkata'),
  avlDays: text('avl_days')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  avlTime: text('avl_time')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  tutoringModes: text('tutoring_modes')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  category: text('category'),
  subcategories: text('subcategories')
    .array()
    .notNull()
    .default(sql`'{}'::text[]`),
  studentType: text('student_type', { enum: ['student', 'parent'] }),
  /** A student's date of birth, or null when they confirmed they are 18 or older. */
  birthDate: date('birth_date', { mode: 'string' }),
  adultConfirmedAt: timestamp('adult_confirmed_at', { withTimezone: true }),
  /** A minor's parent, who confirms consent by a mailed link (users.consentState). */
  parentEmail: text('parent_email'),
  /** SHA-256 of the parent's link token; the link also lets the parent see and withdraw. */
  consentTokenHash: text('consent_token_hash').unique(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const favourites = pgTable(
  'favourites',
  {
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tutorId: uuid('tutor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.studentId, t.tutorId] }),
    index('favourites_tutor_idx').on(t.tutorId),
  ],
);
