// Reading the inbox: the list (newest first, searched by the other person's name), one
// conversation with the bookings between the two, a page of its history, and the unread count.
import { and, desc, eq, lt, or, sql } from 'drizzle-orm';
import { AppError } from '@tm/shared/errors';
import type {
  ConversationDetail,
  ConversationList,
  MessagePage,
  UnreadCount,
} from '@tm/shared/contract/conversations';
import type { ListConversationsQuery, ListMessagesQuery } from '@tm/shared/schemas/conversations';
import { MESSAGING_TEXT } from '@tm/shared/rules/messaging';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import { directMessages } from '../../db/schema/messages';
import type { AuthUser } from '../auth/tokens';
import { rowsOf } from '../discovery/tutor-card';
import { requireConversation } from '../access/conversation-access';
import { conversationSummaries } from './conversation-summaries';
import { messageFor, selectMessages, type MessageRow } from './message-dto';
import { hasPaidBooking } from './message-guards';

type Viewer = Pick<AuthUser, 'id' | 'role'>;

export async function listConversations(opts: {
  db: Db;
  viewer: Viewer;
  query: ListConversationsQuery;
}): Promise<ConversationList> {
  const { page, limit, q } = opts.query;
  const pattern = q ? `%${q.replace(/[\\%_]/g, (ch) => `\\${ch}`)}%` : null;
  const { rows, total } = await conversationSummaries(opts.db, opts.viewer.id, {
    filter: pattern ? sql`o.full_name ilike ${pattern}` : undefined,
    limit,
    offset: (page - 1) * limit,
  });
  return {
    conversations: rows,
    pagination: { page, limit, total, hasMore: page * limit < total },
  };
}

export async function getConversation(opts: {
  db: Db;
  viewer: Viewer;
  conversationId: string;
}): Promise<ConversationDetail> {
  const { db, viewer } = opts;
  const { conversation: c, access } = await requireConversation({
    db,
    viewer,
    conversationId: opts.conversationId,
    need: 'read',
    memberOnly: true,
  });
  const { rows } = await conversationSummaries(db, viewer.id, {
    filter: sql`c.id = ${c.id}`,
    limit: 1,
    offset: 0,
  });
  // Opened by the other person and never written in: not theirs to see yet.
  const summary = rows[0];
  if (!summary) throw new AppError('NOT_FOUND', MESSAGING_TEXT.notFound);
  const linked = await db
    .select({
      id: bookings.id,
      subject: bookings.subject,
      status: bookings.status,
      isTrial: bookings.isTrial,
      startDate: bookings.startDate,
      startTime: bookings.startTime,
      timezone: bookings.timezone,
    })
    .from(bookings)
    .where(and(eq(bookings.studentId, c.studentId), eq(bookings.tutorId, c.tutorId)))
    .orderBy(desc(bookings.firstStartAt))
    .limit(10);
  return {
    ...summary,
    bookings: linked,
    paidBooking: await hasPaidBooking(db, c.studentId, c.tutorId),
    canSend: access.level === 'act',
    cannotSendReason: access.level === 'act' ? null : access.reason,
  };
}

/** A cursor is the createdAt and id of the oldest message of the page shown. */
const cursorOf = (m: MessageRow) => `${m.createdAt.toISOString()}|${m.id}`;

export async function listMessages(opts: {
  db: Db;
  viewer: Viewer;
  conversationId: string;
  query: ListMessagesQuery;
}): Promise<MessagePage> {
  const { db, viewer } = opts;
  const { conversation: c } = await requireConversation({
    db,
    viewer,
    conversationId: opts.conversationId,
    need: 'read',
    memberOnly: true,
  });
  let before = undefined;
  if (opts.query.before) {
    const [at, id] = opts.query.before.split('|') as [string, string];
    const when = new Date(at);
    if (Number.isNaN(when.getTime())) throw new AppError('BAD_REQUEST', 'Invalid cursor.');
    before = or(
      lt(directMessages.createdAt, when),
      and(eq(directMessages.createdAt, when), lt(directMessages.id, id)),
    );
  }
  const rows = (await selectMessages(db)
    .where(and(eq(directMessages.conversationId, c.id), before))
    .orderBy(desc(directMessages.createdAt), desc(directMessages.id))
    .limit(opts.query.limit + 1)) as MessageRow[];
  const page = rows.slice(0, opts.query.limit);
  return {
    messages: page.reverse().map((m) => messageFor(viewer.id, m)),
    nextBefore: rows.length > opts.query.limit ? cursorOf(page[0]!) : null,
  };
}

/**
 * Unread messages to the viewer, in how many conversations, and from whom (the nav bars, the
 * dashboards and the upcoming-class banner).
 */
export async function unreadCount(db: Db, viewerId: string): Promise<UnreadCount> {
  const result = await db.execute(sql`
    select m.conversation_id,
      case when c.student_id = ${viewerId} then c.tutor_id else c.student_id end as user_id,
      count(*)::int as unread, max(m.created_at) as latest
    from conversations c
    join direct_messages m on m.conversation_id = c.id
    where (c.student_id = ${viewerId} or c.tutor_id = ${viewerId})
      and m.sender_id <> ${viewerId} and m.read_at is null and m.deleted_at is null
    group by m.conversation_id, c.student_id, c.tutor_id
    order by latest desc`);
  const rows = rowsOf<{ conversation_id: string; user_id: string; unread: number }>(result);
  return {
    total: rows.reduce((n, r) => n + r.unread, 0),
    conversations: rows.length,
    byPerson: rows
      .slice(0, 20)
      .map((r) => ({ conversationId: r.conversation_id, userId: r.user_id, unread: r.unread })),
  };
}
