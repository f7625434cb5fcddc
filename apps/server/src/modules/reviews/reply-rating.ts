// POST /api/reply-rating: the reviewed tutor answers a review, once.
import { and, eq, isNull } from 'drizzle-orm';
import { AppError } from '@tm/shared/errors';
import {
  REVIEW_MESSAGES,
  type ReplyRatingRequest,
  type ReviewDto,
} from '@tm/shared/schemas/reviews';
import type { Db } from '../../db/client';
import { reviews } from '../../db/schema/reviews';
import type { AuthUser } from '../auth/tokens';
import { loadReview } from './list-reviews';

export async function replyRating(opts: {
  db: Db;
  user: AuthUser;
  request: ReplyRatingRequest;
  now?: Date;
}): Promise<ReviewDto> {
  const { db, user, request } = opts;
  const now = opts.now ?? new Date();
  const existing = await loadReview(db, request.reviewId);
  if (!existing) throw new AppError('NOT_FOUND', REVIEW_MESSAGES.reviewNotFound);
  if (existing.tutorId !== user.id) throw new AppError('FORBIDDEN', REVIEW_MESSAGES.notYourReview);
  // Conditional: of two replies racing, one finds reply still null.
  const [updated] = await db
    .update(reviews)
    .set({ reply: request.reply, repliedAt: now })
    .where(and(eq(reviews.id, request.reviewId), isNull(reviews.reply)))
    .returning({ id: reviews.id });
  if (!updated) throw new AppError('CONFLICT', REVIEW_MESSAGES.alreadyReplied);
  return (await loadReview(db, request.reviewId))!.dto;
}
