// Group classes through the API on a real database: batch rules and messages, access, seats under
// concurrency (PGlite, and PostgreSQL with TEST_DB=postgres), enrol → pay → ledger, refunds.
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { BATCH_MESSAGES } from '@tm/shared/rules/batches';
import { todayIn } from '@tm/shared/rules/dates';
import { addDays } from '@tm/shared/rules/booking-time';
import { body, build } from './helper';
import { createAdmin, createStudent, createTutor } from '../src/seed/factories';
import { bookings } from '../src/db/schema/bookings';
import { refunds } from '../src/db/schema/booking-changes';
import { ledgerEntries, payments } from '../src/db/schema/payments';

const ctx = await build();
const sandbox = ctx.ports.payments.sandbox!;

const startDate = addDays(todayIn('Asia/Kolkata'), 10);

function draft(over: Record<string, unknown> = {}) {
  return {
    title: 'Class 10 Maths board batch',
    subject: 'Mathematics (Class 9-10)',
    level: 'Grade/Class',
    mode: 'Online Tutoring',
    startDate,
    days: ['Mon', 'Wed', 'Fri'],
    startTime: '18:00',
    endTime: '19:00',
    sessions: 6,
    seats: 10,
    // ₹500–₹1,000 an hour × 6 hours
    price: 4000,
    ...over,
  };
}

async function tutorWith(studentsPerClass = 10) {
  const { user } = await createTutor(ctx.db, { profile: { studentsPerClass } });
  return user;
}

const create = (user: { id: string }, payload: Record<string, unknown>) =>
  ctx.injectAs(user, { method: 'POST', url: '/api/batches', payload });

async function newBatch(seats = 10, over: Record<string, unknown> = {}) {
  const tutor = await tutorWith(10);
  const res = await create(tutor, draft({ seats, ...over }));
  expect(res.statusCode, res.body).toBe(200);
  return { tutor, batch: body(res).data };
}

const enrol = (user: { id: string }, id: string) =>
  ctx.injectAs(user, { method: 'POST', url: `/api/batches/${id}/enrol` });

async function order(user: { id: string }, bookingId: string) {
  return ctx.injectAs(user, {
    method: 'POST',
    url: '/api/create-booking-order',
    payload: { bookingId },
  });
}

async function pay(user: { id: string }, bookingId: string) {
  const o = await order(user, bookingId);
  expect(o.statusCode, o.body).toBe(200);
  const { orderId, price, currency } = body(o).data;
  // The sandbox's checkout takes the order's amount, as a real checkout does.
  const taken = await sandbox.pay({ orderId, amountMinor: Math.round(price * 100), currency });
  return ctx.injectAs(user, {
    method: 'POST',
    url: '/api/verify-booking-payment',
    payload: {
      orderId,
      bookingId,
      razorpay_payment_id: taken.paymentId,
      razorpay_signature: taken.signature,
    },
  });
}

