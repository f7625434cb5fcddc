// Group classes (batches): one tutor, 2 to 10 students, a fixed run of sessions sold as one price
// per student. Pure rules shared by the tutor's form and the server; times are wall-clock values in
// the tutor's IANA zone, as for bookings (booking-time.ts).
import { DAYS, type Currency, type Day } from '../constants/marketplace';
import { addDays, sessionMinutes, weekdayOf } from './booking-time';
import { isIsoDate } from './dates';

export const BATCH_LIMITS = {
  /** A group is at least two students; the video room holds at most ten and the tutor. */
  minSeats: 2,
  maxSeats: 10,
  minSessions: 1,
  maxSessions: 60,
  titleMaxChars: 120,
  descriptionMaxChars: 2000,
  reasonMaxChars: 500,
  /** How long an enrolment holds a seat while its payment is made. */
  holdMinutes: 15,
  /** How far ahead a batch may start. */
  maxDaysAhead: 365,
} as const;

export const BATCH_MODES = ['Online Tutoring', 'At Tutor Place', 'Home Tutoring'] as const;
export type BatchMode = (typeof BATCH_MODES)[number];

export const BATCH_MESSAGES = {
  notFound: 'Batch not found.',
  titleRequired: 'Please enter a title for the batch.',
  titleTooLong: `Title can be at most ${BATCH_LIMITS.titleMaxChars} characters.`,
  subjectRequired: 'Please choose a subject.',
  levelRequired: 'Please choose a level.',
  modeInvalid: 'Please choose how the batch is taught.',
  modeNotOffered: 'You do not offer this tutoring mode on your profile.',
  startDateInvalid: 'Please choose a start date.',
  startDatePast: 'The start date must be in the future.',
  startDateTooFar: 'The start date can be at most one year ahead.',
  daysRequired: 'Please choose at least one day of the week.',
  timeInvalid: 'Please enter a start and end time as HH:MM.',
  endBeforeStart: 'The end time must be after the start time.',
  sessionsInvalid: `Number of sessions must be between ${BATCH_LIMITS.minSessions} and ${BATCH_LIMITS.maxSessions}.`,
  seatsInvalid: (max: number) =>
    max < BATCH_LIMITS.minSeats
      ? `Your profile allows ${max} student${max === 1 ? '' : 's'} per class. Set "maximum students per class" to at least ${BATCH_LIMITS.minSeats} to create a batch.`
      : `Seats must be between ${BATCH_LIMITS.minSeats} and ${max}.`,
  priceInvalid: 'Please enter the price per student for the whole batch.',
  priceOutOfRange: (min: string, max: string) =>
    `Price per student must be between ${min} and ${max} (your hourly range × the batch's hours).`,
  notVerified: 'Only verified tutors can create batches.',
  lockedAfterEnrolment:
    'Students have enrolled: only the title, the description and more seats can be changed now.',
  seatsBelowEnrolled: (n: number) =>
    `${n} student${n === 1 ? ' has' : 's have'} enrolled: seats cannot go below ${n}.`,
  cancelled: 'This batch has been cancelled.',
  alreadyCancelled: 'This batch has already been cancelled.',
  enrolClosed: 'Enrolment has closed for this batch: its first session has started.',
  full: 'This batch is full.',
  filledBeforePayment:
    'This batch filled up before your payment arrived. Your payment has been refunded.',
  profileIncomplete: 'Please complete your profile before enrolling.',
  sessionNotFound: 'Please choose an upcoming session of this batch.',
  reasonRequired: 'Please give a reason.',
  notEnabled: 'Group classes are not enabled on this server.',
  tokenInvalid: 'This class link is not valid for this batch or has expired.',
  sessionNotNow: 'The class room opens 15 minutes before a session and closes when it ends.',
} as const;

/** Price per student allowed for a batch: the tutor's hourly range times the batch's hours. */
export function batchPriceRangeMinor(opts: {
  minHourMinor: number;
  maxHourMinor: number;
  sessions: number;
  sessionMinutes: number;
}): { min: number; max: number } {
  const hours = (opts.sessions * opts.sessionMinutes) / 60;
  return {
    min: Math.round(opts.minHourMinor * hours),
    max: Math.round(opts.maxHourMinor * hours),
  };
}

