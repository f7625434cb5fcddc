// An admin renames a category. Profiles store the category by name, so the tutors' and students'
// profiles that chose it take the new name in the same transaction: they stay findable under it
// and their forms stay valid. Bookings keep the subject they were made for.
import { eq } from 'drizzle-orm';
import { CATALOGUE_MESSAGES as MSG, type AdminCatalogue } from '@tm/shared/schemas/catalogue';
import type { Db } from '../../db/client';
import { categories } from '../../db/schema/catalogue';
import { tutorProfiles } from '../../db/schema/tutor-profiles';
import { studentProfiles } from '../../db/schema/student-profiles';
import { lockCategory, refuseTakenCategory, savingName } from './catalogue-names';
import { listCatalogue } from './list-catalogue';

export async function renameCategory(opts: {
  db: Db;
  id: string;
  name: string;
}): Promise<AdminCatalogue> {
  await savingName(MSG.categoryTaken, () =>
    opts.db.transaction(async (tx) => {
      const current = await lockCategory(tx, opts.id);
      if (current.name === opts.name) return;
      await refuseTakenCategory(tx, opts.name, current.id);
      await tx.update(categories).set({ name: opts.name }).where(eq(categories.id, current.id));
      await tx
        .update(tutorProfiles)
        .set({ category: opts.name })
        .where(eq(tutorProfiles.category, current.name));
      await tx
        .update(studentProfiles)
        .set({ category: opts.name })
        .where(eq(studentProfiles.category, current.name));
    }),
  );
  return listCatalogue(opts.db);
}
