// Who sees which field of a booking (modules/bookings/booking-dto.ts `bookingFor`), checked on
// every endpoint that answers with a booking; and "a tutor must have submitted the form",
// enforced by requireUser for every route open to tutors.
import { describe, expect, it } from 'vitest';
import { addDays } from '@tm/shared/rules/booking-time';
import { todayIn } from '@tm/shared/rules/dates';
import { body, build } from './helper';
import { createBooking, createStudent, createTutor } from '../src/seed/factories';

const ctx = await build();
const day = (n: number) => addDays(todayIn('Asia/Kolkata', new Date()), n);
type Who = { id: string; email: string };

async function pair() {
  const { user: tutor } = await createTutor(ctx.db);
  const { user: student } = await createStudent(ctx.db);
  return { tutor, student };
}
const emailsOf = (b: { studentId: { email: unknown }; tutorId: { email: unknown } }) => [
  b.studentId.email,
  b.tutorId.email,
];
const call = (who: Who, method: 'GET' | 'POST', url: string, payload?: object) =>
  ctx.injectAs(who, { method, url, ...(payload ? { payload } : {}) });
const listed = async (who: Who, url: string, id: string) => {
  const res = await call(who, 'GET', url);
  expect(res.statusCode, res.body).toBe(200);
  return (body(res).data.bookings as Array<{ _id: string }>).find((b) => b._id === id)! as never;
};

describe('booking answers show emails only while the booking is active', () => {
  it('hides both emails on every endpoint answering with a booking that is not active', async () => {
    const { tutor, student } = await pair();
    const submitted = await call(student, 'POST', '/api/submit-booking', {
      tutorId: tutor.id,
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
    });
    expect(submitted.statusCode, submitted.body).toBe(200);
    const id = body(submitted).data._id as string;
    const hidden = [null, null];
    expect(emailsOf(body(submitted).data)).toEqual(hidden);
    expect(emailsOf(await listed(student, '/api/get-bookings', id))).toEqual(hidden);
    expect(emailsOf(await listed(tutor, '/api/get-tutor-bookings', id))).toEqual(hidden);
    for (const who of [student, tutor])
      expect(emailsOf(body(await call(who, 'GET', `/api/bookings/${id}`)).data)).toEqual(hidden);

    const accepted = await call(tutor, 'POST', `/api/accept-booking/${id}`);
    expect(body(accepted).data.status).toBe('accepted');
    expect(emailsOf(body(accepted).data)).toEqual(hidden);

    const other = await createBooking(ctx.db, { studentId: student.id, tutorId: tutor.id });
    const rejected = await call(tutor, 'POST', `/api/reject-booking/${other.id}`, {
      rejectionReason: 'Travelling.',
    });
    expect(emailsOf(body(rejected).data)).toEqual(hidden);
    const third = await createBooking(ctx.db, {
      studentId: student.id,
      tutorId: tutor.id,
      startDate: day(5),
    });
    const withdrawn = await call(student, 'POST', `/api/withdraw-booking/${third.id}`);
    expect(body(withdrawn).data.status).toBe('withdrawn');
    expect(emailsOf(body(withdrawn).data)).toEqual(hidden);
  });

  it('shows both emails to both people on every endpoint while the booking is active', async () => {
    const { tutor, student } = await pair();
    const trial = await createBooking(ctx.db, {
      studentId: student.id,
      tutorId: tutor.id,
      isTrial: true,
      startDate: day(2),
    });
    const accepted = await call(tutor, 'POST', `/api/accept-booking/${trial.id}`);
    expect(body(accepted).data.status).toBe('active');
    const both = [student.email, tutor.email];
    expect(emailsOf(body(accepted).data)).toEqual(both);
    expect(emailsOf(await listed(student, '/api/get-bookings', trial.id))).toEqual(both);
    expect(emailsOf(await listed(tutor, '/api/get-tutor-bookings', trial.id))).toEqual(both);
    for (const who of [student, tutor])
      expect(emailsOf(body(await call(who, 'GET', `/api/bookings/${trial.id}`)).data)).toEqual(
        both,
      );
  });
});

