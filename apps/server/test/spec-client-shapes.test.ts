// The requests a client written to the spec sends, answered in the names it reads, beside the
// shapes this app's own screens use (which keep working).
import crypto from 'node:crypto';
import { DateTime } from 'luxon';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { addDays } from '@tm/shared/rules/booking-time';
import { todayIn } from '@tm/shared/rules/dates';
import { body, build } from './helper';
import { createBooking, createStudent, createTutor } from '../src/seed/factories';
import { consultationRequests } from '../src/db/schema/mentorship';

const ctx = await build();
const india = (days: number) =>
  DateTime.now().setZone('Asia/Kolkata').plus({ days }).toFormat('yyyy-MM-dd');

const consultation = (over: Record<string, unknown>) => ({
  fullName: 'Rohan Das',
  email: `rohan.${crypto.randomBytes(3).toString('hex')}@example.in`,
  phone: '919900112266',
  country: 'India',
  phdStage: 'Proposal writing',
  researchTitle: 'Urban heat islands',
  guidanceAreas: ['Publication guidance'],
  sessionTime: '03:00 PM',
  ...over,
});
const submitConsultation = (payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/submit-consultation-form', payload });

describe('POST /submit-consultation-form: the spec client’s session type and date', () => {
  it('takes the session’s label in any case and its short form, priced as the key', async () => {
    const cases: Array<[string, number]> = [
      ['30-minute Quick Consultation', 120000],
      ['60-MINUTE deep dive mentoring', 250000],
      ['Quick Consultation (30 min)', 120000],
      ['deep', 250000],
    ];
    for (const [i, [sessionType, amount]] of cases.entries()) {
      const res = await submitConsultation(
        consultation({ sessionType, sessionDate: india(20 + i) }),
      );
      expect(res.statusCode, `${sessionType}: ${res.body}`).toBe(200);
      expect(body(res).data.amount, sessionType).toBe(amount);
    }
    const bad = await submitConsultation(
      consultation({ sessionType: '45-minute chat', sessionDate: india(30) }),
    );
    expect([bad.statusCode, body(bad).message]).toEqual([
      400,
      'Please select your preferred session type.',
    ]);
  });

  it('reads an ISO date-time of a local midnight as that day (India by default, or the sent zone)', async () => {
    const date = india(24);
    const indiaMidnight = DateTime.fromISO(date, { zone: 'Asia/Kolkata' }).toUTC().toISO()!;
    expect(indiaMidnight.slice(0, 10)).not.toBe(date); // cutting at T would give the day before
    const res = await submitConsultation(
      consultation({ sessionType: 'quick', sessionDate: indiaMidnight }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(body(res).data.sessionDate).toBe(date);

    // A visitor in Tokyo says so; without the zone the instant would fall on the day before.
    const date2 = india(25);
    const tokyoMidnight = DateTime.fromISO(date2, { zone: 'Asia/Tokyo' }).toUTC().toISO()!;
    const res2 = await submitConsultation(
      consultation({
        sessionType: 'deep',
        sessionDate: tokyoMidnight,
        sessionTime: '04:00 PM',
        timezone: 'Asia/Tokyo',
      }),
    );
    expect(res2.statusCode, res2.body).toBe(200);
    expect(body(res2).data.sessionDate).toBe(date2);
    const [row] = await ctx.db
      .select()
      .from(consultationRequests)
      .where(eq(consultationRequests.id, body(res2).data.id));
    expect(row?.sessionDate).toBe(date2);
  });
});

describe('GET /check-trial-availability without tutorId', () => {
  it('answers whether the student can take trials at all; per tutor as before', async () => {
    const { user: complete } = await createStudent(ctx.db);
    const { user: incomplete } = await createStudent(ctx.db, { profile: null });
    const ask = (who: { id: string }, q = '') =>
      ctx.injectAs(who, { method: 'GET', url: `/api/check-trial-availability${q}` });
    const yes = await ask(complete);
    expect(yes.statusCode, yes.body).toBe(200);
    expect(body(yes).data).toEqual({ canTakeTrial: true });
    const no = await ask(incomplete);
    expect(no.statusCode, no.body).toBe(200);
    expect(body(no).data).toEqual({ canTakeTrial: false });

    const { user: tutor } = await createTutor(ctx.db);
    await createBooking(ctx.db, {
      studentId: complete.id,
      tutorId: tutor.id,
      isTrial: true,
      status: 'accepted',
    });
    expect(body(await ask(complete, `?tutorId=${tutor.id}`)).data).toEqual({
      canTakeTrial: false,
    });
    const bad = await ask(complete, '?tutorId=nope');
    expect([bad.statusCode, body(bad).message]).toEqual([400, 'Please choose a tutor.']);
  });
});

describe('GET /get-upcoming-classes', () => {
  it('gives startDateTime and endDateTime beside startAt and endAt', async () => {
    const { user: tutor } = await createTutor(ctx.db);
    const { user: student } = await createStudent(ctx.db);
    await createBooking(ctx.db, {
      studentId: student.id,
      tutorId: tutor.id,
      status: 'active',
      startDate: addDays(todayIn('Asia/Kolkata', new Date()), 2),
    });
    const res = await ctx.injectAs(student, { method: 'GET', url: '/api/get-upcoming-classes' });
    expect(res.statusCode, res.body).toBe(200);
    const [c] = body(res).data.classes;
    expect(c.startDateTime).toBe(c.startAt);
    expect(c.endDateTime).toBe(c.endAt);
    expect(new Date(c.endDateTime).getTime()).toBeGreaterThan(new Date(c.startDateTime).getTime());
  });
});

describe('/bank-details as the spec client reads and writes it', () => {
  it('answers details: null, saves with POST as with PUT, and reads data.details', async () => {
    const { user: tutor } = await createTutor(ctx.db);
    const empty = await ctx.injectAs(tutor, { method: 'GET', url: '/api/bank-details' });
    expect(empty.statusCode).toBe(200);
    expect(body(empty).data).toEqual({ details: null });

    const posted = await ctx.injectAs(tutor, {
      method: 'POST',
      url: '/api/bank-details',
      payload: { accountHolder: 'Anil Kumar', accountNumber: '123456789012', ifsc: 'HDFC0001234' },
    });
    expect(posted.statusCode, posted.body).toBe(200);
    expect(body(posted).data.details).toMatchObject({
      accountHolder: 'Anil Kumar',
      accountNumberMasked: expect.stringMatching(/9012$/),
      ifsc: 'HDFC0001234',
    });
    const read = body(await ctx.injectAs(tutor, { method: 'GET', url: '/api/bank-details' })).data;
    expect(read.details).toMatchObject({ accountHolder: 'Anil Kumar', ifsc: 'HDFC0001234' });
    // The fields stay where this app's screens read them too.
    expect(read.accountHolder).toBe('Anil Kumar');
    expect(JSON.stringify(read)).not.toContain('123456789012');

    const put = await ctx.injectAs(tutor, {
      method: 'PUT',
      url: '/api/bank-details',
      payload: { accountHolder: 'Anil Kumar', upiId: 'anil@okhdfc' },
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(body(put).data.details.upiIdMasked).toBeTruthy();
    const { user: student } = await createStudent(ctx.db);
    const refused = await ctx.injectAs(student, {
      method: 'POST',
      url: '/api/bank-details',
      payload: { accountHolder: 'X' },
    });
    expect(refused.statusCode).toBe(403);
  });
});

describe('GET /students: where the student is', () => {
  it('gives city, country, student_type and timezone of students with a class; a request alone lists nobody', async () => {
    const { user: tutor } = await createTutor(ctx.db);
    const { user: withClass } = await createStudent(ctx.db, {
      profile: {
        city: 'Kochi',
        country: 'India',
        studentType: 'parent',
        timezone: 'Asia/Kolkata',
      },
    });
    const { user: onlyAsked } = await createStudent(ctx.db, {
      profile: { city: 'Pune', country: 'India', timezone: 'Asia/Kolkata' },
    });
    const start = addDays(todayIn('Asia/Kolkata', new Date()), 3);
    await createBooking(ctx.db, {
      studentId: withClass.id,
      tutorId: tutor.id,
      status: 'accepted',
      startDate: start,
    });
    await createBooking(ctx.db, {
      studentId: onlyAsked.id,
      tutorId: tutor.id,
      status: 'pending',
      startDate: start,
    });
    const res = await ctx.injectAs(tutor, { method: 'GET', url: '/api/students' });
    expect(res.statusCode, res.body).toBe(200);
    const students = body(res).data.students as Array<Record<string, unknown>>;
    expect(students.map((s) => s._id)).toEqual([withClass.id]);
    expect(students[0]).toMatchObject({
      city: 'Kochi',
      country: 'India',
      student_type: 'parent',
      timezone: 'Asia/Kolkata',
    });
    expect(JSON.stringify(body(res).data)).not.toContain('Pune');
  });
});
