import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { body, build } from './helper';
import { categories, subcategories } from '../src/db/schema/catalogue';
import { unknownLocationPart } from '../src/modules/lookups/locations';

const ctx = await build();
const get = (url: string) => ctx.app.inject({ method: 'GET', url });

describe('catalogue lookups (core-marketplace §3, §7)', () => {
  it('lists the categories in catalogue order, Languages included', async () => {
    const res = await get('/api/categories');
    expect(res.statusCode).toBe(200);
    const names: string[] = body(res).data;
    expect(names.slice(0, 3)).toEqual([
      'School (CBSE)',
      'School (ICSE/ISC)',
      'School (State Board - Karnataka)',
    ]);
    expect(names).toEqual(
      expect.arrayContaining([
        'Languages',
        'Music',
        'Arts & Dance',
        'Coding & Computers',
        'Competitive Exams',
      ]),
    );
  });

  it('lists the subcategories of a category, by its name in the path', async () => {
    const langs = body(await get('/api/categories/Languages/subcategories')).data;
    expect(langs).toContain('English');
    expect(langs).toContain('Kannada');
    const board = body(
      await get(
        `/api/categories/${encodeURIComponent('School (State Board - Karnataka)')}/subcategories`,
      ),
    ).data;
    expect(board).toContain('Mathematics (SSLC)');
  });

  it('lists every subject of every category once, sorted, in one request', async () => {
    const all = body(await get('/api/subjects')).data as string[];
    const cats = body(await get('/api/categories')).data as string[];
    const perCategory = new Set<string>();
    for (const c of cats) {
      const subs = body(await get(`/api/categories/${encodeURIComponent(c)}/subcategories`))
        .data as string[];
      for (const s of subs) perCategory.add(s);
    }
    expect(all.length).toBeGreaterThan(0);
    expect(new Set(all).size).toBe(all.length);
    expect([...all].sort()).toEqual([...perCategory].sort());
    expect(all).toEqual([...all].sort((a, b) => a.localeCompare(b, 'en')));
  });

  it('answers 404 for an unknown category', async () => {
    const res = await get('/api/categories/Astrology/subcategories');
    expect(res.statusCode).toBe(404);
    expect(body(res).message).toBe('Category not found.');
  });

  it('reads the editable catalogue from the database', async () => {
    const [cat] = await ctx.db
      .insert(categories)
      .values({ name: 'Yoga & Fitness', sortOrder: 99 })
      .returning();
    await ctx.db.insert(subcategories).values([{ categoryId: cat!.id, name: 'Hatha Yoga' }]);
    expect(body(await get('/api/categories')).data).toContain('Yoga & Fitness');
    expect(
      body(await get(`/api/categories/${encodeURIComponent('Yoga & Fitness')}/subcategories`)).data,
    ).toEqual(['Hatha Yoga']);
    await ctx.db.delete(categories).where(eq(categories.id, cat!.id));
    expect(body(await get('/api/categories')).data).not.toContain('Yoga & Fitness');
  });
});

describe('location lookups from the dataset package (core-marketplace §3, §7)', () => {
  it('lists countries once each, sorted', async () => {
    const countries: string[] = body(await get('/api/get-countries')).data;
    expect(countries.length).toBeGreaterThan(200);
    expect(countries).toContain('India');
    expect(countries).toContain('United States');
    expect(new Set(countries).size).toBe(countries.length);
    expect([...countries].sort((a, b) => a.localeCompare(b, 'en'))).toEqual(countries);
  });

  it('lists the states of a country and the cities of a state', async () => {
    const states: string[] = body(await get('/api/get-states/India')).data;
    expect(states).toContain('Karnataka');
    expect(states).toContain('Delhi');
    const cities: string[] = body(await get('/api/get-cities/India/Karnataka')).data;
    expect(cities).toContain('Bengaluru');
    expect(cities).toContain('Mysuru');
    expect(new Set(cities).size).toBe(cities.length);
    const us: string[] = body(
      await get(`/api/get-cities/${encodeURIComponent('United States')}/Texas`),
    ).data;
    expect(us).toContain('Austin');
  });

  it('lists each city once under its current name, without districts (rules/city-names.ts)', async () => {
    const cities: string[] = body(await get('/api/get-cities/India/Karnataka')).data;
    expect(cities).toEqual(expect.arrayContaining(['Bengaluru', 'Ballari', 'Shivamogga']));
    for (const gone of ['Bangalore Urban', 'Bangalore Rural', 'Ballary', 'Shimoga', 'Kodagu'])
      expect(cities).not.toContain(gone);
    const up: string[] = body(
      await get(`/api/get-cities/India/${encodeURIComponent('Uttar Pradesh')}`),
    ).data;
    expect(up).toContain('Lucknow');
    expect(up.filter((c) => / district$/i.test(c))).toEqual([]);
  });

  it('still accepts a city saved under a name the list no longer shows', () => {
    const at = (city: string) =>
      unknownLocationPart({ country: 'India', state: 'Karnataka', city });
    expect(at('Bangalore Urban')).toBeNull();
    expect(at('Shivamogga')).toBeNull();
    expect(at('Shimoga')).toBeNull();
    expect(at('Atlantis')).toBe('city');
  });

  it('gives empty lists for unknown places (the screen then clears its dependents)', async () => {
    expect(body(await get('/api/get-states/Atlantis')).data).toEqual([]);
    expect(body(await get('/api/get-cities/India/Atlantis')).data).toEqual([]);
  });

  it('lets browsers cache the dataset answers', async () => {
    expect((await get('/api/get-countries')).headers['cache-control']).toBe(
      'public, max-age=86400',
    );
  });
});
