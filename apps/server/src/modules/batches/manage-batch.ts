// A tutor's batches: create, edit (what does not affect enrolled students), cancel one session
// (every enrolled student refunded for it) or the whole batch (full refunds). Refunds go through
// the booking cancellation already built (booking-changes/cancel-booking.ts), as the batch's
// tutor: a tutor's cancellation is always a full refund, paid through the payments port with an
// idempotency key per enrolment and session, so a repeat or a retry never refunds twice.
import crypto from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import { AppError } from '@tm/shared/errors';
import {
  BATCH_FIELDS_AFTER_ENROLMENT,
  BATCH_MESSAGES,
  batchSessionDates,
  checkBatch,
  maxSeatsFor,
  type BatchDraft,
} from '@tm/shared/rules/batches';
import { bookingSessions } from '@tm/shared/rules/booking-time';
import { todayIn } from '@tm/shared/rules/dates';
import type { BatchDto, CreateBatchRequest, UpdateBatchRequest } from '@tm/shared/schemas/batches';
import type { Db } from '../../db/client';
import { batches } from '../../db/schema/batches';
import { bookings } from '../../db/schema/bookings';
import { tutorProfiles } from '../../db/schema/tutor-profiles';
import type { PaymentsPort } from '../../ports/payments';
import type { AuthUser } from '../auth/tokens';
import { loadBatchFor } from '../access/batch-access';
import { cancelBooking } from '../booking-changes/cancel-booking';
import type { BookingMailContext } from '../bookings/booking-mail';
import type { Tx } from '../payments/tx';
import { batchSchedule, batchSessions, toBatchDto, tutorOf, type BatchRow } from './batch-dto';
import { seatsTaken } from './seats';

interface Ctx {
  db: Db;
  user: AuthUser;
  groupClassesEnabled: boolean;
  now?: Date;
}

async function tutorContext(db: Db | Tx, tutorId: string, now: Date) {
  const [p] = await db
    .select()
    .from(tutorProfiles)
    .where(eq(tutorProfiles.userId, tutorId))
    .limit(1);
  if (!p) throw new AppError('FORBIDDEN', BATCH_MESSAGES.notVerified);
  return {
    profile: p,
    context: {
      verified: p.verificationStatus === 'verified',
      studentsPerClass: p.studentsPerClass,
      tutoringModes: p.tutoringModes,
      minHourMinor: p.minHourChargeMinor,
      maxHourMinor: p.maxHourChargeMinor,
      currency: p.currency,
      today: todayIn(p.timezone, now),
    },
  };
}

function refuse(problems: { field: string; message: string }[]): never {
  const first = problems[0]!;
  const code = first.field === 'tutor' ? 'FORBIDDEN' : 'BAD_REQUEST';
  throw new AppError(code, first.message, {
    errors: Object.fromEntries(problems.map((p) => [p.field, p.message])),
  });
}

/** The stored schedule columns for a draft: its session dates, end date and UTC span. */
function scheduleColumns(d: BatchDraft, timezone: string) {
  const dates = batchSessionDates(d.startDate, d.days, d.sessions);
  if (dates.length !== d.sessions)
    refuse([{ field: 'days', message: BATCH_MESSAGES.daysRequired }]);
  const endDate = dates[dates.length - 1]!;
  const sessions = bookingSessions({
    sessionType: 'multiple',
    startDate: d.startDate,
    endDate,
    availableDays: d.days,
    startTime: d.startTime,
    endTime: d.endTime,
    timezone,
  });
  return {
    endDate,
    firstStartAt: sessions[0]!.start,
    lastEndAt: sessions[sessions.length - 1]!.end,
  };
}

const toDraft = (r: CreateBatchRequest | BatchRow, priceMinor: number): BatchDraft => ({
  title: r.title,
  subject: r.subject,
  level: r.level,
  mode: r.mode,
  startDate: r.startDate,
  days: r.days,
  startTime: r.startTime,
  endTime: r.endTime,
  sessions: r.sessions,
  seats: r.seats,
  priceMinor,
});

