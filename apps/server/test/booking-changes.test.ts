// Reschedules, cancellations and refunds through the API on a real database (PGlite, and PostgreSQL with TEST_DB=postgres):
// reschedule proposals, cancellations with refunds (idempotent under retries and concurrency),
// both ledgers, the tutor's earning reversed, admin approval, the policy setting.
import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { RESCHEDULE_MESSAGES } from '@tm/shared/rules/reschedule';
import { PAYMENT_MESSAGES } from '@tm/shared/schemas/payments';
import { addDays } from '@tm/shared/rules/booking-time';
import { todayIn } from '@tm/shared/rules/dates';
import type { RefundInput } from '../src/ports/payments';
import { body, build } from './helper';
import { createAdmin, createBooking, createStudent, createTutor } from '../src/seed/factories';
import { bookings } from '../src/db/schema/bookings';
import { refunds, rescheduleProposals } from '../src/db/schema/booking-changes';
import { ledgerEntries } from '../src/db/schema/payments';
import { mailOutbox } from '../src/db/schema/mail';
import { saveBankDetails } from '../src/modules/payments/bank-details';

const ctx = await build();
const port = ctx.ports.payments;
const sandbox = port.sandbox!;

// Every provider refund call, counted (the sandbox answers one refund per key, like Razorpay;
// the count shows how often we asked at all).
const refundCalls: RefundInput[] = [];
const realRefund = port.refund.bind(port);
(port as { refund: typeof port.refund }).refund = async (input) => {
  refundCalls.push(input);
  await new Promise((r) => setTimeout(r, 20));
  return realRefund(input);
};
const callsFor = (bookingId: string) => refundCalls.filter((c) => c.notes?.bookingId === bookingId);

const IST = 'Asia/Kolkata';
const inDays = (n: number) => addDays(todayIn(IST), n);

/** An accepted booking paid through the sandbox (the real verify path): active, with a ledger. */
async function paidBooking(overrides: Partial<Parameters<typeof createBooking>[1]> = {}) {
  const { user: tutor } = await createTutor(ctx.db);
  const { user: student } = await createStudent(ctx.db);
  const booking = await createBooking(ctx.db, {
    studentId: student.id,
    tutorId: tutor.id,
    status: 'accepted',
    ...overrides,
  });
  if (!booking.isTrial) {
    const o = body(
      await ctx.injectAs(student, {
        method: 'POST',
        url: '/api/create-booking-order',
        payload: { bookingId: booking.id },
      }),
    ).data;
    const taken = await sandbox.pay({
      orderId: o.orderId,
      amountMinor: Math.round(o.price * 100),
      currency: o.currency,
    });
    const v = await ctx.injectAs(student, {
      method: 'POST',
      url: '/api/verify-booking-payment',
      payload: {
        orderId: o.orderId,
        bookingId: booking.id,
        razorpay_payment_id: taken.paymentId,
        razorpay_signature: taken.signature,
      },
    });
    expect(v.statusCode).toBe(200);
  }
  return { tutor, student, booking };
}

const requestRefund = (user: { id: string }, payload: Record<string, unknown>) =>
  ctx.injectAs(user, { method: 'POST', url: '/api/request-refund', payload });
const dashboard = async (tutor: { id: string }) =>
  body(await ctx.injectAs(tutor, { method: 'GET', url: '/api/dashboard' })).data;
const ledgerOf = (userId: string) =>
  ctx.injectAs({ id: userId }, { method: 'GET', url: '/api/transactions?page=1&limit=10' });

