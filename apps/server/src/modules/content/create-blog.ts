import { AppError } from '@tm/shared/errors';
import type { BlogDto, blogCreateRequestSchema } from '@tm/shared/schemas/content';
import type { z } from 'zod';
import type { Db } from '../../db/client';
import { blogs } from '../../db/schema/content';
import { toBlogDto } from './blog-dto';
import {
  assertSlugFree,
  blogImageKey,
  isUniqueViolation,
  MSG_SLUG_TAKEN,
  uniqueSlugFor,
} from './blog-fields';
import { sanitiseHtml } from './sanitise';

export interface CreateBlogOptions {
  db: Db;
  authorId: string;
  input: z.output<typeof blogCreateRequestSchema>;
}

/**
 * An admin writes a blog. Content is sanitised before it is stored. Publishing sets postedAt (the
 * date cards show); a draft has none until it is first published.
 */
export async function createBlog(opts: CreateBlogOptions): Promise<BlogDto> {
  const { input } = opts;
  try {
    const row = await opts.db.transaction(async (tx) => {
      const slug = input.slug ?? (await uniqueSlugFor(tx, input.title));
      if (input.slug) await assertSlugFree(tx, input.slug);
      const imageKey = input.imageId ? await blogImageKey(tx, input.imageId) : null;
      const content = input.content ? sanitiseHtml(input.content) || null : null;
      const [created] = await tx
        .insert(blogs)
        .values({
          slug,
          title: input.title,
          description: input.description,
          content,
          imageKey,
          published: input.published,
          postedAt: input.published ? new Date() : null,
          authorId: opts.authorId,
        })
        .returning();
      return created!;
    });
    return toBlogDto(row);
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('CONFLICT', MSG_SLUG_TAKEN);
    throw err;
  }
}
