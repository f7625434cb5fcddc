// DPDP Act 2023 s.9: a student under 18 cannot book, pay or message before a parent confirms by
// the mailed link; the parent sees the child's classes and withdraws, which suspends the account.
import { describe, expect, it } from 'vitest';
import { and, desc, eq, sql } from 'drizzle-orm';
import { addDays } from '@tm/shared/rules/booking-time';
import { todayIn } from '@tm/shared/rules/dates';
import { DATA_RIGHTS_MESSAGES as M } from '@tm/shared/constants/data-rights';
import { body, build } from './helper';
import { createBooking, createTutor, createUser } from '../src/seed/factories';
import { mailOutbox } from '../src/db/schema/mail';
import { consentRecords } from '../src/db/schema/data-rights';
import { users } from '../src/db/schema/users';

const ctx = await build();
const today = todayIn('Asia/Kolkata', new Date());
const yearsAgo = (n: number, days = 0) =>
  addDays(`${Number(today.slice(0, 4)) - n}${today.slice(4)}`, days);

const FORM = {
  fullName: 'Meera Rao',
  contactNumber: '919812345678',
  country: 'India',
  state: 'Karnataka',
  city: 'Bengaluru',
  pincodes: '560034',
  timezone: 'Asia/Kolkata',
  student_type: 'student',
  tutoring_mode: ['Online Tutoring'],
  category: 'School (CBSE)',
  subcategory: ['Mathematics (Class 9-10)'],
  avl_days: ['Sat'],
  avl_time: ['18-21'],
};
const submitForm = (as: { id: string }, payload: Record<string, unknown>) =>
  ctx.injectAs(as, { method: 'POST', url: '/api/submit-student-form', payload });
const bookingRequest = (tutorId: string) => ({
  tutorId,
  subject: 'Mathematics (Class 9-10)',
  price: 600,
  currency: 'INR',
  tutoringMode: ['Online Tutoring'],
  sessionType: 'single',
  startDate: addDays(today, 3),
  endDate: null,
  availableDays: [],
  startTime: '18:00',
  endTime: '19:00',
  isTrial: false,
});
async function linkTokenFor(parent: string) {
  const [mail] = await ctx.db
    .select()
    .from(mailOutbox)
    .where(eq(mailOutbox.to, parent))
    .orderBy(desc(mailOutbox.createdAt))
    .limit(1);
  const token = /parental-consent\?token=([\w-]+)/.exec(mail?.text ?? '')?.[1];
  expect(token, mail?.text).toBeTruthy();
  return token!;
}

describe('the student form asks who the account is for', () => {
  it('a student gives a birth date or confirms 18+; a parent account needs neither', async () => {
    const s = await createUser(ctx.db, { role: 'student' });
    const none = await submitForm(s, FORM);
    expect(none.statusCode).toBe(400);
    expect(body(none).message).toBe(M.birthOrAdult);
    expect((await submitForm(s, { ...FORM, is_adult: true })).statusCode).toBe(200);
    const p = await createUser(ctx.db, { role: 'student' });
    expect((await submitForm(p, { ...FORM, student_type: 'parent' })).statusCode).toBe(200);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, p.id));
    expect(row!.consentState).toBeNull();
  });

  it('an 18th birthday today is an adult; a day short needs a parent', async () => {
    const adult = await createUser(ctx.db, { role: 'student' });
    expect((await submitForm(adult, { ...FORM, date_of_birth: yearsAgo(18) })).statusCode).toBe(
      200,
    );
    const minor = await createUser(ctx.db, { role: 'student' });
    const res = await submitForm(minor, { ...FORM, date_of_birth: yearsAgo(18, 1) });
    expect(res.statusCode).toBe(400);
    expect(body(res).message).toBe(M.parentEmailRequired);
  });
});

