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

/** Lower case, words only: "Quick Consultation (30 min)" → "quick consultation 30 min". */
const words = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/**
 * Every name a client may send for a session type, by its normalised words: the key ("quick"),
 * the spec's label ("30-minute Quick Consultation") and the short forms ("Quick Consultation",
 * "Quick Consultation (30 min)", "… (30 minutes)").
 */
const SESSION_NAMES: ReadonlyMap<string, ConsultationSessionKey> = new Map(
  CONSULTATION_SESSION_TYPES.flatMap((s) => {
    const short = s.label.replace(/^\d+-minute\s+/i, '');
    return [
      s.key,
      s.label,
      short,
      `${short} (${s.minutes} min)`,
      `${short} (${s.minutes} mins)`,
      `${short} (${s.minutes} minutes)`,
      `${s.minutes} min ${short}`,
      `${s.minutes} minutes ${short}`,
    ].map((name) => [words(name), s.key] as const);
  }),
);

/**
 * The session type a client meant, from its key or any of its labels (case and punctuation
 * ignored); undefined for anything else, so the usual check reports it.
 */
export function consultationSessionKeyFrom(value: unknown): ConsultationSessionKey | undefined {
  if (typeof value !== 'string') return undefined;
  return SESSION_NAMES.get(words(value));
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
