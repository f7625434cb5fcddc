import { describe, expect, it } from 'vitest';
import {
  REVIEW_LIMITS,
  REVIEW_MESSAGES,
  adminReviewsQuerySchema,
  formatRatingAverage,
  myRatingsQuerySchema,
  replyRatingRequestSchema,
  reviewVisibilityRequestSchema,
  submitRatingRequestSchema,
  tutorReviewsQuerySchema,
} from './reviews';

const id = '3f1c2b4e-8a3d-4b8e-9f2a-1c2d3e4f5a6b';
const firstMessage = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
  r.success ? null : r.error!.issues[0]!.message;

describe('submitRatingRequestSchema', () => {
  const ok = { bookingId: id, rating: 4, comment: '  Clear and patient.  ' };
  it('accepts 1 to 5 with a comment, trimmed', () => {
    expect(submitRatingRequestSchema.parse(ok).comment).toBe('Clear and patient.');
    for (const rating of [1, 5])
      expect(submitRatingRequestSchema.parse({ ...ok, rating }).rating).toBe(rating);
  });
  it.each([
    [{ ...ok, rating: undefined }, REVIEW_MESSAGES.ratingRequired],
    [{ ...ok, rating: '4' }, REVIEW_MESSAGES.ratingRequired],
    [{ ...ok, rating: 0 }, REVIEW_MESSAGES.ratingRange],
    [{ ...ok, rating: 6 }, REVIEW_MESSAGES.ratingRange],
    [{ ...ok, rating: 4.5 }, REVIEW_MESSAGES.ratingRange],
    [{ ...ok, comment: undefined }, REVIEW_MESSAGES.commentRequired],
    [{ ...ok, comment: '   ' }, REVIEW_MESSAGES.commentRequired],
    [{ ...ok, comment: 'x'.repeat(REVIEW_LIMITS.commentMax + 1) }, REVIEW_MESSAGES.commentTooLong],
    [{ ...ok, bookingId: 'nope' }, REVIEW_MESSAGES.bookingIdInvalid],
  ])('%o → %s', (input, message) => {
    expect(firstMessage(submitRatingRequestSchema.safeParse(input))).toBe(message);
  });
  it('keeps the limit itself and collapses runs of blank lines', () => {
    const max = 'x'.repeat(REVIEW_LIMITS.commentMax);
    expect(submitRatingRequestSchema.parse({ ...ok, comment: max }).comment).toBe(max);
    expect(submitRatingRequestSchema.parse({ ...ok, comment: 'a\r\n\r\n\r\n\r\nb' }).comment).toBe(
      'a\n\nb',
    );
  });
  it('keeps markup as plain text (it is escaped when shown)', () => {
    expect(submitRatingRequestSchema.parse({ ...ok, comment: '<b>hi</b>' }).comment).toBe(
      '<b>hi</b>',
    );
  });
});

describe('the other review requests', () => {
  it('reply: required, at most the limit', () => {
    expect(firstMessage(replyRatingRequestSchema.safeParse({ reviewId: id, reply: ' ' }))).toBe(
      REVIEW_MESSAGES.replyRequired,
    );
    expect(
      firstMessage(
        replyRatingRequestSchema.safeParse({
          reviewId: id,
          reply: 'x'.repeat(REVIEW_LIMITS.replyMax + 1),
        }),
      ),
    ).toBe(REVIEW_MESSAGES.replyTooLong);
    expect(
      firstMessage(replyRatingRequestSchema.safeParse({ reviewId: 'x', reply: 'Thanks' })),
    ).toBe(REVIEW_MESSAGES.reviewIdInvalid);
  });
  it('tutor reviews: defaults and ceilings', () => {
    expect(tutorReviewsQuerySchema.parse({ tutorId: id })).toEqual({
      tutorId: id,
      page: 1,
      limit: REVIEW_LIMITS.pageSize,
    });
    expect(firstMessage(tutorReviewsQuerySchema.safeParse({ tutorId: id, limit: '51' }))).toBe(
      'Limit must be at most 50.',
    );
    expect(firstMessage(tutorReviewsQuerySchema.safeParse({ tutorId: 'x' }))).toBe(
      REVIEW_MESSAGES.tutorIdInvalid,
    );
  });
  it('my ratings: a comma list of at most 100 ids', () => {
    expect(myRatingsQuerySchema.parse({ bookingIds: `${id},${id}` }).bookingIds).toEqual([id, id]);
    expect(myRatingsQuerySchema.parse({}).bookingIds).toEqual([]);
    expect(
      firstMessage(myRatingsQuerySchema.safeParse({ bookingIds: Array(101).fill(id).join(',') })),
    ).toBe('At most 100 bookings at once.');
  });
  it('admin list and visibility', () => {
    expect(adminReviewsQuerySchema.parse({}).filter).toBe('all');
    expect(firstMessage(adminReviewsQuerySchema.safeParse({ filter: 'x' }))).toBe(
      'filter must be one of: all, visible, hidden.',
    );
    expect(firstMessage(reviewVisibilityRequestSchema.safeParse({ hidden: 'yes' }))).toBe(
      REVIEW_MESSAGES.hiddenRequired,
    );
  });
  it('formats an average with one decimal', () => {
    expect(formatRatingAverage(4)).toBe('4.0');
    expect(formatRatingAverage(4.25)).toBe('4.3');
  });
});
