// Test data for the after-booking journeys (e2e): a tutor, a student and one booking `daysAhead` days
// from now at 18:00 IST. Reachable only through the test-support route (NODE_ENV=test).
import { addDays } from '@tm/shared/rules/booking-time';
import { todayIn } from '@tm/shared/rules/dates';
import type { Db } from '../db/client';
import { createBooking, createStudent, createTutor } from '../seed/factories';

export async function createBookingFixture(
  db: Db,
  opts: { status: 'accepted' | 'active'; daysAhead: number },
) {
  const tag = Math.random().toString(36).slice(2, 8);
  const zone = 'Asia/Kolkata';
  const tutor = await createTutor(db, {
    user: { fullName: `Tutor ${tag}`, email: `tutor.${tag}@example.test` },
    profile: { timezone: zone },
  });
  const student = await createStudent(db, {
    user: { fullName: `Student ${tag}`, email: `student.${tag}@example.test` },
    profile: { timezone: zone },
  });
  const booking = await createBooking(db, {
    studentId: student.user.id,
    tutorId: tutor.user.id,
    status: opts.status,
    timezone: zone,
    startDate: addDays(todayIn(zone), opts.daysAhead),
    startTime: '18:00',
    endTime: '19:00',
  });
  return {
    bookingId: booking.id,
    startDate: booking.startDate,
    tutor: { email: tutor.user.email, fullName: tutor.user.fullName },
    student: { email: student.user.email, fullName: student.user.fullName },
  };
}
