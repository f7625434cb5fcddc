// Data for the messages tests: a student and a tutor with a conversation, a paid booking between a
// pair (through the real payment recording), and a sender of messages over HTTP.
import crypto from 'node:crypto';
import type { Db } from '../../src/db/client';
import { paymentOrders } from '../../src/db/schema/payments';
import { recordPayment } from '../../src/modules/payments/record-payment';
import { createBooking, createStudent, createTutor } from '../../src/seed/factories';
import { body, type TestContext } from '../helper';

export const cid = () => `c-${crypto.randomUUID()}`;

/** A booking the student paid for (captured payment, booking active). */
export async function payFor(db: Db, studentId: string, tutorId: string) {
  const booking = await createBooking(db, { studentId, tutorId, status: 'accepted' });
  const tag = crypto.randomBytes(6).toString('hex');
  const [order] = await db
    .insert(paymentOrders)
    .values({
      bookingId: booking.id,
      studentId,
      tutorId,
      provider: 'sandbox',
      providerOrderId: `order_${tag}`,
      receipt: `rcpt_${tag}`,
      amountMinor: booking.totalMinor,
      currency: 'INR',
    })
    .returning();
  await db.transaction((tx) =>
    recordPayment(
      tx,
      order!,
      { providerPaymentId: `pay_${tag}`, amountMinor: order!.amountMinor, currency: 'INR' },
      'verify',
    ),
  );
  return booking;
}

/** A student (complete profile), a verified tutor, and the conversation the student opened. */
export async function pairWithConversation(
  ctx: TestContext,
  names = { student: 'Riya Sharma', tutor: 'Ananya Iyer' },
) {
  const student = (await createStudent(ctx.db, { user: { fullName: names.student } })).user;
  const tutor = (await createTutor(ctx.db, { user: { fullName: names.tutor } })).user;
  const res = await ctx.injectAs(student, {
    method: 'POST',
    url: '/api/messages/conversations',
    payload: { tutorId: tutor.id },
  });
  if (res.statusCode !== 200) throw new Error(`could not open a conversation: ${res.body}`);
  return { student, tutor, conversationId: body(res).data.id as string };
}

export function sendAs(
  ctx: TestContext,
  user: { id: string },
  conversationId: string,
  text: string,
  clientId = cid(),
) {
  return ctx.injectAs(user, {
    method: 'POST',
    url: `/api/messages/conversations/${conversationId}/messages`,
    payload: { clientId, body: text },
  });
}
