// How a tutor's numbers read on cards and the detail page (core-marketplace §2 Tutor card, Tutor
// detail page). Pure functions, tested beside this file.
import type { TutorCardDto } from '@tm/shared/schemas/tutor-search';
import { approxInrMajor } from '@tm/shared/rules/currency';
import { formatCurrency } from '@/lib/format';

/** §2 Tutor card: experience, "Fresher" if none. */
export function experienceLabel(years: number | null | undefined): string {
  if (!years || years <= 0) return 'Fresher';
  return years === 1 ? '1 year' : `${years} years`;
}

/**
 * §2 Tutor card "level": the level the tutor teaches, said as such ("Level taught: Beginner"), so
 * it does not read as the tutor's own level beside their years of experience.
 */
export function levelTaughtLabel(level: string | null | undefined): string | null {
  return level ? `Level taught: ${level}` : null;
}

/** "₹500 – ₹1,000 / hr" (one amount when min equals max). */
export function priceRangeLabel(
  t: Pick<TutorCardDto, 'min_hour_charge' | 'max_hour_charge' | 'currency'>,
): string {
  const { min_hour_charge: min, max_hour_charge: max, currency } = t;
  if (min === null && max === null) return 'Price on request';
  if (min === null || max === null || min === max)
    return `${formatCurrency((min ?? max)!, currency)} / hr`;
  return `${formatCurrency(min, currency)} – ${formatCurrency(max, currency)} / hr`;
}

/**
 * beside a USD price, the approximate INR figure at the configured rate ("≈ ₹1,650 –
 * ₹3,350 / hr"); null for INR tutors or when no rate is configured.
 */
export function approxInrLabel(
  t: Pick<TutorCardDto, 'currency' | 'min_price_inr' | 'max_price_inr'>,
): string | null {
  if (t.currency === 'INR') return null;
  const { min_price_inr: min, max_price_inr: max } = t;
  if (min === null || max === null || min === undefined || max === undefined) return null;
  const lo = formatCurrency(approxInrMajor(min * 100), 'INR');
  const hi = formatCurrency(approxInrMajor(max * 100), 'INR');
  return `≈ ${lo === hi ? lo : `${lo} – ${hi}`} / hr`;
}

/** §2 Tutor detail page header (not in trial mode): "60-min session at min-max currency". */
export function sessionLine(
  t: Pick<TutorCardDto, 'min_hour_charge' | 'max_hour_charge' | 'currency'>,
): string {
  return `60-min session at ${t.min_hour_charge ?? ''}-${t.max_hour_charge ?? ''} ${t.currency}`;
}

let grouping: Intl.NumberFormat | undefined;
/** "1,000+" when the total is a lower bound; otherwise the number with Indian grouping. */
export function countLabel(total: number, exact: boolean): string {
  grouping ??= new Intl.NumberFormat('en-IN');
  const n = grouping.format(total);
  return exact ? n : `${n}+`;
}
