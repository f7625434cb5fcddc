// A student takes a seat: an enrolment booking (accepted, with the batch's schedule and price)
// made with the batch row locked, so the seat count cannot be passed by students enrolling at
// once; the eleventh student for ten seats is refused here, before any payment. The seat is held
// for BATCH_LIMITS.holdMinutes while the student pays through the booking payment routes; a
// repeat enrolment (double click, return from checkout) answers the same booking and renews the
// hold while a seat is free.
import { eq } from 'drizzle-orm';
import { AppError } from '@tm/shared/errors';
import { BATCH_MESSAGES } from '@tm/shared/rules/batches';
import { sessionMinutes } from '@tm/shared/rules/booking-time';
import type { EnrolmentDto } from '@tm/shared/schemas/batches';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import type { AuthUser } from '../auth/tokens';
import { loadBatchFor } from '../access/batch-access';
import type { Tx } from '../payments/tx';
import type { BatchRow } from './batch-dto';
import { holdExpiresAt, seatsTaken } from './seats';

type BookingRow = typeof bookings.$inferSelect;

function toEnrolmentDto(b: BookingRow): EnrolmentDto {
  return {
    batchId: b.batchId!,
    bookingId: b.id,
    status: b.status,
    amount: b.totalMinor / 100,
    currency: b.currency,
    holdExpiresAt: b.status === 'accepted' ? holdExpiresAt(b.updatedAt).toISOString() : null,
  };
}

/**
 * Renews a held seat inside the caller's transaction on the locked batch: kept while the hold
 * lasts or a seat is free, refused when others took the seats after it lapsed.
 */
export async function renewHold(tx: Tx, batch: BatchRow, enrolment: BookingRow, now: Date) {
  if (batch.status !== 'open') throw new AppError('CONFLICT', BATCH_MESSAGES.cancelled);
  if (batch.firstStartAt <= now) throw new AppError('CONFLICT', BATCH_MESSAGES.enrolClosed);
  const others = await seatsTaken(tx, batch.id, now, { excludeBookingId: enrolment.id });
  if (others >= batch.seats) throw new AppError('CONFLICT', BATCH_MESSAGES.full);
  const [row] = await tx
    .update(bookings)
    .set({ updatedAt: now })
    .where(eq(bookings.id, enrolment.id))
    .returning();
  return row!;
}

export async function enrolInBatch(opts: {
  db: Db;
  user: AuthUser;
  batchId: string;
  now?: Date;
}): Promise<EnrolmentDto> {
  const now = opts.now ?? new Date();
  if (opts.user.role === 'student' && !opts.user.isFormSubmitted)
    throw new AppError('FORBIDDEN', BATCH_MESSAGES.profileIncomplete);
  return opts.db.transaction(async (tx) => {
    const { batch, enrolment } = await loadBatchFor({
      db: tx,
      viewer: opts.user,
      batchId: opts.batchId,
      action: 'enrol',
      lock: true,
    });
    if (enrolment?.status === 'active') return toEnrolmentDto(enrolment);
    if (enrolment) return toEnrolmentDto(await renewHold(tx, batch, enrolment, now));
    if (batch.firstStartAt <= now) throw new AppError('CONFLICT', BATCH_MESSAGES.enrolClosed);
    if ((await seatsTaken(tx, batch.id, now)) >= batch.seats)
      throw new AppError('CONFLICT', BATCH_MESSAGES.full);
    const minutes = sessionMinutes(batch.startTime, batch.endTime) ?? 60;
    const hours = (batch.sessions * minutes) / 60;
    const [row] = await tx
      .insert(bookings)
      .values({
        studentId: opts.user.id,
        tutorId: batch.tutorId,
        batchId: batch.id,
        subject: batch.subject,
        status: 'accepted',
        sessionType: 'multiple',
        isTrial: false,
        tutoringModes: [batch.mode],
        startDate: batch.startDate,
        endDate: batch.endDate,
        availableDays: batch.days,
        startTime: batch.startTime,
        endTime: batch.endTime,
        timezone: batch.timezone,
        sessions: batch.sessions,
        priceMinor: Math.round(batch.priceMinor / Math.max(hours, 1 / 60)),
        totalMinor: batch.priceMinor,
        currency: batch.currency,
        sessionChanges: batch.sessionChanges,
        firstStartAt: batch.firstStartAt,
        lastEndAt: batch.lastEndAt,
        createdAt: now,
        updatedAt: now,
      })
      .returning();
    return toEnrolmentDto(row!);
  });
}
