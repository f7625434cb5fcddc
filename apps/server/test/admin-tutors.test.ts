import crypto from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { body, build } from './helper';
import {
  createAdmin,
  createStudent,
  createTutor,
  createTutorDocuments,
  createUser,
} from '../src/seed/factories';
import { tutorProfiles } from '../src/db/schema/tutor-profiles';
import { mailOutbox } from '../src/db/schema/mail';

const ctx = await build();
const admin = await createAdmin(ctx.db);

async function pendingTutor(fullName: string, submittedAt = new Date()) {
  const { user } = await createTutor(ctx.db, {
    user: { fullName },
    profile: { verificationStatus: 'pending', reviewedAt: null, submittedAt },
  });
  await createTutorDocuments(ctx.db, ctx.ports.files, user.id, { certificates: 2, govt_ids: 1 });
  return user;
}
const mailsTo = (email: string) => ctx.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));

describe('GET /api/admin/tutors (verification queue)', () => {
  it('lists pending tutors oldest first, with their documents, paged', async () => {
    const older = await pendingTutor('Older Pending', new Date(Date.now() - 3 * 86400_000));
    const newer = await pendingTutor('Newer Pending', new Date(Date.now() - 86400_000));
    await createTutor(ctx.db); // verified: not in the queue
    await createUser(ctx.db, { role: 'tutor', isFormSubmitted: false }); // not submitted: not in the queue
    const res = await ctx.injectAs(admin, {
      method: 'GET',
      url: '/api/admin/tutors?status=pending&limit=100',
    });
    expect(res.statusCode).toBe(200);
    const data = body(res).data;
    const ids = data.tutors.map((t: any) => t._id);
    expect(ids.indexOf(older.id)).toBeLessThan(ids.indexOf(newer.id));
    expect(data.tutors.every((t: any) => t.verificationStatus === 'pending')).toBe(true);
    const first = data.tutors.find((t: any) => t._id === older.id);
    expect(first.certificates).toHaveLength(2);
    expect(first.govt_ids).toHaveLength(1);
    expect(first.certificates[0].url).toMatch(/^\/api\/files\/[0-9a-f-]{36}$/);
    expect(first.submittedAt).toBeTruthy();
    expect(data.counts.pending).toBe(data.pagination.total);
    // The admin can open the documents listed.
    expect(
      (await ctx.injectAs(admin, { method: 'GET', url: first.certificates[0].url })).statusCode,
    ).toBe(200);

    const page = body(
      await ctx.injectAs(admin, {
        method: 'GET',
        url: '/api/admin/tutors?status=pending&limit=1&page=2',
      }),
    ).data;
    expect(page.tutors).toHaveLength(1);
    expect(page.pagination).toMatchObject({
      page: 2,
      limit: 1,
      total: data.pagination.total,
      pages: data.pagination.total,
    });
  });

  it('filters by status and validates the query', async () => {
    const verified = body(
      await ctx.injectAs(admin, { method: 'GET', url: '/api/admin/tutors?status=verified' }),
    ).data;
    expect(verified.tutors.length).toBeGreaterThan(0);
    expect(verified.tutors.every((t: any) => t.verificationStatus === 'verified')).toBe(true);
    const bad = await ctx.injectAs(admin, {
      method: 'GET',
      url: '/api/admin/tutors?status=approved',
    });
    expect(bad.statusCode).toBe(400);
    expect(body(bad).message).toBe('Status must be pending, verified or rejected.');
  });

  it('is for admins only', async () => {
    const { user: student } = await createStudent(ctx.db);
    const { user: tutor } = await createTutor(ctx.db);
    for (const who of [student, tutor]) {
      expect(
        (await ctx.injectAs(who, { method: 'GET', url: '/api/admin/tutors' })).statusCode,
      ).toBe(403);
      expect(
        (await ctx.injectAs(who, { method: 'GET', url: '/api/admin/outbox' })).statusCode,
      ).toBe(403);
    }
    expect((await ctx.app.inject({ method: 'GET', url: '/api/admin/tutors' })).statusCode).toBe(
      401,
    );
    const target = await pendingTutor('Not By Tutor');
    expect(
      (await ctx.injectAs(tutor, { method: 'POST', url: `/api/admin/tutors/${target.id}/approve` }))
        .statusCode,
    ).toBe(403);
  });
});

