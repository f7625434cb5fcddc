// Bookings as the API returns them, for web tests (times in Asia/Kolkata unless overridden).
import { bookingSessions } from '@tm/shared/rules/booking-time';
import type { BookingDto } from '@tm/shared/schemas/booking';

let counter = 0;

export function makeBooking(over: Partial<BookingDto> = {}): BookingDto {
  counter += 1;
  const b: BookingDto = {
    _id: `booking-${counter}`,
    studentId: {
      _id: 'student-1',
      fullName: 'Riya Sharma',
      profilePhoto: null,
      email: 'riya@example.com',
      cb_id: 1,
      timezone: 'Asia/Kolkata',
    },
    tutorId: {
      _id: 'tutor-1',
      fullName: 'Ananya Iyer',
      profilePhoto: null,
      email: 'ananya@example.com',
      cb_id: 2,
      timezone: 'Asia/Kolkata',
      headline: 'CBSE Maths specialist',
    },
    subject: 'Mathematics (Class 9-10)',
    status: 'pending',
    startDate: '2026-03-04',
    endDate: null,
    startTime: '18:00',
    endTime: '19:00',
    sessionType: 'single',
    availableDays: [],
    tutoringMode: ['Online Tutoring'],
    isTrial: false,
    price: 600,
    currency: 'INR',
    rejectionReason: null,
    createdAt: '2026-03-01T10:00:00.000Z',
    timezone: 'Asia/Kolkata',
    sessions: 1,
    total: 600,
    firstStartAt: '',
    lastEndAt: '',
    attendedMinutes: { tutor: 0, student: 0 },
    ...over,
  };
  const sessions = bookingSessions(b);
  return {
    ...b,
    sessions: over.sessions ?? sessions.length,
    firstStartAt: over.firstStartAt ?? sessions[0]!.start.toISOString(),
    lastEndAt: over.lastEndAt ?? sessions[sessions.length - 1]!.end.toISOString(),
  };
}
