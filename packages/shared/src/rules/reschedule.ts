// reschedule proposals. Either side proposes a new date and start time for one
// session, or for that session and every later one (the rest of a multi-session booking, shifted
// by the same number of days to the new time); the other side accepts or declines. The lifecycle
// is data, like rules/booking-status.ts; the plan below is checked when proposed and again when
// accepted (with the tutor's other classes, server-side, by the same clash check as accept).
import { BOOKING_LIMITS, BOOKING_MESSAGES } from './booking-checks';
import {
  addDays,
  addMinutesToTime,
  bookingSessions,
  daysBetween,
  findOverlap,
  normaliseTime,
  sessionMinutes,
  type BookingSchedule,
  type Session,
  type SessionChange,
} from './booking-time';
import { isIsoDate, safeZone, todayIn } from './dates';

export const RESCHEDULE_STATUSES = ['pending', 'accepted', 'declined', 'withdrawn'] as const;
export type RescheduleStatus = (typeof RESCHEDULE_STATUSES)[number];
export type RescheduleEvent = 'accept' | 'decline' | 'withdraw';
export type RescheduleScope = 'one' | 'rest';

export const RESCHEDULE_TRANSITIONS: readonly {
  from: RescheduleStatus;
  event: RescheduleEvent;
  to: RescheduleStatus;
  /** The person who proposed it, or the other side of the booking. */
  by: 'proposer' | 'other';
}[] = [
  { from: 'pending', event: 'accept', to: 'accepted', by: 'other' },
  { from: 'pending', event: 'decline', to: 'declined', by: 'other' },
  { from: 'pending', event: 'withdraw', to: 'withdrawn', by: 'proposer' },
];

export const RESCHEDULE_MESSAGES = {
  sessionRequired: 'Please choose an upcoming session to move.',
  dateRequired: 'Please select a new date.',
  startTimeRequired: 'Please select a new start time.',
  startTimeInvalid: BOOKING_MESSAGES.startTimeInvalid,
  dateInvalid: BOOKING_MESSAGES.dateInvalid,
  dateInPast: BOOKING_MESSAGES.dateInPast,
  startInPast: BOOKING_MESSAGES.startInPast,
  tooFarAhead: BOOKING_MESSAGES.tooFarAhead,
  pastMidnight: 'The class must end by midnight. Please select an earlier start time.',
  restNeedsSeveral: 'Only a booking with several sessions can move the rest of its sessions.',
  unchanged: 'Please choose a different date or time.',
  selfOverlap: 'The new time overlaps another session of this booking.',
  notMovable: 'Only an accepted or active booking can be rescheduled.',
  pendingExists: 'This booking already has a proposal waiting for an answer.',
  notFound: 'Proposal not found.',
  declineReasonTooLong: 'The reason can be at most 500 characters.',
  stale: 'The booking has changed since this proposal was made. Please propose again.',
  done: (to: RescheduleStatus) => `This proposal has already been ${to}.`,
  onlyOther: 'Only the other side of the booking can accept or decline this proposal.',
  onlyProposer: 'Only the person who proposed it can withdraw this proposal.',
} as const;

export function rescheduleTransition(
  from: RescheduleStatus,
  event: RescheduleEvent,
  role: 'proposer' | 'other',
): { ok: true; to: RescheduleStatus } | { ok: false; message: string } {
  const t = RESCHEDULE_TRANSITIONS.find((x) => x.from === from && x.event === event);
  if (!t) return { ok: false, message: RESCHEDULE_MESSAGES.done(from) };
  if (t.by !== role)
    return {
      ok: false,
      message:
        role === 'proposer' ? RESCHEDULE_MESSAGES.onlyOther : RESCHEDULE_MESSAGES.onlyProposer,
    };
  return { ok: true, to: t.to };
}

export interface RescheduleDraft {
  sessionKey?: string | null;
  scope: RescheduleScope;
  newDate?: string | null;
  newStartTime?: string | null;
}

export type ReschedulePlan =
  | {
      ok: true;
      /** The booking's changes after the move (replacing the old list). */
      sessionChanges: SessionChange[];
      /** The sessions that move, at their new times. */
      moved: Session[];
      /** Every session of the booking after the move, in order. */
      sessions: Session[];
      newStartTime: string;
      newEndTime: string;
    }
  | { ok: false; field: 'sessionKey' | 'newDate' | 'newStartTime' | 'scope'; message: string };

