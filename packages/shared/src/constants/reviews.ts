// the reviews' limits and messages, and how an average rating is shown. No zod
// here: the public tutor pages and cards show ratings without loading the schemas
// (schemas/reviews.ts builds on these).

export const REVIEW_LIMITS = {
  ratingMin: 1,
  ratingMax: 5,
  commentMax: 1000,
  replyMax: 1000,
  /** Reviews per page on the tutor page (default) and at most per request. */
  pageSize: 5,
  pageSizeMax: 50,
  adminPageSize: 20,
  /** Bookings asked about at once by GET /api/my-ratings. */
  bookingIdsMax: 100,
} as const;

export const REVIEW_MESSAGES = {
  bookingIdInvalid: 'Invalid booking id.',
  reviewIdInvalid: 'Invalid review id.',
  tutorIdInvalid: 'Invalid tutor id.',
  ratingRequired: 'Please choose a rating from 1 to 5 stars.',
  ratingRange: 'Rating must be a whole number from 1 to 5.',
  commentRequired: 'Please write a comment about the class.',
  commentTooLong: `Comment must be at most ${REVIEW_LIMITS.commentMax} characters.`,
  replyRequired: 'Please write a reply.',
  replyTooLong: `Reply must be at most ${REVIEW_LIMITS.replyMax} characters.`,
  hiddenRequired: 'hidden must be true or false.',
  notHeld: 'You can rate this class once one of its sessions has been held.',
  alreadyRated: 'You have already rated this class.',
  reviewNotFound: 'Review not found.',
  notYourReview: 'You can only reply to reviews of your own classes.',
  alreadyReplied: 'You have already replied to this review.',
  /** Shown in place of text an admin hid. */
  hiddenText: 'This review was hidden by TutorsPlace for breaking our guidelines.',
  submitted: 'Thank you! Your rating has been saved.',
  replied: 'Your reply has been posted.',
  noReviews: 'No reviews yet',
  loadFailed: 'Failed to load reviews',
} as const;

/** "4.5" for cards and pages; one decimal, en-IN. */
export function formatRatingAverage(avg: number): string {
  return avg.toLocaleString('en-IN', { minimumFractionDigits: 1, maximumFractionDigits: 1 });
}
