// An admin adds a category at the end of the catalogue (it has no subjects until some are added).
import { sql } from 'drizzle-orm';
import { CATALOGUE_MESSAGES as MSG, type AdminCatalogue } from '@tm/shared/schemas/catalogue';
import type { Db } from '../../db/client';
import { categories } from '../../db/schema/catalogue';
import { refuseTakenCategory, savingName } from './catalogue-names';
import { listCatalogue } from './list-catalogue';

export async function addCategory(opts: { db: Db; name: string }): Promise<AdminCatalogue> {
  await savingName(MSG.categoryTaken, () =>
    opts.db.transaction(async (tx) => {
      await refuseTakenCategory(tx, opts.name);
      await tx.insert(categories).values({
        name: opts.name,
        sortOrder: sql`(select coalesce(max(${categories.sortOrder}), -1) + 1 from ${categories})`,
      });
    }),
  );
  return listCatalogue(opts.db);
}
