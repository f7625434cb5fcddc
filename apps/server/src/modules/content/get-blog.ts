import { and, eq } from 'drizzle-orm';
import { AppError } from '@tm/shared/errors';
import type { BlogDto } from '@tm/shared/schemas/content';
import type { Db } from '../../db/client';
import { blogs } from '../../db/schema/content';
import { toBlogDto } from './blog-dto';

export const MSG_BLOG_NOT_FOUND = 'Blog not found.';

/** A published blog by its slug (drafts are not public: 404 as if absent). */
export async function getPublishedBlog(opts: { db: Db; slug: string }): Promise<BlogDto> {
  const [row] = await opts.db
    .select()
    .from(blogs)
    .where(and(eq(blogs.slug, opts.slug), eq(blogs.published, true)))
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
