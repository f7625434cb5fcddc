// Payments and payouts through the API on a real database.
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { MSG } from '@tm/shared/messages';
import { PAYMENT_MESSAGES } from '@tm/shared/schemas/payments';
import { body, build } from './helper';
import { createAdmin, createBooking, createStudent, createTutor } from '../src/seed/factories';
import { bookings } from '../src/db/schema/bookings';
import { ledgerEntries, paymentOrders, payments, withdrawals } from '../src/db/schema/payments';
import { mailOutbox } from '../src/db/schema/mail';

const ctx = await build();
const sandbox = ctx.ports.payments.sandbox!;

async function setup(overrides: Partial<Parameters<typeof createBooking>[1]> = {}) {
  const { user: tutor } = await createTutor(ctx.db);
  const { user: student } = await createStudent(ctx.db);
  const booking = await createBooking(ctx.db, {
    studentId: student.id,
    tutorId: tutor.id,
    status: 'accepted',
    ...overrides,
  });
  return { tutor, student, booking };
}

const order = (user: { id: string }, bookingId: string) =>
  ctx.injectAs(user, { method: 'POST', url: '/api/create-booking-order', payload: { bookingId } });

/** The sandbox checkout takes the order's amount (unless told otherwise) and signs the result. */
async function signedResult(orderId: string, amount?: { amountMinor: number; currency: string }) {
  const [o] = await ctx.db
    .select()
    .from(paymentOrders)
    .where(eq(paymentOrders.providerOrderId, orderId));
  const taken = await sandbox.pay({
    orderId,
    amountMinor: amount?.amountMinor ?? o!.amountMinor,
    currency: amount?.currency ?? o!.currency,
  });
  return { razorpay_payment_id: taken.paymentId, razorpay_signature: taken.signature };
}

const verify = (user: { id: string }, payload: Record<string, unknown>) =>
  ctx.injectAs(user, { method: 'POST', url: '/api/verify-booking-payment', payload });

async function counts(bookingId: string) {
  const [p] = await ctx.db
    .select({ n: sql<number>`count(*)::int` })
    .from(payments)
    .where(eq(payments.bookingId, bookingId));
  const rows = await ctx.db
    .select({ type: ledgerEntries.type })
    .from(ledgerEntries)
    .innerJoin(payments, eq(payments.id, ledgerEntries.paymentId))
    .where(eq(payments.bookingId, bookingId));
  const [b] = await ctx.db.select().from(bookings).where(eq(bookings.id, bookingId));
  return {
    payments: p!.n,
    earnings: rows.filter((r) => r.type === 'earning').length,
    ledger: rows.length,
    status: b!.status,
  };
}

/** The ledger's amounts for a booking's payment, by type (minor units). */
async function ledgerAmounts(bookingId: string) {
  const rows = await ctx.db
    .select({ type: ledgerEntries.type, amountMinor: ledgerEntries.amountMinor })
    .from(ledgerEntries)
    .innerJoin(payments, eq(payments.id, ledgerEntries.paymentId))
    .where(eq(payments.bookingId, bookingId));
  return Object.fromEntries(rows.map((r) => [r.type, r.amountMinor]));
}

function webhookBody(
  orderId: string,
  paymentId: string,
  event = 'payment.captured',
  paid: { amount?: unknown; currency?: unknown } = { amount: 60000, currency: 'INR' },
) {
  return JSON.stringify({
    entity: 'event',
    event,
    contains: ['payment'],
    payload: { payment: { entity: { id: paymentId, order_id: orderId, ...paid } } },
  });
}

