// a student's cancellation with its refund (POST /request-refund) and a tutor's
// cancellation (POST /cancel-booking/{id}, always a full refund). Everything happens in one
// transaction on the locked booking row: the sessions are cancelled, the refund row is made under
// its idempotency key (`cancel:<booking>` or `cancel:<booking>:<session>`), and, unless the policy
// holds it for an admin, paid through the payments port. A repeat with the same key (a retry, a
// double click, a concurrent call) answers the refund already made; a provider failure undoes all.
import { and, eq } from 'drizzle-orm';
import { AppError } from '@tm/shared/errors';
import { splitPayment } from '@tm/shared/rules/payments';
import { nextStatus, statusAsOf } from '@tm/shared/rules/booking-status';
import { bookingSessions, sessionDates, type SessionChange } from '@tm/shared/rules/booking-time';
import {
  CANCELLATION_MESSAGES,
  quoteRefund,
  sessionValuesMinor,
  type CancelledBy,
  type RefundQuote,
} from '@tm/shared/rules/cancellation-policy';
import type { RefundDto, RefundQuoteDto } from '@tm/shared/schemas/booking-changes';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import { refunds } from '../../db/schema/booking-changes';
import { payments } from '../../db/schema/payments';
import type { PaymentsPort } from '../../ports/payments';
import type { AuthUser } from '../auth/tokens';
import { loadBookingFor } from '../access/booking-access';
import { loadBookingDto } from '../bookings/booking-dto';
import type { BookingMailContext } from '../bookings/booking-mail';
import type { Tx } from '../payments/tx';
import { readCancellationPolicy } from './cancellation-policy-setting';
import { cancellationMails, sendChangeMail } from './change-mail';
import { payRefund, toRefundDto } from './refunds';

type BookingRow = typeof bookings.$inferSelect;

export const CANCEL_MESSAGES = {
  sessionNotFound: 'Please choose an upcoming session of this booking.',
} as const;

interface Plan {
  quote: RefundQuote;
  keys: string[];
  paid: { id: string; amountMinor: number } | null;
}

/** The sessions a cancellation covers and what it refunds, read from the locked (or read) row. */
async function plan(
  db: Db | Tx,
  b: BookingRow,
  by: CancelledBy,
  sessionKey: string | undefined,
  now: Date,
): Promise<Plan> {
  const status = statusAsOf(b, now);
  const allowed = nextStatus(status, 'cancel', { isTrial: b.isTrial, actor: by });
  if (!allowed.ok) throw new AppError('CONFLICT', allowed.message);
  const [paid] = await db
    .select({ id: payments.id, amountMinor: payments.amountMinor })
    .from(payments)
    .where(and(eq(payments.bookingId, b.id), eq(payments.status, 'captured')))
    .limit(1);
  const keys = sessionDates(b);
  const values = sessionValuesMinor(paid ? paid.amountMinor : 0, b.sessions);
  const valueOf = new Map(keys.map((k, i) => [k, values[i] ?? 0]));
  let sessions = bookingSessions(b);
  if (sessionKey) {
    sessions = sessions.filter((s) => s.key === sessionKey && s.start > now);
    if (sessions.length === 0) throw new AppError('CONFLICT', CANCEL_MESSAGES.sessionNotFound);
  }
  const policy = await readCancellationPolicy(db);
  const quote = quoteRefund({
    policy,
    cancelledBy: by,
    isTrial: b.isTrial,
    now,
    sessions: sessions.map((s) => ({
      key: s.key!,
      start: s.start,
      valueMinor: valueOf.get(s.key!) ?? 0,
    })),
  });
  if ('refused' in quote) throw new AppError('CONFLICT', quote.refused);
  return {
    quote,
    keys: quote.lines.filter((l) => l.kind !== 'started').map((l) => l.key),
    paid: paid ?? null,
  };
}

/** GET /refund-quote: what cancelling would refund now (the cancel dialog shows it first). */
export async function refundQuote(opts: {
  db: Db;
  user: AuthUser;
  bookingId: string;
  sessionKey?: string;
  now?: Date;
}): Promise<RefundQuoteDto> {
  const now = opts.now ?? new Date();
  const { booking: b, grant } = await loadBookingFor({
    ...opts,
    viewer: opts.user,
    action: 'change',
  });
  const p = await plan(opts.db, b, grant.as, opts.sessionKey, now);
  return {
    bookingId: b.id,
    currency: b.currency,
    paid: (p.paid?.amountMinor ?? 0) / 100,
    refund: p.quote.refundMinor / 100,
    needsApproval: p.quote.needsApproval,
    lines: p.quote.lines.map((l) => ({
      key: l.key,
      start: l.start.toISOString(),
      kind: l.kind,
      percent: l.percent,
      value: l.valueMinor / 100,
      refund: l.refundMinor / 100,
    })),
    policy: await readCancellationPolicy(opts.db),
  };
}

