// The admin side of messages: the queue of reports and flags (with each one's excerpt), reading a
// reported conversation in full (every read logged), and closing a report.
import { and, asc, count, desc, eq } from 'drizzle-orm';
import { alias, type AnyPgColumn } from 'drizzle-orm/pg-core';
import { AppError } from '@tm/shared/errors';
import type {
  AdminConversation,
  MessageReport,
  MessageReportList,
} from '@tm/shared/contract/conversations';
import { REPORT_REASON_LABELS, type ReportReason } from '@tm/shared/rules/messaging';
import type { Db } from '../../db/client';
import {
  conversations,
  directMessages,
  messageReports,
  messagingSettings,
} from '../../db/schema/messages';
import { users } from '../../db/schema/users';
import type { AuthUser } from '../auth/tokens';
import { logAdminRead, requireConversation } from '../access/conversation-access';
import { messageFor, selectMessages, type MessageRow } from './message-dto';

const PAGE = 20;
const reporter = alias(users, 'reporter');
const reported = alias(users, 'reported');
function person<T extends { id: AnyPgColumn; fullName: AnyPgColumn; email: AnyPgColumn }>(u: T) {
  return { id: u.id, fullName: u.fullName, email: u.email } as {
    id: T['id'];
    fullName: T['fullName'];
    email: T['email'];
  };
}

export async function listMessageReports(opts: {
  db: Db;
  status: 'open' | 'resolved';
  page: number;
}): Promise<MessageReportList> {
  const where = eq(messageReports.status, opts.status);
  const [rows, [total]] = await Promise.all([
    opts.db
      .select({
        r: messageReports,
        reporter: person(reporter),
        reported: person(reported),
        suspendedAt: messagingSettings.suspendedAt,
      })
      .from(messageReports)
      .innerJoin(reported, eq(reported.id, messageReports.reportedUserId))
      .leftJoin(reporter, eq(reporter.id, messageReports.reporterId))
      .leftJoin(messagingSettings, eq(messagingSettings.userId, messageReports.reportedUserId))
      .where(where)
      .orderBy(desc(messageReports.createdAt), desc(messageReports.id))
      .limit(PAGE)
      .offset((opts.page - 1) * PAGE),
    opts.db.select({ n: count() }).from(messageReports).where(where),
  ]);
  const reports: MessageReport[] = rows.map(({ r, ...x }) => ({
    id: r.id,
    kind: r.kind,
    reason: r.reason,
    reasonLabel: REPORT_REASON_LABELS[r.reason as ReportReason] ?? r.reason,
    details: r.details,
    status: r.status,
    createdAt: r.createdAt.toISOString(),
    resolvedAt: r.resolvedAt?.toISOString() ?? null,
    conversationId: r.conversationId,
    reporter: x.reporter?.id ? x.reporter : null,
    reported: { ...x.reported, suspended: x.suspendedAt !== null },
    excerpt: r.excerpt,
  }));
  const n = total?.n ?? 0;
  return {
    reports,
    pagination: { page: opts.page, limit: PAGE, total: n, pages: Math.max(1, Math.ceil(n / PAGE)) },
  };
}

export async function resolveMessageReport(opts: {
  db: Db;
  admin: Pick<AuthUser, 'id'>;
  reportId: string;
}): Promise<{ id: string }> {
  const [row] = await opts.db
    .update(messageReports)
    .set({ status: 'resolved', resolvedAt: new Date(), resolvedBy: opts.admin.id })
    .where(and(eq(messageReports.id, opts.reportId), eq(messageReports.status, 'open')))
    .returning({ id: messageReports.id });
  if (!row) throw new AppError('NOT_FOUND', 'Open report not found.');
  return row;
}

/** A reported conversation, every message as it was written and as the receiver saw it. */
export async function readReportedConversation(opts: {
  db: Db;
  admin: Pick<AuthUser, 'id' | 'role'>;
  conversationId: string;
}): Promise<AdminConversation> {
  const { db } = opts;
  await requireConversation({
    db,
    viewer: opts.admin,
    conversationId: opts.conversationId,
    need: 'read',
  });
  await logAdminRead(db, {
    conversationId: opts.conversationId,
    adminId: opts.admin.id,
    what: 'messages',
  });
  const student = alias(users, 'student');
  const tutor = alias(users, 'tutor');
  const [c] = await db
    .select({ id: conversations.id, student: person(student), tutor: person(tutor) })
    .from(conversations)
    .innerJoin(student, eq(student.id, conversations.studentId))
    .innerJoin(tutor, eq(tutor.id, conversations.tutorId))
    .where(eq(conversations.id, opts.conversationId));
  const rows = (await selectMessages(db)
    .where(eq(directMessages.conversationId, opts.conversationId))
    .orderBy(asc(directMessages.createdAt), asc(directMessages.id))
    .limit(1000)) as MessageRow[];
  const names = new Map([c!.student, c!.tutor].map((p) => [p.id, p.fullName]));
  return {
    ...c!,
    messages: rows.map((m) => ({
      ...messageFor(null, m),
      senderName: names.get(m.senderId) ?? '',
      receiverSaw: m.deletedAt === null ? m.maskedBody : null,
    })),
  };
}
