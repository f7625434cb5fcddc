import { desc, eq, sql } from 'drizzle-orm';
import type { BlogListResponse } from '@tm/shared/schemas/content';
import type { Db } from '../../db/client';
import { blogs } from '../../db/schema/content';
import { toBlogDto } from './blog-dto';

export interface ListBlogsOptions {
  db: Db;
  /** 0-based. */
  page: number;
  limit: number;
  /** Admins see drafts too (newest edit first); visitors see published posts, newest first. */
  includeDrafts?: boolean;
}

/**
 * core-marketplace §2 Blogs, §7: `{blogs, pagination: {limit, totalPages, page}}`. totalPages is
 * computed from the count (at least 1, so an empty list still has its one page); a page past the
 * end answers an empty list.
 */
export async function listBlogs(opts: ListBlogsOptions): Promise<BlogListResponse> {
  const where = opts.includeDrafts ? undefined : eq(blogs.published, true);
  const order = opts.includeDrafts
    ? [desc(blogs.updatedAt), desc(blogs.id)]
    : [sql`${blogs.postedAt} desc nulls last`, desc(blogs.id)];
  const [counted, rows] = await Promise.all([
    opts.db
      .select({ total: sql<number>`count(*)::int` })
      .from(blogs)
      .where(where),
    opts.db
      .select()
      .from(blogs)
      .where(where)
      .orderBy(...order)
      .limit(opts.limit)
      .offset(opts.page * opts.limit),
  ]);
  const total = counted[0]?.total ?? 0;
  return {
    blogs: rows.map(toBlogDto),
    pagination: {
      limit: opts.limit,
      totalPages: Math.max(1, Math.ceil(total / opts.limit)),
      page: opts.page,
      total,
    },
  };
}
