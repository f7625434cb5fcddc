// Delivered and read markers, set by the receiver only (a page sends "delivered" for what reached
// it and "read" for what it showed; opening a conversation marks everything read). The sender's
// pages learn it live; the receiver's other pages too (their unread counts).
import { and, eq, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { directMessages } from '../../db/schema/messages';
import type { PubSub } from '../../ports/pubsub';
import type { AuthUser } from '../auth/tokens';
import { otherMember, requireConversation } from '../access/conversation-access';
import { publishTo } from './inbox-events';

export async function markMessages(opts: {
  db: Db;
  pubsub: PubSub;
  viewer: Pick<AuthUser, 'id' | 'role'>;
  conversationId: string;
  marker: 'delivered' | 'read';
  /** The messages; absent: every one not yet marked (open conversation → all read). */
  ids?: string[];
}): Promise<{ ids: string[]; at: string | null }> {
  const { db, viewer } = opts;
  // Markers are the members' own; an admin reading a report marks nothing.
  const { conversation: c } = await requireConversation({
    db,
    viewer,
    conversationId: opts.conversationId,
    need: 'read',
    memberOnly: true,
  });
  const column = opts.marker === 'read' ? directMessages.readAt : directMessages.deliveredAt;
  const set =
    opts.marker === 'read'
      ? {
          readAt: sql`now()`,
          deliveredAt: sql`coalesce(${directMessages.deliveredAt}, now())`,
          changedAt: sql`now()`,
        }
      : { deliveredAt: sql`now()`, changedAt: sql`now()` };
  const rows = await db
    .update(directMessages)
    .set(set)
    .where(
      and(
        eq(directMessages.conversationId, c.id),
        ne(directMessages.senderId, viewer.id),
        isNull(column),
        isNull(directMessages.deletedAt),
        opts.ids ? inArray(directMessages.id, opts.ids) : undefined,
      ),
    )
    .returning({ id: directMessages.id, at: directMessages.changedAt });
  if (!rows.length) return { ids: [], at: null };
  const ids = rows.map((r) => r.id);
  const at = rows[0]!.at.toISOString();
  const event = { kind: 'marker' as const, conversationId: c.id, marker: opts.marker, ids, at };
  await Promise.all([
    publishTo(opts.pubsub, otherMember(c, viewer.id), event),
    publishTo(opts.pubsub, viewer.id, event),
  ]);
  return { ids, at };
}
