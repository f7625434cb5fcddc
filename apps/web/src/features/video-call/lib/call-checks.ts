// mentorship-policies-video §5 "Call page": a booking is required, both users need a cb_id and
// the current user an email; roles come from the booking (§6), never from navigation state.
import type { BookingDto } from '@tm/shared/schemas/booking';
import type { CallRole } from '@tm/shared/call/protocol';
import { CALL_MSG } from '@tm/shared/call/messages';

export type CallCheck = { ok: true; role: CallRole } | { ok: false; message: string };

export function checkCall(
  booking: BookingDto | null | undefined,
  userId: string | null,
): CallCheck {
  if (!booking) return { ok: false, message: CALL_MSG.noBooking };
  const role: CallRole | null =
    booking.tutorId._id === userId ? 'tutor' : booking.studentId._id === userId ? 'student' : null;
  if (!role) return { ok: false, message: CALL_MSG.noBooking };
  const self = role === 'tutor' ? booking.tutorId : booking.studentId;
  if (booking.tutorId.cb_id == null || booking.studentId.cb_id == null || !self.email) {
    return { ok: false, message: CALL_MSG.missingCredentials };
  }
  return { ok: true, role };
}
