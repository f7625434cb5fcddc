import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { REVIEW_MESSAGES } from '@tm/shared/schemas/reviews';
import { body, build } from './helper';
import { createAdmin, createBooking, createStudent, createTutor } from '../src/seed/factories';
import { classAttendance } from '../src/db/schema/calls';
import { tutorProfiles } from '../src/db/schema/tutor-profiles';
import { countTutorReviews } from '../src/modules/reviews/list-reviews';

const ctx = await build();
const DAY = 24 * 3600_000;

async function setup() {
  const { user: tutor } = await createTutor(ctx.db, {
    profile: { verificationStatus: 'verified' },
  });
  const { user: student } = await createStudent(ctx.db, { user: { fullName: 'Asha Rao' } });
  const completed = await createBooking(ctx.db, {
    studentId: student.id,
    tutorId: tutor.id,
    status: 'completed',
    subject: 'Physics',
  });
  return { tutor, student, completed };
}

const rate = (user: { id: string }, payload: Record<string, unknown>) =>
  ctx.injectAs(user, { method: 'POST', url: '/api/submit-rating', payload });

describe('POST /api/submit-rating', () => {
  it('rates a completed class once and keeps the tutor’s aggregates', async () => {
    const { tutor, student, completed } = await setup();
    const res = await rate(student, {
      bookingId: completed.id,
      rating: 4,
      comment: '  Very clear <b>teacher</b> ',
    });
    expect(res.statusCode).toBe(200);
    expect(body(res).message).toBe(REVIEW_MESSAGES.submitted);
    expect(body(res).data).toMatchObject({
      rating: 4,
      comment: 'Very clear <b>teacher</b>',
      studentName: 'Asha',
      subject: 'Physics',
      commentHidden: false,
    });
    expect(body(res).data).not.toHaveProperty('studentId');

    const again = await rate(student, { bookingId: completed.id, rating: 5, comment: 'Again' });
    expect(again.statusCode).toBe(409);
    expect(body(again).message).toBe(REVIEW_MESSAGES.alreadyRated);

    // A second booking with another student: the average is stored, not computed per request.
    const { user: other } = await createStudent(ctx.db);
    const b2 = await createBooking(ctx.db, {
      studentId: other.id,
      tutorId: tutor.id,
      status: 'completed',
    });
    expect((await rate(other, { bookingId: b2.id, rating: 5, comment: 'Great' })).statusCode).toBe(
      200,
    );
    const [p] = await ctx.db.select().from(tutorProfiles).where(eq(tutorProfiles.userId, tutor.id));
    expect(p).toMatchObject({ ratingCount: 2, ratingSum: 9, ratingAvg: 4.5 });
    expect(await countTutorReviews(ctx.db, tutor.id)).toEqual({ count: 2, sum: 9 });

    const card = await ctx.injectAs(null, { method: 'GET', url: `/api/get-tutor?id=${tutor.id}` });
    expect(body(card).data).toMatchObject({ ratingAverage: 4.5, ratingCount: 2 });
  });

  it('refuses before any session was held, for someone else’s booking, and bad input', async () => {
    const { tutor, student } = await setup();
    const future = await createBooking(ctx.db, {
      studentId: student.id,
      tutorId: tutor.id,
      status: 'active',
    });
    const res = await rate(student, { bookingId: future.id, rating: 5, comment: 'Early' });
    expect(res.statusCode).toBe(409);
    expect(body(res).message).toBe(REVIEW_MESSAGES.notHeld);

    for (const status of ['pending', 'accepted', 'missed', 'expired', 'rejected'] as const) {
      const b = await createBooking(ctx.db, { studentId: student.id, tutorId: tutor.id, status });
      expect(body(await rate(student, { bookingId: b.id, rating: 5, comment: 'x' })).message).toBe(
        REVIEW_MESSAGES.notHeld,
      );
    }

    const { user: stranger } = await createStudent(ctx.db);
    const done = await createBooking(ctx.db, {
      studentId: student.id,
      tutorId: tutor.id,
      status: 'completed',
    });
    const foreign = await rate(stranger, { bookingId: done.id, rating: 5, comment: 'Not mine' });
    // Someone else's booking does not exist for them (booking-access.ts).
    expect([foreign.statusCode, body(foreign).message]).toEqual([404, 'Booking not found.']);
    // Tutors do not rate.
    expect((await rate(tutor, { bookingId: done.id, rating: 5, comment: 'x' })).statusCode).toBe(
      403,
    );
    expect(
      (await rate(null as never, { bookingId: done.id, rating: 5, comment: 'x' })).statusCode,
    ).toBe(401);

    const bad = await rate(student, { bookingId: done.id, rating: 7, comment: 'x' });
    expect(bad.statusCode).toBe(400);
    expect(body(bad).message).toContain(REVIEW_MESSAGES.ratingRange);
    const noComment = await rate(student, { bookingId: done.id, rating: 3, comment: ' ' });
    expect(noComment.statusCode).toBe(400);
    expect(body(noComment).message).toContain(REVIEW_MESSAGES.commentRequired);
    const missing = await rate(student, {
      bookingId: crypto.randomUUID(),
      rating: 3,
      comment: 'x',
    });
    expect(missing.statusCode).toBe(404);
    const [p] = await ctx.db.select().from(tutorProfiles).where(eq(tutorProfiles.userId, tutor.id));
    expect(p).toMatchObject({ ratingCount: 0, ratingAvg: null });
  });

  it('an active multi-session booking can be rated once a session was held (ended and joined)', async () => {
    const { tutor, student } = await setup();
    const now = new Date();
    const day = (d: number) => new Date(now.getTime() + d * DAY).toISOString().slice(0, 10);
    const b = await createBooking(ctx.db, {
      studentId: student.id,
      tutorId: tutor.id,
      status: 'active',
      sessionType: 'multiple',
      startDate: day(-3),
      endDate: day(10),
      availableDays: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
      startTime: '00:00',
      endTime: '00:30',
    });
    expect(body(await rate(student, { bookingId: b.id, rating: 5, comment: 'x' })).message).toBe(
      REVIEW_MESSAGES.notHeld,
    );
    // Joined a session that has not ended yet (far future): still not held.
    await ctx.db
      .insert(classAttendance)
      .values({ bookingId: b.id, userId: tutor.id, sessionDate: day(9) });
    expect((await rate(student, { bookingId: b.id, rating: 5, comment: 'x' })).statusCode).toBe(
      409,
    );
    await ctx.db
      .insert(classAttendance)
      .values({ bookingId: b.id, userId: tutor.id, sessionDate: day(-2) });
    expect((await rate(student, { bookingId: b.id, rating: 5, comment: 'Held' })).statusCode).toBe(
      200,
    );
  });

  it('two submissions racing make one review and count once', async () => {
    const { tutor, student, completed } = await setup();
    const results = await Promise.all(
      [3, 5].map((rating) => rate(student, { bookingId: completed.id, rating, comment: 'Race' })),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    const [p] = await ctx.db.select().from(tutorProfiles).where(eq(tutorProfiles.userId, tutor.id));
    expect(p!.ratingCount).toBe(1);
  });
});

describe('replies, the public list, my ratings and hiding', () => {
  it('the tutor replies once; admins hide text, which nobody else then receives', async () => {
    const { tutor, student, completed } = await setup();
    const review = body(
      await rate(student, { bookingId: completed.id, rating: 2, comment: 'Rude words here' }),
    ).data;

    const { user: otherTutor } = await createTutor(ctx.db);
    const reply = (user: { id: string }, text: string) =>
      ctx.injectAs(user, {
        method: 'POST',
        url: '/api/reply-rating',
        payload: { reviewId: review._id, reply: text },
      });
    expect(body(await reply(otherTutor, 'Hi')).message).toBe(REVIEW_MESSAGES.notYourReview);
    const first = await reply(tutor, 'Sorry to hear that.');
    expect(first.statusCode).toBe(200);
    expect(body(first).data.reply).toBe('Sorry to hear that.');
    const second = await reply(tutor, 'Again');
    expect(second.statusCode).toBe(409);
    expect(body(second).message).toBe(REVIEW_MESSAGES.alreadyReplied);

    const admin = await createAdmin(ctx.db);
    const hide = (user: { id: string }, hidden: boolean) =>
      ctx.injectAs(user, {
        method: 'POST',
        url: `/api/admin/reviews/${review._id}/visibility`,
        payload: { hidden },
      });
    expect((await hide(student, true)).statusCode).toBe(403);
    expect((await hide(tutor, true)).statusCode).toBe(403);
    const hidden = await hide(admin, true);
    expect(hidden.statusCode).toBe(200);
    expect(body(hidden).data).toMatchObject({ commentHidden: true, comment: 'Rude words here' });

    const list = async (user: { id: string } | null) =>
      await ctx.injectAs(user, { method: 'GET', url: `/api/tutor-reviews?tutorId=${tutor.id}` });
    for (const viewer of [null, student, tutor, admin]) {
      const res = await list(viewer);
      expect(res.statusCode).toBe(200);
      expect(res.body).not.toContain('Rude words');
      expect(body(res).data.reviews[0]).toMatchObject({
        comment: null,
        commentHidden: true,
        rating: 2,
      });
    }
    const mine = await ctx.injectAs(student, {
      method: 'GET',
      url: `/api/my-ratings?bookingIds=${completed.id}`,
    });
    expect(mine.body).not.toContain('Rude words');
    expect(body(mine).data.ratings).toHaveLength(1);

    const adminList = await ctx.injectAs(admin, {
      method: 'GET',
      url: '/api/admin/reviews?filter=hidden',
    });
    expect(body(adminList).data.reviews.map((r: { _id: string }) => r._id)).toContain(review._id);
    expect(
      (await ctx.injectAs(tutor, { method: 'GET', url: '/api/admin/reviews' })).statusCode,
    ).toBe(403);

    const shown = await hide(admin, false);
    expect(body(shown).data.commentHidden).toBe(false);
    expect((await list(null)).body).toContain('Rude words here');
    // The rating counted throughout.
    expect(body(await list(null)).data).toMatchObject({ ratingCount: 1, ratingAverage: 2 });
  });

  it('pages newest first and leaks no student surname or id', async () => {
    const { tutor } = await setup();
    for (let i = 0; i < 7; i++) {
      const { user: s } = await createStudent(ctx.db, { user: { fullName: `Kid${i} Surname` } });
      const b = await createBooking(ctx.db, {
        studentId: s.id,
        tutorId: tutor.id,
        status: 'completed',
      });
      await rate(s, { bookingId: b.id, rating: (i % 5) + 1, comment: `Review ${i}` });
    }
    const page = async (p: number) =>
      body(
        await ctx.injectAs(null, {
          method: 'GET',
          url: `/api/tutor-reviews?tutorId=${tutor.id}&page=${p}&limit=5`,
        }),
      ).data;
    const p1 = await page(1);
    const p2 = await page(2);
    expect(p1.pagination).toEqual({ page: 1, limit: 5, total: 7, pages: 2 });
    expect(p1.reviews).toHaveLength(5);
    expect(p2.reviews).toHaveLength(2);
    const ids = [...p1.reviews, ...p2.reviews].map((r: { _id: string }) => r._id);
    expect(new Set(ids).size).toBe(7);
    expect(p1.reviews[0].comment).toBe('Review 6');
    expect(JSON.stringify(p1)).not.toContain('Surname');
    expect(JSON.stringify(p1)).not.toContain('studentId');
    const bad = await ctx.injectAs(null, { method: 'GET', url: '/api/tutor-reviews?tutorId=nope' });
    expect(bad.statusCode).toBe(400);
    const unknown = await ctx.injectAs(null, {
      method: 'GET',
      url: `/api/tutor-reviews?tutorId=${crypto.randomUUID()}`,
    });
    expect(unknown.statusCode).toBe(404);
  });
});

describe('discovery sort=rating', () => {
  it('orders by average, then count, then id, unrated last, with stable pages', async () => {
    const mk = async (avg: number | null, count: number) =>
      (
        await createTutor(ctx.db, {
          user: { fullName: `Rated ${avg}-${count}` },
          profile: {
            verificationStatus: 'verified',
            ratingAvg: avg,
            ratingCount: count,
            ratingSum: Math.round((avg ?? 0) * count),
            headline: 'ratingsorttest',
          },
        })
      ).user.id;
    const ids = {
      top: await mk(4.9, 10),
      tieMore: await mk(4.5, 8),
      tieLessA: await mk(4.5, 2),
      tieLessB: await mk(4.5, 2),
      low: await mk(3, 1),
      none: await mk(null, 0),
    };
    const get = async (page: number, limit: number) =>
      body(
        await ctx.injectAs(null, {
          method: 'GET',
          url: `/api/get-tutors?search=ratingsorttest&sort=rating&page=${page}&limit=${limit}`,
        }),
      ).data.tutors.map((t: { _id: string }) => t._id);
    const all = await get(1, 10);
    const [a, b] = [ids.tieLessA, ids.tieLessB].sort().reverse();
    expect(all).toEqual([ids.top, ids.tieMore, a, b, ids.low, ids.none]);
    expect([...(await get(1, 3)), ...(await get(2, 3))]).toEqual(all);
  });
});
