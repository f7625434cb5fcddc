// one free trial per student and tutor. A trial counts once it is requested and for
// as long as it was not turned down: pending, accepted or active (the class ahead), completed or
// missed (the class was held or its time used). A withdrawn, rejected or expired request (the
// tutor never answered before its time) gave the student no trial, so it does not count.
import type { BookingStatus } from '../constants/marketplace';
import { statusAsOf, type TimedBooking } from './booking-status';

/** Statuses (as of now) of a trial that uses the student's one trial with that tutor. */
export const TRIAL_USED_STATUSES: readonly BookingStatus[] = [
  'pending',
  'accepted',
  'active',
  'completed',
  'missed',
];

/** Whether a trial booking uses up the student's free trial with its tutor, as of `now`. */
export function usesTrial(b: TimedBooking & { isTrial: boolean }, now: Date): boolean {
  return b.isTrial && TRIAL_USED_STATUSES.includes(statusAsOf(b, now));
}

export const TRIAL_MESSAGES = {
  used: 'You have already booked your free trial with this tutor. Only one free trial per tutor is allowed; you can book a class instead.',
  usedTitle: 'Free trial already used',
  usedHint: (name: string) =>
    `You have already booked your free trial with ${name}. Only one free trial per tutor is allowed; book a class to keep learning together.`,
} as const;
