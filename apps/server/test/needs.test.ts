// Needs and offers over HTTP: validation messages, the matching table (order and exclusions),
// offers only by matched tutors, privacy of both sides, limits, expiry by a fake clock, booking.
import { describe, expect, it } from 'vitest';
import { like, sql } from 'drizzle-orm';
import { NEED_LIMITS } from '@tm/shared/constants/needs';
import { NEED_MESSAGES as M } from '@tm/shared/schemas/needs';
import { MASK as CONTACT_MASK } from '@tm/shared/rules/contact-masking';
import { addDays } from '@tm/shared/rules/booking-time';
import { todayIn } from '@tm/shared/rules/dates';
import { body, build } from './helper';
import { createStudent, createTutor } from '../src/seed/factories';
import { mailOutbox } from '../src/db/schema/mail';
import { conversationBlocks } from '../src/db/schema/messages';
import { sweepNeeds } from '../src/modules/needs/sweep-needs';
import { matchTutors } from '../src/modules/needs/match-tutors';
import { matchScore } from '@tm/shared/rules/need-matching';

const ctx = await build();
type Who = { id: string } | null;
const post = (as: Who, url: string, payload: unknown) =>
  ctx.injectAs(as, { method: 'POST', url, payload: payload as never });
const get = (as: Who, url: string) => ctx.injectAs(as, { method: 'GET', url });

const tomorrow = () => addDays(todayIn('Asia/Kolkata'), 1);

function need(overrides: Record<string, unknown> = {}) {
  return {
    category: 'School (CBSE)',
    subject: 'Physics (Class 11-12)',
    level: 'Grade/Class',
    mode: 'Online Tutoring',
    pincode: '',
    days: ['Mon', 'Wed'],
    times: ['18-21'],
    timezone: 'Asia/Kolkata',
    budgetMinor: 80000,
    currency: 'INR',
    startDate: tomorrow(),
    details: 'Class 11 physics, mechanics first. Call me on 98765 43210.',
    postedAs: 'parent',
    ...overrides,
  };
}

const tutorFor = (subject: string, profile: Record<string, unknown> = {}, name = 'Tutor') =>
  createTutor(ctx.db, {
    user: { fullName: name },
    profile: { subcategories: [subject], ...profile },
  }).then((t) => t.user);

describe('posting a need', () => {
  it('answers each invalid field with its message', async () => {
    const { user: s } = await createStudent(ctx.db);
    const cases: [Record<string, unknown>, string][] = [
      [{ subject: '' }, M.subject],
      [{ level: 'Expert' }, M.level],
      [{ mode: 'Carrier pigeon' }, M.mode],
      [{ mode: 'At Tutor Place', pincode: '12' }, M.pincode],
      [{ mode: 'Home Tutoring', pincode: '400001' }, M.homeOnlyBengaluru],
      [{ days: [] }, M.days],
      [{ times: [] }, M.times],
      [{ budgetMinor: -5 }, M.budget],
      [{ startDate: 'soon' }, M.startDate],
      [{ details: 'x'.repeat(NEED_LIMITS.detailsMaxChars + 1) }, M.details],
      [{ postedAs: 'uncle' }, M.postedAs],
      [{ subject: 'Quantum Knitting' }, M.subjectUnknown],
      [{ startDate: '2020-01-01' }, M.startDatePast],
    ];
    for (const [override, message] of cases) {
      const res = await post(s, '/api/needs', need(override));
      expect(res.statusCode, JSON.stringify(override)).toBe(400);
      expect(body(res).message).toContain(message);
    }
    expect((await get(s, '/api/needs')).json().data.needs).toEqual([]);
  });

  it('is for students only, and a guest is asked to sign in', async () => {
    const t = await tutorFor('Science (Class 9-10)');
    expect((await post(null, '/api/needs', need())).statusCode).toBe(401);
    expect((await post(t, '/api/needs', need())).statusCode).toBe(403);
  });

  it('allows at most 5 open needs; closing one makes room', async () => {
    const { user: s } = await createStudent(ctx.db);
    const ids: string[] = [];
    for (let i = 0; i < NEED_LIMITS.openNeedsMax; i++) {
      const res = await post(s, '/api/needs', need({ subject: 'Hindi (Class 1-10)' }));
      expect(res.statusCode).toBe(200);
      ids.push(body(res).data.id);
    }
    const sixth = await post(s, '/api/needs', need({ subject: 'Hindi (Class 1-10)' }));
    expect(sixth.statusCode).toBe(409);
    expect(body(sixth).message).toBe(M.tooManyOpen);
    expect((await post(s, `/api/needs/${ids[0]}/close`, {})).statusCode).toBe(200);
    expect((await post(s, '/api/needs', need({ subject: 'Hindi (Class 1-10)' }))).statusCode).toBe(
      200,
    );
  });
});

