import { inArray } from 'drizzle-orm';
import { addDays, instantIn, toHHMM, weekdayOf } from '@tm/shared/rules/booking-time';
import { todayIn } from '@tm/shared/rules/dates';
import type { Db } from '../db/client';
import { users } from '../db/schema/users';
import { createBooking } from './factories';

/**
 * Demo bookings relative to now, so the demo shows requests and classes on both sides:
 * Ananya Iyer has new requests from Riya and Vikram, an active online class running today (Start
 * class shows), an accepted paid class awaiting payment, a completed and a rejected one; Rahul
 * Verma has a pending trial from Riya.
 */
export async function seedDemoBookings(db: Db, now = new Date()): Promise<number> {
  const emails = [
    'riya.sharma@example.in',
    'vikram.parent@example.in',
    'ananya.iyer@example.in',
    'rahul.verma@example.in',
  ];
  const rows = await db
    .select({ id: users.id, email: users.email })
    .from(users)
    .where(inArray(users.email, emails));
  const id = (email: string) => rows.find((r) => r.email === email)?.id;
  const [riya, vikram, ananya, rahul] = emails.map(id);
  if (!riya || !vikram || !ananya || !rahul) return 0;

  const zone = 'Asia/Kolkata';
  const today = todayIn(zone, now);
  const day = (n: number) => addDays(today, n);
  const maths = 'Mathematics (Class 9-10)';
  let n = 0;
  const add = async (o: Parameters<typeof createBooking>[1]) => {
    await createBooking(db, o, now);
    n++;
  };

  await add({
    studentId: riya,
    tutorId: ananya,
    subject: maths,
    sessionType: 'multiple',
    startDate: day(3),
    endDate: day(24),
    availableDays: [weekdayOf(day(3)), weekdayOf(day(5))],
    startTime: '17:00',
    endTime: '18:00',
    priceMinor: 80000,
  });
  await add({
    studentId: vikram,
    tutorId: ananya,
    subject: 'Science (Class 9-10)',
    isTrial: true,
    startDate: day(2),
    startTime: '16:00',
    tutoringModes: ['Home Tutoring'],
  });
  await add({
    studentId: riya,
    tutorId: ananya,
    subject: 'Mathematics (Class 11-12)',
    status: 'accepted',
    startDate: day(6),
    startTime: '18:30',
    endTime: '19:30',
    priceMinor: 90000,
  });
  await add({
    studentId: riya,
    tutorId: ananya,
    subject: maths,
    status: 'rejected',
    rejectionReason: 'I am away at a workshop that week. Please pick another date.',
    startDate: day(8),
    startTime: '15:00',
    endTime: '16:00',
  });
  await add({
    studentId: riya,
    tutorId: ananya,
    subject: maths,
    status: 'completed',
    isTrial: true,
    startDate: day(-7),
    startTime: '17:00',
    firstStartAt: instantIn(day(-7), '17:00', zone),
    lastEndAt: instantIn(day(-7), '17:25', zone),
  });
  // A class running right now (when there is room before midnight), so Start/Join is visible.
  const hour = Number(
    new Intl.DateTimeFormat('en-GB', { hour: '2-digit', hourCycle: 'h23', timeZone: zone }).format(
      now,
    ),
  );
  if (hour <= 21) {
    await add({
      studentId: riya,
      tutorId: ananya,
      subject: maths,
      status: 'active',
      startDate: today,
      startTime: toHHMM({ hours: hour, minutes: 0 }),
      endTime: toHHMM({ hours: hour + 2, minutes: 0 }),
      priceMinor: 70000,
    });
  }
  await add({
    studentId: riya,
    tutorId: rahul,
    subject: 'JEE Main',
    isTrial: true,
    startDate: day(4),
    startTime: '10:00',
  });
  return n;
}