describe('creating a batch', () => {
  it('creates a batch with its schedule, seats and price for a verified tutor', async () => {
    const tutor = await tutorWith(10);
    const res = await create(tutor, draft());
    expect(res.statusCode, res.body).toBe(200);
    const b = body(res).data;
    expect(b).toMatchObject({ seats: 10, seatsLeft: 10, price: 4000, currency: 'INR' });
    expect(b.schedule).toHaveLength(6);
    expect(b.schedule.every((s: { start: string }) => new Date(s.start) > new Date())).toBe(true);
    const page = await ctx.injectAs(null, { method: 'GET', url: `/api/batches/${b._id}` });
    expect(body(page).data).toMatchObject({ title: 'Class 10 Maths board batch', viewer: 'none' });
    expect(body(page).data.groupClassesEnabled).toBe(false);
    const sitemap = await ctx.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.body).toContain(`/batch/${b._id}</loc>`);
    // Without JANUS_URL no room is given out, to anyone.
    const room = await ctx.injectAs(tutor, {
      method: 'POST',
      url: `/api/batches/${b._id}/room-token`,
    });
    expect([room.statusCode, body(room).message]).toEqual([503, BATCH_MESSAGES.notEnabled]);
  });

  it('refuses seats, price, dates and times outside the rules with their messages', async () => {
    const tutor = await tutorWith(6);
    const cases: [Record<string, unknown>, string][] = [
      [{ seats: 7 }, BATCH_MESSAGES.seatsInvalid(6)],
      [{ seats: 1 }, BATCH_MESSAGES.seatsInvalid(10)],
      [{ seats: 11 }, BATCH_MESSAGES.seatsInvalid(10)],
      [{ price: 2999 }, BATCH_MESSAGES.priceOutOfRange('₹3,000', '₹6,000')],
      [{ price: 6001 }, BATCH_MESSAGES.priceOutOfRange('₹3,000', '₹6,000')],
      [{ startDate: todayIn('Asia/Kolkata') }, BATCH_MESSAGES.startDatePast],
      [{ endTime: '17:00' }, BATCH_MESSAGES.endBeforeStart],
      [{ days: [] }, BATCH_MESSAGES.daysRequired],
      [{ sessions: 0 }, BATCH_MESSAGES.sessionsInvalid],
      [{ title: '' }, BATCH_MESSAGES.titleRequired],
      [{ mode: 'Home Tutoring' }, BATCH_MESSAGES.modeNotOffered],
      [{ startTime: '25:00' }, BATCH_MESSAGES.timeInvalid],
    ];
    for (const [over, message] of cases) {
      const res = await create(tutor, draft({ seats: 6, ...over }));
      expect([res.statusCode, body(res).message], JSON.stringify(over)).toEqual([400, message]);
    }
    const small = await tutorWith(1);
    const r = await create(small, draft({ seats: 2 }));
    expect([r.statusCode, body(r).message]).toEqual([400, BATCH_MESSAGES.seatsInvalid(1)]);
    const { user: pending } = await createTutor(ctx.db, {
      profile: { studentsPerClass: 10, verificationStatus: 'pending' },
    });
    const p = await create(pending, draft());
    expect([p.statusCode, body(p).message]).toEqual([403, BATCH_MESSAGES.notVerified]);
    const { user: student } = await createStudent(ctx.db);
    expect((await create(student, draft())).statusCode).toBe(403);
    expect((await create(null as unknown as { id: string }, draft())).statusCode).toBe(401);
  });
});

describe('editing and access', () => {
  it('edits anything before enrolment, only title/description/seats after', async () => {
    const { tutor, batch } = await newBatch(3);
    const edit = (payload: Record<string, unknown>, user = tutor) =>
      ctx.injectAs(user, { method: 'PATCH', url: `/api/batches/${batch._id}`, payload });
    const r1 = await edit({ startTime: '17:00', endTime: '18:30', price: 5000 });
    expect(r1.statusCode, r1.body).toBe(200);
    expect(body(r1).data).toMatchObject({ startTime: '17:00', endTime: '18:30', price: 5000 });
    const r2 = await edit({ price: 100 });
    expect(r2.statusCode).toBe(400);

    const { user: s1 } = await createStudent(ctx.db);
    const { user: s2 } = await createStudent(ctx.db);
    expect((await enrol(s1, batch._id)).statusCode).toBe(200);
    expect((await enrol(s2, batch._id)).statusCode).toBe(200);
    const r3 = await edit({ startTime: '16:00' });
    expect([r3.statusCode, body(r3).message]).toEqual([409, BATCH_MESSAGES.lockedAfterEnrolment]);
    const r4 = await edit({ seats: 1 });
    expect(r4.statusCode).toBe(400); // below the minimum of a group
    const r4b = await edit({ seats: 2, title: 'Renamed' });
    expect(r4b.statusCode, r4b.body).toBe(200);
    const { user: s3 } = await createStudent(ctx.db);
    const full = await enrol(s3, batch._id);
    expect([full.statusCode, body(full).message]).toEqual([409, BATCH_MESSAGES.full]);
    const r5 = await edit({ seats: 4 });
    expect(body(r5).data).toMatchObject({ title: 'Renamed', seats: 4, seatsLeft: 2 });

    // Someone with no part in it gets exactly a missing batch's answer on private routes.
    const other = await tutorWith(10);
    const missing = '00000000-0000-4000-8000-000000000000';
    for (const [method, url, payload] of [
      ['PATCH', `/api/batches/%`, { title: 'x' }],
      ['POST', `/api/batches/%/cancel`, { reason: 'x' }],
      ['GET', `/api/batches/%/roster`, undefined],
    ] as const) {
      const a = await ctx.injectAs(other, { method, url: url.replace('%', batch._id), payload });
      const b = await ctx.injectAs(other, { method, url: url.replace('%', missing), payload });
      expect([a.statusCode, body(a).message]).toEqual([404, BATCH_MESSAGES.notFound]);
      expect([b.statusCode, body(b).message]).toEqual([404, BATCH_MESSAGES.notFound]);
    }
    const roster = await ctx.injectAs(tutor, {
      method: 'GET',
      url: `/api/batches/${batch._id}/roster`,
    });
    expect(body(roster).data.students).toHaveLength(2);
    const admin = await createAdmin(ctx.db);
    const adminRoster = await ctx.injectAs(admin, {
      method: 'GET',
      url: `/api/batches/${batch._id}/roster`,
    });
    expect(adminRoster.statusCode).toBe(200);
    const mine = await ctx.injectAs(s1, { method: 'GET', url: '/api/batches/mine' });
    expect(
      body(mine).data.batches.map((b: { _id: string; viewer: string }) => [b._id, b.viewer]),
    ).toEqual([[batch._id, 'holding']]);
  });

  it('refuses a student whose profile is incomplete', async () => {
    const { batch } = await newBatch(3);
    const { user } = await createStudent(ctx.db, { profile: null });
    const r = await enrol(user, batch._id);
    expect([r.statusCode, body(r).message]).toEqual([403, BATCH_MESSAGES.profileIncomplete]);
  });
});

