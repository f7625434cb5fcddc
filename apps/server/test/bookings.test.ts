import { describe, expect, it } from 'vitest';
import { desc, eq } from 'drizzle-orm';
import { addDays, weekdayOf } from '@tm/shared/rules/booking-time';
import { todayIn } from '@tm/shared/rules/dates';
import { body, build } from './helper';
import { createBooking, createStudent, createTutor } from '../src/seed/factories';
import { bookings } from '../src/db/schema/bookings';
import { mailOutbox } from '../src/db/schema/mail';

const ctx = await build();
const day = (n: number) => addDays(todayIn('Asia/Kolkata', new Date()), n);
const HOUR = 3600_000;

async function pair(tutorProfile: Parameters<typeof createTutor>[1] = {}) {
  const { user: tutor } = await createTutor(ctx.db, {
    user: { fullName: 'Ananya Iyer' },
    ...tutorProfile,
  });
  const { user: student } = await createStudent(ctx.db, { user: { fullName: 'Riya Sharma' } });
  return { tutor, student };
}

const paid = (tutorId: string, over: Record<string, unknown> = {}) => ({
  tutorId,
  subject: 'Mathematics (Class 9-10)',
  price: 600,
  currency: 'INR',
  tutoringMode: ['Online Tutoring'],
  sessionType: 'single',
  startDate: day(3),
  endDate: null,
  availableDays: [],
  startTime: '18:00',
  endTime: '19:30',
  isTrial: false,
  ...over,
});

const submit = (user: { id: string } | null, payload: unknown) =>
  ctx.injectAs(user, { method: 'POST', url: '/api/submit-booking', payload: payload as object });
const accept = (user: { id: string } | null, id: string) =>
  ctx.injectAs(user, { method: 'POST', url: `/api/accept-booking/${id}` });
const reject = (user: { id: string } | null, id: string, payload: unknown) =>
  ctx.injectAs(user, {
    method: 'POST',
    url: `/api/reject-booking/${id}`,
    payload: payload as object,
  });
const withdraw = (user: { id: string } | null, id: string) =>
  ctx.injectAs(user, { method: 'POST', url: `/api/withdraw-booking/${id}` });
const mailsTo = (email: string) =>
  ctx.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, email))
    .orderBy(desc(mailOutbox.createdAt));
const statusOf = async (id: string) =>
  (await ctx.db.select({ s: bookings.status }).from(bookings).where(eq(bookings.id, id)))[0]!.s;

