// the request shapes a client written to core-marketplace §7 sends, and public discovery.
import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { addDays } from '@tm/shared/rules/booking-time';
import { todayIn } from '@tm/shared/rules/dates';
import { BOOKING_STATUSES } from '@tm/shared/constants/marketplace';
import { body, build } from './helper';
import { createBlog, createBooking, createStudent, createTutor } from '../src/seed/factories';
import { files } from '../src/db/schema/files';
import { users } from '../src/db/schema/users';
import { eq } from 'drizzle-orm';

const ctx = await build();
const day = (n: number) => addDays(todayIn('Asia/Kolkata', new Date()), n);
/** What `new Date(y, m, d).toISOString()` gives in a browser in `zone`. */
const localMidnightIso = (date: string, zone: string) =>
  DateTime.fromISO(date, { zone }).toUTC().toISO()!;

const get = (user: { id: string } | null, url: string) =>
  ctx.injectAs(user, { method: 'GET', url });

describe('GET /get-bookings and /get-tutor-bookings: statuses=all', () => {
  it('means every status, as statuses=all and statuses[]=all, on both sides', async () => {
    const { user: tutor } = await createTutor(ctx.db);
    const { user: student } = await createStudent(ctx.db);
    const now = new Date();
    for (const [i, status] of BOOKING_STATUSES.entries()) {
      // Future bookings keep their stored status (none is swept to expired or completed).
      await createBooking(ctx.db, {
        studentId: student.id,
        tutorId: tutor.id,
        status,
        startDate: day(2 + i),
        ...(status === 'rejected' ? { rejectionReason: 'Busy' } : {}),
      });
    }
    const statuses = (res: Awaited<ReturnType<typeof get>>) =>
      (body(res).data.bookings as Array<{ status: string }>).map((b) => b.status).sort();
    const every = [...BOOKING_STATUSES].sort();
    for (const q of ['statuses=all', 'statuses[]=all', 'statuses=all&limit=100', '']) {
      const mine = await get(student, `/api/get-bookings?${q}`);
      expect(mine.statusCode, q).toBe(200);
      expect(statuses(mine), q).toEqual(every);
      const theirs = await get(tutor, `/api/get-tutor-bookings?${q}`);
      expect(theirs.statusCode, q).toBe(200);
      expect(statuses(theirs), q).toEqual(every);
    }
    // Today's forms still work: one status, or a list.
    expect(statuses(await get(student, '/api/get-bookings?statuses[]=pending'))).toEqual([
      'pending',
    ]);
    expect(
      statuses(await get(tutor, '/api/get-tutor-bookings?statuses=accepted&statuses=active')),
    ).toEqual(['accepted', 'active']);
    expect(now).toBeInstanceOf(Date);
  });
});

