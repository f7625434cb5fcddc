// POST /api/submit-rating: the student of a booking rates it once, after one of
// its sessions has been held. The review and the tutor's aggregates are written in one transaction.
import { eq, sql } from 'drizzle-orm';
import { AppError } from '@tm/shared/errors';
import { bookingSessions } from '@tm/shared/rules/booking-time';
import {
  REVIEW_MESSAGES,
  type ReviewDto,
  type SubmitRatingRequest,
} from '@tm/shared/schemas/reviews';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import { classAttendance } from '../../db/schema/calls';
import { reviews } from '../../db/schema/reviews';
import { tutorProfiles } from '../../db/schema/tutor-profiles';
import type { AuthUser } from '../auth/tokens';
import { loadBookingFor } from '../access/booking-access';
import { toReviewDto } from './review-dto';

type BookingRow = typeof bookings.$inferSelect;

/**
 * A session has been held when it has ended and someone joined its call (class_attendance, the
 * same evidence the sweeper uses to tell completed from missed). A completed booking qualifies
 * as such; an active multi-session booking qualifies once any of its sessions was held.
 */
async function hasHeldSession(db: Db, b: BookingRow, now: Date): Promise<boolean> {
  if (b.status === 'completed') return true;
  if (b.status !== 'active') return false;
  const ended = bookingSessions({ ...b, startDate: b.startDate, endDate: b.endDate })
    .filter((s) => s.end <= now)
    .map((s) => s.date);
  if (!ended.length) return false;
  const rows = await db
    .select({ date: classAttendance.sessionDate })
    .from(classAttendance)
    .where(eq(classAttendance.bookingId, b.id));
  return rows.some((r) => ended.includes(r.date));
}

export async function submitRating(opts: {
  db: Db;
  user: AuthUser;
  request: SubmitRatingRequest;
  now?: Date;
}): Promise<ReviewDto> {
  const { db, user, request } = opts;
  const now = opts.now ?? new Date();
  return db.transaction(async (tx) => {
    const { booking: b } = await loadBookingFor({
      db: tx,
      viewer: user,
      bookingId: request.bookingId,
      action: 'rate',
    });
    if (!(await hasHeldSession(tx, b, now)))
      throw new AppError('CONFLICT', REVIEW_MESSAGES.notHeld);
    // The unique index on booking_id decides a race between two submissions.
    const [row] = await tx
      .insert(reviews)
      .values({
        bookingId: b.id,
        studentId: user.id,
        tutorId: b.tutorId,
        rating: request.rating,
        comment: request.comment,
        createdAt: now,
      })
      .onConflictDoNothing({ target: reviews.bookingId })
      .returning();
    if (!row) throw new AppError('CONFLICT', REVIEW_MESSAGES.alreadyRated);
    // One UPDATE reads and writes the row under its lock: concurrent reviews of one tutor add up.
    await tx
      .update(tutorProfiles)
      .set({
        ratingCount: sql`${tutorProfiles.ratingCount} + 1`,
        ratingSum: sql`${tutorProfiles.ratingSum} + ${request.rating}`,
        ratingAvg: sql`round((${tutorProfiles.ratingSum} + ${request.rating})::numeric / (${tutorProfiles.ratingCount} + 1), 2)`,
      })
      .where(eq(tutorProfiles.userId, b.tutorId));
    return toReviewDto({ ...row, subject: b.subject, studentFullName: user.fullName });
  });
}
