// Edit and delete of one's own messages (PATCH / DELETE /api/messages/{id}). An edit is allowed for
// 15 minutes after sending and is masked again like a new message; a delete empties the text and
// the attachment (its file is removed after the commit) and leaves "Message deleted" for both.
import { and, eq, isNull, sql } from 'drizzle-orm';
import { AppError } from '@tm/shared/errors';
import { maskContactDetails } from '@tm/shared/rules/contact-masking';
import { MESSAGING_TEXT, canEditMessage } from '@tm/shared/rules/messaging';
import type { SentMessage } from '@tm/shared/contract/conversations';
import type { Db } from '../../db/client';
import { files } from '../../db/schema/files';
import { directMessages } from '../../db/schema/messages';
import type { FileStore } from '../../ports/files';
import type { PubSub } from '../../ports/pubsub';
import type { AuthUser } from '../auth/tokens';
import { requireConversation } from '../access/conversation-access';
import { publishMessage } from './inbox-events';
import { messageFor, noticeFor, selectMessages, type MessageRow } from './message-dto';
import { hasPaidBooking } from './message-guards';

type Viewer = Pick<AuthUser, 'id' | 'role'>;

async function loadOwn(db: Db, viewer: Viewer, messageId: string, need: 'read' | 'act') {
  const [row] = await selectMessages(db).where(eq(directMessages.id, messageId)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', MESSAGING_TEXT.messageNotFound);
  // The conversation's access first: a stranger learns nothing about the message.
  const { conversation } = await requireConversation({
    db,
    viewer,
    conversationId: row.conversationId,
    need,
    memberOnly: true,
  });
  if (row.senderId !== viewer.id) throw new AppError('FORBIDDEN', MESSAGING_TEXT.notOwn);
  if (row.deletedAt) throw new AppError('CONFLICT', MESSAGING_TEXT.alreadyDeleted);
  return { row: row as MessageRow, conversation };
}

async function reread(db: Db, messageId: string): Promise<MessageRow> {
  const [row] = await selectMessages(db).where(eq(directMessages.id, messageId)).limit(1);
  return row as MessageRow;
}

export async function editMessage(opts: {
  db: Db;
  pubsub: PubSub;
  viewer: Viewer;
  messageId: string;
  body: string;
  now?: Date;
}): Promise<SentMessage> {
  const { db, viewer } = opts;
  const { row, conversation: c } = await loadOwn(db, viewer, opts.messageId, 'act');
  if (!canEditMessage(row.createdAt, opts.now ?? new Date()))
    throw new AppError('FORBIDDEN', MESSAGING_TEXT.editWindowOver);
  const masked = maskContactDetails(opts.body, {
    paidBooking: await hasPaidBooking(db, c.studentId, c.tutorId),
  });
  const updated = await db
    .update(directMessages)
    .set({
      body: opts.body,
      maskedBody: masked.hidden.length ? masked.text : null,
      hiddenKinds: masked.hidden,
      editedAt: sql`now()`,
      changedAt: sql`now()`,
    })
    .where(and(eq(directMessages.id, row.id), isNull(directMessages.deletedAt)))
    .returning({ id: directMessages.id });
  if (!updated.length) throw new AppError('CONFLICT', MESSAGING_TEXT.alreadyDeleted);
  const fresh = await reread(db, row.id);
  await publishMessage(opts.pubsub, c, fresh);
  return { message: messageFor(viewer.id, fresh), notice: noticeFor(fresh) };
}

export async function deleteMessage(opts: {
  db: Db;
  pubsub: PubSub;
  store: FileStore;
  viewer: Viewer;
  messageId: string;
}): Promise<SentMessage> {
  const { db, viewer } = opts;
  // One's own message may be deleted even in a blocked conversation (reading is enough).
  const { row, conversation: c } = await loadOwn(db, viewer, opts.messageId, 'read');
  const removed = await db.transaction(async (tx) => {
    const done = await tx
      .update(directMessages)
      .set({
        body: '',
        maskedBody: null,
        hiddenKinds: [],
        attachmentFileId: null,
        deletedAt: sql`now()`,
        changedAt: sql`now()`,
      })
      .where(and(eq(directMessages.id, row.id), isNull(directMessages.deletedAt)))
      .returning({ id: directMessages.id });
    if (!done.length) throw new AppError('CONFLICT', MESSAGING_TEXT.alreadyDeleted);
    if (!row.attachmentFileId) return null;
    const [file] = await tx
      .delete(files)
      .where(eq(files.id, row.attachmentFileId))
      .returning({ key: files.storageKey });
    return file?.key ?? null;
  });
  if (removed) await opts.store.delete(removed).catch(() => undefined);
  const fresh = await reread(db, row.id);
  await publishMessage(opts.pubsub, c, fresh);
  return { message: messageFor(viewer.id, fresh), notice: null };
}
