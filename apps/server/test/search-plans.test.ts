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

const ctx = await build();
const N = 10_000;

beforeAll(async () => {
  // Subjects, categories, names and bios from the catalogue's mix, one statement.
  await ctx.db.execute(sql`
    with u as (
      insert into users (email, full_name, role, is_form_submitted, created_at)
      select 'plan.' || i || '@example.test',
        (array['Asha','Ravi','Meera','Arjun','Kavya','Rohan','Divya','Farhan','Sneha','Vikram'])[1 + i % 10]
          || ' ' || (array['Rao','Iyer','Nair','Gowda','Sharma','Verma','Menon','Pillai','Ali','Singh'])[1 + (i / 10) % 10],
        'tutor', true, now() - i * interval '1 minute'
      from generate_series(1, ${N}) i
      returning id, created_at
    )
    insert into tutor_profiles (user_id, tutoring_modes, category, subcategories, headline, bio,
      languages, min_hour_charge_minor, max_hour_charge_minor, min_price_inr_minor, max_price_inr_minor,
      rating_count, rating_sum, rating_avg, verification_status, created_at)
    select id, '{Online Tutoring}',
      (array['School (CBSE)','School (ICSE/ISC)','School (State Board - Karnataka)','Languages','Music','Coding & Computers','Competitive Exams'])[1 + n % 7],
      array[(array['Mathematics (Class 9-10)','Physics (Class 11-12)','Mathematics (SSLC)','Hindi','Keyboard','Python','JEE Main'])[1 + n % 7],
            (array['Science (Class 9-10)','Chemistry (Class 11-12)','Science (SSLC)','English','Guitar','Java','NEET'])[1 + (n / 7) % 7]]::text[],
      (array['Board exam preparation','Concepts first','Patient and friendly','Exam practice'])[1 + n % 4],
      (array['Ten years of teaching.','I also help with mathematics homework.','Weekly tests and notes.','Engineering graduate.'])[1 + (n / 3) % 4],
      '{English,Hindi}', 50000 + (n % 50) * 1000, 90000 + (n % 50) * 1000,
      50000 + (n % 50) * 1000, 90000 + (n % 50) * 1000,
      n % 30, (n % 30) * 4, case when n % 30 = 0 then null else 4 end,
      case when n % 20 = 0 then 'pending' else 'verified' end, created_at
    from (select id, created_at, row_number() over () as n from u) t`);
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