describe('POST /api/submit-booking', () => {
  it('books a paid multi-session class: sessions, instants, total computed on the server; the tutor is emailed', async () => {
    const { tutor, student } = await pair();
    // A two-week range on Mon and Wed: count the sessions independently.
    const start = day(2);
    const end = day(15);
    let expected = 0;
    for (let i = 2; i <= 15; i++) if (['Mon', 'Wed'].includes(weekdayOf(day(i)))) expected++;
    const res = await submit(
      student,
      paid(tutor.id, {
        sessionType: 'multiple',
        startDate: start,
        endDate: end,
        availableDays: ['Mon', 'Wed'],
        startTime: '6:00 PM',
        endTime: '19:30',
        price: '750',
      }),
    );
    expect(res.statusCode).toBe(200);
    const b = body(res);
    expect(b.message).toBe('Booking request sent.');
    expect(b.data).toMatchObject({
      status: 'pending',
      subject: 'Mathematics (Class 9-10)',
      sessionType: 'multiple',
      startDate: start,
      endDate: end,
      availableDays: ['Mon', 'Wed'],
      startTime: '18:00',
      endTime: '19:30',
      tutoringMode: ['Online Tutoring'],
      isTrial: false,
      price: 750,
      currency: 'INR',
      rejectionReason: null,
      timezone: 'Asia/Kolkata',
      sessions: expected,
      total: 750 * 1.5 * expected,
      // Emails travel only on active bookings (the call page); a request carries none.
      studentId: { _id: student.id, fullName: 'Riya Sharma', email: null },
      tutorId: {
        _id: tutor.id,
        fullName: 'Ananya Iyer',
        headline: 'Patient maths tutor for board exams',
        timezone: 'Asia/Kolkata',
        email: null,
      },
    });
    expect(typeof b.data.studentId.cb_id).toBe('number');
    expect(typeof b.data.tutorId.cb_id).toBe('number');
    const [mail] = await mailsTo(tutor.email);
    expect(mail!.subject).toBe('New class request from Riya Sharma');
    expect(mail!.text).toContain('Mathematics (Class 9-10)');
    expect(mail!.text).toContain('6:00 PM – 7:30 PM (Asia/Kolkata)');
  });

  it('books a trial: free, one session, ending 25 minutes after its start, whatever the browser sent', async () => {
    const { tutor, student } = await pair();
    const res = await submit(
      student,
      paid(tutor.id, {
        isTrial: true,
        price: 5000,
        sessionType: 'multiple',
        endDate: day(20),
        availableDays: ['Mon'],
        startTime: '17:10',
        endTime: '21:00',
      }),
    );
    expect(res.statusCode).toBe(200);
    const d = body(res).data;
    expect(d).toMatchObject({
      isTrial: true,
      price: 0,
      total: 0,
      sessions: 1,
      sessionType: 'single',
      endDate: null,
      startTime: '17:10',
      endTime: '17:35',
    });
    expect(new Date(d.lastEndAt).getTime() - new Date(d.firstStartAt).getTime()).toBe(25 * 60_000);
    expect((await mailsTo(tutor.email))[0]!.subject).toBe(
      'New free trial request from Riya Sharma',
    );
  });

  it('stores times in the tutor zone and the instants they name (a New York tutor)', async () => {
    const { tutor, student } = await pair({ profile: { timezone: 'America/New_York' } });
    const date = addDays(todayIn('America/New_York', new Date()), 5);
    const d = body(
      await submit(
        student,
        paid(tutor.id, { startDate: date, startTime: '23:00', endTime: '23:45' }),
      ),
    ).data;
    expect(d.timezone).toBe('America/New_York');
    const first = new Date(d.firstStartAt);
    // 23:00 in New York is 03:00 or 04:00 UTC the next day (EDT/EST).
    expect(first.toISOString().slice(0, 10)).toBe(addDays(date, 1));
    expect([3, 4]).toContain(first.getUTCHours());
  });

  it('re-runs the booking checks in order with the spec messages', async () => {
    const { tutor, student } = await pair();
    const cases: Array<[Record<string, unknown>, string]> = [
      [{ subject: '' }, 'Please select a subject.'],
      [{ price: 100 }, 'Please enter a valid price between 500 and 1000 INR.'],
      [{ price: 600, tutoringMode: [] }, 'Please select at least one tutoring mode.'],
      [{ startDate: '' }, 'Please select a single date.'],
      [{ sessionType: 'multiple', endDate: null }, 'Please select a date range.'],
      [
        { sessionType: 'multiple', endDate: day(9), availableDays: [] },
        'Please select available days.',
      ],
      [
        { sessionType: 'multiple', endDate: day(3), availableDays: ['Mon'] },
        'End date must be after start date.',
      ],
      [{ startTime: '' }, 'Please select a start time.'],
      [{ endTime: '' }, 'Please select an end time.'],
      [{ endTime: '17:00' }, 'End time must be after start time.'],
      [{ endTime: '18:20' }, 'The end time must be at least 30 minutes after the start time.'],
      [{ startDate: day(-1) }, 'Please select a date in the future.'],
      [{ subject: 'Guitar' }, 'Please select a subject this tutor teaches.'],
      [{ tutoringMode: ['Home Tutoring'] }, 'Please select a tutoring mode this tutor offers.'],
      [{ startTime: '7 pm' }, 'Please enter the start time as HH:MM or h:MM AM/PM.'],
    ];
    for (const [over, message] of cases) {
      const res = await submit(student, paid(tutor.id, over));
      expect({ status: res.statusCode, message: body(res).message }).toEqual({
        status: 400,
        message,
      });
    }
    expect(await ctx.db.select().from(bookings).where(eq(bookings.tutorId, tutor.id))).toHaveLength(
      0,
    );
  });

  it('refuses a student whose profile is incomplete', async () => {
    const { tutor } = await pair();
    const { user: incomplete } = await createStudent(ctx.db, { profile: null });
    const res = await submit(incomplete, paid(tutor.id));
    expect(res.statusCode).toBe(400);
    expect(body(res).message).toBe('Please complete your profile before booking.');
  });

  it('refuses an unverified tutor, an unknown tutor, a tutor caller and a guest', async () => {
    const { student } = await pair();
    const { user: pendingTutor } = await createTutor(ctx.db, {
      profile: { verificationStatus: 'pending' },
    });
    let res = await submit(student, paid(pendingTutor.id));
    expect([res.statusCode, body(res).message]).toEqual([
      409,
      'This tutor is not accepting bookings yet.',
    ]);
    res = await submit(student, paid('00000000-0000-4000-8000-000000000000'));
    expect([res.statusCode, body(res).message]).toEqual([404, 'Tutor not found']);
    res = await submit(student, paid(student.id));
    expect(res.statusCode).toBe(404);
    res = await submit(pendingTutor, paid(pendingTutor.id));
    expect(res.statusCode).toBe(403);
    res = await submit(null, paid(pendingTutor.id));
    expect(res.statusCode).toBe(401);
  });

  it('refuses the same request twice', async () => {
    const { tutor, student } = await pair();
    expect((await submit(student, paid(tutor.id))).statusCode).toBe(200);
    const res = await submit(student, paid(tutor.id));
    expect([res.statusCode, body(res).message]).toEqual([
      409,
      'You have already requested a class with this tutor at this time.',
    ]);
  });

  it.each<[string, unknown]>([
    [
      'wrong types',
      {
        tutorId: 5,
        subject: {},
        price: [1],
        tutoringMode: 'x',
        sessionType: 'weekly',
        availableDays: ['Funday'],
        isTrial: 'yes',
      },
    ],
    ['not an object', [1, 2]],
    ['a bad tutor id', { tutorId: 'abc' }],
    [
      'an oversized subject',
      { tutorId: '00000000-0000-4000-8000-000000000000', subject: 'x'.repeat(5000) },
    ],
  ])('answers bad input (%s) with 400 and a message', async (_name, payload) => {
    const { student } = await pair();
    const res = await submit(student, payload);
    expect(res.statusCode).toBe(400);
    expect(body(res).success).toBe(false);
    expect(body(res).message.length).toBeGreaterThan(5);
  });
});

