// A payment counts only for its order's amount and currency: a signed webhook or a verification
// that reports anything else is recorded for an admin and never becomes a payment or an earning.
import crypto from 'node:crypto';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { PAYMENT_MESSAGES } from '@tm/shared/schemas/payments';
import { body, build } from './helper';
import { createAdmin, createBooking, createStudent, createTutor } from '../src/seed/factories';
import { bookings } from '../src/db/schema/bookings';
import { ledgerEntries, paymentMismatches, payments } from '../src/db/schema/payments';
import { consultationRequests } from '../src/db/schema/mentorship';

const ctx = await build();
const sandbox = ctx.ports.payments.sandbox!;

async function paidOrder() {
  const { user: tutor } = await createTutor(ctx.db);
  const { user: student } = await createStudent(ctx.db);
  const booking = await createBooking(ctx.db, {
    studentId: student.id,
    tutorId: tutor.id,
    status: 'accepted',
  });
  const res = await ctx.injectAs(student, {
    method: 'POST',
    url: '/api/create-booking-order',
    payload: { bookingId: booking.id },
  });
  expect(res.statusCode, res.body).toBe(200);
  const order = body(res).data as { orderId: string; price: number; currency: string };
  return { tutor, student, booking, order, amountMinor: Math.round(order.price * 100) };
}

async function moneyFor(bookingId: string, tutorId: string) {
  const [p] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(payments)
    .where(eq(payments.bookingId, bookingId));
  const earnings = await ctx.db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.userId, tutorId));
  const [b] = await ctx.db.select().from(bookings).where(eq(bookings.id, bookingId));
  return { payments: p!.n, tutorLedgerRows: earnings.length, status: b!.status };
}

const mismatchesFor = (orderId: string) =>
  ctx.db.select().from(paymentMismatches).where(eq(paymentMismatches.providerOrderId, orderId));

function webhook(raw: string, eventId = `evt_${crypto.randomBytes(6).toString('hex')}`) {
  return ctx.app.inject({
    method: 'POST',
    url: '/api/webhooks/razorpay',
    headers: {
      'content-type': 'application/json',
      'x-razorpay-signature': sandbox.signWebhook(raw),
      'x-razorpay-event-id': eventId,
    },
    payload: raw,
  });
}

const captured = (orderId: string, paymentId: string, entity: Record<string, unknown>) =>
  JSON.stringify({
    entity: 'event',
    event: 'payment.captured',
    contains: ['payment'],
    payload: { payment: { entity: { id: paymentId, order_id: orderId, ...entity } } },
  });

describe('a signed webhook whose amount or currency is not the order’s', () => {
  it('a ₹1 payment.captured on a ₹600 order is recorded for an admin, not as the payment', async () => {
    const { tutor, booking, order, amountMinor } = await paidOrder();
    expect(amountMinor).toBe(60000);
    const raw = captured(order.orderId, 'pay_onerupee0001', { amount: 100, currency: 'INR' });
    const res = await webhook(raw);
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).data.outcome).toBe('mismatch');
    expect(await moneyFor(booking.id, tutor.id)).toEqual({
      payments: 0,
      tutorLedgerRows: 0,
      status: 'accepted',
    });
    // Replayed (same event, then a new event id for the same payment): still one record.
    expect(body(await webhook(raw, 'evt_same')).data.outcome).toBe('mismatch');
    expect(body(await webhook(raw, 'evt_same')).data.outcome).toBe('duplicate');
    const rows = await mismatchesFor(order.orderId);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      kind: 'booking',
      bookingId: booking.id,
      providerPaymentId: 'pay_onerupee0001',
      expectedAmountMinor: 60000,
      expectedCurrency: 'INR',
      receivedAmountMinor: 100,
      receivedCurrency: 'INR',
      source: 'webhook',
    });

    // The right payment still goes through afterwards.
    const good = await webhook(
      captured(order.orderId, 'pay_rightamount01', { amount: 60000, currency: 'INR' }),
    );
    expect(body(good).data.outcome).toBe('recorded');
    expect(await moneyFor(booking.id, tutor.id)).toEqual({
      payments: 1,
      tutorLedgerRows: 1,
      status: 'active',
    });
  });

  it('the right number in another currency, or no amount at all, is a mismatch too', async () => {
    const { tutor, booking, order } = await paidOrder();
    const usd = await webhook(
      captured(order.orderId, 'pay_usdcurrency01', { amount: 60000, currency: 'USD' }),
    );
    expect(body(usd).data.outcome).toBe('mismatch');
    const none = await webhook(captured(order.orderId, 'pay_noamount00001', {}));
    expect(body(none).data.outcome).toBe('mismatch');
    const text = await webhook(
      captured(order.orderId, 'pay_textamount001', { amount: '60000', currency: 'INR' }),
    );
    expect(body(text).data.outcome).toBe('mismatch');
    expect(await moneyFor(booking.id, tutor.id)).toMatchObject({ payments: 0, tutorLedgerRows: 0 });
    const rows = await mismatchesFor(order.orderId);
    expect(
      rows
        .map((r) => [r.providerPaymentId, r.receivedAmountMinor, r.receivedCurrency])
        .sort((a, b) => String(a[0]).localeCompare(String(b[0]))),
    ).toEqual([
      ['pay_noamount00001', null, null],
      ['pay_textamount001', null, 'INR'],
      ['pay_usdcurrency01', 60000, 'USD'],
    ]);
  });
});

