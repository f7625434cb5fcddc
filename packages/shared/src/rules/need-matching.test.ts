import { describe, expect, it } from 'vitest';
import {
  MATCH_WEIGHTS,
  isBengaluruPincode,
  matchReason,
  matchScore,
  pincodeNearness,
  type MatchFactors,
} from './need-matching';
import { MASK, maskContactDetails } from './contact-masking';
import { canMoveNeed, needExpiresAt, needStatusAsOf } from './need-status';

const zero: MatchFactors = {
  availability: 0,
  nearness: 0,
  price: 0,
  rating: 0,
  reviews: 0,
  responseRate: 0,
  recency: 0,
};

describe('matchScore', () => {
  it('weights sum to 1, so a perfect match scores 1 and nothing scores 0', () => {
    const all = Object.fromEntries(Object.keys(MATCH_WEIGHTS).map((k) => [k, 1])) as MatchFactors;
    expect(matchScore(all)).toBeCloseTo(1, 10);
    expect(matchScore(zero)).toBe(0);
  });
  it('adds each factor by its weight and clamps factors to 0..1', () => {
    expect(matchScore({ ...zero, availability: 1 })).toBeCloseTo(MATCH_WEIGHTS.availability);
    expect(matchScore({ ...zero, rating: 0.5 })).toBeCloseTo(MATCH_WEIGHTS.rating / 2);
    expect(matchScore({ ...zero, price: 7 })).toBeCloseTo(MATCH_WEIGHTS.price);
    expect(matchScore({ ...zero, price: -3, recency: Number.NaN })).toBe(0);
  });
  it('prefers availability over a better rating (the weights as chosen)', () => {
    const free = matchScore({ ...zero, availability: 1 });
    const rated = matchScore({ ...zero, rating: 1, reviews: 1 });
    expect(free).toBeGreaterThan(rated);
  });
});

describe('pincodes', () => {
  it('same pincode is 1, same postal district 0.5, else 0', () => {
    expect(pincodeNearness('560034', ['560001', '560034'])).toBe(1);
    expect(pincodeNearness('560034', ['560001'])).toBe(0.5);
    expect(pincodeNearness('560034', ['570001'])).toBe(0);
    expect(pincodeNearness('560034', [])).toBe(0);
  });
  it('Bengaluru is the 560 district only', () => {
    expect(isBengaluruPincode('560001')).toBe(true);
    expect(isBengaluruPincode('562106')).toBe(false);
    expect(isBengaluruPincode('400001')).toBe(false);
    expect(isBengaluruPincode('5600')).toBe(false);
  });
});

describe('matchReason', () => {
  it('says why in one line', () => {
    expect(
      matchReason({
        subject: 'Physics (Class 11-12)',
        mode: 'Home Tutoring',
        nearness: 0.5,
        freeDays: ['Mon', 'Wed'],
        freeSlotLabels: ['6 PM – 9 PM'],
        withinBudget: true,
      }),
    ).toBe(
      'Teaches Physics (Class 11-12) · same area · free Mon, Wed 6 PM – 9 PM · within your budget',
    );
    expect(
      matchReason({
        subject: 'Hindi',
        mode: 'Online Tutoring',
        nearness: 0,
        freeDays: [],
        freeSlotLabels: [],
        withinBudget: null,
      }),
    ).toBe('Teaches Hindi · online');
  });
});

describe('need status', () => {
  const created = new Date('2026-01-01T10:00:00Z');
  const expiresAt = needExpiresAt(created);
  it('expires 14 days after posting, read as expired from that instant', () => {
    expect(expiresAt.toISOString()).toBe('2026-01-15T10:00:00.000Z');
    expect(needStatusAsOf({ status: 'open', expiresAt }, new Date('2026-01-15T09:59:59Z'))).toBe(
      'open',
    );
    expect(needStatusAsOf({ status: 'open', expiresAt }, new Date('2026-01-15T10:00:00Z'))).toBe(
      'expired',
    );
    expect(needStatusAsOf({ status: 'booked', expiresAt }, new Date('2027-01-01T00:00:00Z'))).toBe(
      'booked',
    );
  });
  it('only an open need can be booked, closed or expired', () => {
    for (const t of ['book', 'close', 'expire'] as const) {
      expect(canMoveNeed('open', t)).toBe(true);
      for (const s of ['booked', 'closed', 'expired'] as const)
        expect(canMoveNeed(s, t)).toBe(false);
    }
  });
});

// Needs and offers use the one contact-masking rule (contact-masking.ts, with its own cases);
// these are the ways a need's details were seen to carry a contact.
describe('contact details in a need or an offer', () => {
  const masked = (text: string) => maskContactDetails(text, { paidBooking: false }).text;
  it.each([
    ['Call 98765 43210 today', '98765'],
    ['+91-98765-43210', '98765'],
    ['mail me: a.b@example.com', 'example.com'],
    ['see https://wa.me/919876543210', 'wa.me'],
  ])('masks %s', (input, gone) => {
    expect(masked(input)).toContain(MASK);
    expect(masked(input)).not.toContain(gone);
  });
  it('keeps ordinary text, prices, years and class numbers', () => {
    const text = 'Class 11, 2 hours a week, budget 800 per hour, since 2019.';
    expect(masked(text)).toBe(text);
  });
});
