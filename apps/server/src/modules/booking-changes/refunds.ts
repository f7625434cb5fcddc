// paying a refund through the payments port, its ledger rows, and the admin's
// approve/decline of refunds the policy holds for approval. The refund row is locked while the
// provider is called (with the row's idempotency key), so concurrent or repeated calls pay once:
// the second caller waits, then finds it processed.
import { and, desc, eq } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { AppError } from '@tm/shared/errors';
import type { AdminRefundDto, RefundDto } from '@tm/shared/schemas/booking-changes';
import type { Db } from '../../db/client';
import { refunds } from '../../db/schema/booking-changes';
import { bookings } from '../../db/schema/bookings';
import { ledgerEntries, paymentOrders, payments } from '../../db/schema/payments';
import { users } from '../../db/schema/users';
import { PaymentProviderError, type PaymentsPort } from '../../ports/payments';
import type { AuthUser } from '../auth/tokens';
import type { Tx } from '../payments/tx';
import { loadBookingDto } from '../bookings/booking-dto';
import type { BookingMailContext } from '../bookings/booking-mail';
import { refundDecisionMail, sendChangeMail } from './change-mail';

export type RefundRow = typeof refunds.$inferSelect;

export const REFUND_FLOW_MESSAGES = {
  notFound: 'Refund not found.',
  providerFailed: 'The refund could not be started with the payment provider. Try again later.',
  alreadyDecided: (status: string) =>
    `This refund has already been ${status === 'processed' ? 'paid' : status}.`,
} as const;

export function toRefundDto(r: RefundRow): RefundDto {
  return {
    _id: r.id,
    bookingId: r.bookingId,
    cancelledBy: r.cancelledBy,
    sessionKeys: r.sessionKeys,
    amount: r.amountMinor / 100,
    currency: r.currency,
    status: r.status,
    providerRefundId: r.providerRefundId,
    reason: r.reason,
    decisionNote: r.decisionNote,
    createdAt: r.createdAt.toISOString(),
    decidedAt: r.decidedAt?.toISOString() ?? null,
  };
}

/**
 * Pays `refund` back through the provider and writes its three ledger rows, inside the caller's
 * transaction on the locked refund row. A provider failure throws (the caller's transaction rolls
 * back, nothing changes); the provider's own idempotency key makes a retry after a lost answer find
 * the same refund.
 */
export async function payRefund(
  tx: Tx,
  port: PaymentsPort,
  refund: Omit<RefundRow, 'decidedAt'> & { decidedAt: Date | null },
  now: Date,
  log?: { error: (obj: unknown, msg: string) => void },
): Promise<void> {
  if (!refund.paymentId || refund.amountMinor <= 0) return;
  const [p] = await tx
    .select({
      providerPaymentId: payments.providerPaymentId,
      orderId: paymentOrders.providerOrderId,
    })
    .from(payments)
    .innerJoin(paymentOrders, eq(paymentOrders.id, payments.orderId))
    .where(eq(payments.id, refund.paymentId))
    .limit(1);
  if (!p) throw new AppError('NOT_FOUND', REFUND_FLOW_MESSAGES.notFound);
  let providerRefundId: string;
  try {
    const r = await port.refund({
      paymentId: p.providerPaymentId,
      amountMinor: refund.amountMinor,
      idempotencyKey: refund.idempotencyKey,
      notes: { bookingId: refund.bookingId, reason: `cancelled by ${refund.cancelledBy}` },
    });
    providerRefundId = r.refundId;
  } catch (err) {
    if (err instanceof PaymentProviderError) {
      log?.error({ err }, 'refund failed');
      throw new AppError('BAD_GATEWAY', REFUND_FLOW_MESSAGES.providerFailed);
    }
    throw err;
  }
  const base = {
    currency: refund.currency,
    refundId: refund.id,
    providerOrderId: p.orderId,
    status: 'completed' as const,
    createdAt: now,
  };
  await tx
    .insert(ledgerEntries)
    .values([
      { ...base, userId: refund.studentId, type: 'refund', amountMinor: refund.amountMinor },
      { ...base, userId: null, type: 'fee_reversal', amountMinor: refund.feeMinor },
      { ...base, userId: refund.tutorId, type: 'earning_reversal', amountMinor: refund.tutorMinor },
    ])
    .onConflictDoNothing();
  await tx
    .update(refunds)
    .set({ status: 'processed', providerRefundId, decidedAt: refund.decidedAt ?? now })
    .where(eq(refunds.id, refund.id));
}