describe('matching', () => {
  it('ranks eligible tutors in the database and leaves out the wrong ones', async () => {
    const subject = 'Chemistry (Class 11-12)';
    const home = { tutoringModes: ['Home Tutoring', 'Online Tutoring'] };
    // Eligible, in the expected order.
    const best = await tutorFor(
      subject,
      {
        ...home,
        pincodes: '560034',
        avlDays: ['Mon', 'Wed'],
        avlTime: ['18-21'],
        ratingAvg: 4.8,
        ratingCount: 40,
        ratingSum: 192,
      },
      'Best',
    );
    const sameArea = await tutorFor(
      subject,
      { ...home, pincodes: '560001', avlDays: ['Mon', 'Wed'], avlTime: ['18-21'] },
      'Same area',
    );
    const partTime = await tutorFor(
      subject,
      { ...home, pincodes: '560001', avlDays: ['Mon'], avlTime: ['18-21'] },
      'Part time',
    );
    const pricey = await tutorFor(
      subject,
      {
        ...home,
        pincodes: '560001',
        avlDays: ['Tue'],
        avlTime: ['9-12'],
        minHourChargeMinor: 300000,
        maxHourChargeMinor: 400000,
      },
      'Pricey',
    );
    // Excluded, each for one reason.
    await tutorFor(
      subject,
      { ...home, pincodes: '560034', teachingLevel: 'Advanced' },
      'Wrong level',
    );
    await tutorFor(
      subject,
      { tutoringModes: ['Online Tutoring'], pincodes: '560034' },
      'Wrong mode',
    );
    await tutorFor(subject, { ...home, pincodes: '570001', city: 'Mysuru' }, 'Outside Bengaluru');
    await tutorFor(
      subject,
      { ...home, pincodes: '560034', verificationStatus: 'pending' },
      'Unverified',
    );
    await tutorFor(
      subject,
      { ...home, pincodes: '560034', verificationStatus: 'rejected' },
      'Rejected',
    );
    await tutorFor('Biology (Class 11-12)', { ...home, pincodes: '560034' }, 'Other subject');
    // Blocked in messages, either way round: never matched.
    const { user: s } = await createStudent(ctx.db);
    const blockedByStudent = await tutorFor(subject, { ...home, pincodes: '560034' }, 'Blocked');
    const blockedTheStudent = await tutorFor(subject, { ...home, pincodes: '560034' }, 'Blocker');
    await ctx.db.insert(conversationBlocks).values([
      { blockerId: s.id, blockedId: blockedByStudent.id },
      { blockerId: blockedTheStudent.id, blockedId: s.id },
    ]);

    const res = await post(
      s,
      '/api/needs',
      need({ subject, mode: 'Home Tutoring', pincode: '560034', budgetMinor: 150000 }),
    );
    expect(res.statusCode).toBe(200);
    const id = body(res).data.id;
    const matches = await ctx.db.execute(
      sql`select u.full_name, m.rank, m.reason from need_matches m join users u on u.id = m.tutor_id where m.need_id = ${id} order by m.rank`,
    );
    const rows = (matches as unknown as { rows: { full_name: string; reason: string }[] }).rows;
    expect(rows.map((r) => r.full_name)).toEqual(['Best', 'Same area', 'Part time', 'Pricey']);
    expect(rows[0]!.reason).toBe(
      `Teaches ${subject} · same pincode · free Mon, Wed 6 PM – 9 PM · within your budget`,
    );
    expect(rows[1]!.reason).toContain('same area');
    // The database's order is the shared ranking function's order, score for score.
    const ranked = await matchTutors(ctx.db, {
      subject,
      level: 'Grade/Class',
      mode: 'Home Tutoring',
      pincode: '560034',
      days: ['Mon', 'Wed'],
      times: ['18-21'],
      budgetInrMinor: 150000,
      studentId: s.id,
    });
    for (const r of ranked) expect(r.score).toBeCloseTo(matchScore(r.factors), 5);
    const byRule = [...ranked].sort((x, y) => matchScore(y.factors) - matchScore(x.factors));
    expect(byRule.map((r) => r.tutorName)).toEqual(ranked.map((r) => r.tutorName));
    // Each of them was told by mail, and sees it in Leads.
    for (const t of [best, sameArea, partTime, pricey]) {
      const leads = body(await get(t, '/api/leads')).data.leads;
      expect(leads.map((l: any) => l.need.id)).toContain(id);
    }
    const mails = await ctx.db
      .select()
      .from(mailOutbox)
      .where(like(mailOutbox.subject, `%${subject}%`));
    expect(mails).toHaveLength(4);
  });

  it('tells the best 10 first and the next ones after 24 hours with few offers', async () => {
    const subject = 'Accountancy (Class 11-12)';
    const tutors = [];
    for (let i = 0; i < 12; i++) tutors.push(await tutorFor(subject, {}, `T${i}`));
    const { user: s } = await createStudent(ctx.db);
    const id = body(await post(s, '/api/needs', need({ subject }))).data.id;
    const told = async () =>
      Number(
        (
          (await ctx.db.execute(
            sql`select count(*)::int as n from need_matches where need_id = ${id} and notified_at is not null`,
          )) as unknown as { rows: { n: number }[] }
        ).rows[0]!.n,
      );
    expect(await told()).toBe(10);
    const mail = { mail: ctx.ports.mail };
    expect((await sweepNeeds(ctx.db, mail, new Date(Date.now() + 60 * 60 * 1000))).widened).toBe(0);
    expect(await told()).toBe(10);
    await sweepNeeds(ctx.db, mail, new Date(Date.now() + 25 * 60 * 60 * 1000));
    expect(await told()).toBe(12);
  });
});

