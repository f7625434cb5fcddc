// People's data (DPDP Act 2023): "Download my data" holds exactly the owner's data, "Delete my
// account" waits 14 days (a fake clock), signing in cancels it, and erasure leaves no trace
// outside the kept money records, in any table or in the files store.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { eq, sql } from 'drizzle-orm';
import { unzipSync, strFromU8 } from 'fflate';
import { DATA_RIGHTS_MESSAGES as M } from '@tm/shared/constants/data-rights';
import { body, build } from './helper';
import { payBooking } from './support/pay-booking';
import {
  createAdmin,
  createBooking,
  createStudent,
  createTutor,
  createTutorDocuments,
} from '../src/seed/factories';
import { users } from '../src/db/schema/users';
import { classMessages } from '../src/db/schema/calls';
import { reviews } from '../src/db/schema/reviews';
import { files } from '../src/db/schema/files';
import { auditLog } from '../src/db/schema/data-rights';
import { eraseDueAccounts } from '../src/modules/data-rights/erase-account';

const ctx = await build();
const tag = () => Math.random().toString(36).slice(2, 10);

async function waitForExport(user: { id: string }) {
  for (let i = 0; i < 500; i++) {
    const res = await ctx.injectAs(user, { method: 'GET', url: '/api/account/exports' });
    const latest = body(res).data.exports[0];
    if (latest && latest.status !== 'building') return latest;
    await new Promise((r) => setTimeout(r, 20));
  }
  throw new Error('export never finished');
}

/** A student and a tutor with a paid class, a chat message and a review; another student too. */
async function world() {
  const t = tag();
  const tutor = await createTutor(ctx.db, { user: { fullName: `Tutor ${t}` } });
  const student = await createStudent(ctx.db, {
    user: { fullName: `Asha ${t}`, email: `asha.${t}@example.test` },
    profile: { contactNumber: `98${String(Date.now()).slice(-8)}` },
  });
  const other = await createStudent(ctx.db, {
    user: { fullName: `Other ${t}`, email: `other.${t}@example.test` },
  });
  const booking = await createBooking(ctx.db, {
    studentId: student.user.id,
    tutorId: tutor.user.id,
    status: 'accepted',
  });
  await payBooking(ctx, student.user, booking.id);
  const otherBooking = await createBooking(ctx.db, {
    studentId: other.user.id,
    tutorId: tutor.user.id,
    status: 'accepted',
  });
  await ctx.db.insert(classMessages).values([
    {
      bookingId: booking.id,
      senderId: student.user.id,
      clientId: `c-${t}`,
      body: `hello from ${t}`,
    },
    {
      bookingId: otherBooking.id,
      senderId: other.user.id,
      clientId: `o-${t}`,
      body: `secret ${t}`,
    },
  ]);
  await ctx.db.insert(reviews).values({
    bookingId: booking.id,
    studentId: student.user.id,
    tutorId: tutor.user.id,
    rating: 5,
    comment: 'Clear and patient.',
  });
  // A photo of the student's own, in the files store and its table.
  const photoKey = `public/photos/${t}.png`;
  await ctx.ports.files.put(photoKey, Buffer.from('png-bytes'), 'image/png');
  await ctx.db.insert(files).values({
    ownerId: student.user.id,
    kind: 'photo',
    storageKey: photoKey,
    originalName: 'me.png',
    mimeType: 'image/png',
    sizeBytes: 9,
  });
  await ctx.db
    .update(users)
    .set({ profilePhotoKey: photoKey })
    .where(eq(users.id, student.user.id));
  return { t, tutor, student, other, booking, otherBooking, photoKey };
}

