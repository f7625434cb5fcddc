// Pays an accepted booking the way a student does: an order, then the sandbox's signed result
// through POST /api/verify-booking-payment (the real verify path). The booking becomes active and
// the ledger gets its payment, fee and earning rows.
import { expect } from 'vitest';
import { body, type TestContext } from '../helper';

export async function payBooking(ctx: TestContext, student: { id: string }, bookingId: string) {
  const sandbox = ctx.ports.payments.sandbox!;
  const order = body(
    await ctx.injectAs(student, {
      method: 'POST',
      url: '/api/create-booking-order',
      payload: { bookingId },
    }),
  ).data;
  const taken = await sandbox.pay({
    orderId: order.orderId,
    amountMinor: Math.round(order.price * 100),
    currency: order.currency,
  });
  const paid = await ctx.injectAs(student, {
    method: 'POST',
    url: '/api/verify-booking-payment',
    payload: {
      orderId: order.orderId,
      bookingId,
      razorpay_payment_id: taken.paymentId,
      razorpay_signature: taken.signature,
    },
  });
  expect(paid.statusCode, paid.body).toBe(200);
}