describe('POST /api/admin/tutors/{id}/approve and /reject (core-marketplace §4 Tutor verification)', () => {
  it('refuses to approve a submission older than the tutor’s latest (new documents since)', async () => {
    const seen = new Date(Date.now() - 3600_000);
    const tutor = await pendingTutor('Sam Swap', seen);
    // The tutor uploads new documents after the admin opened the queue: a new submission.
    await ctx.db
      .update(tutorProfiles)
      .set({ submittedAt: new Date() })
      .where(eq(tutorProfiles.userId, tutor.id));
    const stale = await ctx.injectAs(admin, {
      method: 'POST',
      url: `/api/admin/tutors/${tutor.id}/approve`,
      payload: { submittedAt: seen.toISOString() },
    });
    expect(stale.statusCode).toBe(409);
    expect(body(stale).message).toBe(
      'This tutor changed their details or documents after you opened them. Reload the queue to review the latest.',
    );
    const [row] = await ctx.db
      .select()
      .from(tutorProfiles)
      .where(eq(tutorProfiles.userId, tutor.id));
    expect(row!.verificationStatus).toBe('pending');
    const current = await ctx.injectAs(admin, {
      method: 'POST',
      url: `/api/admin/tutors/${tutor.id}/approve`,
      payload: { submittedAt: row!.submittedAt!.toISOString() },
    });
    expect(current.statusCode).toBe(200);
  });

  it('approves: verified, tutor emailed, dashboard opens', async () => {
    const tutor = await pendingTutor('Asha Approve');
    const res = await ctx.injectAs(admin, {
      method: 'POST',
      url: `/api/admin/tutors/${tutor.id}/approve`,
    });
    expect(res.statusCode).toBe(200);
    expect(body(res).data).toMatchObject({
      _id: tutor.id,
      verificationStatus: 'verified',
      rejectionReason: null,
    });
    const me = body(await ctx.injectAs(tutor, { method: 'GET', url: '/api/me' })).data;
    expect(me.verificationStatus).toBe('verified');
    const mails = await mailsTo(tutor.email);
    expect(mails).toHaveLength(1);
    expect(mails[0]).toMatchObject({
      subject: 'Your TutorsPlace tutor profile is verified',
      transport: 'outbox',
      status: 'recorded',
    });
    expect(mails[0]!.text).toContain('Hi Asha Approve');
    expect(mails[0]!.text).toContain('/tutor-dashboard');
  });

  it('rejects with a required reason, which the tutor sees and is emailed', async () => {
    const tutor = await pendingTutor('Ravi Reject');
    for (const payload of [{}, { reason: '   ' }]) {
      const res = await ctx.injectAs(admin, {
        method: 'POST',
        url: `/api/admin/tutors/${tutor.id}/reject`,
        payload,
      });
      expect(res.statusCode).toBe(400);
      expect(body(res).message).toBe('Please enter a reason for the rejection.');
    }
    const tooLong = await ctx.injectAs(admin, {
      method: 'POST',
      url: `/api/admin/tutors/${tutor.id}/reject`,
      payload: { reason: 'x'.repeat(1001) },
    });
    expect(body(tooLong).message).toBe('The reason can be at most 1000 characters.');
    const reason = 'Your certificate scan is cut off. Please upload the full page.';
    const res = await ctx.injectAs(admin, {
      method: 'POST',
      url: `/api/admin/tutors/${tutor.id}/reject`,
      payload: { reason: `  ${reason} ` },
    });
    expect(res.statusCode).toBe(200);
    const me = body(await ctx.injectAs(tutor, { method: 'GET', url: '/api/me' })).data;
    expect(me).toMatchObject({ verificationStatus: 'rejected', rejectionReason: reason });
    const [mail] = await mailsTo(tutor.email);
    expect(mail!.subject).toBe('Your TutorsPlace tutor profile needs changes');
    expect(mail!.text).toContain(reason);
    expect(mail!.text).toContain('/tutor-account');
  });

  it('decides only on a tutor awaiting review (409), and 404 for anyone else', async () => {
    const { user: verified } = await createTutor(ctx.db);
    const res = await ctx.injectAs(admin, {
      method: 'POST',
      url: `/api/admin/tutors/${verified.id}/reject`,
      payload: { reason: 'Documents unclear' },
    });
    expect(res.statusCode).toBe(409);
    expect(body(res).message).toBe('This tutor is not awaiting review.');
    const rejected = await pendingTutor('Twice');
    await ctx.db
      .update(tutorProfiles)
      .set({ verificationStatus: 'rejected', rejectionReason: 'x' })
      .where(eq(tutorProfiles.userId, rejected.id));
    expect(
      (
        await ctx.injectAs(admin, {
          method: 'POST',
          url: `/api/admin/tutors/${rejected.id}/reject`,
          payload: { reason: 'again' },
        })
      ).statusCode,
    ).toBe(409);
    const { user: student } = await createStudent(ctx.db);
    for (const id of [crypto.randomUUID(), student.id]) {
      const missing = await ctx.injectAs(admin, {
        method: 'POST',
        url: `/api/admin/tutors/${id}/approve`,
      });
      expect(missing.statusCode).toBe(404);
      expect(body(missing).message).toBe('Tutor not found.');
    }
    expect(
      (await ctx.injectAs(admin, { method: 'POST', url: '/api/admin/tutors/nope/approve' }))
        .statusCode,
    ).toBe(400);
  });
});

describe('GET /api/admin/outbox', () => {
  it('lists recorded emails newest first, paged', async () => {
    await ctx.ports.mail.send({ to: 'a@example.test', subject: 'First', text: 'one' });
    await new Promise((r) => setTimeout(r, 5));
    await ctx.ports.mail.send({ to: 'b@example.test', subject: 'Second', text: 'two' });
    const res = await ctx.injectAs(admin, { method: 'GET', url: '/api/admin/outbox?limit=1' });
    expect(res.statusCode).toBe(200);
    const data = body(res).data;
    expect(data.messages).toHaveLength(1);
    expect(data.messages[0]).toMatchObject({
      to: 'b@example.test',
      subject: 'Second',
      text: 'two',
      status: 'recorded',
    });
    expect(data.pagination.total).toBeGreaterThanOrEqual(2);
  });
});

describe('demo documents', () => {
  it('gives demo tutors awaiting review sample PDFs once, so the queue has something to open', async () => {
    const { seedDemoDocuments } = await import('../src/seed/demo-documents');
    const { user } = await createTutor(ctx.db, {
      user: { email: 'meera.nair@example.in', fullName: 'Meera Nair' },
      profile: { verificationStatus: 'pending' },
    });
    expect(await seedDemoDocuments(ctx.db, ctx.ports.files)).toBe(1);
    expect(await seedDemoDocuments(ctx.db, ctx.ports.files)).toBe(0);
    const me = body(await ctx.injectAs(user, { method: 'GET', url: '/api/me' })).data;
    expect(me.certificates).toHaveLength(2);
    expect(me.govt_ids).toHaveLength(1);
    const file = await ctx.injectAs(admin, { method: 'GET', url: me.certificates[0].url });
    expect(file.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
  });
});
