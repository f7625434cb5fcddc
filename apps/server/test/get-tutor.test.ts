// GET /api/get-tutor and GET /api/get-similar-tutors (core-marketplace §2 Tutor detail page).
import { describe, expect, it } from 'vitest';
import { body, build } from './helper';
import { createAdmin, createStudent, createTutor } from '../src/seed/factories';

const ctx = await build();
const get = (as: { id: string } | null, url: string) => ctx.injectAs(as, { method: 'GET', url });
const viewsOf = async (tutor: { id: string }) =>
  body(await get(tutor, '/api/me')).data.totalViews as number;

describe('GET /api/get-tutor: the detail page', () => {
  it('returns every section of the page for a verified tutor', async () => {
    const { user } = await createTutor(ctx.db, {
      user: { fullName: 'Kavya Iyer' },
      profile: {
        tutoringModes: ['Home Tutoring', 'Online Tutoring'],
        pincodes: '560034,560001',
        headline: 'Maths without fear',
        bio: 'Eight years with CBSE students.',
        achievement: 'Best teacher 2022',
        teachingExperience: 8,
        classDuration: '45 min',
        category: 'School (CBSE)',
        teachingLevel: 'Grade/Class',
        languages: ['English', 'Tamil'],
        subcategories: ['Mathematics (Class 9-10)'],
        minHourChargeMinor: 60000,
        maxHourChargeMinor: 120000,
        city: 'Bengaluru',
        state: 'Karnataka',
        country: 'India',
      },
    });
    const { user: student } = await createStudent(ctx.db);
    const res = await get(student, `/api/get-tutor?id=${user.id}`);
    expect(res.statusCode).toBe(200);
    const t = body(res).data;
    expect(t).toMatchObject({
      _id: user.id,
      fullName: 'Kavya Iyer',
      headline: 'Maths without fear',
      class_duration: '45 min',
      teaching_experience: 8,
      currency: 'INR',
      min_hour_charge: 600,
      max_hour_charge: 1200,
      bio: 'Eight years with CBSE students.',
      achievement: 'Best teacher 2022',
      category: 'School (CBSE)',
      teaching_level: 'Grade/Class',
      languages: ['English', 'Tamil'],
      subcategory: ['Mathematics (Class 9-10)'],
      tutoring_mode: ['Home Tutoring', 'Online Tutoring'],
      city: 'Bengaluru',
      state: 'Karnataka',
      country: 'India',
      pincodes: '560034,560001',
      timezone: 'Asia/Kolkata',
      isFavourite: false,
    });
    for (const secret of [
      'contactNumber',
      'email',
      'emailId',
      'dateOfBirth',
      'rejectionReason',
      'totalViews',
    ])
      expect(t).not.toHaveProperty(secret);
  });

  it('hides the location of an online-only tutor, and pincodes without Home Tutoring', async () => {
    const online = (
      await createTutor(ctx.db, {
        profile: { tutoringModes: ['Online Tutoring'], pincodes: '560001' },
      })
    ).user;
    const place = (
      await createTutor(ctx.db, {
        profile: { tutoringModes: ['At Tutor Place'], pincodes: '560001', city: 'Mysuru' },
      })
    ).user;
    const { user: student } = await createStudent(ctx.db);
    const a = body(await get(student, `/api/get-tutor?id=${online.id}`)).data;
    expect(a).toMatchObject({ city: null, state: null, country: null, pincodes: null });
    const b = body(await get(student, `/api/get-tutor?id=${place.id}`)).data;
    expect(b).toMatchObject({
      city: 'Mysuru',
      state: 'Karnataka',
      country: 'India',
      pincodes: null,
    });
  });

  it('answers "Tutor not found" for an unknown, malformed, pending or rejected id', async () => {
    const pending = (await createTutor(ctx.db, { profile: { verificationStatus: 'pending' } }))
      .user;
    const rejected = (
      await createTutor(ctx.db, {
        profile: { verificationStatus: 'rejected', rejectionReason: 'Blurry ID' },
      })
    ).user;
    const { user: student } = await createStudent(ctx.db);
    for (const id of [
      '00000000-0000-4000-8000-000000000000',
      'not-an-id',
      pending.id,
      rejected.id,
      student.id,
    ]) {
      const res = await get(student, `/api/get-tutor?id=${id}`);
      expect(res.statusCode).toBe(404);
      expect(body(res)).toMatchObject({ success: false, message: 'Tutor not found' });
    }
  });

  it('asks for an id; guests may look', async () => {
    const { user: student } = await createStudent(ctx.db);
    const res = await get(student, '/api/get-tutor');
    expect(res.statusCode).toBe(400);
    expect(body(res).message).toBe('Tutor id is required.');
    const tutor = (await createTutor(ctx.db)).user;
    expect((await get(null, `/api/get-tutor?id=${tutor.id}`)).statusCode).toBe(200);
  });

  it('marks the tutor as the student’s favourite', async () => {
    const tutor = (await createTutor(ctx.db)).user;
    const { user: student } = await createStudent(ctx.db);
    await ctx.injectAs(student, {
      method: 'POST',
      url: '/api/add-favorite',
      payload: { tutorId: tutor.id },
    });
    expect(body(await get(student, `/api/get-tutor?id=${tutor.id}`)).data.isFavourite).toBe(true);
  });
});