describe('create-booking-order', () => {
  it('answers the order for the booking total and the same open order a second time', async () => {
    const { student, booking } = await setup();
    const first = await order(student, booking.id);
    expect(first.statusCode).toBe(200);
    const o = body(first).data;
    expect(o).toMatchObject({
      price: 600,
      currency: 'INR',
      email: student.email,
      provider: 'sandbox',
    });
    expect(o.orderId).toMatch(/^order_/);
    const again = await order(student, booking.id);
    expect(body(again).data.orderId).toBe(o.orderId);
    const rows = await ctx.db
      .select()
      .from(paymentOrders)
      .where(eq(paymentOrders.bookingId, booking.id));
    expect(rows).toHaveLength(1);
    expect(rows[0]!.amountMinor).toBe(60000);
  });

  it('refuses a trial, a pending, an expired booking and another student, writing nothing', async () => {
    const trial = await setup({ isTrial: true, status: 'active' });
    const r1 = await order(trial.student, trial.booking.id);
    expect(r1.statusCode).toBe(409);
    expect(body(r1).message).toBe(MSG.trialNoPayment);

    const pending = await setup({ status: 'pending' });
    const r2 = await order(pending.student, pending.booking.id);
    expect(r2.statusCode).toBe(409);
    expect(body(r2).message).toBe(PAYMENT_MESSAGES.notAccepted);

    const expired = await setup();
    await ctx.db
      .update(bookings)
      .set({ firstStartAt: new Date(Date.now() - 60_000) })
      .where(eq(bookings.id, expired.booking.id));
    const r3 = await order(expired.student, expired.booking.id);
    expect(r3.statusCode).toBe(409);
    expect(body(r3).message).toBe(PAYMENT_MESSAGES.expired);

    const other = await setup();
    const { user: stranger } = await createStudent(ctx.db);
    const r4 = await order(stranger, other.booking.id);
    expect([r4.statusCode, body(r4).message]).toEqual([404, 'Booking not found.']);

    const r5 = await ctx.injectAs(other.tutor, {
      method: 'POST',
      url: '/api/create-booking-order',
      payload: { bookingId: other.booking.id },
    });
    expect(r5.statusCode).toBe(403);

    const r6 = await order(other.student, 'not-a-uuid');
    expect(r6.statusCode).toBe(400);

    for (const b of [trial, pending, expired, other]) {
      const rows = await ctx.db
        .select()
        .from(paymentOrders)
        .where(eq(paymentOrders.bookingId, b.booking.id));
      expect(rows).toHaveLength(0);
    }
  });
});

