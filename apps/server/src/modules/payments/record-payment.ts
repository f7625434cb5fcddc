// The one place a payment is recorded, whichever arrives first: the checkout's verify call or the
// provider's webhook (any number of times, concurrently). It runs inside the caller's transaction
// on the locked order row, so the first caller records one payment and one set of ledger rows and
// every later caller finds them (the unique constraints on order, provider payment id and
// (payment, kind) back this up).
import { and, eq } from 'drizzle-orm';
import { statusAsOf } from '@tm/shared/rules/booking-status';
import { splitPayment } from '@tm/shared/rules/payments';
import { bookings } from '../../db/schema/bookings';
import { ledgerEntries, paymentOrders, payments } from '../../db/schema/payments';
import type { Tx } from './tx';
import { paymentMatchesOrder } from './confirm-payment';
import { seatStillFree } from '../batches/batch-payments';

export type OrderRow = typeof paymentOrders.$inferSelect;
export type PaymentRow = typeof payments.$inferSelect;

export interface RecordResult {
  payment: PaymentRow;
  /** True only for the call that wrote it. */
  created: boolean;
  /** A group class seat was gone when the money arrived: refund it at once (batch-payments.ts). */
  refundNow?: boolean;
}

export async function lockOrder(tx: Tx, where: { id?: string; providerOrderId?: string }) {
  const cond = where.id
    ? eq(paymentOrders.id, where.id)
    : eq(paymentOrders.providerOrderId, where.providerOrderId!);
  const [order] = await tx.select().from(paymentOrders).where(cond).for('update').limit(1);
  return order ?? null;
}

function receiptNumber(now: Date, orderId: string): string {
  const ymd = now.toISOString().slice(0, 10).replaceAll('-', '');
  return `TP-${ymd}-${orderId.replaceAll('-', '').slice(0, 10).toUpperCase()}`;
}

/** A payment as the provider reported it (webhook body or its answer at verification). */
export interface PaidAmount {
  providerPaymentId: string;
  amountMinor: number | null | undefined;
  currency: string | null | undefined;
}

export async function recordPayment(
  tx: Tx,
  order: OrderRow,
  paid: PaidAmount,
  source: 'verify' | 'webhook',
  now = new Date(),
): Promise<RecordResult> {
  // Callers refuse a mismatch first (and record it for an admin); this is the last guard, so no
  // path can ever turn a payment of another amount into the order's payment and an earning.
  if (!paymentMatchesOrder(order, paid)) {
    throw new Error(`payment ${paid.providerPaymentId} does not match order ${order.id}`);
  }
  const providerPaymentId = paid.providerPaymentId;
  const [existing] = await tx
    .select()
    .from(payments)
    .where(eq(payments.orderId, order.id))
    .limit(1);
  if (existing) return { payment: existing, created: false };

  const [booking] = await tx
    .select()
    .from(bookings)
    .where(eq(bookings.id, order.bookingId))
    .for('update')
    .limit(1);
  let payable = booking && statusAsOf(booking, now) === 'accepted' && !booking.isTrial;
  // A group class seat may have gone to someone else after this student's hold lapsed.
  const seatGone = payable && booking!.batchId ? !(await seatStillFree(tx, booking!, now)) : false;
  if (seatGone) payable = false;
  const split = splitPayment(order.amountMinor);

  const [payment] = await tx
    .insert(payments)
    .values({
      orderId: order.id,
      providerPaymentId,
      bookingId: order.bookingId,
      studentId: order.studentId,
      tutorId: order.tutorId,
      amountMinor: split.amountMinor,
      feeMinor: split.feeMinor,
      feeGstMinor: split.feeGstMinor,
      tutorEarningMinor: split.tutorEarningMinor,
      currency: order.currency,
      status: payable ? 'captured' : 'refund_due',
      source,
      receiptNumber: receiptNumber(now, order.id),
      createdAt: now,
    })
    .returning();
  await tx
    .update(paymentOrders)
    .set({ status: 'paid' })
    .where(and(eq(paymentOrders.id, order.id)));

  const base = { currency: order.currency, paymentId: payment!.id, createdAt: now };
  if (payable) {
    await tx.insert(ledgerEntries).values([
      {
        ...base,
        userId: order.studentId,
        type: 'payment',
        amountMinor: split.amountMinor,
        status: 'completed',
        providerOrderId: order.providerOrderId,
      },
      {
        ...base,
        userId: null,
        type: 'platform_fee',
        amountMinor: split.feeMinor,
        taxMinor: split.feeGstMinor,
        status: 'completed',
        providerOrderId: order.providerOrderId,
      },
      {
        ...base,
        userId: order.tutorId,
        type: 'earning',
        amountMinor: split.tutorEarningMinor,
        status: 'completed',
        providerOrderId: order.providerOrderId,
      },
    ]);
    await tx
      .update(bookings)
      .set({ status: 'active', updatedAt: now })
      .where(eq(bookings.id, order.bookingId));
  } else {
    // Arrived after the booking expired (or it changed): the money is recorded and flagged for a
    // refund; the tutor earns nothing from it.
    await tx.insert(ledgerEntries).values({
      ...base,
      userId: order.studentId,
      type: 'payment',
      amountMinor: split.amountMinor,
      status: 'refund_due',
      providerOrderId: order.providerOrderId,
    });
    if (seatGone)
      await tx
        .update(bookings)
        .set({
          status: 'cancelled',
          cancelledAt: now,
          cancellationReason: 'The batch was full when the payment arrived.',
          updatedAt: now,
        })
        .where(eq(bookings.id, order.bookingId));
  }
  return { payment: payment!, created: true, refundNow: seatGone };
}
