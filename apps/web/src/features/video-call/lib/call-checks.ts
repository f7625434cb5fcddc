// mentorship-policies-video §5 "Call page": a booking is required, both users need a cb_id and
// the current user an email; roles come from the booking (§6), never from navigation state.
import type { BookingDto } from '@tm/shared/schemas/booking';
import type { CallRole } from '@tm/shared/call/protocol';
import {
  requestFailure,
  type CallFailure,
  type CallFailureContext,
} from '@tm/shared/call/call-failure';
import { statusAsOf } from '@tm/shared/rules/booking-status';
import { classWindow } from '@tm/shared/rules/class-window';

/** The failure is worded by describeCallFailure ("No booking data provided." and so on). */
export type CallCheck = { ok: true; role: CallRole } | { ok: false; failure: CallFailure };

export function checkCall(
  booking: BookingDto | null | undefined,
  userId: string | null,
): CallCheck {
  if (!booking) return { ok: false, failure: { kind: 'no-booking' } };
  const role: CallRole | null =
    booking.tutorId._id === userId ? 'tutor' : booking.studentId._id === userId ? 'student' : null;
  if (!role) return { ok: false, failure: { kind: 'no-booking' } };
  const self = role === 'tutor' ? booking.tutorId : booking.studentId;
  if (booking.tutorId.cb_id == null || booking.studentId.cb_id == null || !self.email) {
    return { ok: false, failure: { kind: 'missing-credentials' } };
  }
  return { ok: true, role };
}

/**
 * What the failure texts need to know of a booking (call-failure.ts): the viewer's zone, whether
 * it is active, and when its next session starts (null: none left) while its window is shut.
 */
export function bookingFailureContext(
  booking: BookingDto,
  zone: string,
  now = new Date(),
): CallFailureContext {
  const active = statusAsOf(booking, now) === 'active';
  const window = classWindow(booking, now);
  return { zone, active, now, nextStart: window.open ? undefined : window.changesAt };
}

/** A booking that could not be loaded: the network (try again), or not one of the viewer's. */
export function bookingLoadFailure(error: unknown): CallFailure {
  const failure = requestFailure(error);
  return failure.kind === 'unreachable' ? failure : { kind: 'no-booking' };
}
