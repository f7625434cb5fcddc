// reschedule proposals. Either side of an accepted or active booking proposes a new
// date and start time for one session or the rest (rules/reschedule.ts plans and checks it); the
// other side accepts (checked again, with the tutor's other classes by the same clash check as
// accept-booking, under the same per-tutor lock) or declines; the proposer may withdraw. Every
// proposal is kept. Mail goes to the other side at each step.
import { and, desc, eq, inArray } from 'drizzle-orm';
import { AppError } from '@tm/shared/errors';
import { statusAsOf } from '@tm/shared/rules/booking-status';
import {
  RESCHEDULE_MESSAGES as M,
  planReschedule,
  rescheduleTransition,
  type RescheduleEvent,
} from '@tm/shared/rules/reschedule';
import type {
  ProposeRescheduleRequest,
  RefundDto,
  RescheduleDto,
} from '@tm/shared/schemas/booking-changes';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import { refunds, rescheduleProposals } from '../../db/schema/booking-changes';
import { tutorProfiles } from '../../db/schema/tutor-profiles';
import type { AuthUser } from '../auth/tokens';
import { decideBookingAccess, loadBookingFor, whereParty } from '../access/booking-access';
import { assertNoClash } from '../bookings/decide-booking';
import { loadBookingDto } from '../bookings/booking-dto';
import type { BookingMailContext } from '../bookings/booking-mail';
import type { Tx } from '../payments/tx';
import { rescheduleMail, sendChangeMail } from './change-mail';
import { toRefundDto } from './refunds';

type BookingRow = typeof bookings.$inferSelect;
type ProposalRow = typeof rescheduleProposals.$inferSelect;

const MOVABLE = ['accepted', 'active'] as const;

function toDto(p: ProposalRow): RescheduleDto {
  return {
    _id: p.id,
    bookingId: p.bookingId,
    proposedBy: p.proposerRole,
    scope: p.scope,
    sessionKey: p.sessionKey,
    fromDate: p.fromDate,
    fromStartTime: p.fromStartTime,
    newDate: p.newDate,
    newStartTime: p.newStartTime,
    newEndTime: p.newEndTime,
    movedCount: p.movedCount,
    message: p.message,
    status: p.status,
    declineReason: p.declineReason,
    createdAt: p.createdAt.toISOString(),
    decidedAt: p.decidedAt?.toISOString() ?? null,
  };
}

function assertMovable(b: BookingRow, now: Date) {
  if (!(MOVABLE as readonly string[]).includes(statusAsOf(b, now)))
    throw new AppError('CONFLICT', M.notMovable);
}

/** The plan checked against the booking and, on the tutor's calendar, their other classes. */
async function checkedPlan(tx: Tx, b: BookingRow, draft: ProposeRescheduleRequest, now: Date) {
  const plan = planReschedule(b, draft, now);
  if (!plan.ok) throw new AppError('BAD_REQUEST', plan.message, { field: plan.field });
  const first = plan.sessions[0]!;
  const last = plan.sessions[plan.sessions.length - 1]!;
  await assertNoClash(
    tx,
    { ...b, sessionChanges: plan.sessionChanges, firstStartAt: first.start, lastEndAt: last.end },
    now,
  );
  return plan;
}

async function notify(
  opts: { db: Db; mail: BookingMailContext },
  kind: 'proposed' | 'accepted' | 'declined' | 'withdrawn',
  p: RescheduleDto,
  now: Date,
) {
  const b = await loadBookingDto(opts.db, p.bookingId, now);
  if (b) await sendChangeMail(opts.mail, [rescheduleMail(kind, b, p, opts.mail)]);
}

export async function proposeReschedule(opts: {
  db: Db;
  mail: BookingMailContext;
  user: AuthUser;
  bookingId: string;
  request: ProposeRescheduleRequest;
  now?: Date;
}): Promise<RescheduleDto> {
  const now = opts.now ?? new Date();
  const row = await opts.db.transaction(async (tx) => {
    const { booking: b, grant } = await loadBookingFor({
      db: tx,
      viewer: opts.user,
      bookingId: opts.bookingId,
      action: 'change',
      lock: true,
    });
    assertMovable(b, now);
    const [pending] = await tx
      .select({ id: rescheduleProposals.id })
      .from(rescheduleProposals)
      .where(
        and(eq(rescheduleProposals.bookingId, b.id), eq(rescheduleProposals.status, 'pending')),
      )
      .limit(1);
    if (pending) throw new AppError('CONFLICT', M.pendingExists);
    const plan = await checkedPlan(tx, b, opts.request, now);
    const target = plan.moved.find((s) => s.key === opts.request.sessionKey)!;
    const before = b.sessionChanges.find((c) => c.from === target.key);
    const [made] = await tx
      .insert(rescheduleProposals)
      .values({
        bookingId: b.id,
        proposedBy: opts.user.id,
        proposerRole: grant.as,
        scope: opts.request.scope,
        sessionKey: target.key!,
        fromDate: before?.date ?? target.key!,
        fromStartTime: before?.startTime ?? b.startTime,
        newDate: target.date,
        newStartTime: plan.newStartTime,
        newEndTime: plan.newEndTime,
        movedCount: plan.moved.length,
        message: opts.request.message || null,
        baseChanges: b.sessionChanges,
        changes: plan.sessionChanges,
        createdAt: now,
      })
      .returning();
    return made!;
  });
  const dto = toDto(row);
  await notify(opts, 'proposed', dto, now);
  return dto;
}

