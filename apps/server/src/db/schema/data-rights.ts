import { sql } from 'drizzle-orm';
import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * "Download my data": one row per export a user asked for. The ZIP is built in the background
 * (status and progress are what the account page shows) and kept in the files store under
 * `storageKey` until `expiresAt` (24 hours after it is ready); only its owner may download it.
 */
export const dataExports = pgTable(
  'data_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['building', 'ready', 'failed'] })
      .notNull()
      .default('building'),
    /** 0–100, written as each area is added. */
    progress: integer('progress').notNull().default(0),
    storageKey: text('storage_key'),
    sizeBytes: integer('size_bytes'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    readyAt: timestamp('ready_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }),
  },
  (t) => [index('data_exports_user_created_idx').on(t.userId, sql`${t.createdAt} desc`)],
);

/**
 * Append-only record of admin and sensitive actions: who (id, role, email as it was), what,
 * on what, when and from where. A trigger in the migration refuses UPDATE and DELETE, so not even
 * a bug in the API can rewrite it. `actorId` has no foreign key: a row outlives its actor.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: uuid('actor_id'),
    actorRole: text('actor_role').notNull(),
    actorEmail: text('actor_email').notNull().default(''),
    action: text('action').notNull(),
    targetType: text('target_type').notNull().default(''),
    targetId: text('target_id').notNull().default(''),
    /** Client address as the server saw it (after TRUST_PROXY). */
    ip: text('ip').notNull().default(''),
    detail: jsonb('detail')
      .$type<Record<string, unknown>>()
      .notNull()
      .default(sql`'{}'::jsonb`),
  },
  (t) => [
    index('audit_log_at_idx').on(sql`${t.at} desc`, sql`${t.id} desc`),
    index('audit_log_action_at_idx').on(t.action, sql`${t.at} desc`),
    index('audit_log_actor_at_idx').on(t.actorId, sql`${t.at} desc`),
    index('audit_log_target_idx').on(t.targetId),
  ],
);

/**
 * Append-only record of every consent event for a minor student (DPDP Act 2023 s.9, and s.6(10):
 * the platform must be able to prove consent): requested (the parent's email given), granted
 * (the parent confirmed by the mailed link), withdrawn (the parent withdrew; the child's account is
 * suspended). `noticeVersion` is the privacy notice the consent was given against. Kept on
 * erasure, like the audit log: it is the proof. A trigger refuses UPDATE and DELETE.
 */
export const consentRecords = pgTable(
  'consent_records',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id').notNull(),
    event: text('event', { enum: ['requested', 'granted', 'withdrawn'] }).notNull(),
    parentEmail: text('parent_email').notNull(),
    noticeVersion: text('notice_version').notNull(),
    ip: text('ip').notNull().default(''),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('consent_records_student_idx').on(t.studentId, sql`${t.at} desc`)],
);