/** The booking after its cancelled sessions: moved instants, or cancelled when nothing was held. */
function afterCancel(
  b: BookingRow,
  keys: string[],
  by: CancelledBy,
  reason: string | null,
  now: Date,
) {
  const cancelled = new Set(keys);
  const changes: SessionChange[] = [
    ...b.sessionChanges.filter((c) => !cancelled.has(c.from)),
    ...keys.map((from) => ({ from, cancelled: true })),
  ];
  const left = bookingSessions({ ...b, sessionChanges: changes });
  const whole = left.every((s) => s.start <= now);
  const held = left.length > 0;
  return {
    whole,
    set: {
      sessionChanges: changes,
      updatedAt: now,
      ...(left.length > 0
        ? { firstStartAt: left[0]!.start, lastEndAt: left[left.length - 1]!.end }
        : {}),
      ...(whole
        ? {
            cancelledBy: by,
            cancelledAt: now,
            cancellationReason: reason,
            // Nothing held: the booking is cancelled; some held: it completes with what was held.
            ...(held ? {} : { status: 'cancelled' as const }),
          }
        : {}),
    },
  };
}

export async function cancelBooking(opts: {
  db: Db;
  payments: PaymentsPort;
  mail: BookingMailContext;
  user: AuthUser;
  bookingId: string;
  sessionKey?: string;
  reason?: string;
  now?: Date;
}): Promise<RefundDto> {
  const now = opts.now ?? new Date();
  const key = `cancel:${opts.bookingId}${opts.sessionKey ? `:${opts.sessionKey}` : ''}`;
  const result = await opts.db.transaction(async (tx) => {
    const { booking: b, grant } = await loadBookingFor({
      db: tx,
      viewer: opts.user,
      bookingId: opts.bookingId,
      action: 'change',
      lock: true,
    });
    const by: CancelledBy = grant.as;
    // A repeat of a cancellation already made answers the same refund (the rule for repeated actions).
    const [done] = await tx.select().from(refunds).where(eq(refunds.idempotencyKey, key)).limit(1);
    if (done) return { refund: done, mail: null };
    const p = await plan(tx, b, by, opts.sessionKey, now);
    if (p.keys.length === 0) throw new AppError('CONFLICT', CANCELLATION_MESSAGES.nothingToCancel);
    const split = splitPayment(p.quote.refundMinor);
    const status =
      p.quote.refundMinor === 0 ? 'none' : p.quote.needsApproval ? 'pending_approval' : 'processed';
    const [refund] = await tx
      .insert(refunds)
      .values({
        idempotencyKey: key,
        bookingId: b.id,
        paymentId: p.paid?.id ?? null,
        studentId: b.studentId,
        tutorId: b.tutorId,
        cancelledBy: by,
        sessionKeys: p.keys,
        amountMinor: split.amountMinor,
        feeMinor: split.feeMinor,
        tutorMinor: split.tutorEarningMinor,
        currency: b.currency,
        quote: {
          lines: p.quote.lines,
          needsApproval: p.quote.needsApproval,
          policy: await readCancellationPolicy(tx),
        },
        reason: opts.reason || null,
        // Paid below, in this transaction; 'processed' is written only once the provider answered.
        status: status === 'processed' ? 'pending_approval' : status,
        createdAt: now,
      })
      .returning();
    const after = afterCancel(b, p.keys, by, opts.reason || null, now);
    await tx.update(bookings).set(after.set).where(eq(bookings.id, b.id));
    if (status === 'processed') await payRefund(tx, opts.payments, refund!, now, opts.mail.log);
    const [row] = await tx.select().from(refunds).where(eq(refunds.id, refund!.id));
    return {
      refund: row!,
      mail: { cancelledBy: by, sessions: p.keys.length, whole: after.whole },
    };
  });
  if (result.mail) {
    const b = await loadBookingDto(opts.db, opts.bookingId, now);
    if (b)
      await sendChangeMail(
        opts.mail,
        cancellationMails(
          b,
          {
            ...result.mail,
            reason: result.refund.reason,
            refundMinor: result.refund.amountMinor,
            refundStatus: result.refund.status,
          },
          opts.mail,
        ),
      );
  }
  return toRefundDto(result.refund);
}
