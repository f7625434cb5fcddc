// Every route that names a booking asks modules/access/booking-access.ts first: someone with no
// part in the booking gets exactly the answer a booking that does not exist gets (404 "Booking not
// found.", nothing written), whatever the route; the booking's people get past that check. With
// the source scan in conventions.test.ts (no module compares a booking's people to the caller on
// its own), this shows each call site uses the one access function.
import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { count, eq } from 'drizzle-orm';
import type { InjectOptions } from 'fastify';
import { addDays } from '@tm/shared/rules/booking-time';
import { todayIn } from '@tm/shared/rules/dates';
import { body, build } from './helper';
import { createAdmin, createBooking, createStudent, createTutor } from '../src/seed/factories';
import { bookings } from '../src/db/schema/bookings';
import { refunds, rescheduleProposals } from '../src/db/schema/booking-changes';
import { paymentOrders } from '../src/db/schema/payments';
import { reviews } from '../src/db/schema/reviews';

const ctx = await build();
const inDays = (n: number) => addDays(todayIn('Asia/Kolkata'), n);

const { user: tutor } = await createTutor(ctx.db);
const { user: student } = await createStudent(ctx.db);
const { user: otherStudent } = await createStudent(ctx.db);
const { user: otherTutor } = await createTutor(ctx.db);
const admin = await createAdmin(ctx.db);
// An active online class three days ahead: every route below has something to do with it.
const booking = await createBooking(ctx.db, {
  studentId: student.id,
  tutorId: tutor.id,
  status: 'active',
  startDate: inDays(3),
});
const proposed = await ctx.injectAs(student, {
  method: 'POST',
  url: `/api/bookings/${booking.id}/reschedule`,
  payload: {
    sessionKey: booking.startDate,
    scope: 'one',
    newDate: inDays(4),
    newStartTime: '10:00',
  },
});
const proposalId = body(proposed).data._id as string;

type Role = 'student' | 'tutor' | 'admin';
interface Route {
  /** The roles the route itself admits (its guard); access is then the booking's. */
  roles: Role[];
  request: (bookingId: string) => InjectOptions;
}

const get = (url: string): InjectOptions => ({ method: 'GET', url });
const post = (url: string, payload: object = {}): InjectOptions => ({
  method: 'POST',
  url,
  payload,
});

const routes: Record<string, Route> = {
  'GET /bookings/{id}': {
    roles: ['student', 'tutor'],
    request: (id) => get(`/api/bookings/${id}`),
  },
  'GET /bookings/{id}/calendar.ics': {
    roles: ['student', 'tutor'],
    request: (id) => get(`/api/bookings/${id}/calendar.ics`),
  },
  'GET /calls/{id}/messages': {
    roles: ['student', 'tutor'],
    request: (id) => get(`/api/calls/${id}/messages`),
  },
  'GET /refund-quote': {
    roles: ['student', 'tutor'],
    request: (id) => get(`/api/refund-quote?bookingId=${id}`),
  },
  'POST /request-refund': {
    roles: ['student'],
    request: (id) => post('/api/request-refund', { bookingId: id, reason: 'Unwell' }),
  },
  'POST /cancel-booking/{id}': {
    roles: ['tutor'],
    request: (id) => post(`/api/cancel-booking/${id}`, { reason: 'Unwell' }),
  },
  'POST /bookings/{id}/reschedule': {
    roles: ['student', 'tutor'],
    request: (id) =>
      post(`/api/bookings/${id}/reschedule`, {
        sessionKey: booking.startDate,
        scope: 'one',
        newDate: inDays(5),
        newStartTime: '11:00',
      }),
  },
  'GET /bookings/{id}/reschedules': {
    roles: ['student', 'tutor'],
    request: (id) => get(`/api/bookings/${id}/reschedules`),
  },
  'POST /accept-booking/{id}': {
    roles: ['tutor'],
    request: (id) => post(`/api/accept-booking/${id}`),
  },
  'POST /reject-booking/{id}': {
    roles: ['tutor'],
    request: (id) => post(`/api/reject-booking/${id}`, { rejectionReason: 'Travelling.' }),
  },
  'POST /withdraw-booking/{id}': {
    roles: ['student'],
    request: (id) => post(`/api/withdraw-booking/${id}`),
  },
  'POST /create-booking-order': {
    roles: ['student'],
    request: (id) => post('/api/create-booking-order', { bookingId: id }),
  },
  'POST /verify-booking-payment': {
    roles: ['student'],
    request: (id) =>
      post('/api/verify-booking-payment', {
        bookingId: id,
        orderId: 'order_test',
        razorpay_payment_id: 'pay_test',
        razorpay_signature: 'f'.repeat(64),
      }),
  },
  'GET /bookings/{id}/receipt': {
    roles: ['student', 'admin'],
    request: (id) => get(`/api/bookings/${id}/receipt`),
  },
  'POST /submit-rating': {
    roles: ['student'],
    request: (id) => post('/api/submit-rating', { bookingId: id, rating: 5, comment: 'Great.' }),
  },
};