export async function createBatch(ctx: Ctx & { request: CreateBatchRequest }): Promise<BatchDto> {
  const now = ctx.now ?? new Date();
  const r = ctx.request;
  const { profile, context } = await tutorContext(ctx.db, ctx.user.id, now);
  const priceMinor = Math.round(r.price * 100);
  const draft = toDraft(r, priceMinor);
  const problems = checkBatch(draft, context);
  if (problems.length) refuse(problems);
  const cols = scheduleColumns(draft, profile.timezone);
  const [row] = await ctx.db
    .insert(batches)
    .values({
      tutorId: ctx.user.id,
      title: r.title,
      description: r.description ?? '',
      subject: r.subject,
      level: r.level,
      mode: r.mode,
      startDate: r.startDate,
      days: [...r.days],
      startTime: r.startTime,
      endTime: r.endTime,
      timezone: profile.timezone,
      sessions: r.sessions,
      seats: r.seats,
      priceMinor,
      currency: profile.currency,
      freeFirstSession: r.freeFirstSession ?? false,
      roomSecret: crypto.randomBytes(18).toString('hex'),
      roomPin: crypto.randomBytes(9).toString('hex'),
      ...cols,
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return toBatchDto(row!, await tutorOf(ctx.db, ctx.user.id), 0, {
    viewer: 'tutor',
    bookingId: null,
    enabled: ctx.groupClassesEnabled,
  });
}

export async function updateBatch(
  ctx: Ctx & { batchId: string; request: UpdateBatchRequest },
): Promise<BatchDto> {
  const now = ctx.now ?? new Date();
  const { row, taken } = await ctx.db.transaction(async (tx) => {
    const { batch } = await loadBatchFor({
      db: tx,
      viewer: ctx.user,
      batchId: ctx.batchId,
      action: 'manage',
      lock: true,
    });
    if (batch.status !== 'open') throw new AppError('CONFLICT', BATCH_MESSAGES.cancelled);
    const r = ctx.request;
    const taken = await seatsTaken(tx, batch.id, now);
    const { profile, context } = await tutorContext(tx, ctx.user.id, now);
    const changed = (Object.keys(r) as (keyof typeof r)[]).filter((k) => r[k] !== undefined);
    const locked = taken > 0 || batch.firstStartAt <= now;
    if (locked) {
      const allowed = BATCH_FIELDS_AFTER_ENROLMENT as readonly string[];
      if (changed.some((k) => !allowed.includes(k)))
        throw new AppError('CONFLICT', BATCH_MESSAGES.lockedAfterEnrolment);
      if (r.seats !== undefined) {
        if (r.seats < taken)
          throw new AppError('CONFLICT', BATCH_MESSAGES.seatsBelowEnrolled(taken));
        const max = maxSeatsFor(context.studentsPerClass);
        if (r.seats > max) refuse([{ field: 'seats', message: BATCH_MESSAGES.seatsInvalid(max) }]);
      }
      const [row] = await tx
        .update(batches)
        .set({
          ...(r.title !== undefined ? { title: r.title } : {}),
          ...(r.description !== undefined ? { description: r.description } : {}),
          ...(r.seats !== undefined ? { seats: r.seats } : {}),
          updatedAt: now,
        })
        .where(eq(batches.id, batch.id))
        .returning();
      return { row: row!, taken };
    }
    const priceMinor = r.price !== undefined ? Math.round(r.price * 100) : batch.priceMinor;
    const draft = { ...toDraft(batch, priceMinor), ...stripUndefined(r), priceMinor };
    const problems = checkBatch(draft, context);
    if (problems.length) refuse(problems);
    const cols = scheduleColumns(draft, profile.timezone);
    const [row] = await tx
      .update(batches)
      .set({
        title: draft.title,
        description: r.description ?? batch.description,
        subject: draft.subject,
        level: draft.level,
        mode: draft.mode as BatchRow['mode'],
        startDate: draft.startDate,
        days: [...draft.days],
        startTime: draft.startTime,
        endTime: draft.endTime,
        sessions: draft.sessions,
        seats: draft.seats,
        priceMinor,
        freeFirstSession: r.freeFirstSession ?? batch.freeFirstSession,
        ...cols,
        updatedAt: now,
      })
      .where(eq(batches.id, batch.id))
      .returning();
    return { row: row!, taken };
  });
  return toBatchDto(row, await tutorOf(ctx.db, row.tutorId), taken, {
    viewer: 'tutor',
    bookingId: null,
    enabled: ctx.groupClassesEnabled,
  });
}

function stripUndefined<T extends object>(o: T): Partial<T> {
  return Object.fromEntries(Object.entries(o).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** The enrolments (held or paid) a cancellation refunds. */
async function openEnrolments(db: Db, batchId: string) {
  return db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.batchId, batchId), inArray(bookings.status, ['accepted', 'active'])));
}

interface CancelCtx extends Ctx {
  batchId: string;
  reason: string;
  payments: PaymentsPort;
  mail: BookingMailContext;
}

/** Cancels each enrolment's sessions as the tutor; answers how many refunds and their total. */
async function refundEnrolments(ctx: CancelCtx, sessionKey: string | undefined, now: Date) {
  let refunds = 0;
  let refundedMinor = 0;
  for (const e of await openEnrolments(ctx.db, ctx.batchId)) {
    try {
      const r = await cancelBooking({
        db: ctx.db,
        payments: ctx.payments,
        mail: ctx.mail,
        user: ctx.user,
        bookingId: e.id,
        ...(sessionKey ? { sessionKey } : {}),
        reason: ctx.reason,
        now,
      });
      if (r.amount > 0) {
        refunds += 1;
        refundedMinor += Math.round(r.amount * 100);
      }
    } catch (err) {
      // Nothing left to cancel on this enrolment (its sessions are over): nothing to refund.
      if (err instanceof AppError && err.code === 'CONFLICT') continue;
      throw err;
    }
  }
  return { refunds, refundedMinor };
}

async function answer(
  ctx: Ctx,
  batchId: string,
  now: Date,
  r: { refunds: number; refundedMinor: number },
) {
  const [row] = await ctx.db.select().from(batches).where(eq(batches.id, batchId)).limit(1);
  const taken = await seatsTaken(ctx.db, batchId, now);
  return {
    batch: toBatchDto(row!, await tutorOf(ctx.db, row!.tutorId), taken, {
      viewer: 'tutor',
      bookingId: null,
      enabled: ctx.groupClassesEnabled,
    }),
    refunds: r.refunds,
    refundedAmount: r.refundedMinor / 100,
  };
}

/**
 * Cancels the whole batch: it stops being listed and every enrolment's remaining sessions are
 * refunded in full. A repeat finishes what a failed first attempt left (each refund is keyed).
 */
export async function cancelBatch(ctx: CancelCtx) {
  const now = ctx.now ?? new Date();
  await ctx.db.transaction(async (tx) => {
    const { batch } = await loadBatchFor({
      db: tx,
      viewer: ctx.user,
      batchId: ctx.batchId,
      action: 'manage',
      lock: true,
    });
    if (batch.status === 'open')
      await tx
        .update(batches)
        .set({
          status: 'cancelled',
          cancelledAt: now,
          cancellationReason: ctx.reason,
          updatedAt: now,
        })
        .where(eq(batches.id, batch.id));
  });
  return answer(ctx, ctx.batchId, now, await refundEnrolments(ctx, undefined, now));
}

/** Cancels one upcoming session: every enrolled student is refunded that session's share. */
export async function cancelBatchSession(ctx: CancelCtx & { sessionKey: string }) {
  const now = ctx.now ?? new Date();
  await ctx.db.transaction(async (tx) => {
    const { batch } = await loadBatchFor({
      db: tx,
      viewer: ctx.user,
      batchId: ctx.batchId,
      action: 'manage',
      lock: true,
    });
    if (batch.status !== 'open') throw new AppError('CONFLICT', BATCH_MESSAGES.cancelled);
    const session = batchSessions(batch).find((s) => s.key === ctx.sessionKey);
    if (!session || session.start <= now)
      throw new AppError('CONFLICT', BATCH_MESSAGES.sessionNotFound);
    if (session.cancelled) return; // a repeat: the refunds below find their keyed rows
    const changes = [...batch.sessionChanges, { from: ctx.sessionKey, cancelled: true }];
    const left = bookingSessions({ ...batchSchedule(batch), sessionChanges: changes });
    await tx
      .update(batches)
      .set({
        sessionChanges: changes,
        ...(left.length
          ? { firstStartAt: left[0]!.start, lastEndAt: left[left.length - 1]!.end }
          : { status: 'cancelled' as const, cancelledAt: now, cancellationReason: ctx.reason }),
        updatedAt: now,
      })
      .where(eq(batches.id, batch.id));
  });
  return answer(ctx, ctx.batchId, now, await refundEnrolments(ctx, ctx.sessionKey, now));
}
