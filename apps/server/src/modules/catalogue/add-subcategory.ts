// An admin adds a subject at the end of a category's list.
import { eq, sql } from 'drizzle-orm';
import { CATALOGUE_MESSAGES as MSG, type AdminCatalogue } from '@tm/shared/schemas/catalogue';
import type { Db } from '../../db/client';
import { subcategories } from '../../db/schema/catalogue';
import { lockCategory, refuseTakenSubject, savingName } from './catalogue-names';
import { listCatalogue } from './list-catalogue';

export async function addSubcategory(opts: {
  db: Db;
  categoryId: string;
  name: string;
}): Promise<AdminCatalogue> {
  await savingName(MSG.subjectTaken, () =>
    opts.db.transaction(async (tx) => {
      const category = await lockCategory(tx, opts.categoryId);
      await refuseTakenSubject(tx, category.id, opts.name);
      await tx.insert(subcategories).values({
        categoryId: category.id,
        name: opts.name,
        sortOrder: sql`(select coalesce(max(${subcategories.sortOrder}), -1) + 1 from ${subcategories} where ${eq(subcategories.categoryId, category.id)})`,
      });
    }),
  );
  return listCatalogue(opts.db);
}
