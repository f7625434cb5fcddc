// The editable catalogue of categories and subcategories (core-marketplace §3 Lookups), read
// from the database in its sort order. Answers are lists of names, as the profiles store them.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { categories, subcategories } from '../../db/schema/catalogue';

export async function listCategories(db: Db): Promise<string[]> {
  const rows = await db
    .select({ name: categories.name })
    .from(categories)
    .orderBy(asc(categories.sortOrder), asc(categories.name));
  return rows.map((r) => r.name);
}

/** Subcategories of a category by name, or null when there is no such category. */
export async function listSubcategories(db: Db, category: string): Promise<string[] | null> {
  const [cat] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.name, category))
    .limit(1);
  if (!cat) return null;
  const rows = await db
    .select({ name: subcategories.name })
    .from(subcategories)
    .where(eq(subcategories.categoryId, cat.id))
    .orderBy(asc(subcategories.sortOrder), asc(subcategories.name));
  return rows.map((r) => r.name);
}

/**
 * Every subject of the catalogue, each name once (a name in two categories is one subject), in
 * English alphabetical order: the dashboard's Subjects filter (one request, not one per
 * category).
 */
export async function listSubjects(db: Db): Promise<string[]> {
  const rows = await db.selectDistinct({ name: subcategories.name }).from(subcategories);
  return rows.map((r) => r.name).sort((a, b) => a.localeCompare(b, 'en'));
}

/** The names in `subjects` that are not subcategories of `category` (all of them when the category is unknown). */
export async function subjectsOutsideCategory(
  db: Db,
  category: string,
  subjects: string[],
): Promise<{ categoryKnown: boolean; unknown: string[] }> {
  const [cat] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.name, category))
    .limit(1);
  if (!cat) return { categoryKnown: false, unknown: subjects };
  if (!subjects.length) return { categoryKnown: true, unknown: [] };
  const rows = await db
    .select({ name: subcategories.name })
    .from(subcategories)
    .where(and(eq(subcategories.categoryId, cat.id), inArray(subcategories.name, subjects)));
  const known = new Set(rows.map((r) => r.name));
  return { categoryKnown: true, unknown: subjects.filter((s) => !known.has(s)) };
}