describe('listing: each side sees only its own bookings, by status as of now', () => {
  it('filters by statuses and limit, and shows time-passed bookings as expired/completed before any sweep', async () => {
    const { tutor, student } = await pair();
    const { user: otherStudent } = await createStudent(ctx.db);
    const now = Date.now();
    const pending = await createBooking(ctx.db, { studentId: student.id, tutorId: tutor.id });
    const lapsed = await createBooking(ctx.db, {
      studentId: student.id,
      tutorId: tutor.id,
      status: 'pending',
      firstStartAt: new Date(now - HOUR),
      lastEndAt: new Date(now),
    });
    const finished = await createBooking(ctx.db, {
      studentId: student.id,
      tutorId: tutor.id,
      status: 'active',
      firstStartAt: new Date(now - 3 * HOUR),
      lastEndAt: new Date(now - 2 * HOUR),
    });
    const active = await createBooking(ctx.db, {
      studentId: student.id,
      tutorId: tutor.id,
      status: 'active',
      isTrial: true,
    });
    const notMine = await createBooking(ctx.db, { studentId: otherStudent.id, tutorId: tutor.id });

    const list = async (url: string, user: { id: string }) => {
      const res = await ctx.injectAs(user, { method: 'GET', url });
      expect(res.statusCode).toBe(200);
      return (body(res).data.bookings as Array<{ _id: string; status: string }>).map(
        (b) => [b._id, b.status] as [string, string],
      );
    };
    const mine = await list('/api/get-bookings', student);
    expect(new Map(mine)).toEqual(
      new Map([
        [pending.id, 'pending'],
        [lapsed.id, 'expired'],
        [finished.id, 'completed'],
        [active.id, 'active'],
      ]),
    );
    expect(await list('/api/get-bookings?statuses=pending', student)).toEqual([
      [pending.id, 'pending'],
    ]);
    expect(await list('/api/get-bookings?statuses[]=expired', student)).toEqual([
      [lapsed.id, 'expired'],
    ]);
    expect(await list('/api/get-bookings?statuses=completed&statuses=active', student)).toEqual(
      expect.arrayContaining([
        [finished.id, 'completed'],
        [active.id, 'active'],
      ]),
    );
    expect(await list('/api/get-bookings?limit=2', student)).toHaveLength(2);
    const tutors = await list('/api/get-tutor-bookings?statuses=pending', tutor);
    expect(new Set(tutors.map(([id]) => id))).toEqual(new Set([pending.id, notMine.id]));
    // Nothing was written: the status is read as of now.
    expect(await statusOf(lapsed.id)).toBe('pending');
  });

  it('refuses the other role and bad parameters', async () => {
    const { tutor, student } = await pair();
    expect(
      (await ctx.injectAs(tutor, { method: 'GET', url: '/api/get-bookings' })).statusCode,
    ).toBe(403);
    expect(
      (await ctx.injectAs(student, { method: 'GET', url: '/api/get-tutor-bookings' })).statusCode,
    ).toBe(403);
    const res = await ctx.injectAs(student, {
      method: 'GET',
      url: '/api/get-bookings?statuses=paid',
    });
    expect(res.statusCode).toBe(400);
    expect(body(res).message).toBe(
      'Status must be one of: pending, accepted, active, rejected, expired, completed, withdrawn, missed, cancelled, all.',
    );
    const big = await ctx.injectAs(student, { method: 'GET', url: '/api/get-bookings?limit=5000' });
    expect([big.statusCode, body(big).message]).toEqual([400, 'limit must be at most 1000.']);
  });

  it('shows one booking to its two people only', async () => {
    const { tutor, student } = await pair();
    const { user: stranger } = await createStudent(ctx.db);
    const b = await createBooking(ctx.db, { studentId: student.id, tutorId: tutor.id });
    expect(
      body(await ctx.injectAs(student, { method: 'GET', url: `/api/bookings/${b.id}` })).data._id,
    ).toBe(b.id);
    expect(
      (await ctx.injectAs(tutor, { method: 'GET', url: `/api/bookings/${b.id}` })).statusCode,
    ).toBe(200);
    const res = await ctx.injectAs(stranger, { method: 'GET', url: `/api/bookings/${b.id}` });
    expect([res.statusCode, body(res).message]).toEqual([404, 'Booking not found.']);
  });
});