describe('seats under concurrency', () => {
  it('11 students enrolling at once for 10 seats: 10 hold seats, the eleventh is refused before payment', async () => {
    const { batch } = await newBatch(10);
    const students = await Promise.all(
      Array.from({ length: 11 }, async () => (await createStudent(ctx.db)).user),
    );
    const results = await Promise.all(students.map((s) => enrol(s, batch._id)));
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(10);
    const refused = results.filter((r) => r.statusCode !== 200);
    expect(refused.map((r) => [r.statusCode, body(r).message])).toEqual([
      [409, BATCH_MESSAGES.full],
    ]);
    // The ten pay at once: ten enrolments, ten payments, each with the 5% fee in the ledger.
    const ok = results
      .map((r, i) => [r, students[i]!] as const)
      .filter(([r]) => r.statusCode === 200);
    const paid = await Promise.all(ok.map(([r, s]) => pay(s, body(r).data.bookingId)));
    expect(paid.map((p) => p.statusCode)).toEqual(Array(10).fill(200));
    const rows = await ctx.db.select().from(bookings).where(eq(bookings.batchId, batch._id));
    expect(rows.filter((b) => b.status === 'active')).toHaveLength(10);
    const ledger = await ctx.db
      .select({ type: ledgerEntries.type, amount: ledgerEntries.amountMinor })
      .from(ledgerEntries)
      .innerJoin(payments, eq(payments.id, ledgerEntries.paymentId))
      .innerJoin(bookings, eq(bookings.id, payments.bookingId))
      .where(eq(bookings.batchId, batch._id));
    expect(ledger.filter((l) => l.type === 'payment').map((l) => l.amount)).toEqual(
      Array(10).fill(400000),
    );
    expect(ledger.filter((l) => l.type === 'platform_fee').map((l) => l.amount)).toEqual(
      Array(10).fill(20000),
    );
    expect(ledger.filter((l) => l.type === 'earning').map((l) => l.amount)).toEqual(
      Array(10).fill(380000),
    );
    const page = body(
      await ctx.injectAs(null, { method: 'GET', url: `/api/batches/${batch._id}` }),
    ).data;
    expect(page.seatsLeft).toBe(0);
  });

  it('money that arrives after a lapsed hold whose seat went to someone else is refunded at once', async () => {
    const { batch } = await newBatch(2);
    const { user: late } = await createStudent(ctx.db);
    const held = body(await enrol(late, batch._id)).data;
    const o = await order(late, held.bookingId);
    const { orderId, price, currency } = body(o).data;
    // The hold lapses (as if 20 minutes passed) and two others take and pay both seats.
    await ctx.db
      .update(bookings)
      .set({ updatedAt: new Date(Date.now() - 20 * 60_000) })
      .where(eq(bookings.id, held.bookingId));
    for (let i = 0; i < 2; i++) {
      const { user } = await createStudent(ctx.db);
      const e = await enrol(user, batch._id);
      expect(e.statusCode, e.body).toBe(200);
      expect((await pay(user, body(e).data.bookingId)).statusCode).toBe(200);
    }
    // A new order is refused before payment...
    const again = await order(late, held.bookingId);
    expect([again.statusCode, body(again).message]).toEqual([409, BATCH_MESSAGES.full]);
    // ...but the checkout opened earlier completes: recorded, then refunded automatically.
    const taken = await sandbox.pay({ orderId, amountMinor: Math.round(price * 100), currency });
    const v = await ctx.injectAs(late, {
      method: 'POST',
      url: '/api/verify-booking-payment',
      payload: {
        orderId,
        bookingId: held.bookingId,
        razorpay_payment_id: taken.paymentId,
        razorpay_signature: taken.signature,
      },
    });
    expect([v.statusCode, body(v).message]).toEqual([409, BATCH_MESSAGES.filledBeforePayment]);
    const [p] = await ctx.db.select().from(payments).where(eq(payments.bookingId, held.bookingId));
    expect(p!.status).toBe('refunded');
    const rows = await ctx.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.paymentId, p!.id));
    expect(rows.map((r) => [r.type, r.status])).toEqual([['payment', 'refunded']]);
    const [b] = await ctx.db.select().from(bookings).where(eq(bookings.id, held.bookingId));
    expect(b!.status).toBe('cancelled');
    const active = await ctx.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.batchId, batch._id), eq(bookings.status, 'active')));
    expect(active).toHaveLength(2);
  });
});

