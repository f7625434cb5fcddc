// repeating an action the same user already completed (a double click, a
// retried request) is answered 200 with the object, never as an error, and does nothing twice.
import crypto from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { addDays } from '@tm/shared/rules/booking-time';
import { todayIn } from '@tm/shared/rules/dates';
import { body, build } from './helper';
import { createAdmin, createBooking, createStudent, createTutor } from '../src/seed/factories';
import { bookings } from '../src/db/schema/bookings';
import { mailOutbox } from '../src/db/schema/mail';

const ctx = await build();
const admin = await createAdmin(ctx.db);
const day = (n: number) => addDays(todayIn('Asia/Kolkata', new Date()), n);
const mailsTo = (email: string) => ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));

async function pair() {
  const { user: tutor } = await createTutor(ctx.db, { user: { fullName: 'Ananya Iyer' } });
  const { user: student } = await createStudent(ctx.db, { user: { fullName: 'Riya Sharma' } });
  return { tutor, student };
}
const request = (tutorId: string) => ({
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
  endTime: '19:00',
  isTrial: false,
});
const post = (user: { id: string }, url: string, payload?: object, key?: string) =>
  ctx.injectAs(user, {
    method: 'POST',
    url,
    payload,
    headers: key ? { 'idempotency-key': key } : {},
  });

describe('repeated actions are answered as the success they were', () => {
  it('Request Booking double-submitted with one Idempotency-Key makes one booking, 200 twice', async () => {
    const { tutor, student } = await pair();
    const key = crypto.randomUUID();
    const [a, b] = await Promise.all([
      post(student, '/api/submit-booking', request(tutor.id), key),
      post(student, '/api/submit-booking', request(tutor.id), key),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    expect(body(a).data._id).toBe(body(b).data._id);
    const rows = await ctx.db
      .select()
      .from(bookings)
      .where(and(eq(bookings.studentId, student.id), eq(bookings.tutorId, tutor.id)));
    expect(rows).toHaveLength(1);
    expect(await mailsTo(tutor.email)).toHaveLength(1);
    // A new request (a new key) for the same slot is still the spec's duplicate.
    const again = await post(
      student,
      '/api/submit-booking',
      request(tutor.id),
      crypto.randomUUID(),
    );
    expect([again.statusCode, body(again).message]).toEqual([
      409,
      'You have already requested a class with this tutor at this time.',
    ]);
  });

  it('reject and withdraw twice: 200 with the booking both times', async () => {
    const { tutor, student } = await pair();
    const r = await createBooking(ctx.db, { studentId: student.id, tutorId: tutor.id });
    for (let i = 0; i < 2; i++) {
      const res = await post(tutor, `/api/reject-booking/${r.id}`, { rejectionReason: 'Busy' });
      expect(res.statusCode, res.body).toBe(200);
      expect(body(res).data).toMatchObject({ _id: r.id, status: 'rejected' });
    }
    const w = await createBooking(ctx.db, {
      studentId: student.id,
      tutorId: tutor.id,
      startDate: day(5),
    });
    for (let i = 0; i < 2; i++) {
      const res = await post(student, `/api/withdraw-booking/${w.id}`);
      expect(res.statusCode, res.body).toBe(200);
      expect(body(res).data).toMatchObject({ _id: w.id, status: 'withdrawn' });
    }
  });

  it('Approve twice: 200 with the tutor both times, one email', async () => {
    const { user: tutor } = await createTutor(ctx.db, {
      profile: { verificationStatus: 'pending', reviewedAt: null, submittedAt: new Date() },
    });
    for (let i = 0; i < 2; i++) {
      const res = await post(admin, `/api/admin/tutors/${tutor.id}/approve`);
      expect(res.statusCode, res.body).toBe(200);
      expect(body(res).data).toMatchObject({ verificationStatus: 'verified' });
    }
    expect(await mailsTo(tutor.email)).toHaveLength(1);
  });

  it('favourites: adding or removing twice is 200', async () => {
    const { tutor, student } = await pair();
    for (const url of [
      '/api/add-favorite',
      '/api/add-favorite',
      '/api/remove-favorite',
      '/api/remove-favorite',
    ]) {
      expect((await post(student, url, { tutorId: tutor.id })).statusCode).toBe(200);
    }
  });

  it('publishing a blog twice: 200 both times, the first publication date kept', async () => {
    const draft = body(
      await post(admin, '/api/admin/blogs', {
        title: 'Twice Published',
        description: 'd',
        content: '<p>x</p>',
      }),
    ).data;
    const put = () =>
      ctx.injectAs(admin, {
        method: 'PUT',
        url: `/api/admin/blogs/${draft._id}`,
        payload: { published: true },
      });
    const first = await put();
    const second = await put();
    expect([first.statusCode, second.statusCode]).toEqual([200, 200]);
    expect(body(second).data.postedAt).toBe(body(first).data.postedAt);
  });
});
