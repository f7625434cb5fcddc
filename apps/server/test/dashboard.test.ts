import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { body, build } from './helper';
import { createBooking, createStudent, createTutor } from '../src/seed/factories';
import { tutorProfiles } from '../src/db/schema/tutor-profiles';

const ctx = await build();

describe('GET /api/dashboard (core-marketplace §3 Dashboard insights)', () => {
  it('returns the five figures from real rows', async () => {
    const { user: tutor } = await createTutor(ctx.db);
    await ctx.db
      .update(tutorProfiles)
      .set({ totalViews: 42 })
      .where(eq(tutorProfiles.userId, tutor.id));
    const [a, b, c] = await Promise.all([
      createStudent(ctx.db),
      createStudent(ctx.db),
      createStudent(ctx.db),
    ]);
    const { user: otherTutor } = await createTutor(ctx.db);
    // Conversions: paid (non-trial) bookings that are active or completed.
    await createBooking(ctx.db, { tutorId: tutor.id, studentId: a.user.id, status: 'active' });
    await createBooking(ctx.db, { tutorId: tutor.id, studentId: a.user.id, status: 'active' });
    await createBooking(ctx.db, { tutorId: tutor.id, studentId: b.user.id, status: 'completed' });
    // Not conversions: a trial, pending/accepted/rejected requests, another tutor's booking.
    await createBooking(ctx.db, {
      tutorId: tutor.id,
      studentId: c.user.id,
      status: 'active',
      isTrial: true,
    });
    await createBooking(ctx.db, { tutorId: tutor.id, studentId: c.user.id, status: 'pending' });
    await createBooking(ctx.db, { tutorId: tutor.id, studentId: c.user.id, status: 'accepted' });
    await createBooking(ctx.db, { tutorId: tutor.id, studentId: b.user.id, status: 'rejected' });
    await createBooking(ctx.db, { tutorId: otherTutor.id, studentId: b.user.id, status: 'active' });

    const res = await ctx.injectAs(tutor, { method: 'GET', url: '/api/dashboard' });
    expect(res.statusCode).toBe(200);
    // Active students: a (two active bookings, counted once) and c (active trial).
    expect(body(res).data).toEqual({
      totalViews: 42,
      totalConversions: 3,
      activeStudents: 2,
      totalEarning: 0,
      totalWithdrawals: 0,
    });
  });

  it('gives zeros for a new tutor', async () => {
    const { user } = await createTutor(ctx.db, { profile: { verificationStatus: 'pending' } });
    expect(body(await ctx.injectAs(user, { method: 'GET', url: '/api/dashboard' })).data).toEqual({
      totalViews: 0,
      totalConversions: 0,
      activeStudents: 0,
      totalEarning: 0,
      totalWithdrawals: 0,
    });
  });

  it('is for tutors only', async () => {
    const { user } = await createStudent(ctx.db);
    expect((await ctx.injectAs(user, { method: 'GET', url: '/api/dashboard' })).statusCode).toBe(
      403,
    );
    expect((await ctx.app.inject({ method: 'GET', url: '/api/dashboard' })).statusCode).toBe(401);
  });
});