describe('cancellation with refunds', () => {
  it('a student cancelling 2 days ahead gets a full refund at once, in both ledgers', async () => {
    const { tutor, student, booking } = await paidBooking({ startDate: inDays(2) });
    expect((await dashboard(tutor)).totalEarning).toBe(570);

    const quote = await ctx.injectAs(student, {
      method: 'GET',
      url: `/api/refund-quote?bookingId=${booking.id}`,
    });
    expect(body(quote).data).toMatchObject({ paid: 600, refund: 600, needsApproval: false });

    const res = await requestRefund(student, { bookingId: booking.id, reason: 'Exams moved' });
    expect(res.statusCode).toBe(200);
    expect(body(res).data).toMatchObject({
      amount: 600,
      status: 'processed',
      cancelledBy: 'student',
    });
    expect(body(res).data.providerRefundId).toMatch(/^rfnd_/);

    const [b] = await ctx.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(b!.status).toBe('cancelled');
    const studentRows = body(await ledgerOf(student.id)).data.transactions;
    expect(studentRows.map((t: { type: string; amount: number }) => [t.type, t.amount])).toEqual([
      ['refund', 600],
      ['payment', 600],
    ]);
    const tutorRows = body(await ledgerOf(tutor.id)).data.transactions;
    expect(tutorRows[0]).toMatchObject({ type: 'earning_reversal', amount: 570 });
    expect((await dashboard(tutor)).totalEarning).toBe(0);
    const mails = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, tutor.email));
    expect(mails.some((m) => m.subject.startsWith('Cancelled:') && /Rs 600\.00/.test(m.text))).toBe(
      true,
    );
  });

  it('retried and concurrent cancellations refund once: one row, one provider call, one ledger set', async () => {
    const { tutor, student, booking } = await paidBooking({ startDate: inDays(3) });
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => requestRefund(student, { bookingId: booking.id })),
    );
    for (const a of answers) expect(a.statusCode).toBe(200);
    const again = await requestRefund(student, { bookingId: booking.id });
    expect(again.statusCode).toBe(200);
    const ids = new Set([...answers, again].map((a) => body(a).data._id));
    expect(ids.size).toBe(1);
    expect(
      await ctx.db.select().from(refunds).where(eq(refunds.bookingId, booking.id)),
    ).toHaveLength(1);
    expect(callsFor(booking.id)).toHaveLength(1);
    expect(callsFor(booking.id)[0]!.idempotencyKey).toBe(`cancel:${booking.id}`);
    const rows = await ctx.db
      .select()
      .from(ledgerEntries)
      .where(and(eq(ledgerEntries.userId, tutor.id), eq(ledgerEntries.type, 'earning_reversal')));
    expect(rows).toHaveLength(1);
    expect((await dashboard(tutor)).totalEarning).toBe(0);
  });

  it('a late cancellation waits for an admin; approving twice at once pays once', async () => {
    const { tutor, student, booking } = await paidBooking({ startDate: inDays(1) });
    // Make the session start in 2 hours: inside the 12-hour window.
    const start = new Date(Date.now() + 2 * 3600_000);
    await ctx.db
      .update(bookings)
      .set({
        sessionChanges: [
          {
            from: booking.startDate,
            date: todayIn(IST, start),
            startTime: start.toLocaleTimeString('en-GB', {
              timeZone: IST,
              hour: '2-digit',
              minute: '2-digit',
            }),
            endTime: new Date(start.getTime() + 3600_000).toLocaleTimeString('en-GB', {
              timeZone: IST,
              hour: '2-digit',
              minute: '2-digit',
            }),
          },
        ],
        firstStartAt: start,
        lastEndAt: new Date(start.getTime() + 3600_000),
      })
      .where(eq(bookings.id, booking.id));
    const res = await requestRefund(student, { bookingId: booking.id });
    expect(body(res).data).toMatchObject({ status: 'pending_approval', amount: 300 });
    expect(callsFor(booking.id)).toHaveLength(0);
    expect((await dashboard(tutor)).totalEarning).toBe(570);

    const admin = await createAdmin(ctx.db);
    const list = await ctx.injectAs(admin, { method: 'GET', url: '/api/admin/refund-requests' });
    const item = body(list).data.refunds.find(
      (r: { bookingId: string }) => r.bookingId === booking.id,
    );
    expect(item).toMatchObject({ amount: 300, student: { email: student.email } });
    expect(item.lines[0]).toMatchObject({ kind: 'late', percent: 50, refund: 300 });

    const approve = () =>
      ctx.injectAs(admin, {
        method: 'POST',
        url: `/api/admin/refund-requests/${item._id}/approve`,
        payload: {},
      });
    const [a1, a2] = await Promise.all([approve(), approve()]);
    expect([a1.statusCode, a2.statusCode]).toEqual([200, 200]);
    expect(body(a1).data.status).toBe('processed');
    expect(callsFor(booking.id)).toHaveLength(1);
    expect((await dashboard(tutor)).totalEarning).toBe(570 - 285);
    const decline = await ctx.injectAs(admin, {
      method: 'POST',
      url: `/api/admin/refund-requests/${item._id}/decline`,
      payload: {},
    });
    expect(decline.statusCode).toBe(409);
    // Only admins decide refunds.
    const notAdmin = await ctx.injectAs(student, {
      method: 'POST',
      url: `/api/admin/refund-requests/${item._id}/approve`,
      payload: {},
    });
    expect(notAdmin.statusCode).toBe(403);
  });

  it('a tutor cancellation refunds in full, even after the earning was withdrawn (the balance then shows what is owed)', async () => {
    const { tutor, student, booking } = await paidBooking({ startDate: inDays(1) });
    await saveBankDetails({
      db: ctx.db,
      mail: { mail: ctx.ports.mail },
      tutor,
      details: { accountHolder: 'Tutor', accountNumber: '123456789012', ifsc: 'HDFC0001234' },
    });
    const w = await ctx.injectAs(tutor, {
      method: 'POST',
      url: '/api/withdrawals',
      payload: { amount: 500 },
    });
    expect(w.statusCode).toBe(200);
    const res = await ctx.injectAs(tutor, {
      method: 'POST',
      url: `/api/cancel-booking/${booking.id}`,
      payload: { reason: 'I am unwell' },
    });
    expect(res.statusCode).toBe(200);
    expect(body(res).data).toMatchObject({
      amount: 600,
      status: 'processed',
      cancelledBy: 'tutor',
    });
    const d = await dashboard(tutor);
    expect(d.totalEarning).toBe(0);
    {
      expect(d.totalWithdrawals).toBe(500);
      // The three figures add up (docs/decisions/tutor-balance.md): 0 − 500 = −500, owed.
      const summary = body(
        await ctx.injectAs(tutor, { method: 'GET', url: '/api/payments/summary' }),
      ).data;
      expect(summary).toEqual({
        currency: 'INR',
        totalEarning: 0,
        totalWithdrawals: 500,
        availableBalance: -500,
      });
      const more = await ctx.injectAs(tutor, {
        method: 'POST',
        url: '/api/withdrawals',
        payload: { amount: 1 },
      });
      expect(more.statusCode).toBe(409);
      expect(body(more).message).toBe(PAYMENT_MESSAGES.insufficientBalance);
    }
    const mails = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, student.email));
    expect(
      mails.some((m) => m.text.includes('cancelled the booking') && m.text.includes('I am unwell')),
    ).toBe(true);
    // The tutor's reason is required; another tutor cannot cancel.
    const other = await createTutor(ctx.db);
    const r2 = await ctx.injectAs(other.user, {
      method: 'POST',
      url: `/api/cancel-booking/${booking.id}`,
      payload: { reason: 'x' },
    });
    expect(r2.statusCode).toBe(404);
    const r3 = await ctx.injectAs(tutor, {
      method: 'POST',
      url: `/api/cancel-booking/${booking.id}`,
      payload: { reason: ' ' },
    });
    expect(r3.statusCode).toBe(400);
    expect(body(r3).message).toBe('Please enter a reason for cancelling.');
  });

  it('cancelling one session of a multi-session booking refunds its share only', async () => {
    const start = inDays(2);
    const { student, booking } = await paidBooking({
      sessionType: 'multiple',
      startDate: start,
      endDate: addDays(start, 2),
      availableDays: ['Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat', 'Sun'],
    });
    const res = await requestRefund(student, {
      bookingId: booking.id,
      sessionKey: addDays(start, 1),
    });
    expect(body(res).data).toMatchObject({
      amount: 600,
      status: 'processed',
      sessionKeys: [addDays(start, 1)],
    });
    const [b] = await ctx.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(b!.status).toBe('active');
    expect(b!.sessionChanges).toEqual([{ from: addDays(start, 1), cancelled: true }]);
  });

  it('admins edit the policy numbers; bad values are refused with a clear message', async () => {
    const admin = await createAdmin(ctx.db);
    const bad = await ctx.injectAs(admin, {
      method: 'PUT',
      url: '/api/admin/cancellation-policy',
      payload: {
        freeCancellationHours: 12,
        lateRefundPercent: 120,
        trialsExempt: true,
        lateRefundNeedsApproval: true,
      },
    });
    expect(bad.statusCode).toBe(400);
    expect(body(bad).message).toContain('Late refund must be between 0 and 100.');
    const policy = {
      freeCancellationHours: 72,
      lateRefundPercent: 25,
      trialsExempt: true,
      lateRefundNeedsApproval: false,
    };
    const put = await ctx.injectAs(admin, {
      method: 'PUT',
      url: '/api/admin/cancellation-policy',
      payload: policy,
    });
    expect(put.statusCode).toBe(200);
    expect(
      body(await ctx.injectAs(null, { method: 'GET', url: '/api/cancellation-policy' })).data,
    ).toEqual(policy);
    // 2 days ahead is now late: 25 %, paid at once (no approval).
    const { student, booking } = await paidBooking({ startDate: inDays(2) });
    const res = await requestRefund(student, { bookingId: booking.id });
    expect(body(res).data).toMatchObject({ amount: 150, status: 'processed' });
    await ctx.injectAs(admin, {
      method: 'PUT',
      url: '/api/admin/cancellation-policy',
      payload: {
        freeCancellationHours: 12,
        lateRefundPercent: 50,
        trialsExempt: true,
        lateRefundNeedsApproval: true,
      },
    });
  });
});