describe('a minor and their parent', () => {
  it('cannot book or pay before the parent confirms; can after; withdrawal suspends', async () => {
    const tutor = await createTutor(ctx.db);
    const child = await createUser(ctx.db, {
      role: 'student',
      email: `kid.${Date.now()}@example.test`,
    });
    const parent = `parent.${Date.now()}@example.test`;
    const saved = await submitForm(child, {
      ...FORM,
      date_of_birth: yearsAgo(14),
      parent_email: parent,
    });
    expect(saved.statusCode, saved.body).toBe(200);
    const token = await linkTokenFor(parent);

    const refusedBooking = await ctx.injectAs(child, {
      method: 'POST',
      url: '/api/submit-booking',
      payload: bookingRequest(tutor.user.id),
    });
    expect(refusedBooking.statusCode).toBe(403);
    expect(body(refusedBooking).message).toBe(M.consentNeeded);
    const existing = await createBooking(ctx.db, {
      studentId: child.id,
      tutorId: tutor.user.id,
      status: 'accepted',
    });
    const refusedPay = await ctx.injectAs(child, {
      method: 'POST',
      url: '/api/create-booking-order',
      payload: { bookingId: existing.id },
    });
    expect(refusedPay.statusCode).toBe(403);
    expect(body(refusedPay).message).toBe(M.consentNeeded);

    // The parent's link: the child's classes, then consent.
    const view = await ctx.app.inject({ method: 'GET', url: `/api/parental-consent/${token}` });
    expect(body(view).data).toMatchObject({ childName: 'Meera Rao', state: 'pending' });
    expect(body(view).data.bookings.map((b: { id: string }) => b.id)).toEqual([existing.id]);
    const wrong = await ctx.app.inject({
      method: 'GET',
      url: `/api/parental-consent/${'x'.repeat(43)}`,
    });
    expect(wrong.statusCode).toBe(404);
    const ok = await ctx.app.inject({
      method: 'POST',
      url: '/api/parental-consent/confirm',
      payload: { token },
    });
    expect(ok.statusCode).toBe(200);
    expect(body(ok).data.state).toBe('granted');

    const booked = await ctx.injectAs(child, {
      method: 'POST',
      url: '/api/submit-booking',
      payload: bookingRequest(tutor.user.id),
    });
    expect(booked.statusCode, booked.body).toBe(200);
    const order = await ctx.injectAs(child, {
      method: 'POST',
      url: '/api/create-booking-order',
      payload: { bookingId: existing.id },
    });
    expect(order.statusCode, order.body).toBe(200);

    // Saving the form again with the same parent keeps the consent.
    expect((await submitForm(child, { ...FORM, parent_email: parent })).statusCode).toBe(200);
    expect((await ctx.db.select().from(users).where(eq(users.id, child.id)))[0]!.consentState).toBe(
      'granted',
    );

    const withdrawn = await ctx.app.inject({
      method: 'POST',
      url: '/api/parental-consent/withdraw',
      payload: { token },
    });
    expect(withdrawn.statusCode).toBe(200);
    expect((await ctx.injectAs(child, { method: 'GET', url: '/api/me' })).statusCode).toBe(401);
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/dev/sign-in',
      payload: { email: child.email, role: 'student', authType: 'login' },
    });
    expect(signIn.statusCode).toBe(403);
    expect(body(signIn).message).toBe(M.consentWithdrawn);

    const records = await ctx.db
      .select({
        event: consentRecords.event,
        parent: consentRecords.parentEmail,
        v: consentRecords.noticeVersion,
      })
      .from(consentRecords)
      .where(eq(consentRecords.studentId, child.id))
      .orderBy(consentRecords.at);
    expect(records.map((r) => r.event)).toEqual(['requested', 'granted', 'withdrawn']);
    expect(records.every((r) => r.parent === parent && r.v)).toBe(true);
    const changed = await ctx.db
      .execute(sql`delete from consent_records where student_id = ${child.id}`)
      .then(
        () => 'deleted',
        (e: { cause?: { message?: string }; message: string }) => e.cause?.message ?? e.message,
      );
    expect(changed).toMatch(/append-only/);
    const audit = await ctx.db.execute(
      sql`select count(*)::int as n from audit_log where action = 'consent.withdrawn' and target_id = ${child.id}`,
    );
    expect((audit as unknown as { rows: { n: number }[] }).rows[0]!.n).toBe(1);
  });

  it('a birth date, once given, cannot be changed to escape consent', async () => {
    const child = await createUser(ctx.db, { role: 'student' });
    const parent = `p2.${Date.now()}@example.test`;
    await submitForm(child, { ...FORM, date_of_birth: yearsAgo(12), parent_email: parent });
    const res = await submitForm(child, { ...FORM, date_of_birth: yearsAgo(30) });
    expect(res.statusCode).toBe(400);
    const parentType = await submitForm(child, { ...FORM, student_type: 'parent' });
    expect(parentType.statusCode).toBe(200);
    const [row] = await ctx.db
      .select()
      .from(users)
      .where(and(eq(users.id, child.id)));
    expect(row!.consentState).toBe('pending');
  });
});
