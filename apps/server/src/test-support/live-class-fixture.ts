// Test data for the live-class journeys (e2e, bench): a tutor, a student and an active online
// booking whose class window is open now, at any hour. Reachable only through the test-support
// route, which exists only when NODE_ENV=test.
import { LIMITS } from '@tm/shared/constants/marketplace';
import { addMinutesToTime } from '@tm/shared/rules/booking-time';
import type { Db } from '../db/client';
import { createBooking, createStudent, createTutor } from '../seed/factories';
import { issueToken } from '../modules/auth/tokens';
import { consultationRequests } from '../db/schema/mentorship';

/** A zone whose wall clock is between 02:00 and 21:00 now, so a class fits in today. */
function zoneWithRoom(now: Date): { zone: string; hhmm: string } {
  for (const zone of ['Asia/Kolkata', 'UTC', 'America/New_York']) {
    const hhmm = new Intl.DateTimeFormat('en-GB', {
      timeZone: zone,
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(now);
    const hour = Number(hhmm.slice(0, 2));
    if (hour >= 2 && hour <= 21) return { zone, hhmm };
  }
  throw new Error('no zone has room for a class now');
}

export async function createLiveClass(db: Db, opts: { minutes?: number; now?: Date } = {}) {
  const now = opts.now ?? new Date();
  const { zone, hhmm } = zoneWithRoom(now);
  const startTime = addMinutesToTime(hhmm, -5)!;
  const endTime = addMinutesToTime(startTime, Math.max(opts.minutes ?? 60, LIMITS.trialMinutes))!;
  const tag = Math.random().toString(36).slice(2, 8);
  const tutor = await createTutor(db, {
    user: { fullName: `Tutor ${tag}`, email: `tutor.${tag}@example.test` },
    profile: { timezone: zone },
  });
  const student = await createStudent(db, {
    user: { fullName: `Student ${tag}`, email: `student.${tag}@example.test` },
    profile: { timezone: zone },
  });
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(now);
  const booking = await createBooking(
    db,
    {
      studentId: student.user.id,
      tutorId: tutor.user.id,
      status: 'active',
      timezone: zone,
      startDate: today,
      startTime,
      endTime,
    },
    now,
  );
  const other = await createStudent(db, {
    user: { fullName: `Outsider ${tag}`, email: `outsider.${tag}@example.test` },
  });
  const token = (id: string) => issueToken(db, id, 2, now);
  return {
    bookingId: booking.id,
    tutor: { id: tutor.user.id, email: tutor.user.email, token: await token(tutor.user.id) },
    student: {
      id: student.user.id,
      email: student.user.email,
      token: await token(student.user.id),
    },
    outsider: { id: other.user.id, email: other.user.email, token: await token(other.user.id) },
  };
}

/**
 * a paid consultation whose session starts now (its call window is open) and a verified
 * tutor to assign as its mentor; the admin assigns them in the journey, as a person would.
 */
export async function createPaidConsultation(db: Db, now = new Date()) {
  const tag = Math.random().toString(36).slice(2, 8);
  const mentor = await createTutor(db, {
    user: { fullName: `Mentor ${tag}`, email: `mentor.${tag}@example.test` },
  });
  const [c] = await db
    .insert(consultationRequests)
    .values({
      fullName: `Guest ${tag}`,
      email: `guest.${tag}@example.test`,
      phone: '9876543210',
      country: 'India',
      phdStage: 'Proposal writing',
      researchTitle: 'Soil microbes and monsoon yields',
      guidanceAreas: ['Publication guidance'],
      sessionType: 'deep',
      sessionDate: new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(now),
      sessionTime: '09:00 AM',
      startsAt: new Date(now.getTime() - 5 * 60_000),
      durationMinutes: 60,
      amountMinor: 250_000,
      currency: 'INR',
      status: 'paid',
      paidAt: now,
      providerOrderId: `order_test_${tag}`,
      providerPaymentId: `pay_test_${tag}`,
    })
    .returning({ id: consultationRequests.id, fullName: consultationRequests.fullName });
  return {
    consultationId: c!.id,
    requester: { fullName: c!.fullName, email: `guest.${tag}@example.test` },
    mentor: { id: mentor.user.id, email: mentor.user.email, fullName: mentor.user.fullName },
  };
}
