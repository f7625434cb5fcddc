// An admin renames a subject of a category. Profiles store subjects by name: those of the tutors
// and students who chose this category and subject take the new name in the same transaction
// (a subject of the same name in another category is another subject and is left alone).
import { and, arrayContains, eq, sql } from 'drizzle-orm';
import { AppError } from '@tm/shared/errors';
import { CATALOGUE_MESSAGES as MSG, type AdminCatalogue } from '@tm/shared/schemas/catalogue';
import type { Db } from '../../db/client';
import { subcategories } from '../../db/schema/catalogue';
import { tutorProfiles } from '../../db/schema/tutor-profiles';
import { studentProfiles } from '../../db/schema/student-profiles';
import { lockCategory, refuseTakenSubject, savingName } from './catalogue-names';
import { listCatalogue } from './list-catalogue';

export async function renameSubcategory(opts: {
  db: Db;
  id: string;
  name: string;
}): Promise<AdminCatalogue> {
  await savingName(MSG.subjectTaken, () =>
    opts.db.transaction(async (tx) => {
      const [current] = await tx
        .select()
        .from(subcategories)
        .where(eq(subcategories.id, opts.id))
        .limit(1);
      if (!current) throw new AppError('NOT_FOUND', MSG.subjectNotFound);
      const category = await lockCategory(tx, current.categoryId);
      if (current.name === opts.name) return;
      await refuseTakenSubject(tx, category.id, opts.name, current.id);
      await tx
        .update(subcategories)
        .set({ name: opts.name })
        .where(eq(subcategories.id, current.id));
      for (const profiles of [tutorProfiles, studentProfiles]) {
        await tx
          .update(profiles)
          .set({
            subcategories: sql`array_replace(${profiles.subcategories}, ${current.name}::text, ${opts.name}::text)`,
          })
          .where(
            and(
              eq(profiles.category, category.name),
              arrayContains(profiles.subcategories, [current.name]),
            ),
          );
      }
    }),
  );
  return listCatalogue(opts.db);
}
