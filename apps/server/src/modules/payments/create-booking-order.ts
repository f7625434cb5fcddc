// POST /api/create-booking-order (core-marketplace §7): the payment order for an accepted, paid,
// unexpired booking, for its student only. The booking row is locked while the order is looked up
// or created, so double clicks get the same open order. A provider failure writes nothing.
import crypto from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { AppError } from '@tm/shared/errors';
import { MSG } from '@tm/shared/messages';
import { statusAsOf } from '@tm/shared/rules/booking-status';
import { PAYMENT_MESSAGES, type PaymentOrderDto } from '@tm/shared/schemas/payments';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import { users } from '../../db/schema/users';
import { studentProfiles } from '../../db/schema/student-profiles';
import { paymentOrders } from '../../db/schema/payments';
import type { AuthUser } from '../auth/tokens';
import { loadBookingFor } from '../access/booking-access';
import { PaymentProviderError, type PaymentsPort } from '../../ports/payments';
import { assertConsentAllows } from '../data-rights/parental-consent';
import { holdSeatForPayment } from '../batches/batch-payments';

export interface CreateOrderOptions {
  db: Db;
  payments: PaymentsPort;
  user: AuthUser;
  bookingId: string;
  now?: Date;
  log?: { error: (obj: unknown, msg: string) => void };
}

type BookingRow = typeof bookings.$inferSelect;

/** Why this booking cannot be paid now, or null when it can. */
function payabilityError(b: BookingRow, now: Date): AppError | null {
  if (b.isTrial) return new AppError('CONFLICT', MSG.trialNoPayment);
  const status = statusAsOf(b, now);
  if (status === 'expired') return new AppError('CONFLICT', PAYMENT_MESSAGES.expired);
  if (status === 'active' || status === 'completed')
    return new AppError('CONFLICT', PAYMENT_MESSAGES.alreadyPaid);
  if (status !== 'accepted') return new AppError('CONFLICT', PAYMENT_MESSAGES.notAccepted);
  return null;
}

export async function createBookingOrder(opts: CreateOrderOptions): Promise<PaymentOrderDto> {
  const now = opts.now ?? new Date();
  assertConsentAllows(opts.user);
  if (opts.payments.kind === 'unavailable') {
    throw new AppError('SERVICE_UNAVAILABLE', MSG.paymentError);
  }
  return opts.db.transaction(async (tx) => {
    const { booking } = await loadBookingFor({
      db: tx,
      viewer: opts.user,
      bookingId: opts.bookingId,
      action: 'pay',
      lock: true,
    });
    const refusal = payabilityError(booking, now);
    if (refusal) throw refusal;
    // A group class enrolment pays only while its seat is held (or a seat is free again).
    if (booking.batchId) await holdSeatForPayment(tx, booking, now);

    const [tutor] = await tx
      .select({ fullName: users.fullName })
      .from(users)
      .where(eq(users.id, booking.tutorId))
      .limit(1);
    const [profile] = await tx
      .select({ phone: studentProfiles.contactNumber })
      .from(studentProfiles)
      .where(eq(studentProfiles.userId, opts.user.id))
      .limit(1);
    const dto = (orderId: string, amountMinor: number, keyId?: string): PaymentOrderDto => ({
      price: amountMinor / 100,
      currency: booking.currency,
      description: `${booking.subject} with ${tutor?.fullName ?? 'your tutor'} (${booking.sessions} ${booking.sessions === 1 ? 'session' : 'sessions'})`,
      orderId,
      name: opts.user.fullName,
      email: opts.user.email,
      phone: profile?.phone ?? '',
      provider: opts.payments.kind === 'razorpay' ? 'razorpay' : 'sandbox',
      ...(keyId ? { keyId } : {}),
    });

    const [open] = await tx
      .select()
      .from(paymentOrders)
      .where(and(eq(paymentOrders.bookingId, booking.id), eq(paymentOrders.status, 'created')))
      .limit(1);
    if (open && open.amountMinor === booking.totalMinor && open.provider === opts.payments.kind) {
      return dto(open.providerOrderId, open.amountMinor, opts.payments.keyId);
    }
    if (open) {
      await tx
        .update(paymentOrders)
        .set({ status: 'superseded' })
        .where(eq(paymentOrders.id, open.id));
    }

    const receipt = `bk_${booking.id.replaceAll('-', '').slice(0, 16)}_${crypto.randomBytes(6).toString('hex')}`;
    let order;
    try {
      order = await opts.payments.createOrder({
        amountMinor: booking.totalMinor,
        currency: booking.currency,
        receipt,
        notes: { bookingId: booking.id, studentId: booking.studentId, tutorId: booking.tutorId },
      });
    } catch (err) {
      if (err instanceof PaymentProviderError) {
        opts.log?.error({ err }, 'payment provider: order not created');
        throw new AppError('BAD_GATEWAY', MSG.paymentError);
      }
      throw err;
    }
    await tx.insert(paymentOrders).values({
      bookingId: booking.id,
      studentId: booking.studentId,
      tutorId: booking.tutorId,
      provider: opts.payments.kind === 'razorpay' ? 'razorpay' : 'sandbox',
      providerOrderId: order.orderId,
      receipt,
      amountMinor: booking.totalMinor,
      currency: booking.currency,
      createdAt: now,
    });
    return dto(order.orderId, booking.totalMinor, order.keyId);
  });
}
