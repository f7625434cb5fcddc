import { and, eq, or, sql } from 'drizzle-orm';
import { AppError } from '@tm/shared/errors';
import { isBlogId, type BlogDto } from '@tm/shared/schemas/content';
import type { Db } from '../../db/client';
import { blogs } from '../../db/schema/content';
import { toBlogDto } from './blog-dto';

export const MSG_BLOG_NOT_FOUND = 'Blog not found.';

/**
 * A published blog by its slug, or by its id (a §7 client reads blogs by id). Drafts are
 * not public: 404 as if absent. An id-shaped address matches the id or, failing that, the slug.
 */
export async function getPublishedBlog(opts: { db: Db; slug: string }): Promise<BlogDto> {
  const match = isBlogId(opts.slug)
    ? or(eq(blogs.id, opts.slug.toLowerCase()), eq(blogs.slug, opts.slug))
    : eq(blogs.slug, opts.slug);
  const [row] = await opts.db
    .select()
    .from(blogs)
    .where(and(match, eq(blogs.published, true)))
    .orderBy(sql`${blogs.slug} = ${opts.slug}`)
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', MSG_BLOG_NOT_FOUND);
  return toBlogDto(row);
}

/** Any blog by id, drafts included (admin). */
export async function getBlogById(opts: { db: Db; id: string }): Promise<BlogDto> {
  const [row] = await opts.db.select().from(blogs).where(eq(blogs.id, opts.id)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', MSG_BLOG_NOT_FOUND);
  return toBlogDto(row);
}
