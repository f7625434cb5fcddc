// How tutors are ranked for a need: the one function and its weights. The database computes each
// factor (0..1) for every tutor that passes the hard filters and orders by the same weighted sum,
// built from MATCH_WEIGHTS (apps/server/src/modules/needs/match-tutors.ts); this function is the
// reference the tests hold the SQL to, and what the "why it matched" line is made from.
import { HOME_TUTORING, ONLINE_TUTORING, type TutoringMode } from '../constants/marketplace';

/** Weights of the factors; they sum to 1 so a score reads as a share of a perfect match. */
export const MATCH_WEIGHTS = {
  /** Share of the need's days and time slots the tutor is free (on the same clock). */
  availability: 0.3,
  /** Home or at-tutor-place: same pincode 1, same postal district 0.5 (see pincodeNearness). */
  nearness: 0.15,
  /** The tutor's lowest hourly price is within the budget (1), or no budget was given (1). */
  price: 0.15,
  /** Average rating out of 5, scaled to 0..1; unrated tutors 0. */
  rating: 0.15,
  /** Number of reviews, log-scaled: 100 or more reviews count fully. */
  reviews: 0.05,
  /** Share of needs the tutor answered (offer or decline); new tutors count as 0.5. */
  responseRate: 0.1,
  /** Activity in the last 30 days, decaying linearly. */
  recency: 0.1,
} as const;

export type MatchFactor = keyof typeof MATCH_WEIGHTS;
export type MatchFactors = Record<MatchFactor, number>;

/** Reviews at which the reviews factor is full. */
export const REVIEWS_FULL_AT = 100;
/** Days over which activity decays to nothing. */
export const RECENCY_DAYS = 30;
/** Response rate assumed for a tutor who has never been sent a need. */
export const NEW_TUTOR_RESPONSE_RATE = 0.5;

const clamp01 = (n: number) => (Number.isFinite(n) ? Math.min(1, Math.max(0, n)) : 0);

/** The score of a match: the weighted sum of its factors, each clamped to 0..1. */
export function matchScore(f: MatchFactors): number {
  let score = 0;
  for (const key of Object.keys(MATCH_WEIGHTS) as MatchFactor[])
    score += MATCH_WEIGHTS[key] * clamp01(f[key]);
  return score;
}

/**
 * Postal districts: the first three digits of an Indian pincode name its sorting district. We ship
 * no pincode → latitude/longitude dataset (docs/decisions/get-matched.md), so nearness is exact
 * pincode (1) or same district (0.5), else 0.
 */
export function pincodeNearness(needPin: string, tutorPins: readonly string[]): number {
  if (tutorPins.includes(needPin)) return 1;
  if (tutorPins.some((p) => p.slice(0, 3) === needPin.slice(0, 3))) return 0.5;
  return 0;
}

/**
 * core-marketplace §1: home tutoring is only in Bengaluru. Without a pincode dataset, Bengaluru's
 * pincodes are the 560xxx district (Bengaluru GPO's sorting district); the rural 562xxx codes
 * around the city are not counted.
 */
export const BENGALURU_PIN_PREFIX = '560';
export function isBengaluruPincode(pin: string): boolean {
  return /^\d{6}$/.test(pin) && pin.startsWith(BENGALURU_PIN_PREFIX);
}

/** Modes that need a pincode. */
export function modeNeedsPincode(mode: TutoringMode): boolean {
  return mode !== ONLINE_TUTORING;
}

export interface MatchReasonInput {
  subject: string;
  mode: TutoringMode;
  nearness: number;
  freeDays: readonly string[];
  freeSlotLabels: readonly string[];
  withinBudget: boolean | null;
}

/** The "why it matched" line: "Teaches Physics (Class 11-12) · same pincode · free Mon, Wed 6 PM – 9 PM". */
export function matchReason(r: MatchReasonInput): string {
  const parts = [`Teaches ${r.subject}`];
  if (r.mode === ONLINE_TUTORING) parts.push('online');
  else if (r.nearness >= 1) parts.push('same pincode');
  else if (r.nearness > 0) parts.push(r.mode === HOME_TUTORING ? 'same area' : 'nearby');
  if (r.freeDays.length && r.freeSlotLabels.length)
    parts.push(`free ${r.freeDays.join(', ')} ${r.freeSlotLabels.join(', ')}`);
  if (r.withinBudget) parts.push('within your budget');
  return parts.join(' · ');
}
