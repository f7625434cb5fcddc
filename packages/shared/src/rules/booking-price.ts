// core-marketplace §9 Price display: total = hourly price × hours per session × number of sessions;
// sessions are the available days between start and end (single counts 1); a trial is free with one
// session. A platform fee of 5% is deducted from the tutor's shown earning. Amounts are computed in
// integer minor units (paise/cents) so that rounding happens once, at the total.
import { LIMITS } from '../constants/marketplace';
import { sessionMinutes } from './booking-time';
import { splitPayment } from './payments';

export interface PriceInput {
  /** Hourly price in major units (rupees/dollars). */
  pricePerHour: number;
  startTime: string;
  endTime: string;
  sessions: number;
  isTrial: boolean;
}

export interface PriceBreakdown {
  pricePerHour: number;
  minutesPerSession: number;
  hoursPerSession: number;
  sessions: number;
  /** What the student pays, major units. */
  total: number;
  totalMinor: number;
  /** The platform's 5%, major units. */
  platformFee: number;
  /** What the tutor is shown as their earning: total minus the platform fee. */
  tutorEarning: number;
}

const toMinor = (major: number) => Math.round(major * 100);

/**
 * The price of a booking, or null when its times do not make a session yet (the form shows no
 * total until they do). The 18% tax on the fee that the spec mentions is unused, so not computed.
 */
export function bookingPrice(input: PriceInput): PriceBreakdown | null {
  const minutes = input.isTrial
    ? LIMITS.trialMinutes
    : sessionMinutes(input.startTime, input.endTime);
  if (minutes === null || minutes <= 0) return null;
  const sessions = input.isTrial ? LIMITS.trialSessions : Math.max(0, Math.floor(input.sessions));
  const perHourMinor = input.isTrial ? LIMITS.trialPrice : toMinor(input.pricePerHour);
  const totalMinor = Math.round((perHourMinor * minutes * sessions) / 60);
  const { feeMinor, tutorEarningMinor } = splitPayment(totalMinor);
  return {
    pricePerHour: perHourMinor / 100,
    minutesPerSession: minutes,
    hoursPerSession: Math.round((minutes / 60) * 100) / 100,
    sessions,
    total: totalMinor / 100,
    totalMinor,
    platformFee: feeMinor / 100,
    tutorEarning: tutorEarningMinor / 100,
  };
}

/** `1 hr`, `1.5 hrs`, `45 min`: a session's length as the price line shows it. */
export function durationLabel(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.round((minutes / 60) * 100) / 100;
  return `${hours} ${hours === 1 ? 'hr' : 'hrs'}`;
}

/** `1 session`, `4 sessions`. */
export function sessionsLabel(n: number): string {
  return `${n} ${n === 1 ? 'session' : 'sessions'}`;
}