describe('profile views (totalViews)', () => {
  it('counts one view per viewer per day, never the tutor’s own nor an admin’s', async () => {
    const tutor = (await createTutor(ctx.db)).user;
    const s1 = (await createStudent(ctx.db)).user;
    const s2 = (await createStudent(ctx.db)).user;
    const admin = await createAdmin(ctx.db);
    expect(await viewsOf(tutor)).toBe(0);
    await get(s1, `/api/get-tutor?id=${tutor.id}`);
    await get(s1, `/api/get-tutor?id=${tutor.id}`);
    expect(await viewsOf(tutor)).toBe(1);
    await get(s2, `/api/get-tutor?id=${tutor.id}`);
    expect(await viewsOf(tutor)).toBe(2);
    expect((await get(tutor, `/api/get-tutor?id=${tutor.id}`)).statusCode).toBe(200);
    expect((await get(admin, `/api/get-tutor?id=${tutor.id}`)).statusCode).toBe(200);
    expect(await viewsOf(tutor)).toBe(2);
  });

  it('counts concurrent views by one viewer once', async () => {
    const tutor = (await createTutor(ctx.db)).user;
    const s = (await createStudent(ctx.db)).user;
    await Promise.all(Array.from({ length: 5 }, () => get(s, `/api/get-tutor?id=${tutor.id}`)));
    expect(await viewsOf(tutor)).toBe(1);
  });

  it('counts again on another day', async () => {
    const tutor = (await createTutor(ctx.db)).user;
    const s = (await createStudent(ctx.db)).user;
    await ctx.db.execute(
      `insert into profile_views (tutor_id, viewer_id, view_date) values ('${tutor.id}', '${s.id}', current_date - 1)` as never,
    );
    await get(s, `/api/get-tutor?id=${tutor.id}`);
    expect(await viewsOf(tutor)).toBe(1);
  });
});

describe('GET /api/get-similar-tutors: Similar Profiles', () => {
  it('lists verified tutors of the same category with shared subjects, best matches first', async () => {
    const cat = 'Music';
    const mk = (
      name: string,
      subjects: string[],
      min: number,
      max: number,
      extra: Record<string, unknown> = {},
    ) =>
      createTutor(ctx.db, {
        user: { fullName: name },
        profile: {
          category: cat,
          subcategories: subjects,
          minHourChargeMinor: min * 100,
          maxHourChargeMinor: max * 100,
          ...extra,
        },
      }).then((r) => r.user);
    const target = await mk('Target', ['Guitar', 'Keyboard', 'Violin'], 800, 1200); // mid 1000
    await mk('Two shared', ['Guitar', 'Keyboard', 'Tabla'], 3000, 5000);
    await mk('One shared near', ['Violin'], 900, 1300); // mid 1100: 100 away
    await mk('One shared far', ['Guitar'], 200, 400); // mid 300: 700 away
    await mk('Other category', ['Guitar', 'Keyboard', 'Violin'], 800, 1200, {
      category: 'Arts & Dance',
    });
    await mk('No shared subject', ['Flute'], 800, 1200);
    await mk('Pending', ['Guitar', 'Keyboard', 'Violin'], 800, 1200, {
      verificationStatus: 'pending',
    });
    const { user: student } = await createStudent(ctx.db);

    const res = await get(student, `/api/get-similar-tutors?id=${target.id}`);
    expect(res.statusCode).toBe(200);
    expect(body(res).data.tutors.map((t: any) => t.fullName)).toEqual([
      'Two shared',
      'One shared near',
      'One shared far',
    ]);
    const two = await get(student, `/api/get-similar-tutors?id=${target.id}&limit=2`);
    expect(body(two).data.tutors.map((t: any) => t.fullName)).toEqual([
      'Two shared',
      'One shared near',
    ]);
  });

  it('is empty when nobody is similar, and "Tutor not found" for an unknown tutor', async () => {
    const lonely = (
      await createTutor(ctx.db, {
        profile: { category: 'Lonely Category', subcategories: ['Nothing else'] },
      })
    ).user;
    const { user: student } = await createStudent(ctx.db);
    const res = await get(student, `/api/get-similar-tutors?id=${lonely.id}`);
    expect(res.statusCode).toBe(200);
    expect(body(res).data.tutors).toEqual([]);
    const missing = await get(
      student,
      '/api/get-similar-tutors?id=00000000-0000-4000-8000-000000000000',
    );
    expect(missing.statusCode).toBe(404);
    expect(body(missing).message).toBe('Tutor not found');
  });

  it('answers "Tutor not found" for a tutor not yet verified, even with verified look-alikes', async () => {
    const profile = { category: 'Unverified Category', subcategories: ['Sitar'] };
    await createTutor(ctx.db, { profile });
    for (const verificationStatus of ['pending', 'rejected'] as const) {
      const { user: hidden } = await createTutor(ctx.db, {
        profile: { ...profile, verificationStatus },
      });
      const { user: student } = await createStudent(ctx.db);
      const res = await get(student, `/api/get-similar-tutors?id=${hidden.id}`);
      expect(res.statusCode).toBe(404);
      expect(body(res)).toMatchObject({ success: false, message: 'Tutor not found' });
    }
  });
});
