// core-marketplace §9: dates in en-IN (dd/mm/yyyy) in Asia/Kolkata, currency INR by default.
import {
  DATE_LOCALE,
  DEFAULT_CURRENCY,
  DEFAULT_TIMEZONE,
  type Currency,
} from '@tm/shared/constants/marketplace';

// Made on first use, not when the module loads: the first Intl format with a time zone loads the
// zone data (~13 ms on a fast desktop, ~4× that on a phone), which pages that show no date, such
// as tutor discovery, should not pay while they hydrate.
let dateFormat: Intl.DateTimeFormat | undefined;

/** dd/mm/yyyy, or `fallback` when the value is missing or not a date. */
export function formatDate(
  value: string | number | Date | null | undefined,
  fallback = '',
): string {
  if (value === null || value === undefined || value === '') return fallback;
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) return fallback;
  dateFormat ??= new Intl.DateTimeFormat(DATE_LOCALE, {
    day: '2-digit',
    month: '2-digit',
    year: 'numeric',
    timeZone: DEFAULT_TIMEZONE,
  });
  return dateFormat.format(date);
}

const currencyFormats = new Map<string, Intl.NumberFormat>();

/** ₹1,25,000 or $25.50: Indian digit grouping, no ".00" on whole amounts. */
export function formatCurrency(amount: number, currency: Currency = DEFAULT_CURRENCY): string {
  const digits = Number.isInteger(amount) ? 0 : 2;
  const key = `${currency}:${digits}`;
  let format = currencyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(DATE_LOCALE, {
      style: 'currency',
      currency,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    currencyFormats.set(key, format);
  }
  return format.format(amount);
}

const amountFormats = new Map<number, Intl.NumberFormat>();

/**
 * 1,25,000 or 25.50 without a currency sign, for a place whose label already names the currency
 * (the spec's "Total Earning (rs)"): Indian digit grouping, no ".00" on whole amounts.
 */
export function formatAmount(amount: number): string {
  const digits = Number.isInteger(amount) ? 0 : 2;
  let format = amountFormats.get(digits);
  if (!format) {
    format = new Intl.NumberFormat(DATE_LOCALE, {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    });
    amountFormats.set(digits, format);
  }
  return format.format(amount);
}

/** A signed amount: money going the other way (a reversal, a debt) with a minus sign (U+2212). */
export function formatSignedCurrency(
  amount: number,
  currency: Currency = DEFAULT_CURRENCY,
): string {
  return amount < 0 ? `−${formatCurrency(-amount, currency)}` : formatCurrency(amount, currency);
}