describe('verify-booking-payment', () => {
  it('activates the booking and writes one payment with the 5% fee and 18% GST on it', async () => {
    const { tutor, student, booking } = await setup();
    const o = body(await order(student, booking.id)).data;
    const res = await verify(student, {
      bookingId: booking.id,
      orderId: o.orderId,
      ...(await signedResult(o.orderId)),
    });
    expect(res.statusCode).toBe(200);
    expect(body(res).data.booking.status).toBe('active');
    const [p] = await ctx.db.select().from(payments).where(eq(payments.bookingId, booking.id));
    expect(p).toMatchObject({
      amountMinor: 60000,
      feeMinor: 3000,
      feeGstMinor: 540,
      tutorEarningMinor: 57000,
      status: 'captured',
      source: 'verify',
    });
    const dash = await ctx.injectAs(tutor, { method: 'GET', url: '/api/dashboard' });
    expect(body(dash).data).toMatchObject({ totalEarning: 570, totalWithdrawals: 0 });
    const tx = body(await ctx.injectAs(tutor, { method: 'GET', url: '/api/transactions' })).data;
    expect(tx.pagination).toMatchObject({ pages: 1, total: 1 });
    expect(tx.transactions[0]).toMatchObject({
      amount: 570,
      type: 'earning',
      status: 'completed',
      orderId: o.orderId,
    });
    const mails = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, tutor.email));
    expect(mails.some((m) => m.subject.startsWith('New earning'))).toBe(true);

    const receipt = await ctx.injectAs(student, {
      method: 'GET',
      url: `/api/bookings/${booking.id}/receipt`,
    });
    expect(receipt.statusCode).toBe(200);
    expect(receipt.headers['content-type']).toBe('application/pdf');
    expect(receipt.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const admin = await createAdmin(ctx.db);
    expect(
      (await ctx.injectAs(admin, { method: 'GET', url: `/api/bookings/${booking.id}/receipt` }))
        .statusCode,
    ).toBe(200);
    // Another student is told the booking does not exist (booking-access.ts); its tutor may not.
    const { user: stranger } = await createStudent(ctx.db);
    const hidden = await ctx.injectAs(stranger, {
      method: 'GET',
      url: `/api/bookings/${booking.id}/receipt`,
    });
    expect([hidden.statusCode, body(hidden).message]).toEqual([404, 'Booking not found.']);
    expect(
      (await ctx.injectAs(tutor, { method: 'GET', url: `/api/bookings/${booking.id}/receipt` }))
        .statusCode,
    ).toBe(403);
  });

  it('refuses a tampered signature, a foreign order id and another student, writing nothing', async () => {
    const a = await setup();
    const b = await setup();
    const oa = body(await order(a.student, a.booking.id)).data;
    const ob = body(await order(b.student, b.booking.id)).data;
    const good = await signedResult(oa.orderId);
    const tampered = await verify(a.student, {
      bookingId: a.booking.id,
      orderId: oa.orderId,
      ...good,
      razorpay_signature: good.razorpay_signature.replace(/^./, (c) => (c === 'a' ? 'b' : 'a')),
    });
    expect(tampered.statusCode).toBe(400);
    expect(body(tampered).message).toBe(PAYMENT_MESSAGES.signatureInvalid);
    // B's order, correctly signed, presented for A's booking.
    const foreign = await verify(a.student, {
      bookingId: a.booking.id,
      orderId: ob.orderId,
      ...(await signedResult(ob.orderId)),
    });
    expect(foreign.statusCode).toBe(400);
    const notMine = await verify(b.student, {
      bookingId: a.booking.id,
      orderId: oa.orderId,
      ...good,
    });
    expect([notMine.statusCode, body(notMine).message]).toEqual([404, 'Booking not found.']);
    // Half a signed result is refused (the spec's body, with neither, asks the provider instead).
    const half = await verify(a.student, {
      bookingId: a.booking.id,
      orderId: oa.orderId,
      razorpay_payment_id: good.razorpay_payment_id,
    });
    expect([half.statusCode, body(half).message]).toEqual([
      400,
      PAYMENT_MESSAGES.signaturePairRequired,
    ]);
    expect(await counts(a.booking.id)).toEqual({
      payments: 0,
      earnings: 0,
      ledger: 0,
      status: 'accepted',
    });
    expect(await counts(b.booking.id)).toEqual({
      payments: 0,
      earnings: 0,
      ledger: 0,
      status: 'accepted',
    });
  });

  it('verify twice and the webhook replayed 100 times at once record one payment and one earning', async () => {
    const { student, booking } = await setup();
    const o = body(await order(student, booking.id)).data;
    const result = await signedResult(o.orderId);
    const raw = webhookBody(o.orderId, result.razorpay_payment_id);
    const sig = sandbox.signWebhook(raw);
    const webhook = () =>
      ctx.app.inject({
        method: 'POST',
        url: '/api/webhooks/razorpay',
        headers: {
          'content-type': 'application/json',
          'x-razorpay-signature': sig,
          'x-razorpay-event-id': `evt_${booking.id}`,
        },
        payload: raw,
      });
    const all = await Promise.all([
      verify(student, { bookingId: booking.id, orderId: o.orderId, ...result }),
      ...Array.from({ length: 100 }, webhook),
      verify(student, { bookingId: booking.id, orderId: o.orderId, ...result }),
    ]);
    expect(all.map((r) => r.statusCode).filter((s) => s !== 200)).toEqual([]);
    expect(body(all[0]!).data.booking.status).toBe('active');
    expect(body(all[101]!).data.booking.status).toBe('active');
    expect(await counts(booking.id)).toEqual({
      payments: 1,
      earnings: 1,
      ledger: 3,
      status: 'active',
    });
    // ₹600 paid: the platform keeps 5 % (₹30), the tutor earns the rest.
    expect(await ledgerAmounts(booking.id)).toEqual({
      payment: 60000,
      platform_fee: 3000,
      earning: 57000,
    });
  });

  it('the webhook alone records the payment; a bad webhook signature is refused', async () => {
    const { student, booking } = await setup();
    const o = body(await order(student, booking.id)).data;
    const raw = webhookBody(o.orderId, 'pay_webhookonly1', 'order.paid');
    const bad = await ctx.app.inject({
      method: 'POST',
      url: '/api/webhooks/razorpay',
      headers: { 'content-type': 'application/json', 'x-razorpay-signature': 'ab'.repeat(32) },
      payload: raw,
    });
    expect(bad.statusCode).toBe(400);
    expect(await counts(booking.id)).toMatchObject({ payments: 0 });
    const good = await ctx.app.inject({
      method: 'POST',
      url: '/api/webhooks/razorpay',
      headers: {
        'content-type': 'application/json',
        'x-razorpay-signature': sandbox.signWebhook(raw),
      },
      payload: raw,
    });
    expect(good.statusCode).toBe(200);
    expect(body(good).data.outcome).toBe('recorded');
    expect(await counts(booking.id)).toEqual({
      payments: 1,
      earnings: 1,
      ledger: 3,
      status: 'active',
    });
  });

  it('a payment arriving after the booking expired is recorded and flagged for refund', async () => {
    const { tutor, student, booking } = await setup();
    const o = body(await order(student, booking.id)).data;
    await ctx.db
      .update(bookings)
      .set({ firstStartAt: new Date(Date.now() - 60_000) })
      .where(eq(bookings.id, booking.id));
    const res = await verify(student, {
      bookingId: booking.id,
      orderId: o.orderId,
      ...(await signedResult(o.orderId)),
    });
    expect(res.statusCode).toBe(200);
    expect(body(res).data.booking.status).toBe('expired');
    const [p] = await ctx.db.select().from(payments).where(eq(payments.bookingId, booking.id));
    expect(p!.status).toBe('refund_due');
    expect(await counts(booking.id)).toMatchObject({ payments: 1, earnings: 0, ledger: 1 });
    const dash = await ctx.injectAs(tutor, { method: 'GET', url: '/api/dashboard' });
    expect(body(dash).data.totalEarning).toBe(0);

    // An admin sees it among refunds due and refunds it once, through the payments port.
    const admin = await createAdmin(ctx.db);
    expect(
      (await ctx.injectAs(student, { method: 'GET', url: '/api/admin/refunds' })).statusCode,
    ).toBe(403);
    const due = body(await ctx.injectAs(admin, { method: 'GET', url: '/api/admin/refunds' })).data;
    expect(due.payments.map((x: { _id: string }) => x._id)).toContain(p!.id);
    const refunds = await Promise.all(
      [1, 2].map(() =>
        ctx.injectAs(admin, { method: 'POST', url: `/api/admin/refunds/${p!.id}/refund` }),
      ),
    );
    // A double click refunds once and answers both presses as the success it was.
    expect(refunds.map((r) => r.statusCode)).toEqual([200, 200]);
    const [after] = await ctx.db.select().from(payments).where(eq(payments.id, p!.id));
    expect(after!.status).toBe('refunded');
  });
});