describe('POST /api/accept-booking/{id}', () => {
  it('accepts a paid request (accepted) and a trial (active at once); the student is emailed', async () => {
    const { tutor, student } = await pair();
    const paidBooking = await createBooking(ctx.db, {
      studentId: student.id,
      tutorId: tutor.id,
      startDate: day(2),
    });
    const trial = await createBooking(ctx.db, {
      studentId: student.id,
      tutorId: tutor.id,
      isTrial: true,
      startDate: day(3),
    });
    let res = await accept(tutor, paidBooking.id);
    expect([res.statusCode, body(res).message, body(res).data.status]).toEqual([
      200,
      'Booking accepted.',
      'accepted',
    ]);
    expect(body(res).data.tutorId.email).toBeNull();
    res = await accept(tutor, trial.id);
    expect(body(res).data.status).toBe('active');
    // Active: the call page needs both emails.
    expect([body(res).data.studentId.email, body(res).data.tutorId.email]).toEqual([
      student.email,
      tutor.email,
    ]);
    expect(await statusOf(trial.id)).toBe('active');
    const subjects = (await mailsTo(student.email)).map((m) => m.subject);
    expect(subjects).toEqual(
      expect.arrayContaining([
        'Ananya Iyer accepted your class request',
        'Ananya Iyer accepted your free trial request',
      ]),
    );
  });

  it('answers a double accept as the success it was, mailing the student once', async () => {
    const { tutor, student } = await pair();
    const b = await createBooking(ctx.db, { studentId: student.id, tutorId: tutor.id });
    expect((await accept(tutor, b.id)).statusCode).toBe(200);
    const res = await accept(tutor, b.id);
    expect(res.statusCode).toBe(200);
    expect(body(res).data).toMatchObject({ _id: b.id, status: 'accepted' });
    expect(await mailsTo(student.email)).toHaveLength(1);
  });

  it('refuses to accept after expiry, even before the sweeper has run', async () => {
    const { tutor, student } = await pair();
    const b = await createBooking(ctx.db, {
      studentId: student.id,
      tutorId: tutor.id,
      firstStartAt: new Date(Date.now() - 60_000),
      lastEndAt: new Date(Date.now() + HOUR),
    });
    const res = await accept(tutor, b.id);
    expect([res.statusCode, body(res).message]).toEqual([
      409,
      'This booking has expired and can no longer be accepted.',
    ]);
    expect(await statusOf(b.id)).toBe('pending');
  });

  it('refuses an overlapping accept and names the clash; touching classes are fine', async () => {
    const { tutor, student } = await pair();
    const { user: other } = await createStudent(ctx.db, { user: { fullName: 'Kabir Rao' } });
    const first = await createBooking(ctx.db, {
      studentId: other.id,
      tutorId: tutor.id,
      startDate: day(4),
      startTime: '18:00',
      endTime: '19:00',
      subject: 'Physics (Class 9-10)',
    });
    expect((await accept(tutor, first.id)).statusCode).toBe(200);
    // A multi-session request whose second session overlaps.
    const clash = await createBooking(ctx.db, {
      studentId: student.id,
      tutorId: tutor.id,
      sessionType: 'multiple',
      startDate: day(2),
      endDate: day(10),
      availableDays: [weekdayOf(day(2)), weekdayOf(day(4))],
      startTime: '18:30',
      endTime: '19:30',
    });
    const res = await accept(tutor, clash.id);
    expect(res.statusCode).toBe(409);
    const date = new Intl.DateTimeFormat('en-GB', {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone: 'UTC',
    }).format(new Date(`${day(4)}T00:00:00Z`));
    expect(body(res).message).toBe(
      `This class clashes with your accepted class with Kabir Rao (Physics (Class 9-10)) on ${date}, 6:00 PM – 7:00 PM.`,
    );
    expect(await statusOf(clash.id)).toBe('pending');
    const touching = await createBooking(ctx.db, {
      studentId: student.id,
      tutorId: tutor.id,
      startDate: day(4),
      startTime: '19:00',
      endTime: '20:00',
    });
    expect((await accept(tutor, touching.id)).statusCode).toBe(200);
    // Another tutor's class at the same time is no clash.
    const { user: tutor2 } = await createTutor(ctx.db);
    const elsewhere = await createBooking(ctx.db, {
      studentId: student.id,
      tutorId: tutor2.id,
      startDate: day(4),
      startTime: '18:00',
      endTime: '19:00',
    });
    expect((await accept(tutor2, elsewhere.id)).statusCode).toBe(200);
  });

  it('does not count rejected, withdrawn or lapsed classes as clashes', async () => {
    const { tutor, student } = await pair();
    const now = Date.now();
    await createBooking(ctx.db, {
      studentId: student.id,
      tutorId: tutor.id,
      status: 'rejected',
      startDate: day(5),
    });
    await createBooking(ctx.db, {
      studentId: student.id,
      tutorId: tutor.id,
      status: 'withdrawn',
      startDate: day(5),
    });
    // Accepted but unpaid whose first start has passed: expired as of now, even though it still
    // spans the new request's time (its last session is later).
    await createBooking(ctx.db, {
      studentId: student.id,
      tutorId: tutor.id,
      status: 'accepted',
      firstStartAt: new Date(now - HOUR),
      lastEndAt: new Date(now + 30 * 24 * HOUR),
      sessionType: 'multiple',
      startDate: day(-1),
      endDate: day(20),
      availableDays: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
    });
    const b = await createBooking(ctx.db, {
      studentId: student.id,
      tutorId: tutor.id,
      startDate: day(5),
    });
    expect((await accept(tutor, b.id)).statusCode).toBe(200);
  });

  it('lets only the booking’s tutor accept', async () => {
    const { tutor, student } = await pair();
    const { user: otherTutor } = await createTutor(ctx.db);
    const b = await createBooking(ctx.db, { studentId: student.id, tutorId: tutor.id });
    // Another tutor is told the booking does not exist (booking-access.ts: no access, no hint).
    let res = await accept(otherTutor, b.id);
    expect([res.statusCode, body(res).message]).toEqual([404, 'Booking not found.']);
    res = await accept(student, b.id);
    expect(res.statusCode).toBe(403);
    res = await accept(null, b.id);
    expect(res.statusCode).toBe(401);
    res = await accept(tutor, '00000000-0000-4000-8000-000000000000');
    expect([res.statusCode, body(res).message]).toEqual([404, 'Booking not found.']);
    res = await accept(tutor, 'not-a-uuid');
    expect([res.statusCode, body(res).message]).toEqual([400, 'Invalid id.']);
    expect(await statusOf(b.id)).toBe('pending');
  });
});

