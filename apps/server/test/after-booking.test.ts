// After the booking, through the API on a real database: the tutor's students, one free trial per
// student and tutor, requests against availability and the tutor's held classes, upcoming classes.
import { describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { CLASH_MESSAGES } from '@tm/shared/rules/booking-clash';
import { addDays, weekdayOf } from '@tm/shared/rules/booking-time';
import { todayIn } from '@tm/shared/rules/dates';
import { TRIAL_MESSAGES } from '@tm/shared/rules/trial';
import { TUTOR_STUDENTS_TEXT } from '@tm/shared/schemas/tutor-students';
import { body, build } from './helper';
import { createBooking, createStudent, createTutor } from '../src/seed/factories';

const ctx = await build();
const sandbox = ctx.ports.payments.sandbox!;
const day = (n: number) => addDays(todayIn('Asia/Kolkata', new Date()), n);
/** The first date at least `from` days ahead that falls on `weekday` (tutor's clock, IST). */
const nextOn = (weekday: string, from = 2) => {
  for (let i = from; i < from + 7; i++) if (weekdayOf(day(i)) === weekday) return day(i);
  throw new Error('unreachable');
};
type Who = { id: string };
const get = (who: Who | null, url: string) => ctx.injectAs(who, { method: 'GET', url });
const post = (who: Who, url: string, payload?: object) =>
  ctx.injectAs(who, { method: 'POST', url, ...(payload ? { payload } : {}) });

const request = (tutorId: string, over: Record<string, unknown> = {}) => ({
  tutorId,
  subject: 'Mathematics (Class 9-10)',
  price: 600,
  currency: 'INR',
  tutoringMode: ['Online Tutoring'],
  sessionType: 'single',
  startDate: nextOn('Mon'),
  endDate: null,
  availableDays: [],
  startTime: '18:00',
  endTime: '19:00',
  isTrial: false,
  ...over,
});
const trial = (tutorId: string, over: Record<string, unknown> = {}) =>
  request(tutorId, { isTrial: true, price: 0, endTime: null, ...over });

async function pay(student: Who, bookingId: string) {
  const o = body(await post(student, '/api/create-booking-order', { bookingId })).data;
  const taken = await sandbox.pay({
    orderId: o.orderId,
    amountMinor: Math.round(o.price * 100),
    currency: o.currency,
  });
  const res = await post(student, '/api/verify-booking-payment', {
    bookingId,
    orderId: o.orderId,
    razorpay_payment_id: taken.paymentId,
    razorpay_signature: taken.signature,
  });
  expect(res.statusCode, res.body).toBe(200);
}

describe('GET /api/students', () => {
  it('is for tutors only: a guest gets 401, a student 403, bad paging 400', async () => {
    const { user: student } = await createStudent(ctx.db);
    const { user: tutor } = await createTutor(ctx.db);
    expect((await get(null, '/api/students')).statusCode).toBe(401);
    const asStudent = await get(student, '/api/students');
    expect(asStudent.statusCode).toBe(403);
    const bad = await get(tutor, '/api/students?limit=500');
    expect(bad.statusCode).toBe(400);
    expect(body(bad).message).toBe('limit must be at most 50.');
  });

  it('answers an empty page for a tutor with no students (the screen shows the spec text)', async () => {
    const { user: tutor } = await createTutor(ctx.db);
    const { user: student } = await createStudent(ctx.db);
    // A pending request does not make a student yet; a rejected one never does.
    await createBooking(ctx.db, { studentId: student.id, tutorId: tutor.id });
    await createBooking(ctx.db, {
      studentId: student.id,
      tutorId: tutor.id,
      status: 'rejected',
      startDate: day(3),
    });
    const res = await get(tutor, '/api/students');
    expect(res.statusCode).toBe(200);
    expect(body(res).data).toEqual({
      students: [],
      pagination: { page: 1, limit: 10, total: 0, pages: 1 },
    });
    expect(TUTOR_STUDENTS_TEXT.empty).toBe('No Students At This Time');
  });

  it("lists only the tutor's own students with subjects, classes held, next class and total paid, paged", async () => {
    const { user: tutor } = await createTutor(ctx.db, {
      profile: { subcategories: ['Mathematics (Class 9-10)', 'Physics (Class 9-10)'] },
    });
    const { user: other } = await createTutor(ctx.db);
    const { user: asha } = await createStudent(ctx.db, { user: { fullName: 'Asha Menon' } });
    const { user: kabir } = await createStudent(ctx.db, { user: { fullName: 'Kabir Rao' } });
    const { user: stranger } = await createStudent(ctx.db, { user: { fullName: 'Not Mine' } });

    // Asha: a completed trial two days ago (one class held) and a paid class ahead (accepted, paid).
    await createBooking(ctx.db, {
      studentId: asha.id,
      tutorId: tutor.id,
      isTrial: true,
      status: 'completed',
      startDate: day(-2),
      startTime: '10:00',
    });
    const paid = await createBooking(ctx.db, {
      studentId: asha.id,
      tutorId: tutor.id,
      status: 'accepted',
      subject: 'Physics (Class 9-10)',
      startDate: day(4),
      startTime: '17:00',
      endTime: '18:30',
    });
    await pay(asha, paid.id);
    // Kabir: an accepted class ahead, unpaid; booked after Asha's, so listed first.
    await createBooking(ctx.db, {
      studentId: kabir.id,
      tutorId: tutor.id,
      status: 'accepted',
      startDate: day(2),
      createdAt: new Date(Date.now() + 1000),
    });
    // Another tutor's student is never listed.
    await createBooking(ctx.db, { studentId: stranger.id, tutorId: other.id, status: 'active' });

    const res = await get(tutor, '/api/students');
    expect(res.statusCode, res.body).toBe(200);
    const data = body(res).data;
    expect(data.pagination).toEqual({ page: 1, limit: 10, total: 2, pages: 1 });
    expect(data.students.map((s: { fullName: string }) => s.fullName)).toEqual([
      'Kabir Rao',
      'Asha Menon',
    ]);
    const ashaRow = data.students[1];
    expect(ashaRow).toEqual({
      _id: asha.id,
      fullName: 'Asha Menon',
      profilePhoto: null,
      subjects: ['Mathematics (Class 9-10)', 'Physics (Class 9-10)'],
      classesHeld: 1,
      nextClass: {
        bookingId: paid.id,
        subject: 'Physics (Class 9-10)',
        startAt: paid.firstStartAt.toISOString(),
        endAt: paid.lastEndAt.toISOString(),
      },
      // 1.5 hours at 600/hour, in paise.
      totalPaid: [{ amountMinor: 90000, currency: 'INR' }],
      bookingsUrl: `/tutor-requests?student=${asha.id}`,
      // From the student's profile (the factory's), for a student with a class with this tutor.
      city: 'Bengaluru',
      country: 'India',
      student_type: 'student',
      timezone: 'Asia/Kolkata',
    });
    expect(data.students[0]).toMatchObject({ classesHeld: 0, totalPaid: [] });

    const page2 = body(await get(tutor, '/api/students?page=2&limit=1')).data;
    expect(page2.pagination).toEqual({ page: 2, limit: 1, total: 2, pages: 2 });
    expect(page2.students.map((s: { _id: string }) => s._id)).toEqual([asha.id]);

    // The other tutor sees only theirs.
    const theirs = body(await get(other, '/api/students')).data.students;
    expect(theirs.map((s: { _id: string }) => s._id)).toEqual([stranger.id]);

    // The bookings link: the tutor's list filtered to that student, and only the tutor's own.
    const list = body(await get(tutor, `/api/get-tutor-bookings?studentId=${asha.id}`)).data;
    expect(list.bookings).toHaveLength(2);
    expect(
      list.bookings.every((b: { studentId: { _id: string } }) => b.studentId._id === asha.id),
    ).toBe(true);
    const none = body(await get(other, `/api/get-tutor-bookings?studentId=${asha.id}`)).data;
    expect(none.bookings).toEqual([]);
  });
});

describe('one free trial per student and tutor', () => {
  const check = (who: Who, tutorId: string) =>
    get(who, `/api/check-trial-availability?tutorId=${tutorId}`);

  it('answers canTakeTrial and refuses a second trial; withdrawn and rejected trials do not count', async () => {
    const { user: tutor } = await createTutor(ctx.db);
    const { user: student } = await createStudent(ctx.db);
    expect(body(await check(student, tutor.id)).data).toEqual({ canTakeTrial: true });

    const first = await post(student, '/api/submit-booking', trial(tutor.id));
    expect(first.statusCode, first.body).toBe(200);
    const firstId = body(first).data._id as string;
    expect(body(await check(student, tutor.id)).data).toEqual({ canTakeTrial: false });

    const second = await post(
      student,
      '/api/submit-booking',
      trial(tutor.id, { startDate: day(5) }),
    );
    expect(second.statusCode).toBe(409);
    expect(body(second)).toMatchObject({
      success: false,
      message: TRIAL_MESSAGES.used,
      data: { code: 'TRIAL_USED' },
    });
    // A paid class with the same tutor is still fine, and another tutor's trial too.
    const { user: other } = await createTutor(ctx.db);
    expect(body(await check(student, other.id)).data).toEqual({ canTakeTrial: true });
    expect(
      (await post(student, '/api/submit-booking', request(tutor.id, { startDate: day(6) })))
        .statusCode,
    ).toBe(200);

    // Withdrawn: the trial is available again; rejected: likewise.
    expect((await post(student, `/api/withdraw-booking/${firstId}`)).statusCode).toBe(200);
    expect(body(await check(student, tutor.id)).data).toEqual({ canTakeTrial: true });
    const again = await post(
      student,
      '/api/submit-booking',
      trial(tutor.id, { startDate: day(7) }),
    );
    expect(again.statusCode, again.body).toBe(200);
    const rejected = await post(tutor, `/api/reject-booking/${body(again).data._id}`, {
      rejectionReason: 'Not that week.',
    });
    expect(rejected.statusCode).toBe(200);
    expect(body(await check(student, tutor.id)).data).toEqual({ canTakeTrial: true });
  });

  it('counts a held (completed) or active trial, not an expired request', async () => {
    const { user: tutor } = await createTutor(ctx.db);
    const { user: a } = await createStudent(ctx.db);
    const { user: b } = await createStudent(ctx.db);
    await createBooking(ctx.db, {
      studentId: a.id,
      tutorId: tutor.id,
      isTrial: true,
      status: 'completed',
      startDate: day(-3),
    });
    // Pending but its time has passed: expired as of now, though the sweeper has not written it.
    await createBooking(ctx.db, {
      studentId: b.id,
      tutorId: tutor.id,
      isTrial: true,
      status: 'pending',
      startDate: day(-1),
    });
    expect(body(await check(a, tutor.id)).data).toEqual({ canTakeTrial: false });
    expect(body(await check(b, tutor.id)).data).toEqual({ canTakeTrial: true });
    expect((await post(b, '/api/submit-booking', trial(tutor.id))).statusCode).toBe(200);
  });

  it('lets one of two trial requests sent at the same moment through', async () => {
    const { user: tutor } = await createTutor(ctx.db);
    const { user: student } = await createStudent(ctx.db);
    const results = await Promise.all([
      post(student, '/api/submit-booking', trial(tutor.id, { startDate: day(3) })),
      post(student, '/api/submit-booking', trial(tutor.id, { startDate: day(4) })),
    ]);
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, 409]);
  });

  it('is asked by students only, about a valid tutor id', async () => {
    const { user: tutor } = await createTutor(ctx.db);
    const { user: student } = await createStudent(ctx.db);
    expect((await check(tutor, tutor.id)).statusCode).toBe(403);
    expect((await get(null, `/api/check-trial-availability?tutorId=${tutor.id}`)).statusCode).toBe(
      401,
    );
    const bad = await get(student, '/api/check-trial-availability?tutorId=nope');
    expect(bad.statusCode).toBe(400);
    expect(body(bad).message).toBe('Please choose a tutor.');
  });
});

