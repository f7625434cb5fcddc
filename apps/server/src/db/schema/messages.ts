import { sql } from 'drizzle-orm';
import {
  boolean,
  index,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { files } from './files';
import { users } from './users';

/** Times of messages are kept to the millisecond, as pages see them, so cursors compare exactly. */
const ms = (name: string) => timestamp(name, { withTimezone: true, precision: 3 });

/**
 * One conversation per student and tutor (the unique pair is the guarantee). `lastMessageAt`
 * orders the inbox; `studentMailedAt` / `tutorMailedAt` are when that side was last mailed about
 * unread messages here (the digest claims a mail by moving them with a conditional update).
 */
export const conversations = pgTable(
  'conversations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    studentId: uuid('student_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    tutorId: uuid('tutor_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    startedBy: uuid('started_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: ms('created_at').notNull().defaultNow(),
    lastMessageAt: ms('last_message_at').notNull().defaultNow(),
    studentMailedAt: ms('student_mailed_at'),
    tutorMailedAt: ms('tutor_mailed_at'),
  },
  (t) => [
    uniqueIndex('conversations_pair_idx').on(t.studentId, t.tutorId),
    index('conversations_student_idx').on(t.studentId, sql`${t.lastMessageAt} desc`),
    index('conversations_tutor_idx').on(t.tutorId, sql`${t.lastMessageAt} desc`),
  ],
);

/**
 * A message of a conversation. `body` is what the sender wrote; `maskedBody` the receiver's copy
 * when contact or payment details were hidden (null: the receiver sees `body`). `clientId` is the
 * sending page's id: a resend with the same one lands once (unique per conversation and sender).
 * A delete empties the text and the attachment and keeps the row ("Message deleted" for both).
 * `changedAt` moves on every change, so a reconnecting page can ask what changed since.
 */
export const directMessages = pgTable(
  'direct_messages',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    senderId: uuid('sender_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    clientId: text('client_id').notNull(),
    body: text('body').notNull(),
    maskedBody: text('masked_body'),
    /** The kinds of details hidden from the receiver (rules/contact-masking.ts). */
    hiddenKinds: text('hidden_kinds')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    attachmentFileId: uuid('attachment_file_id').references(() => files.id, {
      onDelete: 'set null',
    }),
    createdAt: ms('created_at').notNull().defaultNow(),
    changedAt: ms('changed_at').notNull().defaultNow(),
    editedAt: ms('edited_at'),
    deletedAt: ms('deleted_at'),
    deliveredAt: ms('delivered_at'),
    readAt: ms('read_at'),
  },
  (t) => [
    uniqueIndex('direct_messages_client_idx').on(t.conversationId, t.senderId, t.clientId),
    // History pages, newest first (id breaks ties).
    index('direct_messages_history_idx').on(
      t.conversationId,
      sql`${t.createdAt} desc`,
      sql`${t.id} desc`,
    ),
    // A reconnecting page's changes.
    index('direct_messages_changed_idx').on(t.conversationId, t.changedAt),
    // Rate limits: one sender's recent messages.
    index('direct_messages_sender_idx').on(t.senderId, t.createdAt),
    // Unread counts.
    index('direct_messages_unread_idx')
      .on(t.conversationId, t.senderId, t.createdAt)
      .where(sql`${t.readAt} is null and ${t.deletedAt} is null`),
    // The unread-mail digest: unread messages by age.
    index('direct_messages_unread_age_idx')
      .on(t.createdAt)
      .where(sql`${t.readAt} is null and ${t.deletedAt} is null`),
  ],
);

/**
 * A block (mentorship-policies-video §6: a privacy-list deny with mutualBlock blocks both ways):
 * while a row exists, neither person may message the other, and a blocked tutor is left out of the
 * blocker's tutor search.
 */
export const conversationBlocks = pgTable(
  'conversation_blocks',
  {
    blockerId: uuid('blocker_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    blockedId: uuid('blocked_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.blockerId, t.blockedId] }),
    index('conversation_blocks_blocked_idx').on(t.blockedId),
  ],
);

/**
 * The admin queue: a member's report of a conversation (kind report), or the platform's flag of
 * a sender who kept trying to share contact or payment details (kind flag). `excerpt` is the
 * conversation's latest messages as they were when the report was made.
 */
export const messageReports = pgTable(
  'message_reports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['report', 'flag'] }).notNull(),
    reporterId: uuid('reporter_id').references(() => users.id, { onDelete: 'set null' }),
    reportedUserId: uuid('reported_user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    reason: text('reason').notNull(),
    details: text('details'),
    excerpt: jsonb('excerpt')
      .$type<Array<{ senderId: string; senderName: string; body: string; createdAt: string }>>()
      .notNull(),
    status: text('status', { enum: ['open', 'resolved'] })
      .notNull()
      .default('open'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    resolvedAt: timestamp('resolved_at', { withTimezone: true }),
    resolvedBy: uuid('resolved_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [
    index('message_reports_status_idx').on(t.status, sql`${t.createdAt} desc`),
    index('message_reports_conversation_idx').on(t.conversationId),
    // One open flag per conversation and sender: the flag is raised once, not per message.
    uniqueIndex('message_reports_open_flag_idx')
      .on(t.conversationId, t.reportedUserId)
      .where(sql`${t.kind} = 'flag' and ${t.status} = 'open'`),
  ],
);

/** Every admin read of a reported conversation or its attachments (who, what, when). */
export const conversationAdminReads = pgTable(
  'conversation_admin_reads',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    conversationId: uuid('conversation_id')
      .notNull()
      .references(() => conversations.id, { onDelete: 'cascade' }),
    adminId: uuid('admin_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    what: text('what', { enum: ['messages', 'attachment'] }).notNull(),
    fileId: uuid('file_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('conversation_admin_reads_conversation_idx').on(t.conversationId, t.createdAt)],
);

/**
 * A person's messaging state: message mails on or off (account setting), an admin's suspension,
 * and when they last had their messages open (last activity).
 */
export const messagingSettings = pgTable('messaging_settings', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  messageMails: boolean('message_mails').notNull().default(true),
  suspendedAt: timestamp('suspended_at', { withTimezone: true }),
  suspendedBy: uuid('suspended_by').references(() => users.id, { onDelete: 'set null' }),
  suspendReason: text('suspend_reason'),
  lastActiveAt: timestamp('last_active_at', { withTimezone: true }),
});
