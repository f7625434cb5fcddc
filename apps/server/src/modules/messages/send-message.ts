// Sends one message (text, or an attachment with an optional caption), from the inbox socket or
// POST /api/messages/conversations/{id}/messages. Idempotent by the page's clientId: a retry or a
// resend after a drop, even two at once, answers the message the first one stored. The receiver's
// copy hides contact and payment details (rules/contact-masking.ts) and the sender is told why.
import { and, eq, sql } from 'drizzle-orm';
import type { MessageDto } from '@tm/shared/contract/conversations';
import { maskContactDetails } from '@tm/shared/rules/contact-masking';
import type { Db } from '../../db/client';
import { files } from '../../db/schema/files';
import { conversations, directMessages } from '../../db/schema/messages';
import type { PubSub } from '../../ports/pubsub';
import type { AuthUser } from '../auth/tokens';
import type { ReceivedUpload } from '../files/receive-uploads';
import { requireConversation } from '../access/conversation-access';
import { publishMessage } from './inbox-events';
import { messageFor, noticeFor, selectMessages, type MessageRow } from './message-dto';
import { checkSendLimits, flagRepeatedAttempts, hasPaidBooking } from './message-guards';

/** Rolls back a send whose clientId another request stored first (its attachment row too). */
class AlreadySent extends Error {}

export interface SendMessageOptions {
  db: Db;
  pubsub: PubSub;
  viewer: Pick<AuthUser, 'id' | 'role'>;
  conversationId: string;
  clientId: string;
  /** Already validated (schemas/conversations.ts); may be empty with an attachment. */
  body: string;
  attachment?: ReceivedUpload;
}

export interface SendMessageResult {
  message: MessageDto;
  notice: string | null;
  /** False when this clientId had already been sent (the caller discards a second upload). */
  created: boolean;
}

async function findSent(db: Db, conversationId: string, senderId: string, clientId: string) {
  const [row] = await selectMessages(db)
    .where(
      and(
        eq(directMessages.conversationId, conversationId),
        eq(directMessages.senderId, senderId),
        eq(directMessages.clientId, clientId),
      ),
    )
    .limit(1);
  return row as MessageRow | undefined;
}

export async function sendMessage(opts: SendMessageOptions): Promise<SendMessageResult> {
  const { db, viewer } = opts;
  const { conversation: c } = await requireConversation({
    db,
    viewer,
    conversationId: opts.conversationId,
    need: 'act',
  });
  const answer = async (row: MessageRow, created: boolean): Promise<SendMessageResult> => {
    // Published again on a retry too: the first answer may never have reached the page.
    await publishMessage(opts.pubsub, c, row);
    return { message: messageFor(viewer.id, row), notice: noticeFor(row), created };
  };
  const already = await findSent(db, c.id, viewer.id, opts.clientId);
  if (already) return answer(already, false);

  await checkSendLimits(db, viewer.id, { attachment: Boolean(opts.attachment) });
  const paidBooking = await hasPaidBooking(db, c.studentId, c.tutorId);
  const masked = maskContactDetails(opts.body, { paidBooking });
  const inserted = await db
    .transaction(async (tx) => {
      let attachmentFileId: string | null = null;
      if (opts.attachment) {
        const a = opts.attachment;
        const [file] = await tx
          .insert(files)
          .values({
            ownerId: viewer.id,
            kind: 'message_attachment',
            storageKey: a.key,
            originalName: a.name,
            mimeType: a.mime,
            sizeBytes: a.size,
          })
          .returning({ id: files.id });
        attachmentFileId = file!.id;
      }
      const [row] = await tx
        .insert(directMessages)
        .values({
          conversationId: c.id,
          senderId: viewer.id,
          clientId: opts.clientId,
          body: opts.body,
          maskedBody: masked.hidden.length ? masked.text : null,
          hiddenKinds: masked.hidden,
          attachmentFileId,
        })
        .onConflictDoNothing()
        .returning({ id: directMessages.id, createdAt: directMessages.createdAt });
      // A concurrent send of the same clientId won the insert: this one stores nothing.
      if (!row) throw new AlreadySent();
      await tx
        .update(conversations)
        .set({ lastMessageAt: sql`greatest(${conversations.lastMessageAt}, ${row.createdAt})` })
        .where(eq(conversations.id, c.id));
      return row;
    })
    .catch((err: unknown) => {
      if (err instanceof AlreadySent) return null;
      throw err;
    });
  const row = await findSent(db, c.id, viewer.id, opts.clientId);
  if (!row) throw new Error('a sent message could not be read back');
  if (inserted && masked.hidden.length)
    await flagRepeatedAttempts(db, { conversationId: c.id, senderId: viewer.id });
  return answer(row, inserted !== null);
}
