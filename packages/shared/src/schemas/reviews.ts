// reviews. A student rates a held class 1–5 with a comment, once per booking; the
// tutor may reply once; an admin may hide abusive text (the rating still counts). Text is stored
// as plain text and always rendered as text (React escapes it; mails are plain text), never HTML.
import { z } from 'zod';
import { intParam, listParam } from './common';
import { REVIEW_LIMITS, REVIEW_MESSAGES } from '../constants/reviews';

// The limits, messages and rating format live without zod (constants/reviews.ts), so the public
// pages that show ratings load no validation code; re-exported here for the schemas' users.
export { REVIEW_LIMITS, REVIEW_MESSAGES, formatRatingAverage } from '../constants/reviews';

/** Trimmed, with runs of blank lines collapsed; control characters are refused by the API gate. */
function reviewText(required: string, tooLong: string, max: number) {
  return z
    .string({ error: required })
    .transform((s) =>
      s
        .trim()
        .replace(/\r\n?/g, '\n')
        .replace(/\n{3,}/g, '\n\n'),
    )
    .pipe(z.string().min(1, { error: required }).max(max, { error: tooLong }));
}

export const ratingValueSchema = z
  .number({ error: REVIEW_MESSAGES.ratingRequired })
  .int({ error: REVIEW_MESSAGES.ratingRange })
  .min(REVIEW_LIMITS.ratingMin, { error: REVIEW_MESSAGES.ratingRange })
  .max(REVIEW_LIMITS.ratingMax, { error: REVIEW_MESSAGES.ratingRange });

/** POST /api/submit-rating */
export const submitRatingRequestSchema = z.object({
  bookingId: z.uuid({ error: REVIEW_MESSAGES.bookingIdInvalid }),
  rating: ratingValueSchema,
  comment: reviewText(
    REVIEW_MESSAGES.commentRequired,
    REVIEW_MESSAGES.commentTooLong,
    REVIEW_LIMITS.commentMax,
  ),
});
export type SubmitRatingRequest = z.infer<typeof submitRatingRequestSchema>;

/** POST /api/reply-rating */
export const replyRatingRequestSchema = z.object({
  reviewId: z.uuid({ error: REVIEW_MESSAGES.reviewIdInvalid }),
  reply: reviewText(
    REVIEW_MESSAGES.replyRequired,
    REVIEW_MESSAGES.replyTooLong,
    REVIEW_LIMITS.replyMax,
  ),
});
export type ReplyRatingRequest = z.infer<typeof replyRatingRequestSchema>;

/** GET /api/tutor-reviews?tutorId&page&limit (public, newest first). */
export const tutorReviewsQuerySchema = z.object({
  tutorId: z.uuid({ error: REVIEW_MESSAGES.tutorIdInvalid }),
  page: intParam({ min: 1, max: 100_000, default: 1, label: 'Page' }),
  limit: intParam({
    min: 1,
    max: REVIEW_LIMITS.pageSizeMax,
    default: REVIEW_LIMITS.pageSize,
    label: 'Limit',
  }),
});

/** GET /api/my-ratings?bookingIds=a,b (the student's own ratings of those bookings). */
export const myRatingsQuerySchema = z.object({
  bookingIds: listParam(z.uuid({ error: REVIEW_MESSAGES.bookingIdInvalid })).pipe(
    z
      .array(z.string())
      .max(REVIEW_LIMITS.bookingIdsMax, {
        error: `At most ${REVIEW_LIMITS.bookingIdsMax} bookings at once.`,
      })
      .default([]),
  ),
});

export const ADMIN_REVIEW_FILTERS = ['all', 'visible', 'hidden'] as const;
/** GET /api/admin/reviews?page&limit&filter */
export const adminReviewsQuerySchema = z.object({
  page: intParam({ min: 1, max: 100_000, default: 1, label: 'Page' }),
  limit: intParam({
    min: 1,
    max: REVIEW_LIMITS.pageSizeMax,
    default: REVIEW_LIMITS.adminPageSize,
    label: 'Limit',
  }),
  filter: z
    .enum(ADMIN_REVIEW_FILTERS, {
      error: `filter must be one of: ${ADMIN_REVIEW_FILTERS.join(', ')}.`,
    })
    .default('all'),
});

/** POST /api/admin/reviews/{id}/visibility */
export const reviewVisibilityRequestSchema = z.object({
  hidden: z.boolean({ error: REVIEW_MESSAGES.hiddenRequired }),
});

// ---- Wire shapes (declared once as zod: the routes' response schemas and the web's types) ----

export const reviewDtoSchema = z.object({
  _id: z.string(),
  bookingId: z.string(),
  tutorId: z.string(),
  rating: z.number(),
  /** null when an admin hid it (to everyone but admins). */
  comment: z.string().nullable(),
  commentHidden: z.boolean(),
  reply: z.string().nullable(),
  repliedAt: z.string().nullable(),
  subject: z.string(),
  /** The student's first name only: enough to read a review, not to find the family. */
  studentName: z.string(),
  createdAt: z.string(),
});
export type ReviewDto = z.infer<typeof reviewDtoSchema>;

export const adminReviewDtoSchema = reviewDtoSchema.extend({
  /** Admins always see the text, hidden or not. */
  comment: z.string(),
  tutorName: z.string(),
  studentFullName: z.string(),
  hiddenAt: z.string().nullable(),
});
export type AdminReviewDto = z.infer<typeof adminReviewDtoSchema>;

export const reviewPaginationSchema = z.object({
  page: z.number(),
  limit: z.number(),
  total: z.number(),
  pages: z.number(),
});

export const tutorReviewsResponseSchema = z.object({
  reviews: z.array(reviewDtoSchema),
  ratingAverage: z.number().nullable(),
  ratingCount: z.number(),
  pagination: reviewPaginationSchema,
});
export type TutorReviewsResponse = z.infer<typeof tutorReviewsResponseSchema>;

export const adminReviewsResponseSchema = z.object({
  reviews: z.array(adminReviewDtoSchema),
  pagination: reviewPaginationSchema,
});
export type AdminReviewsResponse = z.infer<typeof adminReviewsResponseSchema>;

export const myRatingsResponseSchema = z.object({ ratings: z.array(reviewDtoSchema) });
export type MyRatingsResponse = z.infer<typeof myRatingsResponseSchema>;
