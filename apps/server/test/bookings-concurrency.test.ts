// Accepts are serialised per tutor (modules/bookings/decide-booking.ts). This needs two real
// database connections at once, which only PostgreSQL gives (PGlite is one connection); on PGlite
// the accept's SQL is read instead, so removing the lock fails there too.
import { describe, expect, it } from 'vitest';
import { and, eq, inArray } from 'drizzle-orm';
import { addDays } from '@tm/shared/rules/booking-time';
import { todayIn } from '@tm/shared/rules/dates';
import { build } from './helper';
import { createBooking, createStudent, createTutor } from '../src/seed/factories';
import { mailOutbox } from '../src/db/schema/mail';
import { bookings } from '../src/db/schema/bookings';

const ctx = await build();
const onPglite = ctx.database.kind === 'pglite';
const day = (n: number) => addDays(todayIn('Asia/Kolkata', new Date()), n);
const statusOf = async (id: string) =>
  (await ctx.db.select({ s: bookings.status }).from(bookings).where(eq(bookings.id, id)))[0]!.s;

type Query = (q: string, ...rest: unknown[]) => Promise<unknown>;
type PgliteLike = { transaction(cb: (tx: { query: Query }) => Promise<unknown>): Promise<unknown> };

/** The SQL run inside PGlite transactions while `work` runs, in order. */
async function sqlInTransactions(work: () => Promise<unknown>): Promise<string[]> {
  const client = (ctx.db as unknown as { $client: PgliteLike }).$client;
  const seen: string[] = [];
  const original = client.transaction;
  client.transaction = (cb) =>
    original.call(client, (tx) =>
      cb(
        new Proxy(tx, {
          get(target, key) {
            const value = Reflect.get(target, key) as unknown;
            if (key === 'query')
              return (q: string, ...rest: unknown[]) => {
                seen.push(q);
                return target.query(q, ...rest);
              };
            return typeof value === 'function' ? value.bind(target) : value;
          },
        }),
      ),
    );
  try {
    await work();
  } finally {
    client.transaction = original;
  }
  return seen;
}

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

  it.skipIf(onPglite)('of the same booking three times at once accept it once', async () => {
    const { user: tutor } = await createTutor(ctx.db);
    const { user: student } = await createStudent(ctx.db);
    const b = await createBooking(ctx.db, { studentId: student.id, tutorId: tutor.id });
    const results = await Promise.all(
      [1, 2, 3].map(() =>
        ctx.injectAs(tutor, { method: 'POST', url: `/api/accept-booking/${b.id}` }),
      ),
    );
    // a repeat of the accept the tutor already made is answered as the success it is;
    // the row lock still lets exactly one of them make the change, so the student is told once.
    expect(results.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    const rows = await ctx.db
      .select()
      .from(bookings)
      .where(inArray(bookings.id, [b.id]));
    expect(rows[0]!.status).toBe('accepted');
    const told = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, student.email));
    expect(told).toHaveLength(1);
  });

  // PGlite has one connection, so two accepts cannot race there; instead the accept's own SQL is
  // read: the tutor's row is locked first, inside the transaction, before the clash check reads.
  it.skipIf(!onPglite)(
    'takes the tutor lock first inside the accept transaction (PGlite: read from its SQL)',
    async () => {
      const { user: tutor } = await createTutor(ctx.db);
      const { user: student } = await createStudent(ctx.db);
      const b = await createBooking(ctx.db, { studentId: student.id, tutorId: tutor.id });
      const seen = await sqlInTransactions(() =>
        ctx.injectAs(tutor, { method: 'POST', url: `/api/accept-booking/${b.id}` }),
      );
      expect(seen.length).toBeGreaterThan(2);
      expect(seen[0]).toMatch(/^select .* from "tutor_profiles" where .* for update$/is);
      const clashCheck = seen.findIndex((q) => /"first_start_at" </.test(q));
      const update = seen.findIndex((q) => /^update "bookings"/i.test(q));
      expect(clashCheck).toBeGreaterThan(0);
      expect(update).toBeGreaterThan(clashCheck);
      expect(await statusOf(b.id)).toBe('accepted');
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