/** Accept, decline or withdraw a pending proposal. A repeat of the same answer is answered again. */
export async function answerReschedule(opts: {
  db: Db;
  mail: BookingMailContext;
  user: AuthUser;
  proposalId: string;
  event: RescheduleEvent;
  declineReason?: string;
  now?: Date;
}): Promise<RescheduleDto> {
  const now = opts.now ?? new Date();
  const { row, changed } = await opts.db.transaction(async (tx) => {
    const [found] = await tx
      .select({
        bookingId: rescheduleProposals.bookingId,
        studentId: bookings.studentId,
        tutorId: bookings.tutorId,
      })
      .from(rescheduleProposals)
      .innerJoin(bookings, eq(bookings.id, rescheduleProposals.bookingId))
      .where(eq(rescheduleProposals.id, opts.proposalId))
      .limit(1);
    // A proposal is its booking's: the booking's access decides, and someone with none is told
    // the proposal does not exist, as for a missing one (its ids cannot be probed).
    const access = decideBookingAccess(opts.user, found, 'change');
    if (!found || (!access.ok && access.code === 'NOT_FOUND'))
      throw new AppError('NOT_FOUND', M.notFound);
    if (!access.ok) throw new AppError(access.code, access.message);
    // Accepting changes the tutor's calendar: serialised per tutor like accept-booking.
    if (opts.event === 'accept')
      await tx
        .select({ id: tutorProfiles.userId })
        .from(tutorProfiles)
        .where(eq(tutorProfiles.userId, found.tutorId))
        .for('update');
    const { booking: b, grant } = await loadBookingFor({
      db: tx,
      viewer: opts.user,
      bookingId: found.bookingId,
      action: 'change',
      lock: true,
    });
    const [p] = await tx
      .select()
      .from(rescheduleProposals)
      .where(eq(rescheduleProposals.id, opts.proposalId))
      .for('update')
      .limit(1);
    const role = grant.as === p!.proposerRole ? 'proposer' : 'other';
    const result = rescheduleTransition(p!.status, opts.event, role);
    if (!result.ok) {
      const repeat = { accept: 'accepted', decline: 'declined', withdraw: 'withdrawn' }[opts.event];
      if (p!.status === repeat) return { row: p!, changed: false };
      throw new AppError('CONFLICT', result.message);
    }
    if (result.to === 'accepted') {
      assertMovable(b, now);
      if (JSON.stringify(b.sessionChanges) !== JSON.stringify(p!.baseChanges))
        throw new AppError('CONFLICT', M.stale);
      const plan = await checkedPlan(
        tx,
        b,
        {
          sessionKey: p!.sessionKey,
          scope: p!.scope,
          newDate: p!.newDate,
          newStartTime: p!.newStartTime,
        },
        now,
      );
      await tx
        .update(bookings)
        .set({
          sessionChanges: plan.sessionChanges,
          firstStartAt: plan.sessions[0]!.start,
          lastEndAt: plan.sessions[plan.sessions.length - 1]!.end,
          updatedAt: now,
        })
        .where(eq(bookings.id, b.id));
    }
    const [updated] = await tx
      .update(rescheduleProposals)
      .set({
        status: result.to,
        decidedAt: now,
        ...(result.to === 'declined' ? { declineReason: opts.declineReason || null } : {}),
      })
      .where(eq(rescheduleProposals.id, p!.id))
      .returning();
    return { row: updated!, changed: true };
  });
  const dto = toDto(row);
  if (changed) await notify(opts, dto.status as 'accepted' | 'declined' | 'withdrawn', dto, now);
  return dto;
}

/** A booking's proposals, newest first (its history), for its student or tutor. */
export async function listReschedules(opts: {
  db: Db;
  user: AuthUser;
  bookingId: string;
}): Promise<RescheduleDto[]> {
  const { booking: b } = await loadBookingFor({ ...opts, viewer: opts.user, action: 'view' });
  const rows = await opts.db
    .select()
    .from(rescheduleProposals)
    .where(eq(rescheduleProposals.bookingId, b.id))
    .orderBy(desc(rescheduleProposals.createdAt))
    .limit(100);
  return rows.map(toDto);
}

/**
 * GET /booking-changes: the caller's pending proposals and refunds on their own bookings (either
 * side), for the booking cards. Filtered in the database by the bookings' owner indexes.
 */
export async function listMyBookingChanges(opts: {
  db: Db;
  user: AuthUser;
}): Promise<{ proposals: RescheduleDto[]; refunds: RefundDto[] }> {
  const ids = opts.db.select({ id: bookings.id }).from(bookings).where(whereParty(opts.user));
  const proposals = await opts.db
    .select()
    .from(rescheduleProposals)
    .where(
      and(eq(rescheduleProposals.status, 'pending'), inArray(rescheduleProposals.bookingId, ids)),
    )
    .limit(1000);
  const refundRows = await opts.db
    .select()
    .from(refunds)
    .where(whereParty(opts.user, refunds))
    .orderBy(desc(refunds.createdAt))
    .limit(1000);
  return { proposals: proposals.map(toDto), refunds: refundRows.map(toRefundDto) };
}
