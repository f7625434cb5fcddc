// The local payment sandbox (never in production, never with Razorpay keys: the routes answer 404
// then). It plays the provider's checkout for our own checkout page: it shows the order and signs
// the result in Razorpay's scheme with the sandbox secret, so verify-booking-payment runs exactly
// the code it runs for Razorpay. Only the order's student may use it.
import { eq } from 'drizzle-orm';
import { AppError } from '@tm/shared/errors';
import { PAYMENT_MESSAGES } from '@tm/shared/schemas/payments';
import type { Db } from '../../db/client';
import { paymentOrders } from '../../db/schema/payments';
import { bookings } from '../../db/schema/bookings';
import { users } from '../../db/schema/users';
import type { AuthUser } from '../auth/tokens';
import { decideBookingAccess } from '../access/booking-access';
import type { PaymentsPort, SandboxTools } from '../../ports/payments';

async function orderForStudent(db: Db, user: AuthUser, orderId: string) {
  const [row] = await db
    .select({
      order: paymentOrders,
      subject: bookings.subject,
      parties: { studentId: bookings.studentId, tutorId: bookings.tutorId },
      tutorName: users.fullName,
    })
    .from(paymentOrders)
    .innerJoin(bookings, eq(bookings.id, paymentOrders.bookingId))
    .innerJoin(users, eq(users.id, paymentOrders.tutorId))
    .where(eq(paymentOrders.providerOrderId, orderId))
    .limit(1);
  // An order is paid by its booking's student (booking-access.ts `pay`); to anyone else, and for
  // a provider's order, it does not exist here.
  const access = decideBookingAccess(user, row?.parties, 'pay');
  if (!row || !access.ok || row.order.provider !== 'sandbox') {
    throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.orderNotFound);
  }
  return row;
}

export async function getSandboxOrder(opts: { db: Db; user: AuthUser; orderId: string }) {
  const row = await orderForStudent(opts.db, opts.user, opts.orderId);
  return {
    orderId: row.order.providerOrderId,
    amount: row.order.amountMinor / 100,
    currency: row.order.currency,
    description: `${row.subject} with ${row.tutorName}`,
    status: row.order.status,
  };
}

export interface SandboxResult {
  razorpay_order_id: string;
  razorpay_payment_id: string;
  razorpay_signature?: string;
  error?: { code: string; description: string };
}

export async function completeSandboxCheckout(opts: {
  db: Db;
  payments: PaymentsPort;
  user: AuthUser;
  orderId: string;
  outcome: 'success' | 'failure';
  method: 'upi' | 'card';
}): Promise<SandboxResult> {
  const tools = opts.payments.sandbox;
  if (!tools) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.sandboxUnavailable);
  const row = await orderForStudent(opts.db, opts.user, opts.orderId);
  return sandboxCheckoutResult(tools, {
    orderId: row.order.providerOrderId,
    amountMinor: row.order.amountMinor,
    currency: row.order.currency,
    outcome: opts.outcome,
    method: opts.method,
  });
}

/**
 * What the provider's checkout hands the page, played by the sandbox: it takes the order's amount
 * (as a real checkout charges what its order says) and answers a signed success, or a decline in
 * Razorpay's error shape (booking and consultation checkouts alike).
 */
export async function sandboxCheckoutResult(
  tools: SandboxTools,
  order: {
    orderId: string;
    amountMinor: number;
    currency: string;
    outcome: 'success' | 'failure';
    method: 'upi' | 'card';
  },
): Promise<SandboxResult> {
  const taken = await tools.pay({
    orderId: order.orderId,
    amountMinor: order.amountMinor,
    currency: order.currency,
    status: order.outcome === 'failure' ? 'failed' : 'captured',
  });
  if (order.outcome === 'failure') {
    return {
      razorpay_order_id: order.orderId,
      razorpay_payment_id: taken.paymentId,
      error: {
        code: 'BAD_REQUEST_ERROR',
        description:
          order.method === 'upi'
            ? 'Payment declined by the UPI app (sandbox).'
            : 'Card declined by the issuing bank (sandbox).',
      },
    };
  }
  return {
    razorpay_order_id: order.orderId,
    razorpay_payment_id: taken.paymentId,
    razorpay_signature: taken.signature,
  };
}