describe('requests against availability and held classes', () => {
  it('refuses a request overlapping a class the tutor holds, up front; touching or pending is fine', async () => {
    const { user: tutor } = await createTutor(ctx.db);
    const { user: first } = await createStudent(ctx.db, { user: { fullName: 'Kabir Rao' } });
    const { user: second } = await createStudent(ctx.db);
    const date = nextOn('Wed');
    await createBooking(ctx.db, {
      studentId: first.id,
      tutorId: tutor.id,
      status: 'active',
      startDate: date,
      startTime: '18:00',
      endTime: '19:00',
    });
    const clash = await post(
      second,
      '/api/submit-booking',
      request(tutor.id, { startDate: date, startTime: '18:30', endTime: '19:30' }),
    );
    expect(clash.statusCode).toBe(409);
    const when = `${DateTime.fromISO(date).setLocale('en-GB').toFormat('ccc, d LLL yyyy')}, 6:30 PM – 7:30 PM Asia/Kolkata`;
    expect(body(clash)).toMatchObject({
      message: CLASH_MESSAGES.slotTaken(when),
      data: { code: 'SLOT_TAKEN' },
    });
    // Never names the other student.
    expect(clash.body).not.toContain('Kabir');
    // A multi-session request with one session on that evening is refused too.
    const multi = await post(
      second,
      '/api/submit-booking',
      request(tutor.id, {
        sessionType: 'multiple',
        startDate: addDays(date, -2),
        endDate: addDays(date, 7),
        availableDays: ['Wed'],
        startTime: '17:30',
        endTime: '18:30',
      }),
    );
    expect(multi.statusCode).toBe(409);
    const touching = await post(
      second,
      '/api/submit-booking',
      request(tutor.id, { startDate: date, startTime: '19:00', endTime: '20:00' }),
    );
    expect(touching.statusCode, touching.body).toBe(200);
    // Another pending request at the same time does not hold the slot.
    const { user: third } = await createStudent(ctx.db);
    expect(
      (
        await post(
          third,
          '/api/submit-booking',
          request(tutor.id, { startDate: date, startTime: '19:00', endTime: '20:00' }),
        )
      ).statusCode,
    ).toBe(200);
  });

  it("flags a request outside the tutor's stated availability in the tutor's view only", async () => {
    const { user: tutor } = await createTutor(ctx.db, {
      profile: { avlDays: ['Mon', 'Wed', 'Fri'], avlTime: ['18-21'] },
    });
    const { user: student } = await createStudent(ctx.db);
    const inside = await post(student, '/api/submit-booking', request(tutor.id));
    const offDay = await post(
      student,
      '/api/submit-booking',
      request(tutor.id, { startDate: nextOn('Tue') }),
    );
    const late = await post(
      student,
      '/api/submit-booking',
      request(tutor.id, { startDate: nextOn('Fri'), startTime: '20:30', endTime: '21:30' }),
    );
    for (const r of [inside, offDay, late]) expect(r.statusCode, r.body).toBe(200);
    // The student's answers never carry the flag.
    for (const r of [inside, offDay, late])
      expect(body(r).data).not.toHaveProperty('outsideAvailability');
    const list = body(await get(tutor, '/api/get-tutor-bookings')).data.bookings as Array<{
      _id: string;
      outsideAvailability: boolean;
    }>;
    const flag = (id: string) => list.find((b) => b._id === id)!.outsideAvailability;
    expect(flag(body(inside).data._id)).toBe(false);
    expect(flag(body(offDay).data._id)).toBe(true);
    expect(flag(body(late).data._id)).toBe(true);
    const one = body(await get(tutor, `/api/bookings/${body(offDay).data._id}`)).data;
    expect(one.outsideAvailability).toBe(true);
    const mine = body(await get(student, '/api/get-bookings')).data.bookings;
    expect(mine[0]).not.toHaveProperty('outsideAvailability');
  });
});

