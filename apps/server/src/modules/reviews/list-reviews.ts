// Reading reviews: the tutor page's list (public, paged, newest first) and a
// student's own ratings of some bookings. Hidden text is dropped by toReviewDto.
import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { AppError } from '@tm/shared/errors';
import type { ReviewDto, TutorReviewsResponse } from '@tm/shared/schemas/reviews';
import { MSG } from '@tm/shared/messages';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import { reviews } from '../../db/schema/reviews';
import { tutorProfiles } from '../../db/schema/tutor-profiles';
import { users } from '../../db/schema/users';
import type { AuthUser } from '../auth/tokens';
import { whereParty } from '../access/booking-access';
import { toReviewDto } from './review-dto';

const reviewColumns = {
  review: reviews,
  subject: bookings.subject,
  studentFullName: users.fullName,
} as const;

function reviewsQuery(db: Db) {
  return db
    .select(reviewColumns)
    .from(reviews)
    .innerJoin(bookings, eq(bookings.id, reviews.bookingId))
    .innerJoin(users, eq(users.id, reviews.studentId));
}

type Joined = { review: typeof reviews.$inferSelect; subject: string; studentFullName: string };
const dto = (r: Joined) =>
  toReviewDto({ ...r.review, subject: r.subject, studentFullName: r.studentFullName });

export async function loadReview(
  db: Db,
  id: string,
): Promise<{ tutorId: string; dto: ReviewDto } | null> {
  const [r] = await reviewsQuery(db).where(eq(reviews.id, id));
  return r ? { tutorId: r.review.tutorId, dto: dto(r) } : null;
}

export async function listTutorReviews(opts: {
  db: Db;
  tutorId: string;
  page: number;
  limit: number;
}): Promise<TutorReviewsResponse> {
  const { db, tutorId, page, limit } = opts;
  // Only verified tutors have a public page; the aggregates come from the tutor row.
  const [tutor] = await db
    .select({ count: tutorProfiles.ratingCount, avg: tutorProfiles.ratingAvg })
    .from(tutorProfiles)
    .where(
      and(eq(tutorProfiles.userId, tutorId), eq(tutorProfiles.verificationStatus, 'verified')),
    );
  if (!tutor) throw new AppError('NOT_FOUND', MSG.tutorNotFound);
  const rows = await reviewsQuery(db)
    .where(eq(reviews.tutorId, tutorId))
    .orderBy(desc(reviews.createdAt), desc(reviews.id))
    .limit(limit)
    .offset((page - 1) * limit);
  const total = tutor.count;
  return {
    reviews: rows.map(dto),
    ratingAverage: tutor.avg === null ? null : Number(tutor.avg),
    ratingCount: total,
    pagination: { page, limit, total, pages: Math.max(1, Math.ceil(total / limit)) },
  };
}

/** The signed-in student's ratings of the given bookings (My Classes shows rated or "Rate"). */
export async function listMyRatings(opts: {
  db: Db;
  user: AuthUser;
  bookingIds: readonly string[];
}): Promise<{ ratings: ReviewDto[] }> {
  if (!opts.bookingIds.length) return { ratings: [] };
  const rows = await reviewsQuery(opts.db).where(
    and(whereParty(opts.user, reviews), inArray(reviews.bookingId, [...new Set(opts.bookingIds)])),
  );
  return { ratings: rows.map(dto) };
}

/** Reviews of a tutor, counted (for tests and checks of the stored aggregates). */
export async function countTutorReviews(db: Db, tutorId: string) {
  const [r] = await db
    .select({
      n: sql<number>`count(*)::int`,
      sum: sql<number>`coalesce(sum(${reviews.rating}), 0)::int`,
    })
    .from(reviews)
    .where(eq(reviews.tutorId, tutorId));
  return { count: r?.n ?? 0, sum: r?.sum ?? 0 };
}
