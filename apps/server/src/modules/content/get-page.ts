import { eq } from 'drizzle-orm';
import { AppError } from '@tm/shared/errors';
import type { PageDto } from '@tm/shared/schemas/content';
import type { Db } from '../../db/client';
import { pages } from '../../db/schema/content';
import { toPageDto } from './page-dto';

export const MSG_PAGE_NOT_FOUND = 'Page not found.';

/** A policy page by its route name (mentorship-policies-video §2; open to any visitor). */
export async function getPage(opts: { db: Db; key: string }): Promise<PageDto> {
  const [row] = await opts.db.select().from(pages).where(eq(pages.key, opts.key)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', MSG_PAGE_NOT_FOUND);
  return toPageDto(row);
}
