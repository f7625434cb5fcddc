import { eq } from 'drizzle-orm';
import { AppError } from '@tm/shared/errors';
import type { BlogDto, blogUpdateRequestSchema } from '@tm/shared/schemas/content';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { blogs } from '../../db/schema/content';
import { toBlogDto } from './blog-dto';
import { assertSlugFree, blogImageKey, isUniqueViolation, MSG_SLUG_TAKEN } from './blog-fields';
import { MSG_BLOG_NOT_FOUND } from './get-blog';
import { sanitiseHtml } from './sanitise';

export interface UpdateBlogOptions {
  db: Db;
  id: string;
  input: z.output<typeof blogUpdateRequestSchema>;
}

/**
 * An admin edits, publishes (`published: true`) or unpublishes a blog. Only the fields sent change.
 * The first publication sets postedAt; unpublishing and publishing again keeps the original date,
 * so a post does not jump to the top of the list after a correction.
 */
export async function updateBlog(opts: UpdateBlogOptions): Promise<BlogDto> {
  const { input } = opts;
  try {
    const row = await opts.db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(blogs)
        .where(eq(blogs.id, opts.id))
        .for('update')
        .limit(1);
      if (!current) throw new AppError('NOT_FOUND', MSG_BLOG_NOT_FOUND);
      const set: Partial<typeof blogs.$inferInsert> = { updatedAt: new Date() };
      if (input.title !== undefined) set.title = input.title;
      if (input.description !== undefined) set.description = input.description;
      if (input.content !== undefined)
        set.content = input.content ? sanitiseHtml(input.content) || null : null;
      if (input.slug !== undefined && input.slug !== current.slug) {
        await assertSlugFree(tx, input.slug, current.id);
        set.slug = input.slug;
      }
      if (input.imageId !== undefined)
        set.imageKey = input.imageId ? await blogImageKey(tx, input.imageId) : null;
      if (input.published !== undefined) {
        set.published = input.published;
        if (input.published && !current.postedAt) set.postedAt = new Date();
      }
      const [updated] = await tx.update(blogs).set(set).where(eq(blogs.id, current.id)).returning();
      return updated!;
    });
    return toBlogDto(row);
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('CONFLICT', MSG_SLUG_TAKEN);
    throw err;
  }
}
