// The student's own steps on a need: close it, shortlist an offer, and mark it booked from an
// offer once a booking with that offer's tutor exists (the booking itself goes through the
// existing booking flow and its checks). A closed, booked or expired need stops reaching tutors:
// leads show its status and answers are refused.
import { and, eq, gte } from 'drizzle-orm';
import { AppError } from '@tm/shared/errors';
import { canMoveNeed, needStatusAsOf } from '@tm/shared/rules/need-status';
import { NEED_MESSAGES as M } from '@tm/shared/schemas/needs';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import { needResponses, needs } from '../../db/schema/needs';
import type { Viewer } from '../access/booking-access';
import { loadNeedFor } from '../access/need-access';

interface Base {
  db: Db;
  viewer: Viewer;
  needId: string;
  now?: Date;
}

export async function closeNeed(opts: Base): Promise<void> {
  const now = opts.now ?? new Date();
  await opts.db.transaction(async (tx) => {
    const { need } = await loadNeedFor({
      db: tx,
      viewer: opts.viewer,
      needId: opts.needId,
      action: 'manage',
      lock: true,
    });
    if (!canMoveNeed(needStatusAsOf(need, now), 'close')) throw new AppError('CONFLICT', M.notOpen);
    await tx.update(needs).set({ status: 'closed', updatedAt: now }).where(eq(needs.id, need.id));
  });
}

export async function shortlistOffer(
  opts: Base & { offerId: string; shortlisted: boolean },
): Promise<void> {
  await opts.db.transaction(async (tx) => {
    const { need } = await loadNeedFor({
      db: tx,
      viewer: opts.viewer,
      needId: opts.needId,
      action: 'manage',
    });
    const changed = await tx
      .update(needResponses)
      .set({ shortlisted: opts.shortlisted })
      .where(
        and(
          eq(needResponses.id, opts.offerId),
          eq(needResponses.needId, need.id),
          eq(needResponses.kind, 'offer'),
        ),
      )
      .returning({ id: needResponses.id });
    if (changed.length === 0) throw new AppError('NOT_FOUND', M.offerNotFound);
  });
}

/**
 * The need becomes `booked` when the student shows a booking of theirs, made with a tutor who sent
 * an offer on this need, after that offer. The booking route's own checks have already run.
 */
export async function markNeedBooked(opts: Base & { bookingId: string }): Promise<void> {
  const now = opts.now ?? new Date();
  await opts.db.transaction(async (tx) => {
    const { need } = await loadNeedFor({
      db: tx,
      viewer: opts.viewer,
      needId: opts.needId,
      action: 'manage',
      lock: true,
    });
    if (!canMoveNeed(needStatusAsOf(need, now), 'book')) throw new AppError('CONFLICT', M.notOpen);
    const [match] = await tx
      .select({ id: bookings.id })
      .from(bookings)
      .innerJoin(
        needResponses,
        and(
          eq(needResponses.needId, need.id),
          eq(needResponses.tutorId, bookings.tutorId),
          eq(needResponses.kind, 'offer'),
        ),
      )
      .where(
        and(
          eq(bookings.id, opts.bookingId),
          eq(bookings.studentId, need.studentId),
          gte(bookings.createdAt, needResponses.createdAt),
        ),
      )
      .limit(1);
    if (!match) throw new AppError('BAD_REQUEST', M.bookingNotFromOffer);
    await tx
      .update(needs)
      .set({ status: 'booked', bookingId: opts.bookingId, updatedAt: now })
      .where(eq(needs.id, need.id));
  });
}
