// POST /api/verify-consultation-form-payment (mentorship-policies-video §4 "Consultation payment",
// §7): the checkout's result for a consultation's order, or the spec's `{ formId, orderId }`
// alone. The payments port confirms the order's payment (amount and currency must be the
// request's; a mismatch is recorded for an admin and refused); a confirmed one marks the request
// paid, which takes its slot (unique partial index
// on paid slots). Verifying again is idempotent. A payment that arrives after another payment has
// taken the same slot is recorded as refund_due and refused, so the team refunds it.
import { and, eq } from 'drizzle-orm';
import { AppError } from '@tm/shared/errors';
import {
  MENTORSHIP_MESSAGES as M,
  type VerifyConsultationPayment,
} from '@tm/shared/schemas/mentorship';
import type { Db } from '../../db/client';
import { consultationRequests } from '../../db/schema/mentorship';
import type { PaymentsPort } from '../../ports/payments';
import { isUniqueViolation } from '../content/blog-fields';
import { consultationPaidMail, type MentorshipMailContext } from './mentorship-mail';
import {
  amountMismatchError,
  confirmProviderPayment,
  notPaidYetError,
  recordPaymentMismatch,
} from '../payments/confirm-payment';

export interface VerifiedConsultation {
  _id: string;
  status: 'paid';
  orderId: string;
  paymentId: string;
  amount: number;
  currency: 'INR' | 'USD';
  sessionDate: string;
  sessionTime: string;
  startsAt: string;
  /** True when this call found the payment already verified. */
  alreadyVerified: boolean;
}

type Row = typeof consultationRequests.$inferSelect;

function answer(row: Row, alreadyVerified: boolean): VerifiedConsultation {
  return {
    _id: row.id,
    status: 'paid',
    orderId: row.providerOrderId!,
    paymentId: row.providerPaymentId!,
    amount: row.amountMinor / 100,
    currency: row.currency,
    sessionDate: row.sessionDate,
    sessionTime: row.sessionTime,
    startsAt: row.startsAt.toISOString(),
    alreadyVerified,
  };
}

const slotLost = () =>
  new AppError(
    'CONFLICT',
    `${M.slotTaken} Your payment will be refunded in full; we will contact you.`,
  );

async function load(db: Db, id: string): Promise<Row | undefined> {
  const [row] = await db
    .select()
    .from(consultationRequests)
    .where(eq(consultationRequests.id, id))
    .limit(1);
  return row;
}

export async function verifyConsultationPayment(opts: {
  db: Db;
  payments: PaymentsPort;
  mail: MentorshipMailContext;
  input: VerifyConsultationPayment;
}): Promise<VerifiedConsultation> {
  const { db, input } = opts;
  const row = await load(db, input.formId);
  if (!row) throw new AppError('NOT_FOUND', 'Consultation request not found.');
  if (!row.providerOrderId || row.providerOrderId !== input.orderId)
    throw new AppError('BAD_REQUEST', 'This payment does not belong to this consultation request.');
  if (row.status === 'paid') return answer(row, true);
  if (row.status === 'refund_due') throw slotLost();
  // The checkout's signed result names its payment; the spec's `{ formId, orderId }` alone asks
  // the provider whether the order is paid. Either way the provider's payment must be captured
  // for the request's amount and currency.
  const signed = Boolean(input.paymentId || input.signature);
  if (
    signed &&
    (!input.paymentId ||
      !opts.payments.verifyPaymentSignature({
        orderId: input.orderId,
        paymentId: input.paymentId,
        signature: input.signature,
      }))
  )
    throw new AppError('BAD_REQUEST', M.paymentConfirmationFailed);
  const expected = {
    providerOrderId: row.providerOrderId,
    amountMinor: row.amountMinor,
    currency: row.currency,
  };
  const confirmed = await confirmProviderPayment(
    opts.payments,
    expected,
    signed ? input.paymentId : undefined,
  );
  if (confirmed.kind === 'not-paid') throw notPaidYetError();
  if (confirmed.kind === 'mismatch') {
    await recordPaymentMismatch(db, {
      provider: opts.payments.kind,
      kind: 'consultation',
      consultationId: row.id,
      expected,
      providerPaymentId: confirmed.payment.paymentId,
      receivedAmountMinor: confirmed.payment.amountMinor,
      receivedCurrency: confirmed.payment.currency,
      source: 'verify',
    });
    throw amountMismatchError();
  }
  const paymentId = confirmed.payment.paymentId;

  const paidAt = new Date();
  let updated: Row | undefined;
  try {
    [updated] = await db
      .update(consultationRequests)
      .set({ status: 'paid', providerPaymentId: paymentId, paidAt, updatedAt: paidAt })
      .where(and(eq(consultationRequests.id, row.id), eq(consultationRequests.status, 'pending')))
      .returning();
  } catch (err) {
    if (!isUniqueViolation(err)) throw err;
    // Another payment holds this slot: keep the money's trace for the refund.
    const [refund] = await db
      .update(consultationRequests)
      .set({ status: 'refund_due', providerPaymentId: paymentId, paidAt, updatedAt: paidAt })
      .where(and(eq(consultationRequests.id, row.id), eq(consultationRequests.status, 'pending')))
      .returning();
    if (refund) await consultationPaidMail(opts.mail, refund);
    throw slotLost();
  }
  if (!updated) {
    // A concurrent verification of the same payment got there first.
    const now = (await load(db, row.id))!;
    if (now.status === 'paid') return answer(now, true);
    throw slotLost();
  }
  await consultationPaidMail(opts.mail, updated);
  return answer(updated, false);
}
