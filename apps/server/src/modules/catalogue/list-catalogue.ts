// The catalogue as the admin screen edits it: every category in its order with its subjects, ids
// included (the public lookups answer names only: modules/lookups/catalogue.ts).
import { asc } from 'drizzle-orm';
import type { AdminCatalogue } from '@tm/shared/schemas/catalogue';
import type { Db } from '../../db/client';
import { categories, subcategories } from '../../db/schema/catalogue';

export async function listCatalogue(db: Db): Promise<AdminCatalogue> {
  const [cats, subs] = await Promise.all([
    db.select().from(categories).orderBy(asc(categories.sortOrder), asc(categories.name)),
    db.select().from(subcategories).orderBy(asc(subcategories.sortOrder), asc(subcategories.name)),
  ]);
  return {
    categories: cats.map((c) => ({
      _id: c.id,
      name: c.name,
      subcategories: subs
        .filter((s) => s.categoryId === c.id)
        .map((s) => ({ _id: s.id, name: s.name })),
    })),
  };
}
