// POST /api/add-favorite, POST /api/remove-favorite, GET /api/get-favorites (core-marketplace §7).
import { describe, expect, it } from 'vitest';
import { body, build } from './helper';
import { createStudent, createTutor } from '../src/seed/factories';

const ctx = await build();
const post = (as: { id: string } | null, url: string, payload: unknown) =>
  ctx.injectAs(as, { method: 'POST', url, payload: payload as never });
const favourites = async (as: { id: string }, query = '') =>
  body(await ctx.injectAs(as, { method: 'GET', url: `/api/get-favorites${query}` })).data;

describe('favourites', () => {
  it('adds, lists (newest first, each marked favourite) and removes', async () => {
    const a = (await createTutor(ctx.db, { user: { fullName: 'Tutor A' } })).user;
    const b = (await createTutor(ctx.db, { user: { fullName: 'Tutor B' } })).user;
    const { user: student } = await createStudent(ctx.db);

    const add = await post(student, '/api/add-favorite', { tutorId: a.id });
    expect(add.statusCode).toBe(200);
    expect(body(add)).toMatchObject({ success: true, message: 'Added to favorites.' });
    await new Promise((r) => setTimeout(r, 5));
    await post(student, '/api/add-favorite', { tutorId: b.id });

    const list = await favourites(student);
    expect(list.tutors.map((t: any) => t.fullName)).toEqual(['Tutor B', 'Tutor A']);
    expect(list.tutors.every((t: any) => t.isFavourite === true)).toBe(true);
    expect(list.pagination).toEqual({
      page: 1,
      limit: 12,
      total: 2,
      totalExact: true,
      pages: 1,
      hasMore: false,
    });

    const remove = await post(student, '/api/remove-favorite', { tutorId: b.id });
    expect(remove.statusCode).toBe(200);
    expect(body(remove).message).toBe('Removed from favorites.');
    expect((await favourites(student)).tutors.map((t: any) => t.fullName)).toEqual(['Tutor A']);
  });

  it('is idempotent: adding twice keeps one, removing a missing one succeeds', async () => {
    const t = (await createTutor(ctx.db)).user;
    const { user: student } = await createStudent(ctx.db);
    expect((await post(student, '/api/add-favorite', { tutorId: t.id })).statusCode).toBe(200);
    expect((await post(student, '/api/add-favorite', { tutorId: t.id })).statusCode).toBe(200);
    expect((await favourites(student)).pagination.total).toBe(1);
    expect((await post(student, '/api/remove-favorite', { tutorId: t.id })).statusCode).toBe(200);
    expect((await post(student, '/api/remove-favorite', { tutorId: t.id })).statusCode).toBe(200);
    expect((await favourites(student)).tutors).toEqual([]);
  });

  it('keeps each student’s favourites to themselves', async () => {
    const t = (await createTutor(ctx.db)).user;
    const s1 = (await createStudent(ctx.db)).user;
    const s2 = (await createStudent(ctx.db)).user;
    await post(s1, '/api/add-favorite', { tutorId: t.id });
    expect((await favourites(s1)).pagination.total).toBe(1);
    expect((await favourites(s2)).pagination.total).toBe(0);
  });

  it('refuses an unknown or unverified tutor with "Tutor not found"', async () => {
    const pending = (await createTutor(ctx.db, { profile: { verificationStatus: 'pending' } }))
      .user;
    const { user: student } = await createStudent(ctx.db);
    for (const tutorId of [pending.id, '00000000-0000-4000-8000-000000000000', student.id]) {
      const res = await post(student, '/api/add-favorite', { tutorId });
      expect(res.statusCode).toBe(404);
      expect(body(res).message).toBe('Tutor not found');
    }
  });

  it('stops listing a favourite whose tutor is no longer verified', async () => {
    const t = (await createTutor(ctx.db)).user;
    const { user: student } = await createStudent(ctx.db);
    await post(student, '/api/add-favorite', { tutorId: t.id });
    await ctx.db.execute(
      `update tutor_profiles set verification_status = 'rejected' where user_id = '${t.id}'` as never,
    );
    expect((await favourites(student)).tutors).toEqual([]);
  });

  it('pages with page and limit', async () => {
    const { user: student } = await createStudent(ctx.db);
    for (let i = 0; i < 3; i++) {
      const t = (await createTutor(ctx.db)).user;
      await post(student, '/api/add-favorite', { tutorId: t.id });
    }
    const p2 = await favourites(student, '?limit=2&page=2');
    expect(p2.tutors).toHaveLength(1);
    expect(p2.pagination).toEqual({
      page: 2,
      limit: 2,
      total: 3,
      totalExact: true,
      pages: 2,
      hasMore: false,
    });
  });

  it('is for students only, and checks the body', async () => {
    const t = (await createTutor(ctx.db)).user;
    expect((await post(null, '/api/add-favorite', { tutorId: t.id })).statusCode).toBe(401);
    const asTutor = await post(t, '/api/add-favorite', { tutorId: t.id });
    expect(asTutor.statusCode).toBe(403);
    expect((await ctx.injectAs(t, { method: 'GET', url: '/api/get-favorites' })).statusCode).toBe(
      403,
    );
    const { user: student } = await createStudent(ctx.db);
    for (const payload of [{}, { tutorId: 'abc' }, { tutorId: 42 }]) {
      const res = await post(student, '/api/add-favorite', payload);
      expect(res.statusCode).toBe(400);
      expect(body(res).message).toBe('tutorId must be a tutor id.');
    }
  });
});
