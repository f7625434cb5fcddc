import { eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { files } from '../../db/schema/files';
import type { FileStore, StoredFile } from '../../ports/files';
import { keyForWidth } from './process-image';

/**
 * GET /api/files/public/... (and /files/public/...): a public upload (profile photo, blog image) by its key, or null. Only
 * keys under public/ that the files table knows are served; private documents go through
 * /api/files/{id} with an access check.
 */
export async function readPublicFile(opts: {
  db: Db;
  store: FileStore;
  path: string;
  /** The width the screen needs: the smallest stored WebP variant at least that wide. */
  width?: number;
}): Promise<{ mimeType: string; body: StoredFile['body'] } | null> {
  const key = `public/${opts.path}`;
  if (key.includes('..')) return null;
  const [meta] = await opts.db.select().from(files).where(eq(files.storageKey, key)).limit(1);
  if (!meta) return null;
  const stored =
    (await opts.store.get(keyForWidth(key, opts.width))) ?? (await opts.store.get(key));
  return stored ? { mimeType: meta.mimeType, body: stored.body } : null;
}
