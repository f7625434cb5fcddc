// The search dictionary (synonyms table + catalogue), read once and kept per process and database
// for a minute, so a search request makes no query for it. An admin's edit of the synonyms or the
// catalogue forgets it at once in that process and, through pub/sub, in the others.
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from './tutor-card';
import { vocabularyOf, type SearchDictionary } from './search-terms';

const TTL_MS = 60_000;

const cache = new WeakMap<object, { at: number; dict: Promise<SearchDictionary> }>();

async function load(db: Db): Promise<SearchDictionary> {
  // One statement: the synonyms and the catalogue's subjects with their categories.
  const result = await db.execute(sql`
    select 's' as kind, term as a, means as b from search_synonyms
    union all
    select 'c', s.name, array[c.name] from subcategories s join categories c on c.id = s.category_id`);
  const rows = rowsOf<{ kind: string; a: string; b: string[] }>(result);
  const synonyms = new Map<string, string[]>();
  const subjects: Array<{ subject: string; category: string }> = [];
  const texts: string[] = [];
  for (const r of rows) {
    if (r.kind === 's') {
      synonyms.set(r.a.toLowerCase().trim().replace(/\s+/g, ' '), r.b);
      // Terms too, so a misspelt short form or Hindi word is corrected to one ("ganitt" → "ganit").
      texts.push(r.a, ...r.b);
    } else {
      subjects.push({ subject: r.a, category: r.b[0]! });
      texts.push(r.a, r.b[0]!);
    }
  }
  return { synonyms, subjects, vocabulary: vocabularyOf(texts) };
}

export function searchDictionary(db: Db, now = Date.now()): Promise<SearchDictionary> {
  const hit = cache.get(db);
  if (hit && now - hit.at < TTL_MS) return hit.dict;
  const dict = load(db);
  cache.set(db, { at: now, dict });
  // A failed read is not kept.
  dict.catch(() => {
    if (cache.get(db)?.dict === dict) cache.delete(db);
  });
  return dict;
}

/** After an edit of the synonyms or the catalogue. */
export function forgetSearchDictionary(db: Db): void {
  cache.delete(db);
}

/** Pub/sub channel on which an edit tells every node to forget its dictionary. */
export const SEARCH_DICTIONARY_CHANNEL = 'search:dictionary-changed';