describe('cancellations refund through the refund rules', () => {
  it('a cancelled session refunds each enrolled student its share; a cancelled batch the rest', async () => {
    const { tutor, batch } = await newBatch(3);
    const paidStudents = [];
    for (let i = 0; i < 2; i++) {
      const { user } = await createStudent(ctx.db);
      const e = body(await enrol(user, batch._id)).data;
      expect((await pay(user, e.bookingId)).statusCode).toBe(200);
      paidStudents.push({ user, bookingId: e.bookingId as string });
    }
    const key = batch.schedule[1].key;
    const s = await ctx.injectAs(tutor, {
      method: 'POST',
      url: `/api/batches/${batch._id}/sessions/${key}/cancel`,
      payload: { reason: 'Exam duty' },
    });
    expect(s.statusCode, s.body).toBe(200);
    // ₹4,000 over 6 sessions: one session is ₹666.67 (the policy's split of the paid amount)
    expect(body(s).data.refunds).toBe(2);
    const perStudent = body(s).data.refundedAmount / 2;
    expect(perStudent).toBeGreaterThan(600);
    expect(perStudent).toBeLessThan(700);
    expect(body(s).data.batch.schedule[1].cancelled).toBe(true);
    // A repeat refunds nothing twice.
    await ctx.injectAs(tutor, {
      method: 'POST',
      url: `/api/batches/${batch._id}/sessions/${key}/cancel`,
      payload: { reason: 'Exam duty' },
    });
    for (const p of paidStudents) {
      const rows = await ctx.db.select().from(refunds).where(eq(refunds.bookingId, p.bookingId));
      expect(rows.map((r) => [r.status, r.sessionKeys])).toEqual([['processed', [key]]]);
    }
    const c = await ctx.injectAs(tutor, {
      method: 'POST',
      url: `/api/batches/${batch._id}/cancel`,
      payload: { reason: 'Moving city' },
    });
    expect(c.statusCode, c.body).toBe(200);
    expect(body(c).data.batch.status).toBe('cancelled');
    for (const p of paidStudents) {
      const rows = await ctx.db.select().from(refunds).where(eq(refunds.bookingId, p.bookingId));
      const total = rows.reduce((n, r) => n + r.amountMinor, 0);
      expect(total).toBe(400000); // everything paid came back
      const [b] = await ctx.db.select().from(bookings).where(eq(bookings.id, p.bookingId));
      expect(b!.status).toBe('cancelled');
      const rev = await ctx.db
        .select()
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.userId, tutor.id), eq(ledgerEntries.type, 'earning_reversal')));
      expect(rev.length).toBeGreaterThan(0);
    }
    // A cancelled batch is no longer public, and cannot be enrolled in.
    const gone = await ctx.injectAs(null, { method: 'GET', url: `/api/batches/${batch._id}` });
    expect(gone.statusCode).toBe(404);
    const list = body(
      await ctx.injectAs(null, { method: 'GET', url: `/api/batches?tutorId=${tutor.id}` }),
    ).data;
    expect(list.batches).toHaveLength(0);
    const { user: late } = await createStudent(ctx.db);
    expect((await enrol(late, batch._id)).statusCode).toBe(404);
  });
});