describe('GET /api/get-upcoming-classes', () => {
  /** A zone where it is now between 02:00 and 21:00, so a class around now stays within one day. */
  const daytimeZone = () =>
    ['Asia/Kolkata', 'America/New_York', 'Europe/London', 'Asia/Tokyo'].find((z) => {
      const h = DateTime.now().setZone(z).hour;
      return h >= 2 && h < 21;
    })!;

  it("lists the caller's next sessions as tutor and as student, with the join state", async () => {
    const zone = daytimeZone();
    const { user: tutor } = await createTutor(ctx.db, { profile: { timezone: zone } });
    const { user: student } = await createStudent(ctx.db);
    const { user: stranger } = await createStudent(ctx.db);
    const nowLocal = DateTime.now().setZone(zone);
    const hhmm = (d: DateTime) => d.toFormat('HH:mm');
    const today = nowLocal.toISODate()!;
    // One class in progress now, online; one tomorrow; a pending request and another's class.
    const live = await createBooking(ctx.db, {
      studentId: student.id,
      tutorId: tutor.id,
      status: 'active',
      timezone: zone,
      startDate: today,
      startTime: hhmm(nowLocal.minus({ minutes: 5 })),
      endTime: hhmm(nowLocal.plus({ minutes: 50 })),
    });
    const later = await createBooking(ctx.db, {
      studentId: student.id,
      tutorId: tutor.id,
      status: 'active',
      isTrial: true,
      timezone: zone,
      startDate: nowLocal.plus({ days: 1 }).toISODate()!,
      tutoringModes: ['Home Tutoring'],
    });
    await createBooking(ctx.db, {
      studentId: student.id,
      tutorId: tutor.id,
      timezone: zone,
      startDate: nowLocal.plus({ days: 2 }).toISODate()!,
    });
    await createBooking(ctx.db, {
      studentId: stranger.id,
      tutorId: (await createTutor(ctx.db)).user.id,
      status: 'active',
    });

    for (const [who, other] of [
      [student, tutor],
      [tutor, student],
    ] as const) {
      const res = await get(who, '/api/get-upcoming-classes');
      expect(res.statusCode, res.body).toBe(200);
      const classes = body(res).data.classes;
      expect(classes.map((c: { bookingId: string }) => c.bookingId)).toEqual([live.id, later.id]);
      expect(classes[0]).toEqual({
        bookingId: live.id,
        subject: 'Mathematics (Class 9-10)',
        isTrial: false,
        tutoringMode: ['Online Tutoring'],
        with: { _id: other.id, fullName: other.fullName, profilePhoto: null },
        startAt: live.firstStartAt.toISOString(),
        endAt: live.lastEndAt.toISOString(),
        startDateTime: live.firstStartAt.toISOString(),
        endDateTime: live.lastEndAt.toISOString(),
        timezone: zone,
        online: true,
        canJoin: true,
      });
      expect(classes[1]).toMatchObject({ online: false, canJoin: false, isTrial: true });
    }
    expect(
      body(await get(stranger, '/api/get-upcoming-classes?limit=1')).data.classes,
    ).toHaveLength(1);
    expect((await get(null, '/api/get-upcoming-classes')).statusCode).toBe(401);
    expect((await get(student, '/api/get-upcoming-classes?limit=0')).statusCode).toBe(400);
  });
});
