// A member blocks (or unblocks) the other person of a conversation, or reports the conversation
// to the admin queue with an excerpt of its latest messages.
import { and, eq } from 'drizzle-orm';
import type { BlockState } from '@tm/shared/contract/conversations';
import type { ReportConversationRequest } from '@tm/shared/schemas/conversations';
import type { Db } from '../../db/client';
import { conversationBlocks, messageReports } from '../../db/schema/messages';
import type { PubSub } from '../../ports/pubsub';
import type { AuthUser } from '../auth/tokens';
import { otherMember, requireConversation } from '../access/conversation-access';
import { conversationExcerpt } from './conversation-excerpt';
import { publishTo } from './inbox-events';

type Viewer = Pick<AuthUser, 'id' | 'role'>;

export async function setBlock(opts: {
  db: Db;
  pubsub: PubSub;
  viewer: Viewer;
  conversationId: string;
  block: boolean;
}): Promise<{ blocked: BlockState }> {
  const { db, viewer } = opts;
  const { conversation: c } = await requireConversation({
    db,
    viewer,
    conversationId: opts.conversationId,
    need: 'read',
    memberOnly: true,
  });
  const other = otherMember(c, viewer.id);
  if (opts.block) {
    await db
      .insert(conversationBlocks)
      .values({ blockerId: viewer.id, blockedId: other })
      .onConflictDoNothing();
  } else {
    await db
      .delete(conversationBlocks)
      .where(
        and(eq(conversationBlocks.blockerId, viewer.id), eq(conversationBlocks.blockedId, other)),
      );
  }
  const event = { kind: 'conversation' as const, conversationId: c.id };
  await Promise.all([
    publishTo(opts.pubsub, viewer.id, event),
    publishTo(opts.pubsub, other, event),
  ]);
  const theyBlock = c.blockedBy.includes(other);
  return { blocked: opts.block ? 'by_me' : theyBlock ? 'by_them' : 'none' };
}

export async function reportConversation(opts: {
  db: Db;
  viewer: Viewer;
  conversationId: string;
  report: ReportConversationRequest;
}): Promise<{ id: string }> {
  const { db, viewer } = opts;
  const { conversation: c } = await requireConversation({
    db,
    viewer,
    conversationId: opts.conversationId,
    need: 'read',
    memberOnly: true,
  });
  const [row] = await db
    .insert(messageReports)
    .values({
      conversationId: c.id,
      kind: 'report',
      reporterId: viewer.id,
      reportedUserId: otherMember(c, viewer.id),
      reason: opts.report.reason,
      details: opts.report.details || null,
      excerpt: await conversationExcerpt(db, c.id),
    })
    .returning({ id: messageReports.id });
  return { id: row!.id };
}