describe('POST /submit-booking: dates sent as ISO instants of a local midnight', () => {
  const trial = (tutorId: string, over: Record<string, unknown>) => ({
    tutorId,
    subject: 'Mathematics (Class 9-10)',
    tutoringMode: ['Online Tutoring'],
    sessionType: 'single',
    availableDays: [],
    startTime: '18:00',
    isTrial: true,
    ...over,
  });

  it('lands on the intended date for a student in India (the string cut at T is the day before)', async () => {
    const { user: tutor } = await createTutor(ctx.db);
    const { user: student } = await createStudent(ctx.db);
    const date = day(5);
    const iso = localMidnightIso(date, 'Asia/Kolkata');
    expect(iso.slice(0, 10)).toBe(day(4));
    const res = await ctx.injectAs(student, {
      method: 'POST',
      url: '/api/submit-booking',
      payload: trial(tutor.id, { startDate: iso, timezone: 'Asia/Kolkata' }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).data.startDate).toBe(date);
  });

  it('lands on the intended date for a student in America/New_York (request zone and profile zone)', async () => {
    const { user: tutor } = await createTutor(ctx.db);
    const { user: student } = await createStudent(ctx.db, {
      profile: { timezone: 'America/New_York' },
    });
    const date = day(6);
    const res = await ctx.injectAs(student, {
      method: 'POST',
      url: '/api/submit-booking',
      payload: trial(tutor.id, {
        startDate: localMidnightIso(date, 'America/New_York'),
        timezone: 'America/New_York',
      }),
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).data.startDate).toBe(date);

    // Without `timezone` the student's profile zone is used: 23:00 in New York on `date` is the
    // next day in UTC and in India, so only the New York reading gives `date`.
    const lateEvening = DateTime.fromISO(`${day(8)}T23:00`, { zone: 'America/New_York' })
      .toUTC()
      .toISO()!;
    expect(lateEvening.slice(0, 10)).toBe(day(9));
    // Another tutor: one free trial per student and tutor.
    const { user: tutor2 } = await createTutor(ctx.db);
    const res2 = await ctx.injectAs(student, {
      method: 'POST',
      url: '/api/submit-booking',
      payload: trial(tutor2.id, { startDate: lateEvening }),
    });
    expect(res2.statusCode, res2.body).toBe(200);
    expect(body(res2).data.startDate).toBe(day(8));
  });

  it('reads both ends of a multi-session range and refuses an unknown zone', async () => {
    const { user: tutor } = await createTutor(ctx.db);
    const { user: student } = await createStudent(ctx.db);
    const res = await ctx.injectAs(student, {
      method: 'POST',
      url: '/api/submit-booking',
      payload: {
        ...trial(tutor.id, {}),
        isTrial: false,
        price: 600,
        currency: 'INR',
        sessionType: 'multiple',
        startDate: localMidnightIso(day(3), 'Asia/Kolkata'),
        endDate: localMidnightIso(day(20), 'Asia/Kolkata'),
        availableDays: ['Mon', 'Wed', 'Fri'],
        endTime: '19:00',
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).data).toMatchObject({ startDate: day(3), endDate: day(20) });

    const bad = await ctx.injectAs(student, {
      method: 'POST',
      url: '/api/submit-booking',
      payload: trial(tutor.id, { startDate: day(3), timezone: 'Mars/Olympus' }),
    });
    expect(bad.statusCode).toBe(400);
    expect(body(bad).message).toBe('Please select a valid timezone.');
  });
});

describe('public files: relative to the API base', () => {
  it('answers photos as files/public/..., served under /api/files/public and /files/public', async () => {
    const key = `public/photos/${crypto.randomUUID()}.png`;
    const png = Buffer.from(
      'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
      'base64',
    );
    const { user: tutor } = await createTutor(ctx.db);
    await ctx.ports.files.put(key, png, 'image/png');
    await ctx.db.insert(files).values({
      ownerId: tutor.id,
      kind: 'photo',
      storageKey: key,
      originalName: 'me.png',
      mimeType: 'image/png',
      sizeBytes: png.length,
    });
    await ctx.db.update(users).set({ profilePhotoKey: key }).where(eq(users.id, tutor.id));
    const detail = body(await get(null, `/api/get-tutor?id=${tutor.id}`)).data;
    expect(detail.profilePhoto).toBe(`files/${key}`);
    for (const url of [`/api/${detail.profilePhoto}`, `/${detail.profilePhoto}`]) {
      const res = await get(null, url);
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['content-type']).toBe('image/png');
      expect(res.rawPayload.equals(png)).toBe(true);
    }
  });
});

describe('GET /get-tutors: the names a spec client sends', () => {
  it('priceMin/priceMax and sortBy mean minPrice/maxPrice and sort; relevance ranks by the search', async () => {
    const tag = crypto.randomBytes(3).toString('hex');
    const mk = (name: string, min: number, max: number, headline: string) =>
      createTutor(ctx.db, {
        user: { fullName: `${name} ${tag}` },
        profile: { minHourChargeMinor: min * 100, maxHourChargeMinor: max * 100, headline },
      });
    await mk('Cheap', 200, 300, 'Physics for beginners');
    await mk('Middle', 600, 800, `Physics physics ${tag} specialist`);
    await mk('Dear', 3000, 4000, 'Physics olympiad coach');
    const names = async (q: string) => {
      const res = await get(null, `/api/get-tutors?search=${tag}&${q}`);
      expect(res.statusCode, res.body).toBe(200);
      return (body(res).data.tutors as Array<{ fullName: string }>).map((t) =>
        t.fullName.replace(` ${tag}`, ''),
      );
    };
    expect(await names('priceMin=500&priceMax=1000')).toEqual(
      await names('minPrice=500&maxPrice=1000'),
    );
    expect(await names('priceMin=500&priceMax=1000')).toEqual(['Middle']);
    expect(await names('sortBy=price-low')).toEqual(['Cheap', 'Middle', 'Dear']);
    expect(await names('sortBy=price-high')).toEqual(['Dear', 'Middle', 'Cheap']);
    // relevance with a search: the closest text first ("Middle" repeats the words searched).
    const ranked = await get(
      null,
      `/api/get-tutors?search=${encodeURIComponent(`physics ${tag}`)}&sortBy=relevance`,
    );
    expect((body(ranked).data.tutors as Array<{ fullName: string }>)[0]!.fullName).toBe(
      `Middle ${tag}`,
    );
    // relevance without a search: newest first, as sort=new.
    const a = body(await get(null, '/api/get-tutors?sortBy=relevance&limit=50')).data.tutors;
    const b = body(await get(null, '/api/get-tutors?sort=new&limit=50')).data.tutors;
    expect(a).toEqual(b);
    const bad = await get(null, '/api/get-tutors?sortBy=cheapest');
    expect(bad.statusCode).toBe(400);
    expect(body(bad).message).toBe(
      'Sort must be one of: new, price-low, price-high, rating, relevance.',
    );
  });

  it('similarTo={id} answers the similar-tutors list', async () => {
    const { user: target } = await createTutor(ctx.db, {
      profile: { category: 'College', subcategories: ['Statistics', 'Economics'] },
    });
    const { user: s1 } = await createTutor(ctx.db, {
      profile: { category: 'College', subcategories: ['Statistics', 'Economics'] },
    });
    const { user: s2 } = await createTutor(ctx.db, {
      profile: { category: 'College', subcategories: ['Economics'] },
    });
    const viaList = body(await get(null, `/api/get-tutors?similarTo=${target.id}`)).data;
    const viaSimilar = body(await get(null, `/api/get-similar-tutors?id=${target.id}`)).data;
    expect(viaList.tutors.map((t: { _id: string }) => t._id)).toEqual(
      viaSimilar.tutors.map((t: { _id: string }) => t._id),
    );
    expect(viaList.tutors.map((t: { _id: string }) => t._id)).toEqual(
      expect.arrayContaining([s1.id, s2.id]),
    );
    expect(viaList.pagination).toMatchObject({ page: 1, hasMore: false });
    const unknown = await get(null, `/api/get-tutors?similarTo=${crypto.randomUUID()}`);
    expect(unknown.statusCode).toBe(404);
    expect(body(unknown).message).toBe('Tutor not found');
  });
});

describe('GET /blogs/{idOrSlug}', () => {
  it('answers for the id as well as the slug; drafts stay hidden', async () => {
    const blog = await createBlog(ctx.db, { title: 'Board exam tips' });
    const bySlug = body(await get(null, `/api/blogs/${blog.slug}`)).data;
    const byId = await get(null, `/api/blogs/${blog.id}`);
    expect(byId.statusCode).toBe(200);
    expect(body(byId).data).toEqual(bySlug);
    const draft = await createBlog(ctx.db, { published: false });
    expect((await get(null, `/api/blogs/${draft.id}`)).statusCode).toBe(404);
  });
});

describe('category names holding "/" in lookup paths', () => {
  it('finds "School (ICSE/ISC)" encoded or not', async () => {
    const encoded = await get(
      null,
      `/api/categories/${encodeURIComponent('School (ICSE/ISC)')}/subcategories`,
    );
    expect(encoded.statusCode, encoded.body).toBe(200);
    expect(body(encoded).data.length).toBeGreaterThan(0);
    const raw = await get(null, '/api/categories/School%20(ICSE/ISC)/subcategories');
    expect(raw.statusCode, raw.body).toBe(200);
    expect(body(raw).data).toEqual(body(encoded).data);
    const plain = await get(null, '/api/categories/School%20(CBSE)/subcategories');
    expect(plain.statusCode).toBe(200);
    const missing = await get(null, '/api/categories/Nope%2FNever/subcategories');
    expect(missing.statusCode).toBe(404);
    expect(body(missing).message).toBe('Category not found.');
    expect((await get(null, '/api/categories/School%20(CBSE)/other')).statusCode).toBe(400);
  });
});

describe('guests on discovery', () => {
  it('see verified tutors only, without contact details, pincodes or favourites', async () => {
    const { user: tutor } = await createTutor(ctx.db, {
      user: { fullName: 'Guest Visible' },
      profile: {
        tutoringModes: ['Home Tutoring', 'Online Tutoring'],
        pincodes: '560001',
        contactNumber: '9000000001',
      },
    });
    const { user: hidden } = await createTutor(ctx.db, {
      profile: { verificationStatus: 'pending' },
    });
    const res = await get(null, `/api/get-tutor?id=${tutor.id}`);
    expect(res.statusCode).toBe(200);
    const text = res.body;
    expect(body(res).data).toMatchObject({ fullName: 'Guest Visible', pincodes: null });
    expect(text).not.toContain('9000000001');
    expect(text).not.toContain(tutor.email);
    expect(text).not.toContain('560001');
    // A signed-in student does see the pincodes (§2 Tutor detail page).
    const { user: student } = await createStudent(ctx.db);
    expect(body(await get(student, `/api/get-tutor?id=${tutor.id}`)).data.pincodes).toBe('560001');
    expect((await get(null, `/api/get-tutor?id=${hidden.id}`)).statusCode).toBe(404);
    const list = await get(null, '/api/get-tutors?limit=1000');
    const ids = (body(list).data.tutors as Array<{ _id: string }>).map((t) => t._id);
    expect(ids).toContain(tutor.id);
    expect(ids).not.toContain(hidden.id);
    // Favourites and booking still ask for a signed-in student.
    expect(
      (
        await ctx.injectAs(null, {
          method: 'POST',
          url: '/api/add-favorite',
          payload: { tutorId: tutor.id },
        })
      ).statusCode,
    ).toBe(401);
    expect(
      (
        await ctx.injectAs(null, {
          method: 'POST',
          url: '/api/submit-booking',
          payload: { tutorId: tutor.id, startDate: day(3), startTime: '18:00', isTrial: true },
        })
      ).statusCode,
    ).toBe(401);
  });
});