async function lockRefund(tx: Tx, id: string): Promise<RefundRow> {
  const [row] = await tx.select().from(refunds).where(eq(refunds.id, id)).for('update').limit(1);
  if (!row) throw new AppError('NOT_FOUND', REFUND_FLOW_MESSAGES.notFound);
  return row;
}

/** Admin: approve (pay) or decline a refund the policy held for approval. Repeats are answered. */
export async function decideRefund(opts: {
  db: Db;
  payments: PaymentsPort;
  mail: BookingMailContext;
  admin: AuthUser;
  refundId: string;
  approve: boolean;
  note?: string;
  now?: Date;
}): Promise<RefundDto> {
  const now = opts.now ?? new Date();
  const { row, changed } = await opts.db.transaction(async (tx) => {
    const r = await lockRefund(tx, opts.refundId);
    const target = opts.approve ? 'processed' : 'declined';
    if (r.status === target) return { row: r, changed: false };
    if (r.status !== 'pending_approval')
      throw new AppError('CONFLICT', REFUND_FLOW_MESSAGES.alreadyDecided(r.status));
    const decided = {
      decidedBy: opts.admin.id,
      decidedAt: now,
      decisionNote: opts.note || null,
    };
    await tx.update(refunds).set(decided).where(eq(refunds.id, r.id));
    if (opts.approve) await payRefund(tx, opts.payments, { ...r, ...decided }, now, opts.mail.log);
    else await tx.update(refunds).set({ status: 'declined' }).where(eq(refunds.id, r.id));
    return { row: (await lockRefund(tx, r.id))!, changed: true };
  });
  if (changed) {
    const b = await loadBookingDto(opts.db, row.bookingId, now);
    if (b)
      await sendChangeMail(opts.mail, [
        refundDecisionMail(b, opts.approve, row.amountMinor, row.decisionNote),
      ]);
  }
  return toRefundDto(row);
}

const student = alias(users, 'refund_student');
const tutor = alias(users, 'refund_tutor');

/** Admin list by status, newest first (indexed on status, created_at). */
export async function listRefundsForAdmin(opts: {
  db: Db;
  status: 'pending_approval' | 'processed' | 'declined';
}): Promise<AdminRefundDto[]> {
  const rows = await opts.db
    .select({
      r: refunds,
      subject: bookings.subject,
      studentName: student.fullName,
      studentEmail: student.email,
      tutorName: tutor.fullName,
    })
    .from(refunds)
    .innerJoin(bookings, eq(bookings.id, refunds.bookingId))
    .innerJoin(student, eq(student.id, refunds.studentId))
    .innerJoin(tutor, eq(tutor.id, refunds.tutorId))
    .where(and(eq(refunds.status, opts.status)))
    .orderBy(desc(refunds.createdAt))
    .limit(200);
  return rows.map(({ r, subject, studentName, studentEmail, tutorName }) => {
    const quote = r.quote as {
      lines?: { key: string; kind: string; percent: number; refundMinor: number }[];
    };
    return {
      ...toRefundDto(r),
      subject,
      student: { fullName: studentName, email: studentEmail },
      tutor: { fullName: tutorName },
      lines: (quote.lines ?? []).map((l) => ({
        key: l.key,
        kind: l.kind,
        percent: l.percent,
        refund: l.refundMinor / 100,
      })),
    };
  });
}
