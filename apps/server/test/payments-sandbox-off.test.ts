// With Razorpay keys set the local sandbox checkout is refused (404); the order call reaches the
// real adapter, which cannot reach the provider here, so it answers the Payment Error text and
// writes nothing.
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { MSG } from '@tm/shared/messages';
import { body, build } from './helper';
import { createBooking, createStudent, createTutor } from '../src/seed/factories';
import { paymentOrders } from '../src/db/schema/payments';

const ctx = await build({ RAZORPAY_KEY_ID: 'rzp_test_offline', RAZORPAY_KEY_SECRET: 'offline' });

describe('payments with Razorpay keys', () => {
  it('refuses the sandbox and answers Unable to start payment when the provider is unreachable', async () => {
    expect(ctx.ports.payments.kind).toBe('razorpay');
    const { user: tutor } = await createTutor(ctx.db);
    const { user: student } = await createStudent(ctx.db);
    const b = await createBooking(ctx.db, {
      studentId: student.id,
      tutorId: tutor.id,
      status: 'accepted',
    });
    const sandbox = await ctx.injectAs(student, {
      method: 'POST',
      url: '/api/payments/sandbox/orders/order_x/complete',
      payload: { outcome: 'success', method: 'upi' },
    });
    expect(sandbox.statusCode).toBe(404);
    const res = await ctx.injectAs(student, {
      method: 'POST',
      url: '/api/create-booking-order',
      payload: { bookingId: b.id },
    });
    expect(res.statusCode).toBe(502);
    expect(body(res).message).toBe(MSG.paymentError);
    expect(
      await ctx.db.select().from(paymentOrders).where(eq(paymentOrders.bookingId, b.id)),
    ).toHaveLength(0);
  }, 40_000);
});