/** The booking after moving a session (or the rest), or the first check that fails. */
export function planReschedule(
  booking: BookingSchedule,
  draft: RescheduleDraft,
  now: Date,
): ReschedulePlan {
  const zone = safeZone(booking.timezone);
  const schedule = { ...booking, timezone: zone };
  const current = bookingSessions(schedule);
  const target = current.find((s) => s.key === draft.sessionKey);
  if (!target || target.start.getTime() <= now.getTime())
    return { ok: false, field: 'sessionKey', message: RESCHEDULE_MESSAGES.sessionRequired };
  if (draft.scope === 'rest' && (booking.sessionType !== 'multiple' || booking.isTrial))
    return { ok: false, field: 'scope', message: RESCHEDULE_MESSAGES.restNeedsSeveral };
  const newDate = (draft.newDate ?? '').trim();
  if (!newDate) return { ok: false, field: 'newDate', message: RESCHEDULE_MESSAGES.dateRequired };
  if (!isIsoDate(newDate))
    return { ok: false, field: 'newDate', message: RESCHEDULE_MESSAGES.dateInvalid };
  const today = todayIn(zone, now);
  if (newDate < today)
    return { ok: false, field: 'newDate', message: RESCHEDULE_MESSAGES.dateInPast };
  if (!(draft.newStartTime ?? '').trim())
    return { ok: false, field: 'newStartTime', message: RESCHEDULE_MESSAGES.startTimeRequired };
  const startTime = normaliseTime(draft.newStartTime);
  if (!startTime)
    return { ok: false, field: 'newStartTime', message: RESCHEDULE_MESSAGES.startTimeInvalid };
  const minutes = sessionMinutes(booking.startTime, booking.endTime) ?? 0;
  const endTime = addMinutesToTime(startTime, minutes);
  if (!endTime)
    return { ok: false, field: 'newStartTime', message: RESCHEDULE_MESSAGES.pastMidnight };

  const shift = daysBetween(target.date, newDate);
  const moving = current.filter((s) =>
    draft.scope === 'one' ? s === target : s.start.getTime() >= target.start.getTime(),
  );
  const byKey = new Map((booking.sessionChanges ?? []).map((c) => [c.from, c]));
  for (const s of moving) {
    const date = addDays(s.date, shift);
    if (daysBetween(today, date) > BOOKING_LIMITS.maxDaysAhead)
      return { ok: false, field: 'newDate', message: RESCHEDULE_MESSAGES.tooFarAhead };
    byKey.set(s.key!, { from: s.key!, date, startTime, endTime });
  }
  const sessionChanges = [...byKey.values()];
  const sessions = bookingSessions({ ...schedule, sessionChanges });
  const movedKeys = new Set(moving.map((s) => s.key));
  const moved = sessions.filter((s) => movedKeys.has(s.key));
  if (moved.some((s) => s.start.getTime() <= now.getTime()))
    return { ok: false, field: 'newStartTime', message: RESCHEDULE_MESSAGES.startInPast };
  if (shift === 0 && startTime === normaliseTime(timeOf(booking, target)))
    return { ok: false, field: 'newStartTime', message: RESCHEDULE_MESSAGES.unchanged };
  const others = sessions.filter((s) => !movedKeys.has(s.key));
  if (findOverlap(moved, others) || hasInnerOverlap(moved))
    return { ok: false, field: 'newDate', message: RESCHEDULE_MESSAGES.selfOverlap };
  return {
    ok: true,
    sessionChanges,
    moved,
    sessions,
    newStartTime: startTime,
    newEndTime: endTime,
  };
}

/** The start time a session has now (its change's, or the booking's). */
function timeOf(booking: BookingSchedule, s: Session): string {
  const c = (booking.sessionChanges ?? []).find((x) => x.from === s.key);
  return c?.startTime ?? booking.startTime;
}

function hasInnerOverlap(sessions: readonly Session[]): boolean {
  for (let i = 1; i < sessions.length; i++)
    if (sessions[i]!.start < sessions[i - 1]!.end) return true;
  return false;
}