describe('reschedule', () => {
  it('the student proposes, the tutor accepts: the session moves, both are mailed, history kept', async () => {
    const { tutor, student, booking } = await paidBooking({ startDate: inDays(3) });
    const propose = await ctx.injectAs(student, {
      method: 'POST',
      url: `/api/bookings/${booking.id}/reschedule`,
      payload: {
        sessionKey: booking.startDate,
        scope: 'one',
        newDate: inDays(4),
        newStartTime: '19:30',
      },
    });
    expect(propose.statusCode).toBe(200);
    const p = body(propose).data;
    expect(p).toMatchObject({
      status: 'pending',
      newDate: inDays(4),
      newStartTime: '19:30',
      newEndTime: '20:30',
    });

    const twice = await ctx.injectAs(tutor, {
      method: 'POST',
      url: `/api/bookings/${booking.id}/reschedule`,
      payload: {
        sessionKey: booking.startDate,
        scope: 'one',
        newDate: inDays(5),
        newStartTime: '10:00',
      },
    });
    expect(twice.statusCode).toBe(409);
    expect(body(twice).message).toBe(RESCHEDULE_MESSAGES.pendingExists);
    const self = await ctx.injectAs(student, {
      method: 'POST',
      url: `/api/reschedules/${p._id}/accept`,
    });
    expect(self.statusCode).toBe(409);
    expect(body(self).message).toBe(RESCHEDULE_MESSAGES.onlyOther);

    const changes = body(
      await ctx.injectAs(tutor, { method: 'GET', url: '/api/booking-changes' }),
    ).data;
    expect(changes.proposals.map((x: { _id: string }) => x._id)).toContain(p._id);

    const accept = await ctx.injectAs(tutor, {
      method: 'POST',
      url: `/api/reschedules/${p._id}/accept`,
    });
    expect(accept.statusCode).toBe(200);
    expect(body(accept).data.status).toBe('accepted');
    const repeat = await ctx.injectAs(tutor, {
      method: 'POST',
      url: `/api/reschedules/${p._id}/accept`,
    });
    expect(repeat.statusCode).toBe(200);

    const view = body(
      await ctx.injectAs(student, { method: 'GET', url: `/api/bookings/${booking.id}` }),
    ).data;
    expect(view.sessionChanges).toEqual([
      { from: booking.startDate, date: inDays(4), startTime: '19:30', endTime: '20:30' },
    ]);
    const [b] = await ctx.db.select().from(bookings).where(eq(bookings.id, booking.id));
    expect(b!.firstStartAt.toISOString()).toBe(new Date(`${inDays(4)}T14:00:00Z`).toISOString());

    const toTutor = await ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, tutor.email));
    expect(toTutor.some((m) => m.subject.includes('proposes a new time'))).toBe(true);
    const toStudent = await ctx.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.to, student.email));
    expect(toStudent.some((m) => m.subject.startsWith('New time accepted'))).toBe(true);

    const history = body(
      await ctx.injectAs(tutor, { method: 'GET', url: `/api/bookings/${booking.id}/reschedules` }),
    ).data.proposals;
    expect(history).toHaveLength(1);
    const stranger = await createStudent(ctx.db);
    const hidden = await ctx.injectAs(stranger.user, {
      method: 'GET',
      url: `/api/bookings/${booking.id}/reschedules`,
    });
    expect(hidden.statusCode).toBe(404);
  });

  it("a new time that clashes with the tutor's other class is refused, at proposal and at accept", async () => {
    const { tutor, student, booking } = await paidBooking({ startDate: inDays(5) });
    const other = await createStudent(ctx.db);
    await createBooking(ctx.db, {
      studentId: other.user.id,
      tutorId: tutor.id,
      status: 'active',
      startDate: inDays(6),
      startTime: '10:00',
      endTime: '11:00',
    });
    const res = await ctx.injectAs(student, {
      method: 'POST',
      url: `/api/bookings/${booking.id}/reschedule`,
      payload: {
        sessionKey: booking.startDate,
        scope: 'one',
        newDate: inDays(6),
        newStartTime: '10:30',
      },
    });
    expect(res.statusCode).toBe(409);
    expect(body(res).message).toMatch(/^This class clashes with your active class with /);

    // Proposed while free; another class is accepted in that slot before the answer.
    const p = body(
      await ctx.injectAs(student, {
        method: 'POST',
        url: `/api/bookings/${booking.id}/reschedule`,
        payload: {
          sessionKey: booking.startDate,
          scope: 'one',
          newDate: inDays(7),
          newStartTime: '09:00',
        },
      }),
    ).data;
    await createBooking(ctx.db, {
      studentId: other.user.id,
      tutorId: tutor.id,
      status: 'accepted',
      startDate: inDays(7),
      startTime: '09:30',
      endTime: '10:30',
    });
    const accept = await ctx.injectAs(tutor, {
      method: 'POST',
      url: `/api/reschedules/${p._id}/accept`,
    });
    expect(accept.statusCode).toBe(409);
    const decline = await ctx.injectAs(tutor, {
      method: 'POST',
      url: `/api/reschedules/${p._id}/decline`,
      payload: { declineReason: 'Busy then' },
    });
    expect(body(decline).data).toMatchObject({ status: 'declined', declineReason: 'Busy then' });
    const rows = await ctx.db
      .select()
      .from(rescheduleProposals)
      .where(eq(rescheduleProposals.bookingId, booking.id));
    expect(rows.map((r) => r.status)).toEqual(['declined']);
  });

  it('refuses bad input with the rule messages', async () => {
    const { student, booking } = await paidBooking({ startDate: inDays(3) });
    const res = await ctx.injectAs(student, {
      method: 'POST',
      url: `/api/bookings/${booking.id}/reschedule`,
      payload: {
        sessionKey: booking.startDate,
        scope: 'one',
        newDate: inDays(4),
        newStartTime: '',
      },
    });
    expect(res.statusCode).toBe(400);
    expect(body(res).message).toBe(RESCHEDULE_MESSAGES.startTimeRequired);
  });
});