describe('POST /api/reject-booking/{id}', () => {
  it('needs a non-empty reason', async () => {
    const { tutor, student } = await pair();
    const b = await createBooking(ctx.db, { studentId: student.id, tutorId: tutor.id });
    for (const payload of [{}, { rejectionReason: '   ' }, { rejectionReason: 5 }]) {
      const res = await reject(tutor, b.id, payload);
      expect([res.statusCode, body(res).message]).toEqual([
        400,
        'Please enter a reason for rejecting this request.',
      ]);
    }
    const long = await reject(tutor, b.id, { rejectionReason: 'x'.repeat(501) });
    expect([long.statusCode, body(long).message]).toEqual([
      400,
      'The reason can be at most 500 characters.',
    ]);
    expect(await statusOf(b.id)).toBe('pending');
  });

  it('rejects with the reason, which the student sees and is emailed', async () => {
    const { tutor, student } = await pair();
    const b = await createBooking(ctx.db, { studentId: student.id, tutorId: tutor.id });
    const res = await reject(tutor, b.id, { rejectionReason: '  I am travelling that week.  ' });
    expect([res.statusCode, body(res).message]).toEqual([200, 'Booking rejected.']);
    const list = body(
      await ctx.injectAs(student, { method: 'GET', url: '/api/get-bookings?statuses=rejected' }),
    ).data.bookings;
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({
      _id: b.id,
      status: 'rejected',
      rejectionReason: 'I am travelling that week.',
    });
    const [mail] = await mailsTo(student.email);
    expect(mail!.subject).toBe('Ananya Iyer rejected your class request');
    expect(mail!.text).toContain('Reason: I am travelling that week.');
  });

  it('lets only the booking’s tutor reject, and only a pending request', async () => {
    const { tutor, student } = await pair();
    const { user: otherTutor } = await createTutor(ctx.db);
    const b = await createBooking(ctx.db, { studentId: student.id, tutorId: tutor.id });
    let res = await reject(otherTutor, b.id, { rejectionReason: 'No' });
    expect([res.statusCode, body(res).message]).toEqual([404, 'Booking not found.']);
    expect((await reject(student, b.id, { rejectionReason: 'No' })).statusCode).toBe(403);
    expect((await accept(tutor, b.id)).statusCode).toBe(200);
    res = await reject(tutor, b.id, { rejectionReason: 'Changed my mind' });
    expect([res.statusCode, body(res).message]).toEqual([
      409,
      'This booking has already been accepted and can no longer be rejected.',
    ]);
  });
});