/** The first `count` dates (from `startDate`, both included) that fall on one of `days`. */
export function batchSessionDates(startDate: string, days: readonly string[], count: number) {
  if (!isIsoDate(startDate) || count < 1) return [];
  const wanted = new Set(days.filter((d): d is Day => (DAYS as readonly string[]).includes(d)));
  if (wanted.size === 0) return [];
  const out: string[] = [];
  for (let i = 0; out.length < count && i < 7 * count + 7; i++) {
    const date = addDays(startDate, i);
    if (wanted.has(weekdayOf(date))) out.push(date);
  }
  return out;
}

export interface BatchDraft {
  title: string;
  subject: string;
  level: string;
  mode: string;
  startDate: string;
  days: readonly string[];
  startTime: string;
  endTime: string;
  sessions: number;
  seats: number;
  priceMinor: number;
}

export interface BatchTutorContext {
  verified: boolean;
  studentsPerClass: number | null;
  tutoringModes: readonly string[];
  minHourMinor: number | null;
  maxHourMinor: number | null;
  currency: Currency;
  /** The tutor's "today" in their zone. */
  today: string;
}

export interface FieldProblem {
  field: keyof BatchDraft | 'tutor';
  message: string;
}

/** The most seats a tutor can offer: their profile's students per class, at most ten. */
export function maxSeatsFor(studentsPerClass: number | null): number {
  return Math.min(BATCH_LIMITS.maxSeats, studentsPerClass ?? 0);
}

export function formatMinor(minor: number, currency: Currency): string {
  const symbol = currency === 'INR' ? '₹' : '$';
  const whole = minor % 100 === 0;
  return `${symbol}${(minor / 100).toLocaleString('en-IN', {
    minimumFractionDigits: whole ? 0 : 2,
    maximumFractionDigits: 2,
  })}`;
}

/** Every problem with a batch draft for this tutor, in the form's order (empty when it is fine). */
export function checkBatch(d: BatchDraft, t: BatchTutorContext): FieldProblem[] {
  const out: FieldProblem[] = [];
  if (!t.verified) return [{ field: 'tutor', message: BATCH_MESSAGES.notVerified }];
  if (!(BATCH_MODES as readonly string[]).includes(d.mode))
    out.push({ field: 'mode', message: BATCH_MESSAGES.modeInvalid });
  else if (!t.tutoringModes.includes(d.mode))
    out.push({ field: 'mode', message: BATCH_MESSAGES.modeNotOffered });
  if (!isIsoDate(d.startDate))
    out.push({ field: 'startDate', message: BATCH_MESSAGES.startDateInvalid });
  else if (d.startDate <= t.today)
    out.push({ field: 'startDate', message: BATCH_MESSAGES.startDatePast });
  else if (d.startDate > addDays(t.today, BATCH_LIMITS.maxDaysAhead))
    out.push({ field: 'startDate', message: BATCH_MESSAGES.startDateTooFar });
  const raw = sessionMinutes(d.startTime, d.endTime);
  const minutes = raw !== null && raw > 0 ? raw : null;
  if (minutes === null) out.push({ field: 'endTime', message: BATCH_MESSAGES.endBeforeStart });
  const maxSeats = maxSeatsFor(t.studentsPerClass);
  if (d.seats < BATCH_LIMITS.minSeats || d.seats > maxSeats)
    out.push({ field: 'seats', message: BATCH_MESSAGES.seatsInvalid(maxSeats) });
  if (minutes !== null && t.minHourMinor !== null && t.maxHourMinor !== null) {
    const range = batchPriceRangeMinor({
      minHourMinor: t.minHourMinor,
      maxHourMinor: t.maxHourMinor,
      sessions: d.sessions,
      sessionMinutes: minutes,
    });
    if (d.priceMinor < range.min || d.priceMinor > range.max)
      out.push({
        field: 'priceMinor',
        message: BATCH_MESSAGES.priceOutOfRange(
          formatMinor(range.min, t.currency),
          formatMinor(range.max, t.currency),
        ),
      });
  }
  return out;
}

/** Fields a tutor may still change once a student holds a seat. */
export const BATCH_FIELDS_AFTER_ENROLMENT = ['title', 'description', 'seats'] as const;