describe('download my data', () => {
  it('builds a ZIP in the background with exactly the owner data, mails a link, and serves it only to the owner', async () => {
    const w = await world();
    const start = await ctx.injectAs(w.student.user, {
      method: 'POST',
      url: '/api/account/exports',
    });
    expect(start.statusCode, start.body).toBe(200);
    expect(body(start).message).toBe(M.exportStarted);
    const ready = await waitForExport(w.student.user);
    expect(ready).toMatchObject({ status: 'ready', progress: 100 });

    const url = `/api/account/exports/${ready.id}/download`;
    const res = await ctx.injectAs(w.student.user, { method: 'GET', url });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    const zip = unzipSync(new Uint8Array(res.rawPayload));
    const names = Object.keys(zip);
    expect(names).toEqual(
      expect.arrayContaining(['account.json', 'bookings.json', 'messages.json', 'payments.json']),
    );
    expect(names.some((n) => n.startsWith('receipts/') && n.endsWith('.pdf'))).toBe(true);
    expect(names.some((n) => n.startsWith('files/photo/'))).toBe(true);
    const bookingsOut = JSON.parse(strFromU8(zip['bookings.json']!));
    expect(bookingsOut.map((b: { _id: string }) => b._id)).toEqual([w.booking.id]);
    const everything = names
      .filter((n) => n.endsWith('.json'))
      .map((n) => strFromU8(zip[n]!))
      .join('\n');
    expect(everything).toContain(`hello from ${w.t}`);
    expect(everything).toContain(w.student.user.email);
    // Nobody else's: not the other student, their booking or their message.
    expect(everything).not.toContain(w.other.user.id);
    expect(everything).not.toContain(w.otherBooking.id);
    expect(everything).not.toContain(`secret ${w.t}`);
    // The tutor appears only as the student already sees them (no private fields of the tutor).
    const account = JSON.parse(strFromU8(zip['account.json']!));
    expect(account.id).toBe(w.student.user.id);
    expect(account).not.toHaveProperty('googleSub');

    // Someone else, or nobody, hears "not found" / "sign in".
    const stranger = await ctx.injectAs(w.other.user, { method: 'GET', url });
    expect(stranger.statusCode).toBe(404);
    const admin = await createAdmin(ctx.db);
    expect((await ctx.injectAs(admin, { method: 'GET', url })).statusCode).toBe(403);
    expect((await ctx.app.inject({ method: 'GET', url })).statusCode).toBe(401);

    const [mail] = await ctx.db
      .execute(
        sql`select subject, text from mail_outbox where "to" = ${w.student.user.email} and subject like '%data is ready%'`,
      )
      .then((r) => (r as unknown as { rows: { subject: string; text: string }[] }).rows);
    expect(mail?.text).toContain('#my-data');
  });

  it('the tutor of a booking exports their side of it, without the student contact details the tutor cannot see', async () => {
    const w = await world();
    await ctx.injectAs(w.tutor.user, { method: 'POST', url: '/api/account/exports' });
    const ready = await waitForExport(w.tutor.user);
    const res = await ctx.injectAs(w.tutor.user, {
      method: 'GET',
      url: `/api/account/exports/${ready.id}/download`,
    });
    const zip = unzipSync(new Uint8Array(res.rawPayload));
    const bookingsOut = JSON.parse(strFromU8(zip['bookings.json']!));
    expect(bookingsOut.map((b: { _id: string }) => b._id).sort()).toEqual(
      [w.booking.id, w.otherBooking.id].sort(),
    );
    // The booking list the tutor sees in the app, projected the same way.
    const app = body(
      await ctx.injectAs(w.tutor.user, { method: 'GET', url: '/api/get-tutor-bookings' }),
    ).data;
    const inApp = (app.bookings ?? app).find((b: { _id: string }) => b._id === w.booking.id);
    const inZip = bookingsOut.find((b: { _id: string }) => b._id === w.booking.id);
    expect(inZip.studentId).toEqual(inApp.studentId);
  });

  it('one export at a time', async () => {
    const w = await world();
    const first = await ctx.injectAs(w.other.user, { method: 'POST', url: '/api/account/exports' });
    const second = await ctx.injectAs(w.other.user, {
      method: 'POST',
      url: '/api/account/exports',
    });
    expect(first.statusCode).toBe(200);
    // Either the first is still building (409) or it already finished (a new one starts).
    expect([200, 409]).toContain(second.statusCode);
    if (second.statusCode === 409) expect(body(second).message).toBe(M.exportBusy);
    await waitForExport(w.other.user);
  });
});

