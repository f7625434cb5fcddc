// Accepts are serialised per tutor (modules/bookings/decide-booking.ts). This needs two real
// database connections at once, which only PostgreSQL gives (PGlite is one connection).
import { describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { addDays, todayIn } from '@tm/shared/rules/booking-time';
import { build } from './helper';
import { createBooking, createStudent, createTutor } from '../src/seed/factories';
import { bookings } from '../src/db/schema/bookings';

const ctx = await build();
const onPglite = ctx.database.kind === 'pglite';
const day = (n: number) => addDays(todayIn('Asia/Kolkata', new Date()), n);

describe('concurrent accepts (PostgreSQL)', () => {
  it.skipIf(onPglite)(
    'of two overlapping bookings fired at the same moment leave exactly one accepted',
    async () => {
      for (let round = 0; round < 8; round++) {
        const { user: tutor } = await createTutor(ctx.db);
        const { user: s1 } = await createStudent(ctx.db);
        const { user: s2 } = await createStudent(ctx.db);
        const a = await createBooking(ctx.db, {
          studentId: s1.id,
          tutorId: tutor.id,
          startDate: day(3),
          startTime: '18:00',
          endTime: '19:00',
        });
        const b = await createBooking(ctx.db, {
          studentId: s2.id,
          tutorId: tutor.id,
          startDate: day(3),
          startTime: '18:30',
          endTime: '19:30',
        });
        const results = await Promise.all(
          [a, b].map((x) =>
            ctx.injectAs(tutor, { method: 'POST', url: `/api/accept-booking/${x.id}` }),
          ),
        );
        expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
        expect(results.find((r) => r.statusCode === 409)!.json().message).toMatch(
          /^This class clashes with your accepted class with Test Student/,
        );
        const accepted = await ctx.db
          .select()
          .from(bookings)
          .where(and(eq(bookings.tutorId, tutor.id), eq(bookings.status, 'accepted')));
        expect(accepted).toHaveLength(1);
      }
    },
  );

  it.skipIf(onPglite)('of the same booking twice at once accept it once', async () => {
    const { user: tutor } = await createTutor(ctx.db);
    const { user: student } = await createStudent(ctx.db);
    const b = await createBooking(ctx.db, { studentId: student.id, tutorId: tutor.id });
    const results = await Promise.all(
      [1, 2, 3].map(() =>
        ctx.injectAs(tutor, { method: 'POST', url: `/api/accept-booking/${b.id}` }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409]);
    const rows = await ctx.db
      .select()
      .from(bookings)
      .where(inArray(bookings.id, [b.id]));
    expect(rows[0]!.status).toBe('accepted');
  });

  it.skipIf(!onPglite)(
    'is skipped on PGlite, which has a single connection and cannot run two transactions at once',
    () => {
      expect(ctx.database.kind).toBe('pglite');
    },
  );
});

describe('concurrent identical requests (PostgreSQL)', () => {
  it.skipIf(onPglite)('a double-submitted booking form makes one request, not two', async () => {
    const { user: tutor } = await createTutor(ctx.db);
    for (let round = 0; round < 6; round++) {
      // 6 rounds of 4 stay under the 30-a-minute submit limit.
      const { user: student } = await createStudent(ctx.db);
      const payload = {
        tutorId: tutor.id,
        subject: 'Mathematics (Class 9-10)',
        price: 600,
        currency: 'INR',
        tutoringMode: ['Online Tutoring'],
        sessionType: 'single',
        startDate: day(4 + round),
        endDate: null,
        availableDays: [],
        startTime: '18:00',
        endTime: '19:30',
        isTrial: false,
      };
      const results = await Promise.all(
        [1, 2, 3, 4].map(() =>
          ctx.injectAs(student, { method: 'POST', url: '/api/submit-booking', payload }),
        ),
      );
      expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409, 409, 409]);
      const rows = await ctx.db
        .select()
        .from(bookings)
        .where(and(eq(bookings.studentId, student.id), inArray(bookings.status, ['pending'])));
      expect(rows).toHaveLength(1);
    }
  });
});
