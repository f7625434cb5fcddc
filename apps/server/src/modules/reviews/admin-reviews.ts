// Admin screen for reviews: every review with its full text, newest first, and
// hiding/unhiding abusive text. The rating keeps counting in the tutor's average either way.
import { and, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { AppError } from '@tm/shared/errors';
import {
  ADMIN_REVIEW_FILTERS,
  REVIEW_MESSAGES,
  type AdminReviewDto,
  type AdminReviewsResponse,
} from '@tm/shared/schemas/reviews';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import { reviews } from '../../db/schema/reviews';
import { users } from '../../db/schema/users';
import type { AuthUser } from '../auth/tokens';
import { toAdminReviewDto } from './review-dto';

const tutors = alias(users, 'tutor_user');

function filterWhere(filter: (typeof ADMIN_REVIEW_FILTERS)[number]): SQL | undefined {
  if (filter === 'hidden') return isNotNull(reviews.hiddenAt);
  if (filter === 'visible') return isNull(reviews.hiddenAt);
  return undefined;
}

function adminQuery(db: Db) {
  return db
    .select({
      review: reviews,
      subject: bookings.subject,
      studentFullName: users.fullName,
      tutorName: tutors.fullName,
    })
    .from(reviews)
    .innerJoin(bookings, eq(bookings.id, reviews.bookingId))
    .innerJoin(users, eq(users.id, reviews.studentId))
    .innerJoin(tutors, eq(tutors.id, reviews.tutorId));
}

type Row = Awaited<ReturnType<ReturnType<typeof adminQuery>['execute']>>[number];
const dto = (r: Row) =>
  toAdminReviewDto({
    ...r.review,
    subject: r.subject,
    studentFullName: r.studentFullName,
    tutorName: r.tutorName,
  });

export async function listReviewsForAdmin(opts: {
  db: Db;
  page: number;
  limit: number;
  filter: (typeof ADMIN_REVIEW_FILTERS)[number];
}): Promise<AdminReviewsResponse> {
  const { db, page, limit } = opts;
  const where = filterWhere(opts.filter);
  const [rows, [count]] = await Promise.all([
    adminQuery(db)
      .where(where)
      .orderBy(desc(reviews.createdAt), desc(reviews.id))
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(reviews)
      .where(where),
  ]);
  const total = count?.n ?? 0;
  return {
    reviews: rows.map(dto),
    pagination: { page, limit, total, pages: Math.max(1, Math.ceil(total / limit)) },
  };
}

export async function setReviewVisibility(opts: {
  db: Db;
  admin: AuthUser;
  reviewId: string;
  hidden: boolean;
  now?: Date;
}): Promise<AdminReviewDto> {
  const { db } = opts;
  // Only a review not already in the asked state changes: hiding twice keeps when and by whom it
  // was first hidden, and the repeat is answered with the review as it is.
  await db
    .update(reviews)
    .set(
      opts.hidden
        ? { hiddenAt: opts.now ?? new Date(), hiddenBy: opts.admin.id }
        : { hiddenAt: null, hiddenBy: null },
    )
    .where(
      and(
        eq(reviews.id, opts.reviewId),
        opts.hidden ? isNull(reviews.hiddenAt) : isNotNull(reviews.hiddenAt),
      ),
    );
  const [row] = await adminQuery(db).where(eq(reviews.id, opts.reviewId));
  if (!row) throw new AppError('NOT_FOUND', REVIEW_MESSAGES.reviewNotFound);
  return dto(row);
}
