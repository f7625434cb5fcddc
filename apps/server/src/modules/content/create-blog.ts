import { and, eq } from 'drizzle-orm';
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
  /** The Idempotency-Key header: the same key again answers the blog it made. */
  idempotencyKey?: string | null;
}

/** The blog this author already made with this Idempotency-Key, if any. */
async function madeWithKey(opts: CreateBlogOptions) {
  if (!opts.idempotencyKey) return null;
  const [row] = await opts.db
    .select()
    .from(blogs)
    .where(and(eq(blogs.authorId, opts.authorId), eq(blogs.idempotencyKey, opts.idempotencyKey)))
    .limit(1);
  return row ?? null;
}

/**
 * An admin writes a blog. Content is sanitised before it is stored. Publishing sets postedAt (the
 * date cards show); a draft has none until it is first published. A repeat with the same
 * Idempotency-Key (a double click) answers the blog the first request made, even when both
 * arrive at once (the second insert meets the unique index and reads the first).
 */
export async function createBlog(opts: CreateBlogOptions): Promise<BlogDto> {
  const { input } = opts;
  const repeat = await madeWithKey(opts);
  if (repeat) return toBlogDto(repeat);
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
          idempotencyKey: opts.idempotencyKey ?? null,
        })
        .returning();
      return created!;
    });
    return toBlogDto(row);
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    const first = await madeWithKey(opts);
    if (first) return toBlogDto(first);
    throw new AppError('CONFLICT', MSG_SLUG_TAKEN);
  }
}
