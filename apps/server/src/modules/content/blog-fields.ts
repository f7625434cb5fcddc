// Helpers shared by create-blog and update-blog: slugs, the uploaded image, unique-key races.
import { and, eq, like, ne } from 'drizzle-orm';
import { AppError } from '@tm/shared/errors';
import { BLOG_LIMITS } from '@tm/shared/schemas/content';
import type { Db } from '../../db/client';
import { blogs } from '../../db/schema/content';
import { files } from '../../db/schema/files';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

export const MSG_SLUG_TAKEN = 'Another blog already uses this slug. Choose a different one.';
export const MSG_IMAGE_NOT_FOUND = 'The image was not found. Upload it again.';

/** "Thesis Defense: 5 Tips!" → "thesis-defense-5-tips". Accents are dropped; other scripts give "post". */
export function slugify(title: string): string {
  const slug = title
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, BLOG_LIMITS.slugMax - 6)
    .replace(/-+$/, '');
  return slug || 'post';
}

/** The slug from the title, with -2, -3, ... when it is taken. */
export async function uniqueSlugFor(tx: Tx, title: string): Promise<string> {
  const base = slugify(title);
  const taken = new Set(
    (
      await tx
        .select({ slug: blogs.slug })
        .from(blogs)
        .where(like(blogs.slug, `${base}%`))
    ).map((r) => r.slug),
  );
  if (!taken.has(base)) return base;
  for (let n = 2; ; n++) if (!taken.has(`${base}-${n}`)) return `${base}-${n}`;
}

/** An explicit slug must be free (ignoring the blog being edited). */
export async function assertSlugFree(tx: Tx, slug: string, exceptId?: string): Promise<void> {
  const where = exceptId ? and(eq(blogs.slug, slug), ne(blogs.id, exceptId)) : eq(blogs.slug, slug);
  const [clash] = await tx.select({ id: blogs.id }).from(blogs).where(where).limit(1);
  if (clash) throw new AppError('CONFLICT', MSG_SLUG_TAKEN);
}

/** The storage key of an uploaded blog image (POST /api/admin/blog-images), by file id. */
export async function blogImageKey(tx: Tx, imageId: string): Promise<string> {
  const [file] = await tx
    .select({ key: files.storageKey })
    .from(files)
    .where(and(eq(files.id, imageId), eq(files.kind, 'blog_image')))
    .limit(1);
  if (!file) throw new AppError('BAD_REQUEST', MSG_IMAGE_NOT_FOUND);
  return file.key;
}

/** True for PostgreSQL's unique_violation (two saves racing for one slug), however it is wrapped. */
export function isUniqueViolation(err: unknown): boolean {
  for (
    let e = err as { code?: unknown; cause?: unknown } | undefined, i = 0;
    e && i < 5;
    e = e.cause as typeof e, i++
  ) {
    if (e.code === '23505') return true;
  }
  return false;
}
