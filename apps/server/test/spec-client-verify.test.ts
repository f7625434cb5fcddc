// A client written to the spec verifies a payment with the order alone: `{ orderId, bookingId }`
// (core-marketplace §7) and `{ formId, orderId }` (mentorship-policies-video §7). The server asks
// the payments port whether the order is paid and records the payment exactly once.
import crypto from 'node:crypto';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { PAYMENT_MESSAGES } from '@tm/shared/schemas/payments';
import { body, build } from './helper';
import { createBooking, createStudent, createTutor } from '../src/seed/factories';
import { ledgerEntries, payments } from '../src/db/schema/payments';
import { consultationRequests } from '../src/db/schema/mentorship';

const ctx = await build();

async function acceptedBooking() {
  const { user: tutor } = await createTutor(ctx.db);
  const { user: student } = await createStudent(ctx.db);
  const booking = await createBooking(ctx.db, {
    studentId: student.id,
    tutorId: tutor.id,
    status: 'accepted',
  });
  return { tutor, student, booking };
}

const post = (user: { id: string } | null, url: string, payload: unknown) =>
  ctx.injectAs(user, { method: 'POST', url, payload: payload as never });

async function moneyRows(bookingId: string) {
  const [p] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(payments)
    .where(eq(payments.bookingId, bookingId));
  const ledger = await ctx.db
    .select({ type: ledgerEntries.type })
    .from(ledgerEntries)
    .innerJoin(payments, eq(payments.id, ledgerEntries.paymentId))
    .where(eq(payments.bookingId, bookingId));
  return { payments: p!.n, ledger: ledger.map((r) => r.type).sort() };
}

describe('POST /verify-booking-payment with the spec’s body { orderId, bookingId }', () => {
  it('is refused until the order is paid, then records the payment once and answers data.booking', async () => {
    const { student, booking } = await acceptedBooking();
    const order = body(await post(student, '/api/create-booking-order', { bookingId: booking.id }))
      .data as { orderId: string };
    const spec = { orderId: order.orderId, bookingId: booking.id };

    const early = await post(student, '/api/verify-booking-payment', spec);
    expect([early.statusCode, body(early).message]).toEqual([409, PAYMENT_MESSAGES.notPaidYet]);

    // The sandbox checkout takes the money (as Razorpay's would); the client keeps no signature.
    const checkout = await post(student, `/api/payments/sandbox/orders/${order.orderId}/complete`, {
      outcome: 'success',
      method: 'upi',
    });
    expect(checkout.statusCode, checkout.body).toBe(200);

    const all = await Promise.all([
      post(student, '/api/verify-booking-payment', spec),
      post(student, '/api/verify-booking-payment', spec),
      post(student, '/api/verify-booking-payment', spec),
    ]);
    for (const res of all) {
      expect(res.statusCode, res.body).toBe(200);
      expect(body(res).data.booking).toMatchObject({ _id: booking.id, status: 'active' });
    }
    expect(await moneyRows(booking.id)).toEqual({
      payments: 1,
      ledger: ['earning', 'payment', 'platform_fee'],
    });
  });

  it('a failed checkout is not a payment; another student and a foreign order are refused', async () => {
    const a = await acceptedBooking();
    const b = await acceptedBooking();
    const oa = body(await post(a.student, '/api/create-booking-order', { bookingId: a.booking.id }))
      .data as { orderId: string };
    const ob = body(await post(b.student, '/api/create-booking-order', { bookingId: b.booking.id }))
      .data as { orderId: string };
    await post(a.student, `/api/payments/sandbox/orders/${oa.orderId}/complete`, {
      outcome: 'failure',
      method: 'card',
    });
    const failed = await post(a.student, '/api/verify-booking-payment', {
      orderId: oa.orderId,
      bookingId: a.booking.id,
    });
    expect([failed.statusCode, body(failed).message]).toEqual([409, PAYMENT_MESSAGES.notPaidYet]);

    await post(b.student, `/api/payments/sandbox/orders/${ob.orderId}/complete`, {
      outcome: 'success',
      method: 'upi',
    });
    // B's paid order presented for A's booking, and B verifying A's booking.
    const foreign = await post(a.student, '/api/verify-booking-payment', {
      orderId: ob.orderId,
      bookingId: a.booking.id,
    });
    expect([foreign.statusCode, body(foreign).message]).toEqual([
      400,
      PAYMENT_MESSAGES.orderNotFound,
    ]);
    const notMine = await post(b.student, '/api/verify-booking-payment', {
      orderId: oa.orderId,
      bookingId: a.booking.id,
    });
    expect(notMine.statusCode).toBe(404);
    expect(await moneyRows(a.booking.id)).toEqual({ payments: 0, ledger: [] });
    expect(await moneyRows(b.booking.id)).toEqual({ payments: 0, ledger: [] });
  });
});

describe('POST /verify-consultation-form-payment with the spec’s body { formId, orderId }', () => {
  it('takes formId as the created record’s id and confirms the payment with the port, once', async () => {
    const sessionDate = DateTime.now()
      .setZone('Asia/Kolkata')
      .plus({ days: 11 })
      .toFormat('yyyy-MM-dd');
    const submitted = await post(null, '/api/submit-consultation-form', {
      fullName: 'Kavya Menon',
      email: `kavya.${crypto.randomBytes(3).toString('hex')}@example.in`,
      phone: '919900112255',
      country: 'India',
      phdStage: 'Proposal writing',
      researchTitle: 'Coastal erosion models',
      guidanceAreas: ['Publication guidance'],
      sessionType: 'deep',
      sessionDate,
      sessionTime: '02:00 PM',
      price: 2500,
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const order = body(submitted).data;
    // Spec core §3's payment order fields, beside the record's id.
    expect(order).toMatchObject({
      price: 2500,
      currency: 'INR',
      name: 'Kavya Menon',
      phone: '919900112255',
      description: '60-minute Deep Dive Mentoring',
    });
    expect(order.orderId).toMatch(/^order_/);
    const [row] = await ctx.db
      .select()
      .from(consultationRequests)
      .where(eq(consultationRequests.id, order.id));
    expect(row?.providerOrderId).toBe(order.orderId);

    const spec = { formId: order.id, orderId: order.orderId };
    const early = await post(null, '/api/verify-consultation-form-payment', spec);
    expect([early.statusCode, body(early).message]).toEqual([409, PAYMENT_MESSAGES.notPaidYet]);

    const checkout = await post(null, '/api/consultation-sandbox/complete', {
      ...spec,
      outcome: 'success',
      method: 'upi',
    });
    expect(checkout.statusCode, checkout.body).toBe(200);
    const first = await post(null, '/api/verify-consultation-form-payment', spec);
    expect(first.statusCode, first.body).toBe(200);
    expect(body(first).data).toMatchObject({
      _id: order.id,
      status: 'paid',
      alreadyVerified: false,
      paymentId: checkout.json().data.razorpay_payment_id,
    });
    const again = await post(null, '/api/verify-consultation-form-payment', spec);
    expect(body(again).data).toMatchObject({ status: 'paid', alreadyVerified: true });
  });
});