describe('POST /api/withdraw-booking/{id}', () => {
  it('lets the student withdraw their own pending request; the tutor is told', async () => {
    const { tutor, student } = await pair();
    const b = await createBooking(ctx.db, { studentId: student.id, tutorId: tutor.id });
    const res = await withdraw(student, b.id);
    expect([res.statusCode, body(res).message, body(res).data.status]).toEqual([
      200,
      'Booking request withdrawn.',
      'withdrawn',
    ]);
    expect((await mailsTo(tutor.email))[0]!.subject).toBe('Riya Sharma withdrew a class request');
    const again = await accept(tutor, b.id);
    expect([again.statusCode, body(again).message]).toEqual([
      409,
      'This booking was withdrawn by the student and can no longer be accepted.',
    ]);
  });

  it('refuses other students, the tutor, and decided requests', async () => {
    const { tutor, student } = await pair();
    const { user: other } = await createStudent(ctx.db);
    const b = await createBooking(ctx.db, { studentId: student.id, tutorId: tutor.id });
    let res = await withdraw(other, b.id);
    expect([res.statusCode, body(res).message]).toEqual([404, 'Booking not found.']);
    expect((await withdraw(tutor, b.id)).statusCode).toBe(403);
    expect((await accept(tutor, b.id)).statusCode).toBe(200);
    res = await withdraw(student, b.id);
    expect([res.statusCode, body(res).message]).toEqual([
      409,
      'This booking has already been accepted and can no longer be withdrawn.',
    ]);
  });
});