describe('bad input never gives a 5xx', () => {
  it('answers garbage on every reschedule and cancellation route with 4xx', async () => {
    const { tutor, student, booking } = await paidBooking({ startDate: inDays(2) });
    const admin = await createAdmin(ctx.db);
    const junk = [
      undefined,
      {},
      { bookingId: 'x' },
      { sessionKey: 5, reason: ['a'] },
      'text',
      { reason: 'y'.repeat(5000) },
      { freeCancellationHours: -1 },
      { newDate: '2026-02-30', newStartTime: '99:99', sessionKey: booking.startDate },
    ];
    const urls = [
      ['GET', '/api/refund-quote?bookingId=nope'],
      ['GET', `/api/refund-quote?bookingId=${booking.id}&sessionKey=2000-01-01`],
      ['POST', '/api/request-refund'],
      ['POST', '/api/cancel-booking/not-a-uuid'],
      ['POST', `/api/cancel-booking/${booking.id}`],
      ['POST', `/api/bookings/${booking.id}/reschedule`],
      ['POST', '/api/bookings/zzz/reschedule'],
      ['GET', '/api/bookings/zzz/reschedules'],
      ['POST', `/api/reschedules/${booking.id}/accept`],
      ['POST', '/api/reschedules/zzz/decline'],
      ['PUT', '/api/admin/cancellation-policy'],
      ['GET', '/api/admin/refund-requests?status=weird'],
      ['POST', `/api/admin/refund-requests/${booking.id}/approve`],
      ['POST', '/api/admin/refund-requests/zzz/decline'],
    ] as const;
    const failures: string[] = [];
    for (const user of [null, student, tutor, admin]) {
      for (const [method, url] of urls) {
        for (const payload of method === 'GET' ? [undefined] : junk) {
          const res = await ctx.injectAs(user, {
            method,
            url,
            ...(payload === undefined ? {} : { payload: payload as never }),
          });
          if (res.statusCode >= 500)
            failures.push(`${res.statusCode} ${method} ${url} ${JSON.stringify(payload)}`);
          else if (res.statusCode >= 300) expect(body(res).success).toBe(false);
        }
      }
    }
    expect(failures).toEqual([]);
  }, 120_000);
});
