// The one projection of a stored message for a viewer (routes never strip fields): the sender
// sees what they wrote, the receiver the copy with contact details hidden, an admin reading a
// report both; a deleted message is "Message deleted" for everyone.
import { eq, getTableColumns } from 'drizzle-orm';
import type { MessageDto } from '@tm/shared/contract/conversations';
import { MESSAGING_TEXT } from '@tm/shared/rules/messaging';
import type { Db } from '../../db/client';
import { files } from '../../db/schema/files';
import { directMessages } from '../../db/schema/messages';

export type MessageRow = typeof directMessages.$inferSelect & {
  attachment: { id: string; name: string; mimeType: string; sizeBytes: number } | null;
};

/** Messages with their attachment's name and type; add `where`, `orderBy`, `limit`. */
export function selectMessages(db: Db) {
  return db
    .select({
      ...getTableColumns(directMessages),
      attachment: {
        id: files.id,
        name: files.originalName,
        mimeType: files.mimeType,
        sizeBytes: files.sizeBytes,
      },
    })
    .from(directMessages)
    .leftJoin(files, eq(files.id, directMessages.attachmentFileId));
}

const iso = (d: Date | null) => (d ? d.toISOString() : null);

/** `viewerId` null: an admin reading a report (sees what was written). */
export function messageFor(viewerId: string | null, m: MessageRow): MessageDto {
  const mine = viewerId === m.senderId;
  const deleted = m.deletedAt !== null;
  const receiver = viewerId !== null && !mine;
  const body = deleted
    ? MESSAGING_TEXT.deleted
    : receiver && m.maskedBody !== null
      ? m.maskedBody
      : m.body;
  return {
    id: m.id,
    conversationId: m.conversationId,
    clientId: m.clientId,
    senderId: m.senderId,
    mine,
    body,
    hidden: !deleted && m.hiddenKinds.length > 0,
    deleted,
    attachment: deleted || !m.attachment?.id ? null : m.attachment,
    createdAt: m.createdAt.toISOString(),
    editedAt: iso(m.editedAt),
    changedAt: m.changedAt.toISOString(),
    deliveredAt: iso(m.deliveredAt),
    readAt: iso(m.readAt),
  };
}

/** The notice a sender gets when details were hidden from the receiver. */
export function noticeFor(m: Pick<MessageRow, 'hiddenKinds' | 'deletedAt'>): string | null {
  return m.deletedAt === null && m.hiddenKinds.length > 0 ? MESSAGING_TEXT.hiddenForSender : null;
}
