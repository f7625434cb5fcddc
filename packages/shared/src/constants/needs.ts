// "Share your need, get matched" (landing pitch, core-marketplace §1): the limits and lifecycle
// values in one place. None of these numbers is in the spec except where noted; they are ours and
// written down in docs/decisions/get-matched.md.

export const NEED_LIMITS = {
  /** A student may have at most this many open needs at once (the issue's own number). */
  openNeedsMax: 5,
  /** Needs a student may post in one rolling day (against floods; ours). */
  needsPerDayMax: 10,
  /** Free text of a need and the message of an offer. */
  detailsMaxChars: 1000,
  offerMessageMaxChars: 1000,
  declineNoteMaxChars: 300,
  /** A need stops taking offers after this many days (the issue's own number). */
  expiryDays: 14,
  /** How many of the best matches are told first, and each widening step (the issue's own 10). */
  notifyFirst: 10,
  /** After this many hours with fewer than `widenBelowOffers` offers, the next batch is told. */
  widenAfterHours: 24,
  widenBelowOffers: 3,
  /** The ranked list is cut at this many tutors. */
  matchListMax: 50,
  /** Offers one tutor may send in a rolling day (against spam; ours). */
  offersPerDayMax: 30,
  /** Proposed first-class times on an offer. */
  proposedSlotsMax: 3,
} as const;

export const NEED_STATUSES = ['open', 'booked', 'closed', 'expired'] as const;
export type NeedStatus = (typeof NEED_STATUSES)[number];

export const NEED_DECLINE_REASONS = [
  'Not available at these times',
  'Outside my area',
  'Budget too low',
  'Not my subject or level',
  'Other',
] as const;
export type NeedDeclineReason = (typeof NEED_DECLINE_REASONS)[number];