describe('offers', () => {
  async function setup(subject: string) {
    const a = await tutorFor(subject, {}, 'Asha');
    const b = await tutorFor(subject, {}, 'Bala');
    const outsider = await tutorFor('English (Class 11-12)', {}, 'Outsider');
    const { user: s } = await createStudent(ctx.db, { user: { fullName: 'Priya Parent' } });
    const other = (await createStudent(ctx.db)).user;
    const id = body(await post(s, '/api/needs', need({ subject }))).data.id as string;
    return { a, b, outsider, s, other, id };
  }
  const offer = (o: Record<string, unknown> = {}) => ({
    message: 'I teach mechanics with lots of practice. WhatsApp me at tutor@example.com',
    priceMinor: 60000,
    proposedSlots: [{ date: tomorrow(), startTime: '18:00' }],
    freeTrial: true,
    ...o,
  });

  it('only a matched tutor may answer; the student compares offers with contacts masked', async () => {
    const { a, b, outsider, s, other, id } = await setup('Economics (Class 11-12)');
    // The outsider and another student hear "not found", like for a missing need.
    for (const [who, url] of [
      [outsider, `/api/needs/${id}/offer`],
      [outsider, `/api/needs/${id}`],
      [other, `/api/needs/${id}`],
      [other, `/api/needs/${id}/close`],
    ] as const) {
      const res =
        url.endsWith('offer') || url.endsWith('close')
          ? await post(who, url, offer())
          : await get(who, url);
      expect(res.statusCode, url).toBe(404);
      expect(body(res).message).toBe(M.notFound);
    }
    const missing = await post(a, `/api/needs/00000000-0000-4000-8000-000000000000/offer`, offer());
    expect(missing.statusCode).toBe(404);

    // Price outside the tutor's range (500–1000 INR).
    const cheap = await post(a, `/api/needs/${id}/offer`, offer({ priceMinor: 100 }));
    expect(cheap.statusCode).toBe(400);
    expect(body(cheap).message).toBe(M.offerPriceRange);
    expect((await post(a, `/api/needs/${id}/offer`, offer())).statusCode).toBe(200);
    const twice = await post(a, `/api/needs/${id}/offer`, offer());
    expect(twice.statusCode).toBe(409);
    expect(body(twice).message).toBe(M.offerTwice);
    expect(
      (await post(b, `/api/needs/${id}/decline`, { reason: 'Budget too low' })).statusCode,
    ).toBe(200);

    // A tutor sees the need without the student's name or phone, and no other tutor's offer.
    const lead = body(await get(b, '/api/leads')).data.leads.find((l: any) => l.need.id === id);
    expect(lead.myAnswer).toBe('decline');
    expect(lead.need.details).toContain(CONTACT_MASK);
    expect(lead.need.details).not.toContain('98765');
    expect(JSON.stringify(lead)).not.toContain('Priya');
    expect(JSON.stringify(lead)).not.toContain('Asha');
    const asTutor = body(await get(b, `/api/needs/${id}`)).data;
    expect(asTutor.offers).toEqual([]);

    // The student sees one offer (the decline is not an offer), its message masked.
    const detail = body(await get(s, `/api/needs/${id}`)).data;
    expect(detail.need.details).toContain('98765 43210');
    expect(detail.offers).toHaveLength(1);
    expect(detail.offers[0]).toMatchObject({
      tutorName: 'Asha',
      priceMinor: 60000,
      freeTrial: true,
    });
    expect(detail.offers[0].message).toContain(CONTACT_MASK);
    expect(detail.offers[0].message).not.toContain('tutor@example.com');

    // Shortlist; response stats.
    const sl = await post(s, `/api/needs/${id}/offers/${detail.offers[0].id}/shortlist`, {
      shortlisted: true,
    });
    expect(sl.statusCode).toBe(200);
    expect(body(await get(s, `/api/needs/${id}`)).data.offers[0].shortlisted).toBe(true);
    const stats = body(await get(null, `/api/tutors/${a.id}/response-stats`)).data;
    expect(stats).toEqual({ responseRate: 1, medianResponseMinutes: 0 });
  });

  it('closes when booked from an offer; the other tutor can no longer answer', async () => {
    const { a, b, s, id } = await setup('Computer Science (Class 11-12)');
    expect((await post(a, `/api/needs/${id}/offer`, offer())).statusCode).toBe(200);
    // A booking with a tutor who made no offer does not close it.
    const booking = await post(s, '/api/submit-booking', {
      tutorId: a.id,
      subject: 'Computer Science (Class 11-12)',
      tutoringMode: ['Online Tutoring'],
      sessionType: 'single',
      startDate: addDays(todayIn('Asia/Kolkata'), 7),
      availableDays: [],
      startTime: '18:00',
      endTime: '18:25',
      isTrial: true,
    });
    expect(booking.statusCode, booking.body).toBe(200);
    const bookingId = body(booking).data._id ?? body(booking).data.id;
    const wrong = await post(s, `/api/needs/${id}/booked`, {
      bookingId: '00000000-0000-4000-8000-000000000000',
    });
    expect(wrong.statusCode).toBe(400);
    expect(body(wrong).message).toBe(M.bookingNotFromOffer);
    expect((await post(s, `/api/needs/${id}/booked`, { bookingId })).statusCode).toBe(200);
    expect(body(await get(s, `/api/needs/${id}`)).data.need.status).toBe('booked');
    const late = await post(b, `/api/needs/${id}/offer`, offer());
    expect(late.statusCode).toBe(409);
    expect(body(late).message).toBe(M.notOpen);
    const lead = body(await get(b, '/api/leads')).data.leads.find((l: any) => l.need.id === id);
    expect(lead.need.status).toBe('booked');
  });

  it('expires after 14 days (fake clock): read as expired, swept once, answers refused', async () => {
    const { a, s, id } = await setup('Mathematics (Class 11-12)');
    const mail = { mail: ctx.ports.mail };
    const later = new Date(Date.now() + (NEED_LIMITS.expiryDays * 24 + 1) * 60 * 60 * 1000);
    const earlier = new Date(Date.now() + (NEED_LIMITS.expiryDays * 24 - 1) * 60 * 60 * 1000);
    const before = await sweepNeeds(ctx.db, mail, earlier);
    expect(body(await get(s, `/api/needs/${id}`)).data.need.status).toBe('open');
    expect(before.expired).toBe(0);
    expect((await sweepNeeds(ctx.db, mail, later)).expired).toBeGreaterThanOrEqual(1);
    expect((await sweepNeeds(ctx.db, mail, later)).expired).toBe(0);
    expect(body(await get(s, `/api/needs/${id}`)).data.need.status).toBe('expired');
    const res = await post(a, `/api/needs/${id}/offer`, offer());
    expect(res.statusCode).toBe(409);
    expect(body(res).message).toBe(M.notOpen);
  });
});
