import { eq } from 'drizzle-orm';
import { AppError } from '@tm/shared/errors';
import type { Db } from '../../db/client';
import { files } from '../../db/schema/files';
import type { FileStore, StoredFile } from '../../ports/files';
import type { AuthUser } from '../auth/tokens';

const PUBLIC_KINDS = new Set(['photo', 'blog_image']);
const NOT_FOUND = 'File not found.';

export type FileRow = typeof files.$inferSelect;

/**
 * May `user` read this file? Public kinds: anyone signed in. Documents: their owner and admins.
 * A message's attachment never here: only through its conversation's access check.
 */
export function mayRead(
  file: Pick<FileRow, 'kind' | 'ownerId'>,
  user: Pick<AuthUser, 'id' | 'role'>,
): boolean {
  if (file.kind === 'message_attachment') return false;
  if (PUBLIC_KINDS.has(file.kind)) return true;
  return user.role === 'admin' || (file.ownerId !== null && file.ownerId === user.id);
}

/**
 * GET /api/files/{id}: a private document for its tutor or an admin. Anyone else gets the same
 * 404 as for a missing file, so that ids cannot be probed.
 */
export async function openFileFor(opts: {
  db: Db;
  store: FileStore;
  fileId: string;
  user: AuthUser;
}): Promise<{ meta: FileRow; stored: StoredFile }> {
  const [meta] = await opts.db.select().from(files).where(eq(files.id, opts.fileId)).limit(1);
  if (!meta || !mayRead(meta, opts.user)) throw new AppError('NOT_FOUND', NOT_FOUND);
  const stored = await opts.store.get(meta.storageKey);
  if (!stored) throw new AppError('NOT_FOUND', NOT_FOUND);
  return { meta, stored };
}
