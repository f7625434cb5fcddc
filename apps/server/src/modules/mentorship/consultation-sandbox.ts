// The local payment sandbox for consultation orders (never in production, never with Razorpay
// keys: the route answers 404 then). Like the payments issue's sandbox for booking orders, it plays
// the provider's checkout: it signs a successful result in Razorpay's scheme with the sandbox's
// secret (PaymentsPort.sandbox), so verify-consultation-payment runs exactly the code it runs for
// Razorpay. Consultations are booked by visitors who need not be signed in, so the order is found
// by its form id and provider order id together.
import { and, eq } from 'drizzle-orm';
import { AppError } from '@tm/shared/errors';
import { PAYMENT_MESSAGES } from '@tm/shared/schemas/payments';
import type { Db } from '../../db/client';
import { consultationRequests } from '../../db/schema/mentorship';
import type { PaymentsPort } from '../../ports/payments';
import { sandboxCheckoutResult, type SandboxResult } from '../payments/sandbox-checkout';

export type ConsultationSandboxResult = SandboxResult;

export async function completeConsultationSandbox(opts: {
  db: Db;
  payments: PaymentsPort;
  formId: string;
  orderId: string;
  outcome: 'success' | 'failure';
  method: 'upi' | 'card';
}): Promise<ConsultationSandboxResult> {
  const tools = opts.payments.sandbox;
  if (!tools) throw new AppError('NOT_FOUND', PAYMENT_MESSAGES.sandboxUnavailable);
  const [row] = await opts.db
    .select({
      id: consultationRequests.id,
      amountMinor: consultationRequests.amountMinor,
      currency: consultationRequests.currency,
    })
    .from(consultationRequests)
    .where(
      and(
        eq(consultationRequests.id, opts.formId),
        eq(consultationRequests.providerOrderId, opts.orderId),
      ),
    )
    .limit(1);
  if (!row) throw new AppError('NOT_FOUND', 'Consultation request not found.');
  return sandboxCheckoutResult(tools, {
    orderId: opts.orderId,
    amountMinor: row.amountMinor,
    currency: row.currency,
    outcome: opts.outcome,
    method: opts.method,
  });
}
