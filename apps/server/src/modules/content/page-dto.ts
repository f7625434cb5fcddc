import type { PolicyPageKey } from '@tm/shared/constants/page-meta';
import type { PageDto } from '@tm/shared/schemas/content';
import type { pages } from '../../db/schema/content';

/** The one place a page row becomes its wire shape `{key, title, html, updatedAt}`. */
export function toPageDto(row: typeof pages.$inferSelect): PageDto {
  return {
    key: row.key as PolicyPageKey,
    title: row.title,
    html: row.html,
    updatedAt: row.updatedAt.toISOString(),
  };
}