describe('sandbox checkout', () => {
  it('signs a success only for the order’s student, and signs no failure', async () => {
    const { student, booking } = await setup();
    const o = body(await order(student, booking.id)).data;
    const url = `/api/payments/sandbox/orders/${o.orderId}`;
    const info = await ctx.injectAs(student, { method: 'GET', url });
    expect(body(info).data).toMatchObject({ amount: 600, currency: 'INR' });
    const { user: stranger } = await createStudent(ctx.db);
    expect((await ctx.injectAs(stranger, { method: 'GET', url })).statusCode).toBe(404);
    const fail = await ctx.injectAs(student, {
      method: 'POST',
      url: `${url}/complete`,
      payload: { outcome: 'failure', method: 'card' },
    });
    expect(body(fail).data.razorpay_signature).toBeUndefined();
    const okRes = body(
      await ctx.injectAs(student, {
        method: 'POST',
        url: `${url}/complete`,
        payload: { outcome: 'success', method: 'upi' },
      }),
    ).data;
    const v = await verify(student, { bookingId: booking.id, orderId: o.orderId, ...okRes });
    expect(body(v).data.booking.status).toBe('active');
  });
});

describe('payouts', () => {
  async function paidTutor() {
    const s = await setup();
    const o = body(await order(s.student, s.booking.id)).data;
    await verify(s.student, {
      bookingId: s.booking.id,
      orderId: o.orderId,
      ...(await signedResult(o.orderId)),
    });
    return s; // balance 570
  }

  it('validates and masks bank details', async () => {
    const { tutor } = await paidTutor();
    const bad = await ctx.injectAs(tutor, {
      method: 'PUT',
      url: '/api/bank-details',
      payload: { accountHolder: 'Asha Rao', accountNumber: '12ab', ifsc: 'HDFC1234' },
    });
    expect(bad.statusCode).toBe(400);
    const w0 = await ctx.injectAs(tutor, {
      method: 'POST',
      url: '/api/withdrawals',
      payload: { amount: 10 },
    });
    expect(w0.statusCode).toBe(409);
    expect(body(w0).message).toBe(PAYMENT_MESSAGES.bankDetailsMissing);
    const saved = await ctx.injectAs(tutor, {
      method: 'PUT',
      url: '/api/bank-details',
      payload: { accountHolder: 'Asha Rao', accountNumber: '123456789012', ifsc: 'hdfc0001234' },
    });
    expect(saved.statusCode).toBe(200);
    expect(body(saved).data).toMatchObject({
      accountNumberMasked: 'XXXXXXXX9012',
      ifsc: 'HDFC0001234',
    });
    expect(
      JSON.stringify(body(await ctx.injectAs(tutor, { method: 'GET', url: '/api/bank-details' }))),
    ).not.toContain('123456789012');
    // The tutor is told, with the number masked there too.
    const told = (
      await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, tutor.email))
    ).filter((m) => m.subject === 'Payout details saved');
    expect(told).toHaveLength(1);
    expect(told[0]!.text).toContain('A/c XXXXXXXX9012, IFSC HDFC0001234');
    expect(told[0]!.text).not.toContain('123456789012');
  });

  it('a withdrawal may take exactly the whole balance, and then not a paisa more', async () => {
    const { tutor } = await paidTutor();
    await ctx.injectAs(tutor, {
      method: 'PUT',
      url: '/api/bank-details',
      payload: { accountHolder: 'Asha Rao', upiId: 'asha.rao@okaxis' },
    });
    const all = await ctx.injectAs(tutor, {
      method: 'POST',
      url: '/api/withdrawals',
      payload: { amount: 570 },
    });
    expect(all.statusCode).toBe(200);
    expect(body(all).data).toMatchObject({ amount: 570, status: 'pending' });
    const more = await ctx.injectAs(tutor, {
      method: 'POST',
      url: '/api/withdrawals',
      payload: { amount: 0.01 },
    });
    expect(more.statusCode).toBe(409);
    expect(body(more).message).toBe(PAYMENT_MESSAGES.insufficientBalance);
    expect(
      body(await ctx.injectAs(tutor, { method: 'GET', url: '/api/payments/summary' })).data,
    ).toMatchObject({ totalEarning: 570, totalWithdrawals: 570, availableBalance: 0 });
  });

  it('two simultaneous withdrawals that together exceed the balance: one is refused', async () => {
    const { tutor } = await paidTutor();
    await ctx.injectAs(tutor, {
      method: 'PUT',
      url: '/api/bank-details',
      payload: { accountHolder: 'Asha Rao', upiId: 'asha.rao@okaxis' },
    });
    const results = await Promise.all(
      [400, 400].map((amount) =>
        ctx.injectAs(tutor, { method: 'POST', url: '/api/withdrawals', payload: { amount } }),
      ),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
    expect(body(results.find((r) => r.statusCode === 409)!).message).toBe(
      PAYMENT_MESSAGES.insufficientBalance,
    );
    const rows = await ctx.db.select().from(withdrawals).where(eq(withdrawals.tutorId, tutor.id));
    expect(rows).toHaveLength(1);
    const summary = body(
      await ctx.injectAs(tutor, { method: 'GET', url: '/api/payments/summary' }),
    ).data;
    expect(summary).toMatchObject({
      totalEarning: 570,
      totalWithdrawals: 400,
      availableBalance: 170,
    });
  });

  it('admin marks paid or rejected; rejection returns the money; only admins may', async () => {
    const { tutor } = await paidTutor();
    await ctx.injectAs(tutor, {
      method: 'PUT',
      url: '/api/bank-details',
      payload: { accountHolder: 'Asha Rao', upiId: 'asha.rao@okaxis' },
    });
    const w1 = body(
      await ctx.injectAs(tutor, {
        method: 'POST',
        url: '/api/withdrawals',
        payload: { amount: 100 },
      }),
    ).data;
    const w2 = body(
      await ctx.injectAs(tutor, {
        method: 'POST',
        url: '/api/withdrawals',
        payload: { amount: 200 },
      }),
    ).data;
    const admin = await createAdmin(ctx.db);
    expect(
      (await ctx.injectAs(tutor, { method: 'GET', url: '/api/admin/withdrawals' })).statusCode,
    ).toBe(403);
    const list = body(
      await ctx.injectAs(admin, { method: 'GET', url: '/api/admin/withdrawals' }),
    ).data;
    expect(list.withdrawals.map((w: { _id: string }) => w._id)).toEqual(
      expect.arrayContaining([w1._id, w2._id]),
    );
    const paid = await ctx.injectAs(admin, {
      method: 'POST',
      url: `/api/admin/withdrawals/${w1._id}/mark-paid`,
      payload: { reference: 'UTR123456' },
    });
    expect(body(paid).data).toMatchObject({ status: 'paid', reference: 'UTR123456' });
    const again = await ctx.injectAs(admin, {
      method: 'POST',
      url: `/api/admin/withdrawals/${w1._id}/reject`,
      payload: { reason: 'duplicate' },
    });
    expect(again.statusCode).toBe(409);
    await ctx.injectAs(admin, {
      method: 'POST',
      url: `/api/admin/withdrawals/${w2._id}/reject`,
      payload: { reason: 'UPI id not found' },
    });
    const summary = body(
      await ctx.injectAs(tutor, { method: 'GET', url: '/api/payments/summary' }),
    ).data;
    expect(summary).toMatchObject({ totalWithdrawals: 100, availableBalance: 470 });
    const subjects = (
      await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, tutor.email))
    ).map((m) => m.subject);
    expect(subjects).toEqual(
      expect.arrayContaining(['Withdrawal requested', 'Withdrawal paid', 'Withdrawal rejected']),
    );
  });
});
