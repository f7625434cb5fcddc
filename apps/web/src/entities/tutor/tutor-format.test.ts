import { describe, expect, it } from 'vitest';
import {
  approxInrLabel,
  countLabel,
  experienceLabel,
  priceRangeLabel,
  sessionLine,
} from './tutor-format';

describe('tutor-format', () => {
  it('says Fresher without experience', () => {
    expect(experienceLabel(0)).toBe('Fresher');
    expect(experienceLabel(null)).toBe('Fresher');
    expect(experienceLabel(1)).toBe('1 year');
    expect(experienceLabel(12)).toBe('12 years');
  });
  it('shows the hourly range in the tutor’s currency', () => {
    expect(priceRangeLabel({ min_hour_charge: 500, max_hour_charge: 1000, currency: 'INR' })).toBe(
      '₹500 – ₹1,000 / hr',
    );
    expect(priceRangeLabel({ min_hour_charge: 800, max_hour_charge: 800, currency: 'INR' })).toBe(
      '₹800 / hr',
    );
    expect(priceRangeLabel({ min_hour_charge: 20, max_hour_charge: 40.5, currency: 'USD' })).toBe(
      '$20 – $40.50 / hr',
    );
  });
  it('writes the detail header line as the spec does', () => {
    expect(sessionLine({ min_hour_charge: 600, max_hour_charge: 1200, currency: 'INR' })).toBe(
      '60-min session at 600-1200 INR',
    );
  });
  it('shows an approximate INR figure beside USD prices only', () => {
    expect(approxInrLabel({ currency: 'USD', min_price_inr: 1670, max_price_inr: 3340 })).toBe(
      '≈ ₹1,650 – ₹3,350 / hr',
    );
    expect(approxInrLabel({ currency: 'INR', min_price_inr: 500, max_price_inr: 900 })).toBeNull();
    expect(
      approxInrLabel({ currency: 'USD', min_price_inr: null, max_price_inr: null }),
    ).toBeNull();
  });
  it('marks a lower-bound count', () => {
    expect(countLabel(1000, false)).toBe('1,000+');
    expect(countLabel(12345, true)).toBe('12,345');
  });
});
