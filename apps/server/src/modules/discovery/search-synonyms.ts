// The synonyms table, as admins read and edit it (docs/decisions/tutor-search.md). Every edit
// forgets this process's search dictionary at once; other processes re-read it within a minute.
import { asc, eq, sql } from 'drizzle-orm';
import { AppError } from '@tm/shared/errors';
import { SEARCH_SYNONYM_MESSAGES as MSG } from '@tm/shared/schemas/search';
import type { Db } from '../../db/client';
import { searchSynonyms } from '../../db/schema/search';
import { forgetSearchDictionary } from './search-dictionary';

export async function listSearchSynonyms(db: Db) {
  const rows = await db
    .select({ term: searchSynonyms.term, means: searchSynonyms.means })
    .from(searchSynonyms)
    .orderBy(asc(searchSynonyms.term));
  return { synonyms: rows };
}

/** Saves a term with everything it means (one statement: a new term or a replaced meaning). */
export async function saveSearchSynonym(db: Db, term: string, means: string[]) {
  const unique = [...new Set(means.filter((m) => m !== term))];
  if (!unique.length) throw new AppError('BAD_REQUEST', MSG.meansRequired);
  await db
    .insert(searchSynonyms)
    .values({ term, means: unique })
    .onConflictDoUpdate({
      target: searchSynonyms.term,
      set: { means: unique, updatedAt: sql`now()` },
    });
  forgetSearchDictionary(db);
  return listSearchSynonyms(db);
}

export async function removeSearchSynonym(db: Db, term: string) {
  const gone = await db
    .delete(searchSynonyms)
    .where(eq(searchSynonyms.term, term))
    .returning({ term: searchSynonyms.term });
  if (!gone.length) throw new AppError('NOT_FOUND', MSG.notFound);
  forgetSearchDictionary(db);
  return listSearchSynonyms(db);
}
