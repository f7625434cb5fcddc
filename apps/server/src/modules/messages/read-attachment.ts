// GET /api/messages/attachments/{fileId}: a message's attachment, for the conversation's two
// people, and for an admin reading a reported conversation (that read is logged). Anyone else,
// and a file that is no message's attachment, gets the same 404.
import { eq } from 'drizzle-orm';
import { AppError } from '@tm/shared/errors';
import type { Db } from '../../db/client';
import { files } from '../../db/schema/files';
import { directMessages } from '../../db/schema/messages';
import type { FileStore, StoredFile } from '../../ports/files';
import type { AuthUser } from '../auth/tokens';
import { logAdminRead, requireConversation } from '../access/conversation-access';

const NOT_FOUND = 'File not found.';

export async function readAttachment(opts: {
  db: Db;
  store: FileStore;
  viewer: Pick<AuthUser, 'id' | 'role'>;
  fileId: string;
}): Promise<{ meta: typeof files.$inferSelect; stored: StoredFile }> {
  const [found] = await opts.db
    .select({ file: files, conversationId: directMessages.conversationId })
    .from(directMessages)
    .innerJoin(files, eq(files.id, directMessages.attachmentFileId))
    .where(eq(directMessages.attachmentFileId, opts.fileId))
    .limit(1);
  if (!found) throw new AppError('NOT_FOUND', NOT_FOUND);
  const { access } = await requireConversation({
    db: opts.db,
    viewer: opts.viewer,
    conversationId: found.conversationId,
    need: 'read',
  }).catch(() => {
    throw new AppError('NOT_FOUND', NOT_FOUND);
  });
  if (!access.side)
    await logAdminRead(opts.db, {
      conversationId: found.conversationId,
      adminId: opts.viewer.id,
      what: 'attachment',
      fileId: opts.fileId,
    });
  const stored = await opts.store.get(found.file.storageKey);
  if (!stored) throw new AppError('NOT_FOUND', NOT_FOUND);
  return { meta: found.file, stored };
}
