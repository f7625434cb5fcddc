import { describe, expect, it } from 'vitest';
import { makeBooking } from '@/test/bookings';
import { describeCallFailure } from '@tm/shared/call/call-failure';
import { checkCall, type CallCheck } from './call-checks';

/** The §8 text a failed check shows. */
const shown = (check: CallCheck) => (check.ok ? null : describeCallFailure(check.failure).message);

describe('call page checks (mentorship-policies-video §5)', () => {
  it('without a booking: "No booking data provided."', () => {
    expect(shown(checkCall(undefined, 'tutor-1'))).toBe('No booking data provided.');
  });
  it('roles come from the booking, not from anything the browser says', () => {
    const b = makeBooking({ status: 'active' });
    expect(checkCall(b, 'tutor-1')).toEqual({ ok: true, role: 'tutor' });
    expect(checkCall(b, 'student-1')).toEqual({ ok: true, role: 'student' });
    expect(shown(checkCall(b, 'someone-else'))).toBe('No booking data provided.');
  });
  it('a missing cb_id on either side or the own email: "Missing user credentials for video call."', () => {
    const missing = 'Missing user credentials for video call.';
    const b = makeBooking({ status: 'active' });
    expect(shown(checkCall({ ...b, studentId: { ...b.studentId, cb_id: null } }, 'tutor-1'))).toBe(
      missing,
    );
    expect(shown(checkCall({ ...b, tutorId: { ...b.tutorId, cb_id: null } }, 'student-1'))).toBe(
      missing,
    );
    expect(shown(checkCall({ ...b, tutorId: { ...b.tutorId, email: null } }, 'tutor-1'))).toBe(
      missing,
    );
    // The other side's email is not needed.
    expect(checkCall({ ...b, tutorId: { ...b.tutorId, email: null } }, 'student-1')).toMatchObject({
      ok: true,
    });
  });
});