describe('verification checks the provider’s amount', () => {
  it('a signed checkout result for a payment of another amount is refused and recorded', async () => {
    const { tutor, student, booking, order } = await paidOrder();
    const taken = await sandbox.pay({ orderId: order.orderId, amountMinor: 100, currency: 'INR' });
    const res = await ctx.injectAs(student, {
      method: 'POST',
      url: '/api/verify-booking-payment',
      payload: {
        bookingId: booking.id,
        orderId: order.orderId,
        razorpay_payment_id: taken.paymentId,
        razorpay_signature: taken.signature,
      },
    });
    expect([res.statusCode, body(res).message]).toEqual([409, PAYMENT_MESSAGES.amountMismatch]);
    expect(await moneyFor(booking.id, tutor.id)).toEqual({
      payments: 0,
      tutorLedgerRows: 0,
      status: 'accepted',
    });
    expect(await mismatchesFor(order.orderId)).toMatchObject([
      { providerPaymentId: taken.paymentId, receivedAmountMinor: 100, source: 'verify' },
    ]);

    // The spec's body (no signature) finds the same payment and refuses it the same way.
    const bare = await ctx.injectAs(student, {
      method: 'POST',
      url: '/api/verify-booking-payment',
      payload: { orderId: order.orderId, bookingId: booking.id },
    });
    expect([bare.statusCode, body(bare).message]).toEqual([409, PAYMENT_MESSAGES.amountMismatch]);
    expect(await mismatchesFor(order.orderId)).toHaveLength(1);
    expect(await moneyFor(booking.id, tutor.id)).toMatchObject({ payments: 0 });
  });

  it('a consultation paid with another amount stays pending and is recorded for an admin', async () => {
    const sessionDate = DateTime.now()
      .setZone('Asia/Kolkata')
      .plus({ days: 9 })
      .toFormat('yyyy-MM-dd');
    const submitted = await ctx.app.inject({
      method: 'POST',
      url: '/api/submit-consultation-form',
      payload: {
        fullName: 'Meera Nair',
        email: `meera.${crypto.randomBytes(3).toString('hex')}@example.in`,
        phone: '919900112244',
        country: 'India',
        phdStage: 'Proposal writing',
        researchTitle: 'Groundwater recharge',
        guidanceAreas: ['Publication guidance'],
        sessionType: 'quick',
        sessionDate,
        sessionTime: '11:00 AM',
      },
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const order = body(submitted).data;
    expect(order.amount).toBe(120000);
    const taken = await sandbox.pay({ orderId: order.orderId, amountMinor: 1200, currency: 'INR' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/verify-consultation-form-payment',
      payload: { formId: order.id, orderId: order.orderId, ...taken },
    });
    expect([res.statusCode, body(res).message]).toEqual([409, PAYMENT_MESSAGES.amountMismatch]);
    const [row] = await ctx.db
      .select()
      .from(consultationRequests)
      .where(eq(consultationRequests.id, order.id));
    expect(row).toMatchObject({ status: 'pending', providerPaymentId: null });
    expect(await mismatchesFor(order.orderId)).toMatchObject([
      {
        kind: 'consultation',
        consultationId: order.id,
        expectedAmountMinor: 120000,
        receivedAmountMinor: 1200,
      },
    ]);
  });
});

describe('GET /api/admin/payment-mismatches', () => {
  it('lists mismatches for admins only', async () => {
    const { order } = await paidOrder();
    await webhook(captured(order.orderId, 'pay_listedforadm1', { amount: 5, currency: 'INR' }));
    const admin = await createAdmin(ctx.db);
    const res = await ctx.injectAs(admin, { method: 'GET', url: '/api/admin/payment-mismatches' });
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).data.mismatches).toContainEqual(
      expect.objectContaining({
        orderId: order.orderId,
        paymentId: 'pay_listedforadm1',
        expectedAmount: 600,
        receivedAmount: 0.05,
        source: 'webhook',
      }),
    );
    const { user: student } = await createStudent(ctx.db);
    const refused = await ctx.injectAs(student, {
      method: 'GET',
      url: '/api/admin/payment-mismatches',
    });
    expect(refused.statusCode).toBe(403);
  });
});
