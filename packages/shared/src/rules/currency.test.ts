import { describe, expect, it } from 'vitest';
import { approxInrMajor, rateInEffect, toInrMinor, type InrRate } from './currency';
import { currencyForCountry } from '../constants/marketplace';

const rates: InrRate[] = [
  { currency: 'USD', effectiveFrom: '2026-01-01', inrMinorPerUnit: 8300 },
  { currency: 'USD', effectiveFrom: '2026-06-01', inrMinorPerUnit: 8400 },
];

describe('currency normalisation', () => {
  it('fixes the currency by country', () => {
    expect(currencyForCountry('India')).toBe('INR');
    expect(currencyForCountry('United States')).toBe('USD');
    expect(currencyForCountry(null)).toBe('USD');
  });

  it('uses the newest rate in effect on the date', () => {
    expect(rateInEffect(rates, 'USD', '2025-12-31')).toBeNull();
    expect(rateInEffect(rates, 'USD', '2026-01-01')?.inrMinorPerUnit).toBe(8300);
    expect(rateInEffect(rates, 'USD', '2026-05-31')?.inrMinorPerUnit).toBe(8300);
    expect(rateInEffect(rates, 'USD', '2026-06-01')?.inrMinorPerUnit).toBe(8400);
    expect(rateInEffect(rates, 'INR', '2026-06-01')).toBeNull();
  });

  it('turns USD into INR paise; INR stays; no rate means not comparable', () => {
    // USD 20 = 2000 cents at ₹84/$ = ₹1,680 = 168000 paise: above a ₹600 filter.
    expect(toInrMinor(2000, 'USD', { inrMinorPerUnit: 8400 })).toBe(168000);
    expect(toInrMinor(60000, 'INR', null)).toBe(60000);
    expect(toInrMinor(2000, 'USD', null)).toBeNull();
    expect(toInrMinor(1, 'USD', { inrMinorPerUnit: 8350 })).toBe(84);
  });

  it('rounds an approximate INR figure', () => {
    expect(approxInrMajor(168000)).toBe(1700);
    expect(approxInrMajor(41750)).toBe(420);
  });
});
