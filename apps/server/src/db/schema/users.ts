import { sql } from 'drizzle-orm';
import { boolean, index, pgTable, text, timestamp, uuid, integer } from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Lower-cased; one email holds one role (core-marketplace §6). */
    email: text('email').notNull().unique(),
    fullName: text('full_name').notNull().default(''),
    role: text('role', { enum: ['student', 'tutor', 'admin'] }).notNull(),
    googleSub: text('google_sub'),
    /** Storage key of the profile photo (public). */
    profilePhotoKey: text('profile_photo_key'),
    /** Tutor: six-step form submitted. Student: profile completed. */
    isFormSubmitted: boolean('is_form_submitted').notNull().default(false),
    /** Numeric id for the call provider (mentorship §3 cb_id). */
    cbId: integer('cb_id').generatedAlwaysAsIdentity(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * A minor student's parental consent (DPDP Act s.9): null when none is needed (an adult, a
     * parent's own account, a tutor); `pending` until the parent confirms by the mailed link;
     * `withdrawn` suspends the account. Kept here, on the row every request already loads, so
     * the booking, payment and chat checks cost no query.
     */
    consentState: text('consent_state', { enum: ['pending', 'granted', 'withdrawn'] }),
    /** "Delete my account": asked at; erased at `eraseAfter` unless the user signs in first. */
    deletionRequestedAt: timestamp('deletion_requested_at', { withTimezone: true }),
    eraseAfter: timestamp('erase_after', { withTimezone: true }),
    /** Erased: the row stays only as the pseudonym the kept money records point at. */
    erasedAt: timestamp('erased_at', { withTimezone: true }),
  },
  (t) => [
    index('users_role_idx').on(t.role),
    index('users_erase_after_idx')
      .on(t.eraseAfter)
      .where(sql`${t.erasedAt} is null and ${t.eraseAfter} is not null`),
    index('users_created_at_idx').on(sql`${t.createdAt} desc`),
  ],
);

export const authTokens = pgTable(
  'auth_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    /** SHA-256 of the token; the token itself is never stored. */
    tokenHash: text('token_hash').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
    /** Last request with this token (to the minute): the idle timeout counts from here. */
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('auth_tokens_user_idx').on(t.userId)],
);
