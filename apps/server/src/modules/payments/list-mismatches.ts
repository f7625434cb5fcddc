// GET /api/admin/payment-mismatches: payments refused because their amount or currency was not the
// order's (confirm-payment.ts), newest first, for an admin to refund or reconcile.
import { desc } from 'drizzle-orm';
import type { PaymentMismatchDto } from '@tm/shared/contract/payments';
import type { Db } from '../../db/client';
import { paymentMismatches } from '../../db/schema/payments';

export async function listPaymentMismatches(db: Db, limit = 200): Promise<PaymentMismatchDto[]> {
  const rows = await db
    .select()
    .from(paymentMismatches)
    .orderBy(desc(paymentMismatches.createdAt))
    .limit(limit);
  return rows.map((r) => ({
    _id: r.id,
    kind: r.kind,
    bookingId: r.bookingId,
    consultationId: r.consultationId,
    provider: r.provider,
    orderId: r.providerOrderId,
    paymentId: r.providerPaymentId,
    expectedAmount: r.expectedAmountMinor / 100,
    expectedCurrency: r.expectedCurrency,
    receivedAmount: r.receivedAmountMinor === null ? null : r.receivedAmountMinor / 100,
    receivedCurrency: r.receivedCurrency,
    source: r.source,
    createdAt: r.createdAt.toISOString(),
  }));
}
