// The admin area answers a repeat of an action that already took effect with the same outcome (a
// double click, a retried request) as the success it was, as students' and tutors' actions are
// (idempotent-actions.test.ts): 200 both times, nothing done or mailed twice, the first record of
// who did it and when kept. A different decision on something already decided is still refused.
import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { PAYMENT_MESSAGES } from '@tm/shared/schemas/payments';
import type { RefundInput } from '../src/ports/payments';
import { body, build } from './helper';
import { payBooking } from './support/pay-booking';
import { createAdmin, createBooking, createStudent, createTutor } from '../src/seed/factories';
import { bookings } from '../src/db/schema/bookings';
import { blogs } from '../src/db/schema/content';
import { mailOutbox } from '../src/db/schema/mail';
import { consultationRequests, researchRequests } from '../src/db/schema/mentorship';
import { payments } from '../src/db/schema/payments';
import { reviews } from '../src/db/schema/reviews';

const ctx = await build();
const admin = await createAdmin(ctx.db);
const post = (url: string, payload?: object, headers: Record<string, string> = {}) =>
  ctx.injectAs(admin, { method: 'POST', url, payload, headers });
const twice = (send: () => ReturnType<typeof post>) => Promise.all([send(), send()]);
const mailsTo = (email: string, subject: string) =>
  ctx.db
    .select()
    .from(mailOutbox)
    .where(and(eq(mailOutbox.to, email), eq(mailOutbox.subject, subject)));

// Every provider refund call, counted.
const refundCalls: RefundInput[] = [];
const port = ctx.ports.payments;
const realRefund = port.refund.bind(port);
(port as { refund: typeof port.refund }).refund = async (input) => {
  refundCalls.push(input);
  return realRefund(input);
};

async function paidPair() {
  const { user: tutor } = await createTutor(ctx.db);
  const { user: student } = await createStudent(ctx.db);
  const booking = await createBooking(ctx.db, {
    studentId: student.id,
    tutorId: tutor.id,
    status: 'accepted',
  });
  await payBooking(ctx, student, booking.id);
  return { tutor, student, booking };
}

