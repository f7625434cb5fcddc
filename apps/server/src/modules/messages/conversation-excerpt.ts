// A report's excerpt: the conversation's latest messages as they were written (the admin judges
// what was sent, not the masked copy), oldest first. Deleted ones stay deleted.
import { desc, eq } from 'drizzle-orm';
import { MESSAGING_LIMITS, MESSAGING_TEXT } from '@tm/shared/rules/messaging';
import type { Db } from '../../db/client';
import { directMessages } from '../../db/schema/messages';
import { files } from '../../db/schema/files';
import { users } from '../../db/schema/users';

export async function conversationExcerpt(db: Db, conversationId: string) {
  const rows = await db
    .select({
      senderId: directMessages.senderId,
      senderName: users.fullName,
      body: directMessages.body,
      deletedAt: directMessages.deletedAt,
      attachmentName: files.originalName,
      createdAt: directMessages.createdAt,
    })
    .from(directMessages)
    .innerJoin(users, eq(users.id, directMessages.senderId))
    .leftJoin(files, eq(files.id, directMessages.attachmentFileId))
    .where(eq(directMessages.conversationId, conversationId))
    .orderBy(desc(directMessages.createdAt), desc(directMessages.id))
    .limit(MESSAGING_LIMITS.reportExcerptMessages);
  return rows.reverse().map((r) => ({
    senderId: r.senderId,
    senderName: r.senderName,
    body: r.deletedAt
      ? MESSAGING_TEXT.deleted
      : [r.body, r.attachmentName ? `[attachment: ${r.attachmentName}]` : '']
          .filter(Boolean)
          .join(' '),
    createdAt: r.createdAt.toISOString(),
  }));
}
