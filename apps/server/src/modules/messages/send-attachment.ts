// POST /api/messages/conversations/{id}/attachments: an image or a PDF (through the checked upload
// pipeline: content, name and size by the shared UPLOAD_RULES) with an optional caption.
import { AppError } from '@tm/shared/errors';
import { MESSAGING_TEXT } from '@tm/shared/rules/messaging';
import { attachmentFieldsSchema } from '@tm/shared/schemas/conversations';
import type { Db } from '../../db/client';
import type { PubSub } from '../../ports/pubsub';
import type { AuthUser } from '../auth/tokens';
import type { ReceivedForm } from '../files/receive-uploads';
import { requireConversation } from '../access/conversation-access';
import { checkSendLimits } from './message-guards';
import { sendMessage, type SendMessageResult } from './send-message';

export const MSG_NO_ATTACHMENT = 'Please choose an image or a PDF to send.';

type Viewer = Pick<AuthUser, 'id' | 'role'>;

/** Asked before the body is read: may the viewer send an attachment here now? */
export async function checkAttachmentAllowed(opts: {
  db: Db;
  viewer: Viewer;
  conversationId: string;
}): Promise<void> {
  await requireConversation({ ...opts, need: 'act' });
  await checkSendLimits(opts.db, opts.viewer.id, { attachment: true });
}

export async function sendAttachment(opts: {
  db: Db;
  pubsub: PubSub;
  viewer: Viewer;
  conversationId: string;
  form: ReceivedForm;
}): Promise<SendMessageResult> {
  const fields = attachmentFieldsSchema.safeParse(opts.form.fields);
  if (!fields.success)
    throw new AppError('BAD_REQUEST', fields.error.issues[0]?.message ?? MESSAGING_TEXT.empty);
  const attachment = opts.form.uploads[0];
  if (!attachment) throw new AppError('BAD_REQUEST', MSG_NO_ATTACHMENT);
  return sendMessage({
    db: opts.db,
    pubsub: opts.pubsub,
    viewer: opts.viewer,
    conversationId: opts.conversationId,
    clientId: fields.data.clientId,
    body: fields.data.body,
    attachment,
  });
}
