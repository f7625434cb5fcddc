import { describe, expect, it } from 'vitest';
import { eq, inArray } from 'drizzle-orm';
import { build } from './helper';
import { createBooking, createStudent, createTutor } from '../src/seed/factories';
import { bookings } from '../src/db/schema/bookings';
import { sweepBookings } from '../src/modules/bookings/sweep-bookings';
import { classAttendance } from '../src/db/schema/calls';

const ctx = await build();
const HOUR = 3600_000;

describe('booking sweeper: the time-driven transitions', () => {
  it('expires pending/accepted past their first start, completes active past their last end, and nothing else; twice is once', async () => {
    const { user: tutor } = await createTutor(ctx.db);
    const { user: student } = await createStudent(ctx.db);
    const now = new Date('2030-06-01T12:00:00Z');
    const t = (h: number) => new Date(now.getTime() + h * HOUR);
    const mk = (
      status: 'pending' | 'accepted' | 'active' | 'rejected' | 'withdrawn',
      first: number,
      last: number,
    ) =>
      createBooking(ctx.db, {
        studentId: student.id,
        tutorId: tutor.id,
        status,
        firstStartAt: t(first),
        lastEndAt: t(last),
      });
    const rows = {
      pendingPast: await mk('pending', -1, 1),
      pendingAtNow: await mk('pending', 0, 1),
      pendingFuture: await mk('pending', 1, 2),
      acceptedPast: await mk('accepted', -2, -1),
      activeRunning: await mk('active', -1, 1),
      activeEnded: await mk('active', -3, 0),
      activeEndedNobodyJoined: await mk('active', -3, 0),
      rejectedPast: await mk('rejected', -3, -2),
      withdrawnPast: await mk('withdrawn', -3, -2),
    };
    // Someone joined the call of these two (a class nobody joined is missed instead).
    for (const b of [rows.activeRunning, rows.activeEnded]) {
      await ctx.db
        .insert(classAttendance)
        .values({ bookingId: b.id, userId: tutor.id, sessionDate: b.startDate });
    }
    const statuses = async () => {
      const found = await ctx.db
        .select({ id: bookings.id, status: bookings.status })
        .from(bookings)
        .where(
          inArray(
            bookings.id,
            Object.values(rows).map((r) => r.id),
          ),
        );
      const byId = new Map(found.map((r) => [r.id, r.status]));
      return Object.fromEntries(Object.entries(rows).map(([k, r]) => [k, byId.get(r.id)]));
    };

    expect(await sweepBookings(ctx.db, now)).toEqual({ expired: 3, completed: 1, missed: 1 });
    expect(await statuses()).toEqual({
      pendingPast: 'expired',
      pendingAtNow: 'expired',
      pendingFuture: 'pending',
      acceptedPast: 'expired',
      activeRunning: 'active',
      activeEnded: 'completed',
      activeEndedNobodyJoined: 'missed',
      rejectedPast: 'rejected',
      withdrawnPast: 'withdrawn',
    });
    expect(await sweepBookings(ctx.db, now)).toEqual({ expired: 0, completed: 0, missed: 0 });
    // Later, the running class completes and the future request expires.
    expect(await sweepBookings(ctx.db, t(1))).toEqual({ expired: 1, completed: 1, missed: 0 });
    const [later] = await ctx.db
      .select()
      .from(bookings)
      .where(eq(bookings.id, rows.activeRunning.id));
    expect(later!.status).toBe('completed');
    expect(later!.updatedAt.toISOString()).toBe(t(1).toISOString());
  });

  it('changes each row once when several processes sweep at the same moment', async () => {
    const { user: tutor } = await createTutor(ctx.db);
    const { user: student } = await createStudent(ctx.db);
    const now = new Date('2031-01-01T00:00:00Z');
    for (let i = 0; i < 20; i++) {
      await createBooking(ctx.db, {
        studentId: student.id,
        tutorId: tutor.id,
        status: i % 2 ? 'pending' : 'active',
        firstStartAt: new Date(now.getTime() - 2 * HOUR),
        lastEndAt: new Date(now.getTime() - HOUR),
      });
    }
    const results = await Promise.all([
      sweepBookings(ctx.db, now),
      sweepBookings(ctx.db, now),
      sweepBookings(ctx.db, now),
    ]);
    const total = results.reduce(
      (acc, r) => ({
        expired: acc.expired + r.expired,
        completed: acc.completed + r.completed,
        missed: acc.missed + r.missed,
      }),
      { expired: 0, completed: 0, missed: 0 },
    );
    // Nobody joined these classes' calls: missed, not completed.
    expect(total).toEqual({ expired: 10, completed: 0, missed: 10 });
  });
});
