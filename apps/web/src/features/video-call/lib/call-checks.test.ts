import { describe, expect, it } from 'vitest';
import { makeBooking } from '@/test/bookings';
import { checkCall } from './call-checks';

describe('call page checks (mentorship-policies-video §5)', () => {
  it('without a booking: "No booking data provided."', () => {
    expect(checkCall(undefined, 'tutor-1')).toEqual({
      ok: false,
      message: 'No booking data provided.',
    });
  });
  it('roles come from the booking, not from anything the browser says', () => {
    const b = makeBooking({ status: 'active' });
    expect(checkCall(b, 'tutor-1')).toEqual({ ok: true, role: 'tutor' });
    expect(checkCall(b, 'student-1')).toEqual({ ok: true, role: 'student' });
    expect(checkCall(b, 'someone-else')).toMatchObject({ ok: false });
  });
  it('a missing cb_id on either side or the own email: "Missing user credentials for video call."', () => {
    const missing = { ok: false, message: 'Missing user credentials for video call.' };
    const b = makeBooking({ status: 'active' });
    expect(checkCall({ ...b, studentId: { ...b.studentId, cb_id: null } }, 'tutor-1')).toEqual(
      missing,
    );
    expect(checkCall({ ...b, tutorId: { ...b.tutorId, cb_id: null } }, 'student-1')).toEqual(
      missing,
    );
    expect(checkCall({ ...b, tutorId: { ...b.tutorId, email: null } }, 'tutor-1')).toEqual(missing);
    // The other side's email is not needed.
    expect(checkCall({ ...b, tutorId: { ...b.tutorId, email: null } }, 'student-1')).toMatchObject({
      ok: true,
    });
  });
});