const strangers = { student: otherStudent, tutor: otherTutor } as const;
const parties = { student, tutor } as const;

/** What a caller was answered: status and envelope (or the file's first line). */
const answer = async (who: { id: string }, request: InjectOptions) => {
  const res = await ctx.injectAs(who, request);
  const json = String(res.headers['content-type']).startsWith('application/json');
  return {
    status: res.statusCode,
    body: json ? (res.json() as unknown) : res.body.split('\r\n')[0],
  };
};

/** The booking and everything the routes could write about it. */
async function snapshot() {
  const [row] = await ctx.db.select().from(bookings).where(eq(bookings.id, booking.id));
  const counted = async (
    table: typeof refunds | typeof rescheduleProposals | typeof paymentOrders | typeof reviews,
  ) =>
    (await ctx.db.select({ n: count() }).from(table).where(eq(table.bookingId, booking.id)))[0]!.n;
  return {
    row,
    refunds: await counted(refunds),
    proposals: await counted(rescheduleProposals),
    orders: await counted(paymentOrders),
    reviews: await counted(reviews),
  };
}

describe('a booking of no concern to the caller is, to them, one that does not exist', () => {
  const notFound = {
    status: 404,
    body: { success: false, data: null, message: 'Booking not found.' },
  };

  for (const [name, route] of Object.entries(routes)) {
    for (const role of route.roles.filter((r): r is 'student' | 'tutor' => r !== 'admin')) {
      it(`${name}: another ${role} gets the answer of a missing booking, and nothing changes`, async () => {
        const before = await snapshot();
        const missing = await answer(strangers[role], route.request(crypto.randomUUID()));
        expect(missing).toEqual(notFound);
        expect(await answer(strangers[role], route.request(booking.id))).toEqual(missing);
        expect(await snapshot()).toEqual(before);
      });
    }
  }

  for (const event of ['accept', 'decline', 'withdraw'] as const) {
    it(`POST /reschedules/{id}/${event}: someone else's proposal is a missing proposal`, async () => {
      expect(proposed.statusCode, proposed.body).toBe(200);
      const url = (id: string) => `/api/reschedules/${id}/${event}`;
      const missing = await answer(otherTutor, post(url(crypto.randomUUID())));
      expect(missing).toEqual({
        status: 404,
        body: { success: false, data: null, message: 'Proposal not found.' },
      });
      for (const who of [otherTutor, otherStudent])
        expect(await answer(who, post(url(proposalId)))).toEqual(missing);
      const [p] = await ctx.db
        .select()
        .from(rescheduleProposals)
        .where(eq(rescheduleProposals.id, proposalId));
      expect(p!.status).toBe('pending');
    });
  }
});

describe("the booking's people, and an admin where a route admits one, get past the check", () => {
  // Read-only routes, each answered in full; the receipt with the next refusal: there is none yet.
  const reads: Record<string, { status: number; body: unknown }> = {
    'GET /bookings/{id}': { status: 200, body: expect.objectContaining({ success: true }) },
    'GET /bookings/{id}/calendar.ics': { status: 200, body: 'BEGIN:VCALENDAR' },
    'GET /calls/{id}/messages': { status: 200, body: expect.objectContaining({ success: true }) },
    'GET /refund-quote': { status: 200, body: expect.objectContaining({ success: true }) },
    'GET /bookings/{id}/reschedules': {
      status: 200,
      body: expect.objectContaining({ success: true }),
    },
    'GET /bookings/{id}/receipt': {
      status: 404,
      body: { success: false, data: null, message: 'No receipt exists for this booking.' },
    },
  };
  for (const [name, expected] of Object.entries(reads)) {
    const route = routes[name]!;
    for (const role of route.roles) {
      it(`${name}: ${role === 'admin' ? 'an admin' : `its ${role}`}`, async () => {
        const who = role === 'admin' ? admin : parties[role];
        expect(await answer(who, route.request(booking.id))).toEqual(expected);
      });
    }
  }
});