/** Rows of any table whose text holds `needle`, by table. */
async function tablesHolding(needle: string): Promise<Record<string, number>> {
  const tables = (
    (await ctx.db.execute(
      sql`select tablename from pg_tables where schemaname = 'public' order by 1`,
    )) as unknown as { rows: { tablename: string }[] }
  ).rows.map((r) => r.tablename);
  expect(tables.length).toBeGreaterThan(30);
  const found: Record<string, number> = {};
  for (const table of tables) {
    const [row] = (
      (await ctx.db.execute(
        sql`select count(*)::int as n from ${sql.identifier(table)} x where x::text ilike ${`%${needle}%`}`,
      )) as unknown as { rows: { n: number }[] }
    ).rows;
    if (row!.n > 0) found[table] = row!.n;
  }
  return found;
}

function storedKeys(): string[] {
  const root = path.join(ctx.dataDir, 'files');
  if (!fs.existsSync(root)) return [];
  return (fs.readdirSync(root, { recursive: true }) as string[]).filter((p) =>
    fs.statSync(path.join(root, p)).isFile(),
  );
}

describe('delete my account', () => {
  it('asks for DELETE, states what is kept, ends sessions; signing in within the grace period cancels it', async () => {
    const w = await world();
    const status = body(
      await ctx.injectAs(w.student.user, { method: 'GET', url: '/api/account/deletion' }),
    ).data;
    expect(status).toMatchObject({ eraseAfter: null, graceDays: 14, blocker: null });
    expect(status.kept.join(' ')).toContain('Income Tax Act');

    const wrong = await ctx.injectAs(w.student.user, {
      method: 'POST',
      url: '/api/account/deletion',
      payload: { confirm: 'yes' },
    });
    expect(wrong.statusCode).toBe(400);
    expect(body(wrong).message).toBe(M.deletionConfirmWord);

    const asked = await ctx.injectAs(w.student.user, {
      method: 'POST',
      url: '/api/account/deletion',
      payload: { confirm: 'DELETE' },
    });
    expect(asked.statusCode, asked.body).toBe(200);
    expect(body(asked).data.eraseAfter).toBeTruthy();
    // Every session ended.
    expect((await ctx.injectAs(w.student.user, { method: 'GET', url: '/api/me' })).statusCode).toBe(
      401,
    );

    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/dev/sign-in',
      payload: { email: w.student.user.email, role: 'student', authType: 'login' },
    });
    expect(signIn.statusCode, signIn.body).toBe(200);
    const [row] = await ctx.db.select().from(users).where(eq(users.id, w.student.user.id));
    expect(row!.eraseAfter).toBeNull();
    expect(
      await eraseDueAccounts({
        db: ctx.db,
        store: ctx.ports.files,
        endSessions: async () => {},
        now: new Date(Date.now() + 30 * 86_400_000),
      }),
    ).toBe(0);
  });

  it('erases after 14 days (fake clock): no trace outside the kept money records, files gone, reviews by "Former student", no sign-in', async () => {
    const w = await world();
    const contact = (
      (await ctx.db.execute(
        sql`select contact_number from student_profiles where user_id = ${w.student.user.id}`,
      )) as unknown as { rows: { contact_number: string }[] }
    ).rows[0]!.contact_number;
    await ctx.injectAs(w.student.user, { method: 'POST', url: '/api/account/exports' });
    await waitForExport(w.student.user);
    const keysBefore = storedKeys().filter((k) => k.includes(w.student.user.id) || k.includes(w.t));
    expect(keysBefore.length).toBeGreaterThanOrEqual(2); // the photo and the export
    const asked = await ctx.injectAs(w.student.user, {
      method: 'POST',
      url: '/api/account/deletion',
      payload: { confirm: 'DELETE' },
    });
    const eraseAfter = new Date(body(asked).data.eraseAfter);
    const sweep = (now: Date) =>
      eraseDueAccounts({
        db: ctx.db,
        store: ctx.ports.files,
        endSessions: (id) => ctx.app.sessions.endUser(id),
        now,
      });
    expect(await sweep(new Date(eraseAfter.getTime() - 1000))).toBe(0);
    expect(await sweep(eraseAfter)).toBe(1);

    // Every table: the email, name and phone number are nowhere; the id only in the kept records.
    for (const needle of [w.student.user.email, w.student.user.fullName, contact])
      expect(await tablesHolding(needle), needle).toEqual({});
    const withId = Object.keys(await tablesHolding(w.student.user.id));
    const KEPT = [
      'users',
      'bookings',
      'payment_orders',
      'payments',
      'ledger_entries',
      'refunds',
      'reviews',
      'audit_log',
      'consent_records',
      'reschedule_proposals',
      'withdrawals',
    ];
    expect(withId.filter((t) => !KEPT.includes(t))).toEqual([]);
    expect(withId).toEqual(expect.arrayContaining(['users', 'payments', 'ledger_entries']));
    // The files store: the photo and the export are gone.
    expect(storedKeys().filter((k) => keysBefore.includes(k))).toEqual([]);

    const tutorReviews = body(
      await ctx.app.inject({ method: 'GET', url: `/api/tutor-reviews?tutorId=${w.tutor.user.id}` }),
    );
    expect(JSON.stringify(tutorReviews)).toContain('Former student');
    const signIn = await ctx.app.inject({
      method: 'POST',
      url: '/api/dev/sign-in',
      payload: { email: w.student.user.email, role: 'student', authType: 'login' },
    });
    expect(signIn.statusCode).toBe(404);
  });

  it('a tutor with paid classes to come or a balance cannot delete yet', async () => {
    const w = await world();
    const res = await ctx.injectAs(w.tutor.user, {
      method: 'POST',
      url: '/api/account/deletion',
      payload: { confirm: 'DELETE' },
    });
    expect(res.statusCode).toBe(409);
    expect(body(res).message).toBe(M.tutorFutureClasses);
  });

  it('an admin erases on request; the audit log records it and refuses changes', async () => {
    const w = await world();
    const tutor = await createTutor(ctx.db);
    await createTutorDocuments(ctx.db, ctx.ports.files, tutor.user.id);
    const admin = await createAdmin(ctx.db);
    const res = await ctx.injectAs(admin, {
      method: 'POST',
      url: `/api/admin/users/${tutor.user.id}/erase`,
    });
    expect(res.statusCode, res.body).toBe(200);
    const again = await ctx.injectAs(admin, {
      method: 'POST',
      url: `/api/admin/users/${tutor.user.id}/erase`,
    });
    expect(again.statusCode).toBe(409);
    expect(
      (
        await ctx.injectAs(w.student.user, {
          method: 'POST',
          url: `/api/admin/users/${tutor.user.id}/erase`,
        })
      ).statusCode,
    ).toBe(403);
    const audit = body(
      await ctx.injectAs(admin, {
        method: 'GET',
        url: `/api/admin/audit?action=user.erase&targetId=${tutor.user.id}`,
      }),
    ).data;
    expect(audit.entries).toHaveLength(1);
    expect(audit.entries[0]).toMatchObject({
      actorId: admin.id,
      actorEmail: admin.email,
      action: 'user.erase',
    });
    const [docs] = (
      (await ctx.db.execute(
        sql`select count(*)::int as n from files where owner_id = ${tutor.user.id}`,
      )) as unknown as { rows: { n: number }[] }
    ).rows;
    expect(docs!.n).toBe(0);
    const failure = (p: Promise<unknown>) =>
      p.then(
        () => 'changed',
        (err: { cause?: { message?: string }; message: string }) =>
          err.cause?.message ?? err.message,
      );
    expect(await failure(ctx.db.update(auditLog).set({ action: 'x' }))).toMatch(/append-only/);
    expect(await failure(ctx.db.delete(auditLog))).toMatch(/append-only/);
  });
});
