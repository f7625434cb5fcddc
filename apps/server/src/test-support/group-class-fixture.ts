// Test data for the group class journeys (e2e, bench): a tutor, N paid students and a batch whose
// first session is on now, at any hour (its zone is a fixed offset where it is about noon).
// Reachable only through the test-support route, which exists only when NODE_ENV=test.
import crypto from 'node:crypto';
import { bookingSessions, weekdayOf, addDays } from '@tm/shared/rules/booking-time';
import type { Db } from '../db/client';
import { batches } from '../db/schema/batches';
import { bookings } from '../db/schema/bookings';
import { createStudent, createTutor } from '../seed/factories';

function noonZone(now: Date): string {
  let x = 12 - now.getUTCHours();
  if (x < -12) x += 24;
  if (x > 14) x -= 24;
  return x === 0 ? 'Etc/GMT' : `Etc/GMT${x > 0 ? '-' : '+'}${Math.abs(x)}`;
}

export async function createGroupClass(db: Db, opts: { students: number; now?: Date }) {
  const now = opts.now ?? new Date();
  const zone = noonZone(now);
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: zone }).format(now);
  const tag = Math.random().toString(36).slice(2, 8);
  const tutor = await createTutor(db, {
    user: { fullName: `Tutor ${tag}`, email: `gtutor.${tag}@example.test` },
    profile: { timezone: zone, studentsPerClass: 10 },
  });
  const schedule = {
    sessionType: 'multiple' as const,
    startDate: today,
    endDate: addDays(today, 7),
    availableDays: [weekdayOf(today)],
    startTime: '11:00',
    endTime: '14:00',
    timezone: zone,
  };
  const sessions = bookingSessions(schedule);
  const [batch] = await db
    .insert(batches)
    .values({
      tutorId: tutor.user.id,
      title: `Group class ${tag}`,
      subject: 'Mathematics (Class 9-10)',
      level: 'Grade/Class',
      mode: 'Online Tutoring',
      startDate: schedule.startDate,
      endDate: schedule.endDate,
      days: schedule.availableDays,
      startTime: schedule.startTime,
      endTime: schedule.endTime,
      timezone: zone,
      sessions: sessions.length,
      seats: Math.max(2, opts.students),
      priceMinor: 600000,
      currency: 'INR',
      roomSecret: crypto.randomBytes(18).toString('hex'),
      roomPin: crypto.randomBytes(9).toString('hex'),
      firstStartAt: sessions[0]!.start,
      lastEndAt: sessions[sessions.length - 1]!.end,
    })
    .returning();
  const students = [];
  for (let i = 0; i < opts.students; i++) {
    const s = await createStudent(db, {
      user: { fullName: `Student ${i + 1} ${tag}`, email: `gstudent${i + 1}.${tag}@example.test` },
    });
    await db.insert(bookings).values({
      studentId: s.user.id,
      tutorId: tutor.user.id,
      batchId: batch!.id,
      subject: batch!.subject,
      status: 'active',
      sessionType: 'multiple',
      tutoringModes: ['Online Tutoring'],
      startDate: schedule.startDate,
      endDate: schedule.endDate,
      availableDays: schedule.availableDays,
      startTime: schedule.startTime,
      endTime: schedule.endTime,
      timezone: zone,
      sessions: sessions.length,
      totalMinor: batch!.priceMinor,
      firstStartAt: batch!.firstStartAt,
      lastEndAt: batch!.lastEndAt,
    });
    students.push({ email: s.user.email, fullName: s.user.fullName });
  }
  return {
    batchId: batch!.id,
    tutor: { email: tutor.user.email, fullName: tutor.user.fullName },
    students,
  };
}
