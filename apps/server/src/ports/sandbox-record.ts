// The sandbox provider's record of its payments, in the database so that every worker process
// (and every node) answers the same, as Razorpay would.
import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { sandboxPayments } from '../db/schema/payments';
import type { SandboxPaymentRecord } from './payments';

export function dbSandboxRecord(db: Db): SandboxPaymentRecord {
  return {
    async add(p) {
      await db.insert(sandboxPayments).values({
        providerPaymentId: p.paymentId,
        providerOrderId: p.orderId,
        amountMinor: p.amountMinor ?? 0,
        currency: p.currency ?? '',
        status: p.status === 'failed' ? 'failed' : 'captured',
      });
    },
    async forOrder(orderId) {
      const rows = await db
        .select()
        .from(sandboxPayments)
        .where(eq(sandboxPayments.providerOrderId, orderId));
      return rows.map((r) => ({
        paymentId: r.providerPaymentId,
        orderId: r.providerOrderId,
        amountMinor: r.amountMinor,
        currency: r.currency,
        status: r.status,
      }));
    },
  };
}