describe('a tutor must have submitted the tutor form (core-marketplace §4/§6)', () => {
  // Every route open to tutors, with a request that passes validation; the sign-up itself is the
  // one exception. A new tutor route must be added here (the first test fails until it is).
  const id = '00000000-0000-4000-8000-000000000000';
  const tutorRoutes: Array<{
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
    url: string;
    payload?: object;
  }> = [
    { method: 'GET', url: '/api/get-tutor-bookings' },
    { method: 'POST', url: `/api/accept-booking/${id}` },
    { method: 'POST', url: `/api/reject-booking/${id}`, payload: { rejectionReason: 'No.' } },
    { method: 'GET', url: `/api/bookings/${id}` },
    { method: 'GET', url: `/api/bookings/${id}/calendar.ics` },
    { method: 'GET', url: '/api/dashboard' },
    { method: 'PUT', url: '/api/tutor-account', payload: { fullName: 'Kavya' } },
    // Payments and payouts.
    { method: 'GET', url: '/api/payments/summary' },
    { method: 'GET', url: '/api/transactions' },
    { method: 'GET', url: '/api/bank-details' },
    {
      method: 'PUT',
      url: '/api/bank-details',
      payload: { accountHolder: 'Kavya Rao', upiId: 'kavya@okbank' },
    },
    { method: 'GET', url: '/api/withdrawals' },
    { method: 'POST', url: '/api/withdrawals', payload: { amount: 100 } },
    // Live classes.
    { method: 'GET', url: '/api/calls/ice-servers' },
    { method: 'GET', url: `/api/calls/${id}/messages` },
    // Reschedule and cancellation.
    { method: 'GET', url: `/api/refund-quote?bookingId=${id}` },
    { method: 'POST', url: `/api/cancel-booking/${id}`, payload: { reason: 'Unwell' } },
    {
      method: 'POST',
      url: `/api/bookings/${id}/reschedule`,
      payload: { sessionKey: '2030-01-01', newDate: '2030-01-02', newStartTime: '10:00' },
    },
    { method: 'GET', url: `/api/bookings/${id}/reschedules` },
    { method: 'POST', url: `/api/reschedules/${id}/accept` },
    { method: 'POST', url: `/api/reschedules/${id}/decline`, payload: {} },
    { method: 'POST', url: `/api/reschedules/${id}/withdraw` },
    { method: 'GET', url: '/api/booking-changes' },
    // After the booking.
    { method: 'GET', url: '/api/students' },
    // Reviews: the tutor's reply.
    { method: 'POST', url: '/api/reply-rating', payload: { reviewId: id, reply: 'Thank you!' } },
    { method: 'GET', url: '/api/get-upcoming-classes' },
    // Messages between students and tutors.
    { method: 'GET', url: '/api/messages/conversations' },
    { method: 'POST', url: '/api/messages/conversations', payload: { studentId: id } },
    { method: 'GET', url: `/api/messages/conversations/${id}` },
    { method: 'GET', url: `/api/messages/conversations/${id}/messages` },
    {
      method: 'POST',
      url: `/api/messages/conversations/${id}/messages`,
      payload: { clientId: 'c-12345678', body: 'Hello' },
    },
    { method: 'POST', url: `/api/messages/conversations/${id}/attachments` },
    { method: 'POST', url: `/api/messages/conversations/${id}/read` },
    { method: 'POST', url: `/api/messages/conversations/${id}/block` },
    { method: 'DELETE', url: `/api/messages/conversations/${id}/block` },
    {
      method: 'POST',
      url: `/api/messages/conversations/${id}/report`,
      payload: { reason: 'spam' },
    },
    { method: 'PATCH', url: `/api/messages/${id}`, payload: { body: 'Hello' } },
    { method: 'DELETE', url: `/api/messages/${id}` },
    { method: 'GET', url: '/api/messages/unread' },
    { method: 'GET', url: '/api/messages/settings' },
    { method: 'PUT', url: '/api/messages/settings', payload: { messageMails: false } },
    { method: 'GET', url: `/api/messages/attachments/${id}` },
    // The spec's POST form of saving bank details.
    {
      method: 'POST',
      url: '/api/bank-details',
      payload: { accountHolder: 'Kavya Rao', upiId: 'kavya@okbank' },
    },
    // People's data: export and deletion.
    { method: 'GET', url: '/api/account/exports' },
    { method: 'POST', url: '/api/account/exports' },
    { method: 'GET', url: `/api/account/exports/${id}/download` },
    { method: 'GET', url: '/api/account/deletion' },
    { method: 'POST', url: '/api/account/deletion', payload: { confirm: 'DELETE' } },
    // Group classes.
    { method: 'GET', url: '/api/batches/mine' },
    { method: 'POST', url: '/api/batches', payload: {} },
    { method: 'PATCH', url: `/api/batches/${id}`, payload: {} },
    { method: 'POST', url: `/api/batches/${id}/cancel`, payload: {} },
    { method: 'POST', url: `/api/batches/${id}/sessions/:key/cancel`, payload: {} },
    { method: 'GET', url: `/api/batches/${id}/roster` },
    { method: 'POST', url: `/api/batches/${id}/room-token` },
    // The class whiteboard after the class.
    { method: 'GET', url: `/api/calls/${id}/board` },
    // Needs: a tutor's leads and answers.
    { method: 'GET', url: '/api/leads' },
    { method: 'GET', url: `/api/needs/${id}` },
    { method: 'POST', url: `/api/needs/${id}/offer`, payload: {} },
    { method: 'POST', url: `/api/needs/${id}/decline`, payload: {} },
  ];
  const pattern = (url: string) => url.replace(id, ':id').replace(/\?.*$/, '');

  it('is required by every route open to tutors except the sign-up', () => {
    const guarded = ctx.app.routeGuards
      .filter((g) => g.roles.includes('tutor') && !g.tutorSignUp && g.method !== 'HEAD')
      .map((g) => `${g.method} ${g.url}`)
      .sort();
    expect(guarded).toEqual(tutorRoutes.map((r) => `${r.method} ${pattern(r.url)}`).sort());
    expect(
      ctx.app.routeGuards.filter((g) => g.tutorSignUp).map((g) => `${g.method} ${g.url}`),
    ).toEqual(['POST /api/submit-tutor-form']);
  });

  for (const route of tutorRoutes) {
    it(`${route.method} ${pattern(route.url)} refuses a tutor who has not submitted it`, async () => {
      const { user } = await createTutor(ctx.db, { user: { isFormSubmitted: false } });
      const res = await ctx.injectAs(user, route);
      expect(res.statusCode, res.body).toBe(403);
      expect(body(res)).toMatchObject({
        success: false,
        message: 'Please complete your tutor sign-up first.',
        data: { code: 'FORM_NOT_SUBMITTED' },
      });
    });
  }
});
