// A reconnecting page's catch-up: every message of the person's conversations that changed after
// the last change the page saw (sent, edited, deleted, delivered, read), less a few seconds of
// overlap for writes that were still committing when the page saw that time. The page merges by
// id, so what it already had is harmless. Oldest change first; the newest RESUME_MAX at most
// (more: the page reloads its open conversation's history instead).
import { and, asc, gt, inArray, or, eq } from 'drizzle-orm';
import type { MessageDto } from '@tm/shared/contract/conversations';
import { MESSAGING_LIMITS } from '@tm/shared/rules/messaging';
import type { Db } from '../../db/client';
import { conversations, directMessages } from '../../db/schema/messages';
import { messageFor, selectMessages, type MessageRow } from './message-dto';

export async function changesSince(
  db: Db,
  userId: string,
  since: Date,
): Promise<{ messages: MessageDto[]; more: boolean }> {
  const from = new Date(since.getTime() - MESSAGING_LIMITS.resumeOverlapMs);
  const mine = db
    .select({ id: conversations.id })
    .from(conversations)
    .where(or(eq(conversations.studentId, userId), eq(conversations.tutorId, userId)));
  const rows = (await selectMessages(db)
    .where(and(inArray(directMessages.conversationId, mine), gt(directMessages.changedAt, from)))
    .orderBy(asc(directMessages.changedAt), asc(directMessages.id))
    .limit(MESSAGING_LIMITS.resumeMax + 1)) as MessageRow[];
  return {
    messages: rows.slice(0, MESSAGING_LIMITS.resumeMax).map((m) => messageFor(userId, m)),
    more: rows.length > MESSAGING_LIMITS.resumeMax,
  };
}
