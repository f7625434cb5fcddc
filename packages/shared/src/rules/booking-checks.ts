// core-marketplace §5 "Booking checks, in order", used by the booking form and re-run by the server
// on every submit (the server never trusts the browser). The first failing check's message wins.
import { DAYS, LIMITS, type Currency, type Day, type SessionType } from '../constants/marketplace';
import { FIELD_MESSAGES } from '../constants/field-messages';
import { MSG } from '../messages';
import {
  addMinutesToTime,
  bookingSessions,
  daysBetween,
  normaliseTime,
  sessionMinutes,
} from './booking-time';
import { isIsoDate, safeZone, todayIn } from './dates';

/**
 * Limits the spec does not give (decisions, see docs/decisions/bookings.md): a booking starts at
 * most a year ahead, and a multi-session range spans at most 180 days, which keeps a request
 * something a tutor can reasonably commit to and its total within sane bounds.
 */
export const BOOKING_LIMITS = {
  maxDaysAhead: 365,
  maxRangeDays: 180,
  rejectionReasonMaxChars: 500,
} as const;

export const BOOKING_MESSAGES = {
  // The spec's texts, §5, in check order.
  profileIncomplete: 'Please complete your profile before booking.',
  subjectRequired: 'Please select a subject.',
  priceRange: (min: number | string, max: number | string, currency: string) =>
    `Please enter a valid price between ${min} and ${max} ${currency}.`,
  modeRequired: FIELD_MESSAGES.tutoringMode,
  singleDateRequired: 'Please select a single date.',
  dateRangeRequired: 'Please select a date range.',
  daysRequired: 'Please select available days.',
  endDateAfterStart: 'End date must be after start date.',
  startTimeRequired: 'Please select a start time.',
  endTimeRequired: 'Please select an end time.',
  endTimeAfterStart: 'End time must be after start time.',
  minimumSession: `The end time must be at least ${LIMITS.minSessionMinutes} minutes after the start time.`,
  dateInvalid: MSG.dateInputInvalid,
  // Ours (the spec does not show these texts): each sits inside the check it belongs to.
  subjectNotOffered: 'Please select a subject this tutor teaches.',
  modeNotOffered: 'Please select a tutoring mode this tutor offers.',
  dateInPast: 'Please select a date in the future.',
  tooFarAhead: `Please select a date within the next ${BOOKING_LIMITS.maxDaysAhead} days.`,
  rangeTooLong: `The date range can be at most ${BOOKING_LIMITS.maxRangeDays} days.`,
  noSessionInRange: 'None of the selected days falls between the start and end dates.',
  startTimeInvalid: 'Please enter the start time as HH:MM or h:MM AM/PM.',
  endTimeInvalid: 'Please enter the end time as HH:MM or h:MM AM/PM.',
  startInPast: 'Please select a start time in the future.',
  trialPastMidnight: `A trial lasts ${LIMITS.trialMinutes} minutes and must end by midnight. Please select an earlier start time.`,
  // Server-only conditions of a submit.
  tutorNotBookable: 'This tutor is not accepting bookings yet.',
  duplicate: 'You have already requested a class with this tutor at this time.',
  rejectionReasonRequired: 'Please enter a reason for rejecting this request.',
  rejectionReasonTooLong: `The reason can be at most ${BOOKING_LIMITS.rejectionReasonMaxChars} characters.`,
} as const;

/** What the form holds (and what the server receives); everything may be missing or malformed. */
export interface BookingDraft {
  subject?: string | null | undefined;
  price?: number | string | null | undefined;
  currency?: string | null;
  tutoringMode?: readonly string[] | null | undefined;
  sessionType: SessionType;
  startDate?: string | null | undefined;
  endDate?: string | null | undefined;
  availableDays?: readonly string[] | null | undefined;
  startTime?: string | null | undefined;
  endTime?: string | null | undefined;
  isTrial: boolean;
}

/** The tutor facts the checks need (hourly charges in major units). */
export interface BookingTutor {
  minHourCharge: number | null;
  maxHourCharge: number | null;
  currency: Currency;
  timezone: string;
  tutoringModes: readonly string[];
  subjects: readonly string[];
}

export interface BookingCheckContext {
  profileComplete: boolean;
  tutor: BookingTutor;
  now: Date;
}

/** A draft that passed every check, normalised: trial values applied, times as HH:MM. */
export interface ValidBooking {
  subject: string;
  price: number;
  currency: Currency;
  tutoringMode: string[];
  sessionType: SessionType;
  isTrial: boolean;
  startDate: string;
  endDate: string | null;
  availableDays: Day[];
  startTime: string;
  endTime: string;
  timezone: string;
  sessions: number;
  firstStartAt: Date;
  lastEndAt: Date;
}

export type BookingField =
  | 'profile'
  | 'subject'
  | 'price'
  | 'tutoringMode'
  | 'startDate'
  | 'endDate'
  | 'availableDays'
  | 'startTime'
  | 'endTime';
export type BookingCheckResult =
  { ok: true; booking: ValidBooking } | { ok: false; message: string; field: BookingField };

const fail = (field: BookingField, message: string): BookingCheckResult => ({
  ok: false,
  field,
  message,
});

function parsePrice(value: number | string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  const s = typeof value === 'number' ? String(value) : value.trim();
  if (!/^\d+(\.\d{1,2})?$/.test(s)) return null;
  const n = Number(s);
  return Number.isFinite(n) ? n : null;
}

