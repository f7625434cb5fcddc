// POST /api/webhooks/razorpay: verified on the raw body, deduplicated by the provider's event id
// (X-Razorpay-Event-Id, else a hash of the body) in the same transaction that records the payment,
// so a replay — even a hundred at once — records nothing twice. payment.captured and order.paid
// record the payment (record-payment.ts); payment.failed notes the failure on the order. A payment
// whose amount or currency is not the order's is recorded as a mismatch for an admin and never
// becomes a payment or an earning (the signature proves who sent the event, not what was paid).
import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { AppError } from '@tm/shared/errors';
import type { Db } from '../../db/client';
import { paymentOrders, webhookEvents } from '../../db/schema/payments';
import type { PaymentsPort } from '../../ports/payments';
import { lockOrder, recordPayment, type RecordResult } from './record-payment';
import { refundIfSeatGone } from '../batches/batch-payments';
import { notifyPaymentRecorded } from './notify-payment';
import { paymentMatchesOrder, recordPaymentMismatch } from './confirm-payment';
import type { PaymentMailContext } from './payment-mail';

export interface WebhookOptions {
  db: Db;
  payments: PaymentsPort;
  mail: PaymentMailContext;
  rawBody: Buffer;
  signature: string | undefined;
  eventId: string | undefined;
  now?: Date;
}

interface RazorpayEvent {
  event?: string;
  payload?: {
    payment?: {
      entity?: {
        id?: string;
        order_id?: string;
        amount?: unknown;
        currency?: unknown;
        error_description?: string;
      };
    };
    order?: { entity?: { id?: string } };
  };
}

export type WebhookOutcome =
  'recorded' | 'already-recorded' | 'duplicate' | 'noted' | 'ignored' | 'mismatch';

export async function handleRazorpayWebhook(opts: WebhookOptions): Promise<WebhookOutcome> {
  if (!opts.payments.verifyWebhookSignature(opts.rawBody, opts.signature)) {
    throw new AppError('BAD_REQUEST', 'Invalid webhook signature.');
  }
  let event: RazorpayEvent;
  try {
    event = JSON.parse(opts.rawBody.toString('utf8')) as RazorpayEvent;
  } catch {
    throw new AppError('BAD_REQUEST', 'Webhook body is not JSON.');
  }
  const name = String(event.event ?? '');
  const eventId =
    opts.eventId?.trim() ||
    `sha256:${crypto.createHash('sha256').update(opts.rawBody).digest('hex')}`;
  const entity = event.payload?.payment?.entity;
  const providerOrderId = entity?.order_id ?? event.payload?.order?.entity?.id;

  let recorded: RecordResult | null = null;
  const outcome = await opts.db.transaction(async (tx): Promise<WebhookOutcome> => {
    const inserted = await tx
      .insert(webhookEvents)
      .values({ eventId, provider: opts.payments.kind, event: name, payload: event })
      .onConflictDoNothing()
      .returning({ eventId: webhookEvents.eventId });
    if (inserted.length === 0) return 'duplicate';
    if (!providerOrderId) return 'ignored';
    const order = await lockOrder(tx, { providerOrderId });
    if (!order) return 'ignored';
    if (name === 'payment.captured' || name === 'order.paid') {
      if (!entity?.id) return 'ignored';
      const paid = {
        providerPaymentId: entity.id,
        amountMinor: typeof entity.amount === 'number' ? entity.amount : null,
        currency: typeof entity.currency === 'string' ? entity.currency : null,
      };
      if (!paymentMatchesOrder(order, paid)) {
        await recordPaymentMismatch(tx, {
          provider: opts.payments.kind,
          kind: 'booking',
          bookingId: order.bookingId,
          expected: order,
          providerPaymentId: entity.id,
          receivedAmountMinor: paid.amountMinor,
          receivedCurrency: paid.currency,
          source: 'webhook',
        });
        return 'mismatch';
      }
      recorded = await recordPayment(tx, order, paid, 'webhook', opts.now);
      return recorded.created ? 'recorded' : 'already-recorded';
    }
    if (name === 'payment.failed') {
      await tx
        .update(paymentOrders)
        .set({ lastFailure: entity?.error_description ?? 'payment failed' })
        .where(eq(paymentOrders.id, order.id));
      return 'noted';
    }
    return 'ignored';
  });
  const r = recorded as RecordResult | null;
  if (await refundIfSeatGone(opts, r)) return outcome;
  if (r?.created) await notifyPaymentRecorded(opts.db, opts.mail, r.payment);
  return outcome;
}
