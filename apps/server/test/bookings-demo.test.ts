import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { body, build } from './helper';
import { seedDemo } from '../src/seed/demo';
import { users } from '../src/db/schema/users';

const ctx = await build();

describe('demo bookings', () => {
  it('give the demo tutor requests and classes, and the demo student bookings, through the API', async () => {
    await seedDemo(ctx.db);
    const [ananya] = await ctx.db
      .select()
      .from(users)
      .where(eq(users.email, 'ananya.iyer@example.in'));
    const [riya] = await ctx.db
      .select()
      .from(users)
      .where(eq(users.email, 'riya.sharma@example.in'));
    const pending = body(
      await ctx.injectAs(ananya!, {
        method: 'GET',
        url: '/api/get-tutor-bookings?statuses=pending',
      }),
    ).data.bookings;
    expect(pending.map((b: any) => b.studentId.fullName).sort()).toEqual([
      'Riya Sharma',
      'Vikram Rao',
    ]);
    const mine = body(await ctx.injectAs(riya!, { method: 'GET', url: '/api/get-bookings' })).data
      .bookings;
    const statuses = mine.map((b: any) => b.status);
    expect(statuses).toEqual(
      expect.arrayContaining(['pending', 'accepted', 'rejected', 'completed']),
    );
    // Trials last 25 minutes; every booking's instants match its wall-clock times.
    for (const b of [...mine, ...pending]) {
      const minutes =
        (new Date(b.lastEndAt).getTime() - new Date(b.firstStartAt).getTime()) / 60_000;
      if (b.isTrial) expect(minutes, `${b.subject} ${b.startTime}-${b.endTime}`).toBe(25);
      if (b.sessions === 1)
        expect(minutes).toBe(
          Number(b.endTime.slice(0, 2)) * 60 +
            Number(b.endTime.slice(3)) -
            (Number(b.startTime.slice(0, 2)) * 60 + Number(b.startTime.slice(3))),
        );
    }
    expect(mine.find((b: any) => b.status === 'rejected').rejectionReason).toBe(
      'I am away at a workshop that week. Please pick another date.',
    );
  });
});
