// What every catalogue edit checks: the category exists, and no other category (or no other subject
// of the category) has the name already, ignoring case ("Music" and "music" would be one choice
// to a tutor). A save that races another to the same exact name meets the unique index instead;
// both end as the same 409.
import { and, eq, ne, sql } from 'drizzle-orm';
import { AppError } from '@tm/shared/errors';
import { CATALOGUE_MESSAGES as MSG } from '@tm/shared/schemas/catalogue';
import type { Db } from '../../db/client';
import { categories, subcategories } from '../../db/schema/catalogue';
import { isUniqueViolation } from '../content/blog-fields';

const sameName = (column: typeof categories.name | typeof subcategories.name, name: string) =>
  sql`lower(${column}) = lower(${name})`;

/** The category row (locked for the rest of the transaction), or 404. */
export async function lockCategory(tx: Db, id: string) {
  const [row] = await tx
    .select()
    .from(categories)
    .where(eq(categories.id, id))
    .for('update')
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', MSG.categoryNotFound);
  return row;
}

export async function refuseTakenCategory(tx: Db, name: string, exceptId?: string) {
  const [taken] = await tx
    .select({ id: categories.id })
    .from(categories)
    .where(and(sameName(categories.name, name), exceptId ? ne(categories.id, exceptId) : undefined))
    .limit(1);
  if (taken) throw new AppError('CONFLICT', MSG.categoryTaken);
}

export async function refuseTakenSubject(
  tx: Db,
  categoryId: string,
  name: string,
  exceptId?: string,
) {
  const [taken] = await tx
    .select({ id: subcategories.id })
    .from(subcategories)
    .where(
      and(
        eq(subcategories.categoryId, categoryId),
        sameName(subcategories.name, name),
        exceptId ? ne(subcategories.id, exceptId) : undefined,
      ),
    )
    .limit(1);
  if (taken) throw new AppError('CONFLICT', MSG.subjectTaken);
}

/** Runs a save, answering a lost race for a unique name with the 409 `message`. */
export async function savingName<T>(message: string, save: () => Promise<T>): Promise<T> {
  try {
    return await save();
  } catch (err) {
    if (isUniqueViolation(err)) throw new AppError('CONFLICT', message);
    throw err;
  }
}
