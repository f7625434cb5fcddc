import { AppError } from '@tm/shared/errors';
import type { PolicyPageKey } from '@tm/shared/constants/page-meta';
import type { PageDto, PageUpdateRequest } from '@tm/shared/schemas/content';
import type { Db } from '../../db/client';
import { pages } from '../../db/schema/content';
import { toPageDto } from './page-dto';
import { sanitiseHtml } from './sanitise';

export const MSG_PAGE_EMPTY_AFTER_SANITISE =
  'The page content is empty once unsafe HTML is removed. Please enter some text.';

/** An admin replaces a policy page's title and HTML (sanitised before it is stored). */
export async function updatePage(opts: {
  db: Db;
  key: PolicyPageKey;
  input: PageUpdateRequest;
  adminId: string;
}): Promise<PageDto> {
  const html = sanitiseHtml(opts.input.html);
  if (!html) throw new AppError('BAD_REQUEST', MSG_PAGE_EMPTY_AFTER_SANITISE);
  const row = await opts.db.transaction(async (tx) => {
    const updatedAt = new Date();
    const [saved] = await tx
      .insert(pages)
      .values({ key: opts.key, title: opts.input.title, html, updatedAt, updatedBy: opts.adminId })
      .onConflictDoUpdate({
        target: pages.key,
        set: { title: opts.input.title, html, updatedAt, updatedBy: opts.adminId },
      })
      .returning();
    return saved!;
  });
  return toPageDto(row);
}
