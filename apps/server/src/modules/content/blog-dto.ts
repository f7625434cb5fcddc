import type { BlogDto } from '@tm/shared/schemas/content';
import type { blogs } from '../../db/schema/content';
import { publicFileUrl } from '../../lib/file-url';

export type BlogRow = typeof blogs.$inferSelect;

/** The one place a blog row becomes its wire shape (core-marketplace §3 Blog). */
export function toBlogDto(row: BlogRow): BlogDto {
  return {
    _id: row.id,
    slug: row.slug,
    title: row.title,
    description: row.description,
    content: row.content,
    image: publicFileUrl(row.imageKey),
    postedAt: row.postedAt ? row.postedAt.toISOString() : null,
    published: row.published,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}