/** The spec's seven checks in order, plus what each needs so the server can trust the result. */
export function checkBooking(draft: BookingDraft, ctx: BookingCheckContext): BookingCheckResult {
  const { tutor, now } = ctx;
  const zone = safeZone(tutor.timezone);
  const isTrial = draft.isTrial === true;
  // §5/§9: a trial has one session (single) and price 0.
  const sessionType: SessionType = isTrial ? 'single' : draft.sessionType;

  // 1. Profile complete.
  if (!ctx.profileComplete) return fail('profile', BOOKING_MESSAGES.profileIncomplete);

  // 2. Subject, and one the tutor teaches.
  const subject = (draft.subject ?? '').trim();
  if (!subject) return fail('subject', BOOKING_MESSAGES.subjectRequired);
  if (!tutor.subjects.includes(subject)) return fail('subject', BOOKING_MESSAGES.subjectNotOffered);

  // 3. Price within the tutor's range, in the tutor's currency (not for trials).
  let price: number = LIMITS.trialPrice;
  if (!isTrial) {
    const parsed = parsePrice(draft.price);
    const min = tutor.minHourCharge ?? 0;
    const max = tutor.maxHourCharge ?? Number.POSITIVE_INFINITY;
    const currencyOk = !draft.currency || draft.currency === tutor.currency;
    if (parsed === null || parsed < min || parsed > max || !currencyOk) {
      return fail(
        'price',
        BOOKING_MESSAGES.priceRange(min, tutor.maxHourCharge ?? '∞', tutor.currency),
      );
    }
    price = parsed;
  }

  // 4. At least one tutoring mode, each one the tutor offers.
  const modes = [...new Set(draft.tutoringMode ?? [])];
  if (modes.length === 0) return fail('tutoringMode', BOOKING_MESSAGES.modeRequired);
  if (!modes.every((m) => tutor.tutoringModes.includes(m)))
    return fail('tutoringMode', BOOKING_MESSAGES.modeNotOffered);

  // 5. Dates: a single date (single or trial), or a range with days (multiple); in the future.
  const today = todayIn(zone, now);
  const startDate = (draft.startDate ?? '').trim();
  let endDate: string | null = null;
  let availableDays: Day[] = [];
  if (sessionType === 'single') {
    if (!startDate) return fail('startDate', BOOKING_MESSAGES.singleDateRequired);
    if (!isIsoDate(startDate)) return fail('startDate', BOOKING_MESSAGES.dateInvalid);
  } else {
    const end = (draft.endDate ?? '').trim();
    if (!startDate || !end)
      return fail(startDate ? 'endDate' : 'startDate', BOOKING_MESSAGES.dateRangeRequired);
    if (!isIsoDate(startDate)) return fail('startDate', BOOKING_MESSAGES.dateInvalid);
    if (!isIsoDate(end)) return fail('endDate', BOOKING_MESSAGES.dateInvalid);
    availableDays = DAYS.filter((d) => (draft.availableDays ?? []).includes(d));
    if (availableDays.length === 0) return fail('availableDays', BOOKING_MESSAGES.daysRequired);
    if (end <= startDate) return fail('endDate', BOOKING_MESSAGES.endDateAfterStart);
    endDate = end;
  }
  if (startDate < today) return fail('startDate', BOOKING_MESSAGES.dateInPast);
  if (daysBetween(today, startDate) > BOOKING_LIMITS.maxDaysAhead)
    return fail('startDate', BOOKING_MESSAGES.tooFarAhead);
  if (endDate && daysBetween(startDate, endDate) > BOOKING_LIMITS.maxRangeDays)
    return fail('endDate', BOOKING_MESSAGES.rangeTooLong);

  // 6. Start time.
  if (!(draft.startTime ?? '').trim()) return fail('startTime', BOOKING_MESSAGES.startTimeRequired);
  const startTime = normaliseTime(draft.startTime);
  if (!startTime) return fail('startTime', BOOKING_MESSAGES.startTimeInvalid);

  // 7. End time (non-trial); a trial ends 25 minutes after its start.
  let endTime: string;
  if (isTrial) {
    const end = addMinutesToTime(startTime, LIMITS.trialMinutes);
    if (!end) return fail('startTime', BOOKING_MESSAGES.trialPastMidnight);
    endTime = end;
  } else {
    if (!(draft.endTime ?? '').trim()) return fail('endTime', BOOKING_MESSAGES.endTimeRequired);
    const end = normaliseTime(draft.endTime);
    if (!end) return fail('endTime', BOOKING_MESSAGES.endTimeInvalid);
    const minutes = sessionMinutes(startTime, end)!;
    if (minutes <= 0) return fail('endTime', BOOKING_MESSAGES.endTimeAfterStart);
    if (minutes < LIMITS.minSessionMinutes) return fail('endTime', BOOKING_MESSAGES.minimumSession);
    endTime = end;
  }

  // The sessions themselves: at least one, the first one still ahead.
  const sessions = bookingSessions({
    sessionType,
    isTrial,
    startDate,
    endDate,
    availableDays,
    startTime,
    endTime,
    timezone: zone,
  });
  if (sessions.length === 0) return fail('availableDays', BOOKING_MESSAGES.noSessionInRange);
  const first = sessions[0]!;
  if (first.start.getTime() <= now.getTime())
    return fail('startTime', BOOKING_MESSAGES.startInPast);

  return {
    ok: true,
    booking: {
      subject,
      price,
      currency: tutor.currency,
      tutoringMode: modes,
      sessionType,
      isTrial,
      startDate,
      endDate,
      availableDays,
      startTime,
      endTime,
      timezone: zone,
      sessions: sessions.length,
      firstStartAt: first.start,
      lastEndAt: sessions[sessions.length - 1]!.end,
    },
  };
}
