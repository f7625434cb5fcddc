// GET /api/get-tutors pagination at the count cap (docs/decisions/tutor-search.md): totals are exact
// below 1,000 matches and a lower bound from there; hasMore and the rows are always exact.
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { body, build } from './helper';
import { createStudent } from '../src/seed/factories';

const ctx = await build();
let student: { id: string };

/** Inserts `n` verified tutors teaching `subject` in one statement (factories one by one are slow). */
async function bulkTutors(n: number, subject: string) {
  await ctx.db.execute(sql`
    with u as (
      insert into users (email, full_name, role, is_form_submitted, created_at)
      select ${subject} || '.' || i || '@example.test', ${subject} || ' Tutor ' || i, 'tutor', true, now() - i * interval '1 minute'
      from generate_series(1, ${n}) i
      returning id, created_at
    )
    insert into tutor_profiles (user_id, tutoring_modes, category, subcategories, min_hour_charge_minor, max_hour_charge_minor, verification_status, created_at)
    select id, '{Online Tutoring}', 'Bulk', array[${subject}]::text[], 50000, 90000, 'verified', created_at from u`);
}

beforeAll(async () => {
  await bulkTutors(1005, 'Abacus');
  await bulkTutors(999, 'Origami');
  student = (await createStudent(ctx.db)).user;
});

const page = async (query: string) => {
  const res = await ctx.injectAs(student, { method: 'GET', url: `/api/get-tutors?${query}` });
  expect(res.statusCode).toBe(200);
  return body(res).data as {
    tutors: { fullName: string; _id: string }[];
    pagination: Record<string, unknown>;
  };
};

describe('GET /api/get-tutors: totals at scale', () => {
  it('says "at least 1,000" when 1,000 or more match', async () => {
    const p = await page('subjects=Abacus');
    expect(p.tutors).toHaveLength(12);
    expect(p.tutors[0]!.fullName).toBe('Abacus Tutor 1');
    expect(p.pagination).toEqual({
      page: 1,
      limit: 12,
      total: 1000,
      totalExact: false,
      pages: 84,
      hasMore: true,
    });
  });

  it('gives the exact total below 1,000', async () => {
    const p = await page('subjects=Origami');
    expect(p.pagination).toEqual({
      page: 1,
      limit: 12,
      total: 999,
      totalExact: true,
      pages: 84,
      hasMore: true,
    });
  });

  it('gives the exact total once a page shows the end of the list', async () => {
    const p = await page('subjects=Abacus&limit=1000&page=2');
    expect(p.tutors.map((t) => t.fullName)).toEqual([
      'Abacus Tutor 1001',
      'Abacus Tutor 1002',
      'Abacus Tutor 1003',
      'Abacus Tutor 1004',
      'Abacus Tutor 1005',
    ]);
    expect(p.pagination).toMatchObject({ total: 1005, totalExact: true, pages: 2, hasMore: false });
  });

  it('keeps a deep page’s total consistent with the page', async () => {
    const p = await page('subjects=Abacus,Origami&limit=100&page=15');
    expect(p.tutors).toHaveLength(100);
    expect(p.pagination).toMatchObject({ total: 1501, totalExact: false, hasMore: true });
  });

  it('pages deep into a list (ids from the index first) in the same order as one long page', async () => {
    for (const sort of ['new', 'price-low', 'price-high']) {
      const all = (await page(`subjects=Abacus,Origami&sort=${sort}&limit=1000`)).tutors.map(
        (t) => t._id,
      );
      const near = (await page(`subjects=Abacus,Origami&sort=${sort}&limit=100&page=5`)).tutors.map(
        (t) => t._id,
      ); // offset 400
      const deep = (await page(`subjects=Abacus,Origami&sort=${sort}&limit=100&page=6`)).tutors.map(
        (t) => t._id,
      ); // offset 500
      expect(near).toEqual(all.slice(400, 500));
      expect(deep).toEqual(all.slice(500, 600));
    }
  });

  it('reads the rows fresh even when the count is remembered', async () => {
    const first = await page('subjects=Abacus&limit=1');
    expect(first.tutors[0]!.fullName).toBe('Abacus Tutor 1');
    await ctx.db.execute(
      sql`update tutor_profiles set verification_status = 'rejected' where user_id = ${first.tutors[0]!._id}`,
    );
    const again = await page('subjects=Abacus&limit=1');
    expect(again.tutors[0]!.fullName).toBe('Abacus Tutor 2');
    expect(again.pagination).toMatchObject({ total: 1000, totalExact: false, hasMore: true });
  });
});