describe('GET /api/bookings/{id}/calendar.ics', () => {
  it('gives each session as an event at its UTC instant', async () => {
    const { tutor, student } = await pair({ profile: { timezone: 'America/New_York' } });
    const b = await createBooking(ctx.db, {
      studentId: student.id,
      tutorId: tutor.id,
      timezone: 'America/New_York',
      sessionType: 'multiple',
      startDate: day(3),
      endDate: day(16),
      availableDays: [weekdayOf(day(3))],
      startTime: '18:00',
      endTime: '19:00',
    });
    expect((await accept(tutor, b.id)).statusCode).toBe(200);
    const res = await ctx.injectAs(student, {
      method: 'GET',
      url: `/api/bookings/${b.id}/calendar.ics`,
    });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename="mathematics-class-9-10-${day(3)}.ics"`,
    );
    const ics = res.body.replace(/\r\n[ \t]/g, ''); // unfold RFC 5545 folded lines
    expect(ics.match(/BEGIN:VEVENT/g)).toHaveLength(2);
    const stamp = (d: Date) =>
      d
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}/, '');
    expect(ics).toContain(`DTSTART:${stamp(b.firstStartAt)}`);
    expect(ics).toContain(`DTEND:${stamp(b.lastEndAt)}`);
    expect(ics).toContain('SUMMARY:Mathematics (Class 9-10) with Ananya Iyer');
    expect(ics).toContain('STATUS:CONFIRMED');
    expect(ics).toContain('(America/New_York)');
  });

  it('is for the booking’s two people only, and only while classes may happen', async () => {
    const { tutor, student } = await pair();
    const { user: stranger } = await createTutor(ctx.db);
    const b = await createBooking(ctx.db, { studentId: student.id, tutorId: tutor.id });
    const tutorRes = await ctx.injectAs(tutor, {
      method: 'GET',
      url: `/api/bookings/${b.id}/calendar.ics`,
    });
    expect(tutorRes.statusCode).toBe(200);
    expect(tutorRes.body).toContain('STATUS:TENTATIVE');
    expect(tutorRes.body).toContain('SUMMARY:Mathematics (Class 9-10) with Riya Sharma');
    expect(
      (await ctx.injectAs(stranger, { method: 'GET', url: `/api/bookings/${b.id}/calendar.ics` }))
        .statusCode,
    ).toBe(404);
    await reject(tutor, b.id, { rejectionReason: 'Busy' });
    const res = await ctx.injectAs(student, {
      method: 'GET',
      url: `/api/bookings/${b.id}/calendar.ics`,
    });
    expect([res.statusCode, body(res).message]).toEqual([
      409,
      'This booking has no classes to add to a calendar.',
    ]);
  });
});
