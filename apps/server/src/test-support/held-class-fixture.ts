// Test data for the review journey (e2e): a verified tutor and a student whose paid online class
// took place in the last two hours. Both joined its call (class_attendance, as the call page
// records it) and the real sweeper then completes it, so the booking reaches "completed" through
// the product's own lifecycle. Reachable only through the test-support route (NODE_ENV=test).
import { addMinutesToTime } from '@tm/shared/rules/booking-time';
import type { Db } from '../db/client';
import { classAttendance } from '../db/schema/calls';
import { createBooking, createStudent, createTutor } from '../seed/factories';
import { sweepBookings } from '../modules/bookings/sweep-bookings';

/** A zone whose wall clock is past 03:00 now, so a class two hours ago falls on today's date. */
function zoneWithPast(now: Date): { zone: string; hhmm: string; today: string } {
  for (const zone of ['UTC', 'Asia/Kolkata', 'America/New_York']) {
    const hhmm = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(now);
    if (Number(hhmm.slice(0, 2)) >= 3) {
      return {
        zone,
        hhmm,
        today: new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(now),
      };
    }
  }
  throw new Error('no zone has a past class today');
}

export async function createHeldClass(db: Db, opts: { now?: Date } = {}) {
  const now = opts.now ?? new Date();
  const { zone, hhmm, today } = zoneWithPast(now);
  const startTime = addMinutesToTime(hhmm, -120)!;
  const endTime = addMinutesToTime(hhmm, -60)!;
  const tag = Math.random().toString(36).slice(2, 8);
  const tutor = await createTutor(db, {
    user: { fullName: `Meera Iyer ${tag}`, email: `tutor.${tag}@example.test` },
    profile: { timezone: zone, verificationStatus: 'verified', headline: 'Physics made simple' },
  });
  const student = await createStudent(db, {
    user: { fullName: `Rohan Das ${tag}`, email: `student.${tag}@example.test` },
    profile: { timezone: zone },
  });
  const booking = await createBooking(
    db,
    {
      studentId: student.user.id,
      tutorId: tutor.user.id,
      status: 'active',
      subject: 'Physics',
      timezone: zone,
      startDate: today,
      startTime,
      endTime,
    },
    now,
  );
  const joined = new Date(booking.firstStartAt.getTime() + 60_000);
  for (const userId of [tutor.user.id, student.user.id]) {
    await db.insert(classAttendance).values({
      bookingId: booking.id,
      userId,
      sessionDate: today,
      joinedAt: joined,
      lastSeenAt: booking.lastEndAt,
      leftAt: booking.lastEndAt,
    });
  }
  await sweepBookings(db, now); // active → completed: the last session has ended and was attended
  return {
    bookingId: booking.id,
    tutor: { id: tutor.user.id, email: tutor.user.email, fullName: tutor.user.fullName },
    student: { id: student.user.id, email: student.user.email, fullName: student.user.fullName },
  };
}
