// Searches cost what an index costs (docs/decisions/tutor-search.md): over 10,000 seeded tutors,
// the plan of every statement a search makes (page, count, relevance) reads the tutor tables
// through an index, never a sequential scan, whatever the text. Plans, not timings: a test
// never asserts how fast something ran.
import { sql, type SQL } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { getTutorsQuerySchema } from '@tm/shared/schemas/tutor-search';
import { build } from './helper';
import { parseQueryString } from '../src/app';
import type { Db } from '../src/db/client';
import { getTutors } from '../src/modules/discovery/get-tutors';
import { rowsOf } from '../src/modules/discovery/tutor-card';
import { insertSearchTutors } from '../src/test-support/search-tutors';

const ctx = await build();
const N = 10_000;

beforeAll(async () => {
  await insertSearchTutors(ctx.db, N);
  await ctx.db.execute(sql`analyze tutor_profiles`);
  await ctx.db.execute(sql`analyze users`);
});

/** The statements getTutors sends for a query (each page/count statement, not the dictionary's). */
async function statementsOf(query: string): Promise<SQL[]> {
  const seen: SQL[] = [];
  // A new object per call: the count cache is per database object, so counts are always planned.
  const recording = {
    execute: (q: SQL) => {
      seen.push(q);
      return ctx.db.execute(q);
    },
  } as unknown as Db;
  await getTutors({
    db: recording,
    viewer: null,
    query: getTutorsQuerySchema.parse(parseQueryString(query)),
  });
  return seen.filter((q) => !/search_synonyms/.test(JSON.stringify(q)));
}

const SEARCHES = [
  'maths',
  'science',
  'class 10',
  'cbse',
  'physics',
  'english',
  'hindi',
  'ganit',
  'mathematcs',
  'meera',
  'patient',
  'xyzzyq',
];
const SHAPES = ['', '&sort=relevance', '&sort=price-low', '&sort=rating', '&page=50'];

describe('search plans over 10,000 tutors', () => {
  it.each(SEARCHES)('"%s": no sequential scan on tutor tables', async (text) => {
    let planned = 0;
    for (const shape of SHAPES) {
      const statements = await statementsOf(`search=${encodeURIComponent(text)}${shape}`);
      expect(statements.length).toBeGreaterThan(0);
      for (const st of statements) {
        const plan = rowsOf<Record<string, string>>(await ctx.db.execute(sql`explain ${st}`))
          .map((r) => Object.values(r)[0])
          .join('\n');
        expect(plan, `${text}${shape}`).not.toMatch(/Seq Scan on (tutor_profiles|users)/);
        planned++;
      }
    }
    expect(planned).toBeGreaterThanOrEqual(SHAPES.length);
  });
});
