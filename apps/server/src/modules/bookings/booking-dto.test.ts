// The privacy projection by grant (booking-access.ts decides who the viewer is; bookingFor only
// shows that viewer's fields). The API side is booking-privacy.test.ts.
import { describe, expect, it } from 'vitest';
import type { BookingDto } from '@tm/shared/schemas/booking';
import { bookingFor } from './booking-dto';

const person = (id: string, email: string) => ({
  _id: id,
  fullName: id,
  profilePhoto: null,
  email,
  cb_id: 1,
  timezone: 'Asia/Kolkata',
});
const booking = (status: BookingDto['status']) =>
  ({
    _id: 'b1',
    status,
    studentId: person('s1', 's1@example.test'),
    tutorId: { ...person('t1', 't1@example.test'), headline: null },
    outsideAvailability: true,
  }) as unknown as BookingDto;

const emails = (b: BookingDto) => [b.studentId.email, b.tutorId.email];

describe('bookingFor: one projection per grant', () => {
  it('the student: both emails only while active, never the tutor-only flag', () => {
    const pending = bookingFor({ level: 'act', as: 'student' }, booking('pending'));
    expect(emails(pending)).toEqual([null, null]);
    expect(pending).not.toHaveProperty('outsideAvailability');
    const active = bookingFor({ level: 'act', as: 'student' }, booking('active'));
    expect(emails(active)).toEqual(['s1@example.test', 't1@example.test']);
  });

  it('the tutor: both emails only while active, with the outside-availability flag', () => {
    const pending = bookingFor({ level: 'act', as: 'tutor' }, booking('pending'));
    expect(emails(pending)).toEqual([null, null]);
    expect(pending.outsideAvailability).toBe(true);
  });

  it('an admin (read only): the booking as stored', () => {
    const b = booking('pending');
    expect(bookingFor({ level: 'read', as: 'admin' }, b)).toEqual(b);
  });
});
