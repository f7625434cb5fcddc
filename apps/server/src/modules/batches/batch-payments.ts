// Where a group class enrolment meets the booking payment routes. The order is created only
// while the student's seat is held (or, after the hold lapsed, while a seat is still free). When
// the money arrives, the batch row is locked and the paid seats counted again: if the seats went to
// others meanwhile (or the batch was cancelled), the payment is recorded as refund_due, the
// enrolment is cancelled and the money is refunded at once through the payments port.
import { eq } from 'drizzle-orm';
import { AppError } from '@tm/shared/errors';
import { BATCH_MESSAGES } from '@tm/shared/rules/batches';
import type { Db } from '../../db/client';
import { batches } from '../../db/schema/batches';
import type { bookings } from '../../db/schema/bookings';
import type { PaymentsPort } from '../../ports/payments';
import type { Tx } from '../payments/tx';
import type { RecordResult } from '../payments/record-payment';
import { refundPayment } from '../payments/refund-payment';
import type { PaymentMailContext } from '../payments/payment-mail';
import { renewHold } from './enrol';
import { holdCutoff, seatsTaken } from './seats';

type BookingRow = typeof bookings.$inferSelect;

async function lockBatch(tx: Tx, batchId: string) {
  const [batch] = await tx
    .select()
    .from(batches)
    .where(eq(batches.id, batchId))
    .for('update')
    .limit(1);
  if (!batch) throw new AppError('NOT_FOUND', BATCH_MESSAGES.notFound);
  return batch;
}

/** Before an order: the seat is still held, or renewed while one is free; else "full". */
export async function holdSeatForPayment(tx: Tx, booking: BookingRow, now: Date): Promise<void> {
  const batch = await lockBatch(tx, booking.batchId!);
  if (batch.status !== 'open') throw new AppError('CONFLICT', BATCH_MESSAGES.cancelled);
  if (booking.updatedAt > holdCutoff(now)) return;
  await renewHold(tx, batch, booking, now);
}

/** When money arrives: is there still a paid seat for this enrolment? */
export async function seatStillFree(tx: Tx, booking: BookingRow, now: Date): Promise<boolean> {
  const batch = await lockBatch(tx, booking.batchId!);
  if (batch.status !== 'open') return false;
  const paid = await seatsTaken(tx, batch.id, now, {
    excludeBookingId: booking.id,
    paidOnly: true,
  });
  return paid < batch.seats;
}

/** After the recording transaction: refund at once a payment whose seat was gone. */
export async function refundIfSeatGone(
  opts: {
    db: Db;
    payments: PaymentsPort;
    mail: PaymentMailContext;
    log?: { error: (obj: unknown, msg: string) => void };
  },
  result: RecordResult | null,
): Promise<boolean> {
  if (!result?.refundNow) return false;
  await refundPayment({
    ...opts,
    paymentId: result.payment.id,
    reason: 'the group class was full (or cancelled) when the payment arrived',
  });
  return true;
}
