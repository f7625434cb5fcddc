// POST /api/verify-booking-payment (core-marketplace §7): confirms the payment of the order stored
// for this booking (never trusting an order the browser names that is not this booking's), then
// records it (record-payment.ts) and answers the booking, now active. Two bodies are accepted:
// - the checkout's signed result (razorpay_payment_id + razorpay_signature): the signature must
//   match, and the provider must hold that payment, captured, for the order's amount and currency;
// - the spec's `{ orderId, bookingId }` alone: the server asks the payments port whether the order
//   is paid (Razorpay: the order's payments; the sandbox: its own record) and checks the same.
// A payment of another amount or currency is recorded for an admin and refused. Idempotent: a
// second verify, or one after the webhook, finds the payment and answers the same.
import { and, eq } from 'drizzle-orm';
import { AppError } from '@tm/shared/errors';
import { PAYMENT_MESSAGES, type VerifyBookingPaymentRequest } from '@tm/shared/schemas/payments';
import type { BookingDto } from '@tm/shared/schemas/booking';
import type { Db } from '../../db/client';
import { paymentOrders, payments } from '../../db/schema/payments';
import type { AuthUser } from '../auth/tokens';
import type { PaymentsPort } from '../../ports/payments';
import { loadBookingFor } from '../access/booking-access';
import { bookingFor, loadBookingDto } from '../bookings/booking-dto';
import { recordPayment } from './record-payment';
import { BATCH_MESSAGES } from '@tm/shared/rules/batches';
import { bookings } from '../../db/schema/bookings';
import { refundIfSeatGone } from '../batches/batch-payments';

async function isBatchBooking(db: Db, bookingId: string): Promise<boolean> {
  const [b] = await db
    .select({ batchId: bookings.batchId })
    .from(bookings)
    .where(eq(bookings.id, bookingId))
    .limit(1);
  return Boolean(b?.batchId);
}
import { notifyPaymentRecorded } from './notify-payment';
import type { PaymentMailContext } from './payment-mail';
import { assertConsentAllows } from '../data-rights/parental-consent';
import {
  amountMismatchError,
  confirmProviderPayment,
  notPaidYetError,
  recordPaymentMismatch,
} from './confirm-payment';

export interface VerifyOptions {
  db: Db;
  payments: PaymentsPort;
  mail: PaymentMailContext;
  user: AuthUser;
  request: VerifyBookingPaymentRequest;
  now?: Date;
}

export async function verifyBookingPayment(opts: VerifyOptions): Promise<BookingDto> {
  const now = opts.now ?? new Date();
  const { bookingId, orderId, razorpay_payment_id: signedPaymentId } = opts.request;
  assertConsentAllows(opts.user);
  const { grant } = await loadBookingFor({ ...opts, viewer: opts.user, bookingId, action: 'pay' });
  // The order must be one the server created for this booking; its stored id is what is signed.
  const [stored] = await opts.db
    .select()
    .from(paymentOrders)
    .where(and(eq(paymentOrders.bookingId, bookingId), eq(paymentOrders.providerOrderId, orderId)))
    .limit(1);
  if (!stored) throw new AppError('BAD_REQUEST', PAYMENT_MESSAGES.orderNotFound);
  if (
    signedPaymentId !== undefined &&
    !opts.payments.verifyPaymentSignature({
      orderId: stored.providerOrderId,
      paymentId: signedPaymentId,
      signature: opts.request.razorpay_signature,
    })
  )
    throw new AppError('BAD_REQUEST', PAYMENT_MESSAGES.signatureInvalid);

  // Already recorded (an earlier verify or the webhook): the same answer, without asking again.
  const [known] = await opts.db
    .select({ id: payments.id, status: payments.status })
    .from(payments)
    .where(eq(payments.orderId, stored.id))
    .limit(1);
  if (!known) {
    const confirmed = await confirmProviderPayment(opts.payments, stored, signedPaymentId);
    if (confirmed.kind === 'not-paid') throw notPaidYetError();
    if (confirmed.kind === 'mismatch') {
      await recordPaymentMismatch(opts.db, {
        provider: opts.payments.kind,
        kind: 'booking',
        bookingId,
        expected: stored,
        providerPaymentId: confirmed.payment.paymentId,
        receivedAmountMinor: confirmed.payment.amountMinor,
        receivedCurrency: confirmed.payment.currency,
        source: 'verify',
      });
      throw amountMismatchError();
    }
    const paid = confirmed.payment;
    const result = await opts.db.transaction(async (tx) => {
      const order = await tx
        .select()
        .from(paymentOrders)
        .where(eq(paymentOrders.id, stored.id))
        .for('update')
        .limit(1);
      return recordPayment(
        tx,
        order[0]!,
        {
          providerPaymentId: paid.paymentId,
          amountMinor: paid.amountMinor,
          currency: paid.currency,
        },
        'verify',
        now,
      );
    });
    // A group class's seat taken by someone else meanwhile: the money goes back at once.
    if (await refundIfSeatGone({ ...opts, log: opts.mail.log }, result))
      throw new AppError('CONFLICT', BATCH_MESSAGES.filledBeforePayment);
    if (result.payment.status !== 'captured' && (await isBatchBooking(opts.db, bookingId)))
      throw new AppError('CONFLICT', BATCH_MESSAGES.filledBeforePayment);
    if (result.created) await notifyPaymentRecorded(opts.db, opts.mail, result.payment);
  } else if (known.status !== 'captured' && (await isBatchBooking(opts.db, bookingId))) {
    throw new AppError('CONFLICT', BATCH_MESSAGES.filledBeforePayment);
  }
  const dto = (await loadBookingDto(opts.db, bookingId, now))!;
  return bookingFor(grant, dto); // the student's projection
}
