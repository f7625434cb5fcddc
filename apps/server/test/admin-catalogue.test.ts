// The catalogue is reference data every database has from its migrations; admins add and rename
// categories and subjects, and a rename carries over to the profiles that chose them.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { body, build } from './helper';
import { createAdmin, createStudent, createTutor } from '../src/seed/factories';
import { tutorProfiles } from '../src/db/schema/tutor-profiles';
import { studentProfiles } from '../src/db/schema/student-profiles';

const ctx = await build();
const admin = await createAdmin(ctx.db);
const { user: student } = await createStudent(ctx.db);

type Catalogue = {
  categories: Array<{
    _id: string;
    name: string;
    subcategories: Array<{ _id: string; name: string }>;
  }>;
};
const asAdmin = (method: 'GET' | 'POST' | 'PUT', url: string, payload?: object) =>
  ctx.injectAs(admin, { method, url, ...(payload ? { payload } : {}) });
const catalogue = async (): Promise<Catalogue> =>
  body(await asAdmin('GET', '/api/admin/catalogue')).data;
const category = async (name: string) =>
  (await catalogue()).categories.find((c) => c.name === name)!;
const publicList = async (url: string) => body(await ctx.app.inject({ method: 'GET', url })).data;

describe('the installed catalogue', () => {
  it('is there on a database no seed has touched, with ids for the admin', async () => {
    const { categories } = await catalogue();
    expect(categories.map((c) => c.name)).toEqual([
      'School (CBSE)',
      'School (ICSE/ISC)',
      'School (State Board - Karnataka)',
      'Languages',
      'Music',
      'Arts & Dance',
      'Coding & Computers',
      'Competitive Exams',
    ]);
    const music = categories.find((c) => c.name === 'Music')!;
    expect(music._id).toMatch(/^[0-9a-f-]{36}$/);
    expect(music.subcategories.map((s) => s.name)).toEqual([
      'Carnatic Vocal',
      'Hindustani Vocal',
      'Keyboard',
      'Guitar',
      'Violin',
      'Veena',
      'Tabla',
      'Flute',
    ]);
  });
});

describe('who may edit it', () => {
  it('refuses a guest (401) and a student (403)', async () => {
    const guest = await ctx.app.inject({ method: 'GET', url: '/api/admin/catalogue' });
    expect(guest.statusCode).toBe(401);
    const res = await ctx.injectAs(student, {
      method: 'POST',
      url: '/api/admin/categories',
      payload: { name: 'Chess' },
    });
    expect(res.statusCode).toBe(403);
    expect(body(res).message).toBe('You do not have access to this.');
    expect((await catalogue()).categories.map((c) => c.name)).not.toContain('Chess');
  });
});

describe('adding', () => {
  it('adds a category at the end, then subjects in order; the public lookups offer them', async () => {
    const added = await asAdmin('POST', '/api/admin/categories', { name: '  Chess   Coaching ' });
    expect(added.statusCode, added.body).toBe(200);
    expect(body(added).message).toBe('Category added.');
    const cats = (body(added).data as Catalogue).categories;
    expect(cats.at(-1)).toMatchObject({ name: 'Chess Coaching', subcategories: [] });
    for (const name of ['Openings', 'Endgames']) {
      const res = await asAdmin('POST', `/api/admin/categories/${cats.at(-1)!._id}/subcategories`, {
        name,
      });
      expect(res.statusCode, res.body).toBe(200);
      expect(body(res).message).toBe('Subject added.');
    }
    expect((await publicList('/api/categories')).at(-1)).toBe('Chess Coaching');
    expect(await publicList('/api/categories/Chess%20Coaching/subcategories')).toEqual([
      'Openings',
      'Endgames',
    ]);
  });

  it('refuses a name already taken (whatever its case), blank, too long or with a comma', async () => {
    const cases: Array<[string, object, number, string]> = [
      [
        '/api/admin/categories',
        { name: 'music' },
        409,
        'A category with this name already exists.',
      ],
      ['/api/admin/categories', { name: '   ' }, 400, 'Please enter a category name.'],
      ['/api/admin/categories', {}, 400, 'Please enter a category name.'],
      [
        '/api/admin/categories',
        { name: 'x'.repeat(81) },
        400,
        'A name can be at most 80 characters.',
      ],
      ['/api/admin/categories', { name: 'Maths, Science' }, 400, 'A name cannot contain a comma.'],
    ];
    const music = await category('Music');
    cases.push([
      `/api/admin/categories/${music._id}/subcategories`,
      { name: 'GUITAR' },
      409,
      'This category already has a subject with this name.',
    ]);
    cases.push([
      `/api/admin/categories/${music._id}/subcategories`,
      { name: '' },
      400,
      'Please enter a subject name.',
    ]);
    const before = await catalogue();
    for (const [url, payload, status, message] of cases) {
      const res = await asAdmin('POST', url, payload);
      expect(res.statusCode, `${url} ${JSON.stringify(payload)}`).toBe(status);
      expect(body(res).message).toBe(message);
    }
    expect(await catalogue()).toEqual(before);
  });

  it('answers 404 for a category that does not exist', async () => {
    const res = await asAdmin(
      'POST',
      '/api/admin/categories/00000000-0000-4000-8000-000000000000/subcategories',
      { name: 'Anything' },
    );
    expect(res.statusCode).toBe(404);
    expect(body(res).message).toBe('Category not found.');
  });
});

