// mentorship-policies-video §9: the price of a consultation by session type and country, in
// integer minor units (the server computes it and ignores any price a browser sends), and how it
// is shown. No date library here: the public PhD mentorship page shows prices without one
// (rules/consultation.ts, the slots' time rules, builds on this).
import { CONSULTATION_SESSION_TYPES, MENTORSHIP_DEFAULT_COUNTRY } from '../constants/mentorship';

export type ConsultationSessionKey = (typeof CONSULTATION_SESSION_TYPES)[number]['key'];
export type ConsultationCurrency = 'INR' | 'USD';

export const CONSULTATION_SESSION_KEYS = CONSULTATION_SESSION_TYPES.map((s) => s.key) as [
  ConsultationSessionKey,
  ...ConsultationSessionKey[],
];

export interface ConsultationPrice {
  sessionType: ConsultationSessionKey;
  label: string;
  minutes: number;
  currency: ConsultationCurrency;
  /** Major units (rupees, dollars) as shown. */
  amount: number;
  /** Minor units (paise, cents) as charged and stored. */
  amountMinor: number;
}

export function isConsultationSessionKey(value: unknown): value is ConsultationSessionKey {
  return CONSULTATION_SESSION_TYPES.some((s) => s.key === value);
}

/** §9: India pays in rupees (1,200 / 2,500), every other country in dollars (25 / 50). */
export function consultationPriceFor(
  sessionType: ConsultationSessionKey,
  country: string,
): ConsultationPrice {
  const session = CONSULTATION_SESSION_TYPES.find((s) => s.key === sessionType)!;
  const inIndia = country.trim().toLowerCase() === MENTORSHIP_DEFAULT_COUNTRY.toLowerCase();
  const currency: ConsultationCurrency = inIndia ? 'INR' : 'USD';
  const amount = session.price[currency];
  return {
    sessionType,
    label: session.label,
    minutes: session.minutes,
    currency,
    amount,
    amountMinor: amount * 100,
  };
}

/** `₹2,500` / `$50` (en-IN grouping, §9 locale). */
export function formatConsultationPrice(price: Pick<ConsultationPrice, 'amount' | 'currency'>) {
  return new Intl.NumberFormat('en-IN', {
    style: 'currency',
    currency: price.currency,
    maximumFractionDigits: 0,
  }).format(price.amount);
}
