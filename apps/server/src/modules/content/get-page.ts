import { eq } from 'drizzle-orm';
import { AppError } from '@tm/shared/errors';
import type { PageDto } from '@tm/shared/schemas/content';
import type { Db } from '../../db/client';
import { pages } from '../../db/schema/content';
import { readCancellationPolicyDated } from '../booking-changes/cancellation-policy-setting';
import { toPageDto } from './page-dto';
import { withPolicyTerms } from './policy-terms';

export const MSG_PAGE_NOT_FOUND = 'Page not found.';

async function pageRow(db: Db, key: string) {
  const [row] = await db.select().from(pages).where(eq(pages.key, key)).limit(1);
  if (!row) throw new AppError('NOT_FOUND', MSG_PAGE_NOT_FOUND);
  return row;
}

/**
 * A policy page by its route name, as visitors read it (mentorship-policies-video §2; open to any
 * visitor). The cancellation policy carries the terms of the policy the product enforces (the
 * admin-edited setting), and counts as updated when either the text or the setting last changed.
 */
export async function getPage(opts: { db: Db; key: string }): Promise<PageDto> {
  const row = await pageRow(opts.db, opts.key);
  if (row.key !== 'cancellation-refund') return toPageDto(row);
  const { policy, updatedAt } = await readCancellationPolicyDated(opts.db);
  return toPageDto({
    ...row,
    html: withPolicyTerms(row.html, policy),
    updatedAt: updatedAt && updatedAt > row.updatedAt ? updatedAt : row.updatedAt,
  });
}

/** A policy page as stored, for its editor (placeholders left as written). */
export async function getPageSource(opts: { db: Db; key: string }): Promise<PageDto> {
  return toPageDto(await pageRow(opts.db, opts.key));
}