describe('renaming', () => {
  it('renames a category and the profiles that chose it', async () => {
    const { user: tutor } = await createTutor(ctx.db, {
      profile: { category: 'Arts & Dance', subcategories: ['Kathak'] },
    });
    const { user: learner } = await createStudent(ctx.db, {
      profile: { category: 'Arts & Dance', subcategories: ['Painting'] },
    });
    const { user: other } = await createTutor(ctx.db, {
      profile: { category: 'Music', subcategories: ['Tabla'] },
    });
    const arts = await category('Arts & Dance');
    const res = await asAdmin('PUT', `/api/admin/categories/${arts._id}`, {
      name: 'Performing Arts & Craft',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).message).toBe(
      'Category renamed. Tutors and students who chose it now show the new name.',
    );
    const renamed = (body(res).data as Catalogue).categories.find((c) => c._id === arts._id)!;
    expect(renamed).toEqual({ ...arts, name: 'Performing Arts & Craft' });

    const [t] = await ctx.db.select().from(tutorProfiles).where(eq(tutorProfiles.userId, tutor.id));
    expect(t).toMatchObject({ category: 'Performing Arts & Craft', subcategories: ['Kathak'] });
    const [s] = await ctx.db
      .select()
      .from(studentProfiles)
      .where(eq(studentProfiles.userId, learner.id));
    expect(s).toMatchObject({ category: 'Performing Arts & Craft', subcategories: ['Painting'] });
    const [o] = await ctx.db.select().from(tutorProfiles).where(eq(tutorProfiles.userId, other.id));
    expect(o!.category).toBe('Music');
    expect(await publicList('/api/categories')).not.toContain('Arts & Dance');
  });

  it('renames a subject within its category only, and the profiles that chose it', async () => {
    // "English" is a subject of Languages; another category may have its own "English".
    const added = await asAdmin('POST', '/api/admin/categories', { name: 'Adult Education' });
    const adult = (body(added).data as Catalogue).categories.find(
      (c) => c.name === 'Adult Education',
    )!;
    await asAdmin('POST', `/api/admin/categories/${adult._id}/subcategories`, { name: 'English' });
    const { user: spoken } = await createTutor(ctx.db, {
      profile: { category: 'Languages', subcategories: ['Hindi', 'English'] },
    });
    const { user: adultTutor } = await createTutor(ctx.db, {
      profile: { category: 'Adult Education', subcategories: ['English'] },
    });
    const english = (await category('Languages')).subcategories.find((s) => s.name === 'English')!;
    const res = await asAdmin('PUT', `/api/admin/subcategories/${english._id}`, {
      name: 'Spoken English',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).message).toBe(
      'Subject renamed. Tutors and students who chose it now show the new name.',
    );
    const profile = async (id: string) =>
      (await ctx.db.select().from(tutorProfiles).where(eq(tutorProfiles.userId, id)))[0]!;
    expect((await profile(spoken.id)).subcategories).toEqual(['Hindi', 'Spoken English']);
    expect((await profile(adultTutor.id)).subcategories).toEqual(['English']);
    expect(await publicList('/api/categories/Languages/subcategories')).toContain('Spoken English');
    expect(await publicList('/api/categories/Adult%20Education/subcategories')).toEqual([
      'English',
    ]);
  });

  it('refuses a rename to a name another one has, and unknown ids', async () => {
    const music = await category('Music');
    const taken = await asAdmin('PUT', `/api/admin/categories/${music._id}`, { name: 'LANGUAGES' });
    expect(taken.statusCode).toBe(409);
    expect(body(taken).message).toBe('A category with this name already exists.');
    const violin = music.subcategories.find((s) => s.name === 'Violin')!;
    const subTaken = await asAdmin('PUT', `/api/admin/subcategories/${violin._id}`, {
      name: 'flute',
    });
    expect(subTaken.statusCode).toBe(409);
    expect(body(subTaken).message).toBe('This category already has a subject with this name.');
    // A change of case only is a rename of the same one, not a clash with itself.
    const recased = await asAdmin('PUT', `/api/admin/subcategories/${violin._id}`, {
      name: 'VIOLIN',
    });
    expect(recased.statusCode, recased.body).toBe(200);
    const missing = await asAdmin(
      'PUT',
      '/api/admin/subcategories/00000000-0000-4000-8000-000000000000',
      { name: 'Harp' },
    );
    expect(missing.statusCode).toBe(404);
    expect(body(missing).message).toBe('Subject not found.');
  });
});
