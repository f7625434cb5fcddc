// prices compared across currencies. A tutor charges in their own currency (INR for
// India, otherwise USD: constants/marketplace.ts currencyForCountry); discovery filters and sorts
// on the price in INR, turned with a configured, dated rate (server table currency_rates). This is
// the one function that turns an amount into INR, used by the server's write path and the screens.
import type { Currency } from '../constants/marketplace';

/** A configured rate: paise per one major unit of `currency`, in effect from a date (YYYY-MM-DD). */
export interface InrRate {
  currency: Currency;
  effectiveFrom: string;
  inrMinorPerUnit: number;
}

/** The rate in effect on `onDate` (YYYY-MM-DD): the newest row for the currency not after it. */
export function rateInEffect(
  rates: readonly InrRate[],
  currency: Currency,
  onDate: string,
): InrRate | null {
  let best: InrRate | null = null;
  for (const r of rates) {
    if (r.currency !== currency || r.effectiveFrom > onDate) continue;
    if (!best || r.effectiveFrom > best.effectiveFrom) best = r;
  }
  return best;
}

/**
 * An amount in minor units of `currency` as INR paise (rounded to the paisa). INR stays as it is;
 * another currency needs its rate (null when none is configured: the price cannot be compared).
 */
export function toInrMinor(
  amountMinor: number,
  currency: Currency,
  rate: Pick<InrRate, 'inrMinorPerUnit'> | null,
): number | null {
  if (currency === 'INR') return amountMinor;
  if (!rate) return null;
  return Math.round((amountMinor * rate.inrMinorPerUnit) / 100);
}

/** "≈ ₹1,670" style figure: INR rupees rounded to a sensible step for an approximation. */
export function approxInrMajor(inrMinor: number): number {
  const rupees = inrMinor / 100;
  const step = rupees >= 1000 ? 50 : 10;
  return Math.round(rupees / step) * step;
}
