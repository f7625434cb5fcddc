// What the provider says about an order's payment, checked against what the order asks for. Both
// verification paths use it: the checkout's signed result (the named payment must be on the order
// and captured) and the spec's `{ orderId }` alone (a captured payment on the order). A payment whose
// amount or currency differs from the order's is never accepted: it is recorded for an admin
// (payment_mismatches) and the caller refuses it.
import { AppError } from '@tm/shared/errors';
import { PAYMENT_MESSAGES } from '@tm/shared/schemas/payments';
import type { Db } from '../../db/client';
import { paymentMismatches } from '../../db/schema/payments';
import {
  PaymentProviderError,
  type PaymentsPort,
  type ProviderPayment,
} from '../../ports/payments';
import type { Tx } from './tx';

export interface ExpectedPayment {
  providerOrderId: string;
  amountMinor: number;
  currency: string;
}

/** The amount and currency a payment reports equal the order's, to the paisa. */
export function paymentMatchesOrder(
  order: ExpectedPayment,
  paid: { amountMinor: number | null | undefined; currency: string | null | undefined },
): boolean {
  return (
    typeof paid.amountMinor === 'number' &&
    paid.amountMinor === order.amountMinor &&
    typeof paid.currency === 'string' &&
    paid.currency.toUpperCase() === order.currency.toUpperCase()
  );
}

export type Confirmation =
  | { kind: 'paid'; payment: ProviderPayment }
  | { kind: 'not-paid' }
  | { kind: 'mismatch'; payment: ProviderPayment };

/**
 * Asks the provider for the order's payments. With `paymentId` (a signed checkout result) only that
 * payment counts; without, any captured payment on the order does.
 */
export async function confirmProviderPayment(
  payments: PaymentsPort,
  order: ExpectedPayment,
  paymentId?: string,
): Promise<Confirmation> {
  let list: ProviderPayment[];
  try {
    list = await payments.fetchOrderPayments(order.providerOrderId);
  } catch (err) {
    if (err instanceof PaymentProviderError)
      throw new AppError('BAD_GATEWAY', PAYMENT_MESSAGES.providerUnreachable);
    throw err;
  }
  const captured = list.filter(
    (p) =>
      p.status === 'captured' &&
      p.orderId === order.providerOrderId &&
      (paymentId === undefined || p.paymentId === paymentId),
  );
  const good = captured.find((p) => paymentMatchesOrder(order, p));
  if (good) return { kind: 'paid', payment: good };
  if (captured[0]) return { kind: 'mismatch', payment: captured[0] };
  return { kind: 'not-paid' };
}

export interface MismatchInput {
  provider: string;
  kind: 'booking' | 'consultation';
  bookingId?: string | null;
  consultationId?: string | null;
  expected: ExpectedPayment;
  providerPaymentId: string;
  receivedAmountMinor: number | null | undefined;
  receivedCurrency: string | null | undefined;
  source: 'verify' | 'webhook';
}

/** Records a mismatch once per provider payment (replays and both paths find the first row). */
export async function recordPaymentMismatch(db: Db | Tx, m: MismatchInput): Promise<void> {
  await db
    .insert(paymentMismatches)
    .values({
      provider: m.provider,
      providerOrderId: m.expected.providerOrderId,
      providerPaymentId: m.providerPaymentId,
      kind: m.kind,
      bookingId: m.bookingId ?? null,
      consultationId: m.consultationId ?? null,
      expectedAmountMinor: m.expected.amountMinor,
      expectedCurrency: m.expected.currency,
      receivedAmountMinor:
        typeof m.receivedAmountMinor === 'number' && Number.isSafeInteger(m.receivedAmountMinor)
          ? m.receivedAmountMinor
          : null,
      receivedCurrency:
        typeof m.receivedCurrency === 'string' ? m.receivedCurrency.slice(0, 8) : null,
      source: m.source,
    })
    .onConflictDoNothing();
}

export const amountMismatchError = () => new AppError('CONFLICT', PAYMENT_MESSAGES.amountMismatch);
export const notPaidYetError = () => new AppError('CONFLICT', PAYMENT_MESSAGES.notPaidYet);