describe('admin actions repeated', () => {
  it('Mark paid pressed twice: 200 both times, one mail; another decision is still refused', async () => {
    const { tutor } = await paidPair();
    await ctx.injectAs(tutor, {
      method: 'PUT',
      url: '/api/bank-details',
      payload: { accountHolder: 'Asha Rao', upiId: 'asha.rao@okaxis' },
    });
    const ask = async (amount: number) =>
      body(
        await ctx.injectAs(tutor, { method: 'POST', url: '/api/withdrawals', payload: { amount } }),
      ).data._id as string;
    const [w1, w2] = [await ask(100), await ask(200)];

    const paid = await twice(() =>
      post(`/api/admin/withdrawals/${w1}/mark-paid`, { reference: 'UTR123456' }),
    );
    expect(paid.map((r) => r.statusCode)).toEqual([200, 200]);
    for (const r of paid)
      expect(body(r).data).toMatchObject({ status: 'paid', reference: 'UTR123456' });
    expect(await mailsTo(tutor.email, 'Withdrawal paid')).toHaveLength(1);
    for (const other of [
      post(`/api/admin/withdrawals/${w1}/mark-paid`, { reference: 'UTR999999' }),
      post(`/api/admin/withdrawals/${w1}/reject`, { reason: 'duplicate' }),
    ]) {
      const res = await other;
      expect([res.statusCode, body(res).message]).toEqual([
        409,
        PAYMENT_MESSAGES.withdrawalDecided,
      ]);
    }

    const rejected = await twice(() =>
      post(`/api/admin/withdrawals/${w2}/reject`, { reason: 'UPI id not found' }),
    );
    expect(rejected.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(await mailsTo(tutor.email, 'Withdrawal rejected')).toHaveLength(1);
    const summary = body(
      await ctx.injectAs(tutor, { method: 'GET', url: '/api/payments/summary' }),
    ).data;
    expect(summary).toMatchObject({ totalWithdrawals: 100, availableBalance: 470 });
  });

  it('Refund (a payment that came after its booking expired) pressed twice: one refund, 200 twice', async () => {
    const { user: tutor } = await createTutor(ctx.db);
    const { user: student } = await createStudent(ctx.db);
    const booking = await createBooking(ctx.db, {
      studentId: student.id,
      tutorId: tutor.id,
      status: 'accepted',
    });
    // The booking expires between the order and the payment: the payment is due for a refund.
    const order = body(
      await ctx.injectAs(student, {
        method: 'POST',
        url: '/api/create-booking-order',
        payload: { bookingId: booking.id },
      }),
    ).data;
    await ctx.db
      .update(bookings)
      .set({ firstStartAt: new Date(Date.now() - 60_000) })
      .where(eq(bookings.id, booking.id));
    const sandbox = port.sandbox!;
    const taken = await sandbox.pay({
      orderId: order.orderId,
      amountMinor: Math.round(order.price * 100),
      currency: order.currency,
    });
    await ctx.injectAs(student, {
      method: 'POST',
      url: '/api/verify-booking-payment',
      payload: {
        orderId: order.orderId,
        bookingId: booking.id,
        razorpay_payment_id: taken.paymentId,
        razorpay_signature: taken.signature,
      },
    });
    const [p] = await ctx.db.select().from(payments).where(eq(payments.bookingId, booking.id));
    expect(p!.status).toBe('refund_due');

    const res = await twice(() => post(`/api/admin/refunds/${p!.id}/refund`));
    expect(res.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(refundCalls.filter((c) => c.paymentId === p!.providerPaymentId)).toHaveLength(1);
    expect(await mailsTo(student.email, 'Your payment has been refunded')).toHaveLength(1);
  });

  it('hiding a review twice keeps when it was first hidden', async () => {
    const { tutor, student, booking } = await paidPair();
    const [review] = await ctx.db
      .insert(reviews)
      .values({
        bookingId: booking.id,
        studentId: student.id,
        tutorId: tutor.id,
        rating: 1,
        comment: 'Rude words here',
      })
      .returning();
    const hide = () => post(`/api/admin/reviews/${review!.id}/visibility`, { hidden: true });
    const first = await hide();
    const second = await hide();
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(body(second).data.hiddenAt).toBe(body(first).data.hiddenAt);
    expect(body(second).data.commentHidden).toBe(true);
  });

  it('mentorship: contacted twice keeps the first time; the same mentor twice mails once', async () => {
    const tag = crypto.randomBytes(3).toString('hex');
    const [research] = await ctx.db
      .insert(researchRequests)
      .values({
        fullName: 'Asha Rao',
        email: `asha.${tag}@example.test`,
        phone: '9876543210',
        country: 'India',
        researchArea: 'Soil science',
        currentStage: 'Proposal',
        supportNeeded: ['Proposal writing'],
        deadline: 'Next month',
      })
      .returning();
    const mark = () =>
      post(`/api/admin/mentorship/research/${research!.id}/contacted`, {
        contacted: true,
        note: 'Called on WhatsApp',
      });
    const first = await mark();
    const second = await mark();
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(body(second).data.contactedAt).toBe(body(first).data.contactedAt);

    const startsAt = new Date(Date.now() + 2 * 86_400_000);
    const [consultation] = await ctx.db
      .insert(consultationRequests)
      .values({
        fullName: 'Guest',
        email: `guest.${tag}@example.test`,
        phone: '9876543210',
        country: 'India',
        phdStage: 'Proposal writing',
        researchTitle: 'Soil microbes',
        guidanceAreas: ['Publication guidance'],
        sessionType: 'deep',
        sessionDate: startsAt.toISOString().slice(0, 10),
        sessionTime: '09:00 AM',
        startsAt,
        durationMinutes: 60,
        amountMinor: 250_000,
        currency: 'INR',
        status: 'paid',
        paidAt: new Date(),
      })
      .returning();
    const { user: mentor } = await createTutor(ctx.db, {
      profile: { verificationStatus: 'verified' },
    });
    const assign = () =>
      post(`/api/admin/mentorship/consultation/${consultation!.id}/mentor`, {
        mentorId: mentor.id,
      });
    const a = await assign();
    const b = await assign();
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(body(b).data.videoLink).toBe(body(a).data.videoLink);
    const toGuest = await ctx.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, consultation!.email));
    expect(toGuest).toHaveLength(1);
    const toMentor = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, mentor.email));
    expect(toMentor).toHaveLength(1);
  });

  it('a new blog saved twice with one Idempotency-Key is one blog, 200 both times', async () => {
    const key = crypto.randomUUID();
    const create = () =>
      post(
        '/api/admin/blogs',
        { title: 'Saved Twice', slug: `saved-twice-${key.slice(0, 8)}`, description: 'd' },
        { 'idempotency-key': key },
      );
    const both = await twice(create);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(body(both[1]!).data._id).toBe(body(both[0]!).data._id);
    const again = await create();
    expect(body(again).data._id).toBe(body(both[0]!).data._id);
    const rows = await ctx.db.select().from(blogs).where(eq(blogs.title, 'Saved Twice'));
    expect(rows).toHaveLength(1);
    // Without the key a second blog with the same slug is still refused, as before.
    const other = await post('/api/admin/blogs', {
      title: 'Saved Twice',
      slug: `saved-twice-${key.slice(0, 8)}`,
      description: 'd',
    });
    expect(other.statusCode).toBe(409);
  });
});
