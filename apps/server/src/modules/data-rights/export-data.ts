// "Download my data" (DPDP Act 2023 s.11: the right to a summary of one's personal data). The
// ZIP has one JSON file per area, the person's own uploaded files and their payment receipts. It
// is built in the background (the request answers at once; the account page polls the progress),
// kept in the files store for 24 hours and mailed as a link to the account page, where only the
// signed-in owner can download it.
import crypto from 'node:crypto';
import { and, desc, eq, inArray, isNotNull, or, sql } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { zipSync, type Zippable } from 'fflate';
import { AppError } from '@tm/shared/errors';
import { DATA_RIGHTS_MESSAGES, EXPORT_VALID_HOURS } from '@tm/shared/constants/data-rights';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/users';
import { studentProfiles, favourites } from '../../db/schema/student-profiles';
import { tutorProfiles, tutorDocuments } from '../../db/schema/tutor-profiles';
import { files } from '../../db/schema/files';
import { bookings } from '../../db/schema/bookings';
import { classAttendance, classMessages } from '../../db/schema/calls';
import { bankDetails, ledgerEntries, payments, withdrawals } from '../../db/schema/payments';
import { refunds, rescheduleProposals } from '../../db/schema/booking-changes';
import { reviews } from '../../db/schema/reviews';
import { consentRecords, dataExports } from '../../db/schema/data-rights';
import type { FileStore } from '../../ports/files';
import type { MailPort } from '../../ports/mail';
import type { AuthUser } from '../auth/tokens';
import { assertBookingAccess, whereParty } from '../access/booking-access';
import { bookingFor, partiesOf, selectBookings, toBookingDto } from '../bookings/booking-dto';
import { toChatMessage } from '../calls/class-chat';
import { paymentReceipt } from '../payments/payment-receipt';
import { type DataExportRow, whereExportOwner } from '../access/data-export-access';
import { SYSTEM_ACTOR, writeAudit } from '../audit/write-audit';

export interface DataExportDto {
  id: string;
  status: 'building' | 'ready' | 'failed' | 'expired';
  progress: number;
  sizeBytes: number | null;
  createdAt: string;
  readyAt: string | null;
  expiresAt: string | null;
}

export function toDataExportDto(r: DataExportRow, now = new Date()): DataExportDto {
  const expired = r.status === 'ready' && r.expiresAt !== null && r.expiresAt <= now;
  return {
    id: r.id,
    status: expired ? 'expired' : r.status,
    progress: r.progress,
    sizeBytes: r.sizeBytes,
    createdAt: r.createdAt.toISOString(),
    readyAt: r.readyAt?.toISOString() ?? null,
    expiresAt: r.expiresAt?.toISOString() ?? null,
  };
}

export async function listDataExports(db: Db, user: AuthUser): Promise<DataExportDto[]> {
  const rows = await db
    .select()
    .from(dataExports)
    .where(whereExportOwner(user))
    .orderBy(desc(dataExports.createdAt))
    .limit(5);
  return rows.map((r) => toDataExportDto(r));
}

/** An export still building after this long was cut off (a restart): it counts as failed. */
const STALE_MS = 15 * 60_000;

export interface ExportContext {
  db: Db;
  store: FileStore;
  mail: MailPort;
  publicUrl: string | null;
  log: { error: (obj: unknown, msg: string) => void };
}

/** Starts an export for the caller (one at a time) and builds it in the background. */
export async function requestDataExport(
  ctx: ExportContext & { user: AuthUser; ip: string; now?: Date },
): Promise<{ dto: DataExportDto; done: Promise<void> }> {
  const now = ctx.now ?? new Date();
  const row = await ctx.db.transaction(async (tx) => {
    // One export at a time per person: lock their user row so two clicks make one.
    await tx.execute(sql`select 1 from ${users} where ${users.id} = ${ctx.user.id} for update`);
    const [busy] = await tx
      .select({ id: dataExports.id, createdAt: dataExports.createdAt })
      .from(dataExports)
      .where(and(whereExportOwner(ctx.user), eq(dataExports.status, 'building')))
      .limit(1);
    if (busy && now.getTime() - busy.createdAt.getTime() < STALE_MS)
      throw new AppError('CONFLICT', DATA_RIGHTS_MESSAGES.exportBusy);
    if (busy)
      await tx
        .update(dataExports)
        .set({ status: 'failed', error: 'interrupted' })
        .where(eq(dataExports.id, busy.id));
    const [created] = await tx
      .insert(dataExports)
      .values({ userId: ctx.user.id, createdAt: now })
      .returning();
    await writeAudit(
      tx,
      { ...SYSTEM_ACTOR, id: ctx.user.id, role: ctx.user.role, ip: ctx.ip },
      'data.export',
      { type: 'user', id: ctx.user.id },
      { exportId: created!.id },
    );
    return created!;
  });
  const done = buildDataExport({ ...ctx, exportId: row.id, user: ctx.user }).catch(
    async (err: unknown) => {
      ctx.log.error({ err }, 'data export failed');
      await ctx.db
        .update(dataExports)
        .set({ status: 'failed', error: 'build failed' })
        .where(eq(dataExports.id, row.id))
        .catch(() => {});
    },
  );
  return { dto: toDataExportDto(row, now), done };
}

const json = (value: unknown) => new TextEncoder().encode(JSON.stringify(value, null, 2));
const safeName = (name: string) => name.replace(/[^a-zA-Z0-9._-]+/g, '_').slice(-80) || 'file';

async function readAll(store: FileStore, key: string): Promise<Buffer | null> {
  const stored = await store.get(key);
  if (!stored) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of stored.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/** Everything of one person, as the areas of the ZIP. Exported for the erasure test's checks. */
export async function collectUserData(db: Db, user: AuthUser) {
  const id = user.id;
  const [account] = await db.select().from(users).where(eq(users.id, id));
  const { googleSub: _sub, ...accountOut } = account!;
  const now = new Date();
  const bookingRows = await selectBookings(db, whereParty(user)).orderBy(desc(bookings.createdAt));
  // Each booking as the owner already sees it in the app: the privacy projection, not the row.
  const myBookings = bookingRows.map((r) => {
    const dto = toBookingDto(r, now);
    return bookingFor(assertBookingAccess(user, partiesOf(dto), 'view'), dto);
  });
  const bookingIds = myBookings.map((b) => b._id);
  const inMine = (col: AnyPgColumn) => (bookingIds.length ? inArray(col, bookingIds) : sql`false`);
  return {
    account: {
      ...accountOut,
      studentProfile:
        (await db.select().from(studentProfiles).where(eq(studentProfiles.userId, id)))[0] ?? null,
      tutorProfile:
        (await db.select().from(tutorProfiles).where(eq(tutorProfiles.userId, id)))[0] ?? null,
      documents: await db.select().from(tutorDocuments).where(eq(tutorDocuments.tutorId, id)),
      bankDetails:
        (await db.select().from(bankDetails).where(eq(bankDetails.tutorId, id)))[0] ?? null,
    },
    bookings: myBookings,
    messages: (
      await db
        .select()
        .from(classMessages)
        .where(inMine(classMessages.bookingId))
        .orderBy(classMessages.createdAt)
    ).map((m) => ({ bookingId: m.bookingId, ...toChatMessage(m) })),
    attendance: await db.select().from(classAttendance).where(eq(classAttendance.userId, id)),
    reschedules: await db
      .select()
      .from(rescheduleProposals)
      .where(inMine(rescheduleProposals.bookingId)),
    payments: {
      paid:
        user.role === 'student'
          ? await db.select().from(payments).where(eq(payments.studentId, id))
          : [],
      ledger: await db.select().from(ledgerEntries).where(eq(ledgerEntries.userId, id)),
      refunds: await db.select().from(refunds).where(whereParty(user, refunds)),
      withdrawals: await db.select().from(withdrawals).where(eq(withdrawals.tutorId, id)),
    },
    reviews: await db
      .select()
      .from(reviews)
      .where(or(eq(reviews.studentId, id), eq(reviews.tutorId, id))),
    favourites: await db
      .select()
      .from(favourites)
      .where(user.role === 'student' ? eq(favourites.studentId, id) : sql`false`),
    consent: await db.select().from(consentRecords).where(eq(consentRecords.studentId, id)),
    files: await db.select().from(files).where(eq(files.ownerId, id)),
  };
}

async function buildDataExport(
  ctx: ExportContext & { exportId: string; user: AuthUser },
): Promise<void> {
  const setProgress = (progress: number) =>
    ctx.db.update(dataExports).set({ progress }).where(eq(dataExports.id, ctx.exportId));
  const data = await collectUserData(ctx.db, ctx.user);
  await setProgress(30);
  const zip: Zippable = {
    'README.txt': new TextEncoder().encode(
      'Your TutorsPlace data. One JSON file per area; files/ holds what you uploaded, receipts/ your payment receipts.\n',
    ),
  };
  for (const [area, value] of Object.entries(data)) zip[`${area}.json`] = json(value);
  // Uploaded files, stored rather than compressed again (photos and PDFs are compressed already).
  for (const f of data.files) {
    const bytes = await readAll(ctx.store, f.storageKey);
    if (bytes)
      zip[`files/${f.kind}/${f.id.slice(0, 8)}-${safeName(f.originalName)}`] = [
        bytes,
        { level: 0 },
      ];
  }
  await setProgress(60);
  for (const p of data.payments.paid) {
    const receipt = await paymentReceipt({ db: ctx.db, user: ctx.user, bookingId: p.bookingId });
    zip[`receipts/${safeName(receipt.fileName)}`] = [receipt.pdf, { level: 0 }];
  }
  await setProgress(80);
  const bytes = Buffer.from(zipSync(zip, { level: 6 }));
  const key = `exports/${ctx.user.id}/${crypto.randomBytes(16).toString('hex')}.zip`;
  await ctx.store.put(key, bytes, 'application/zip');
  const readyAt = new Date();
  const expiresAt = new Date(readyAt.getTime() + EXPORT_VALID_HOURS * 3600_000);
  await ctx.db
    .update(dataExports)
    .set({
      status: 'ready',
      progress: 100,
      storageKey: key,
      sizeBytes: bytes.length,
      readyAt,
      expiresAt,
    })
    .where(eq(dataExports.id, ctx.exportId));
  const page = ctx.user.role === 'tutor' ? 'tutor-account' : 'student-account';
  await ctx.mail.send({
    to: ctx.user.email,
    subject: 'Your TutorsPlace data is ready',
    text:
      `Hello ${ctx.user.fullName},\n\nThe copy of your data you asked for is ready. Download it from your account ` +
      `page within ${EXPORT_VALID_HOURS} hours (you will need to be signed in):\n` +
      `${ctx.publicUrl ?? ''}/${page}#my-data\n\nIf you did not ask for this, please contact us.\n`,
  });
}

/** The ZIP of a ready, unexpired export (the caller has already checked ownership). */
export async function openDataExport(opts: { store: FileStore; row: DataExportRow; now?: Date }) {
  const now = opts.now ?? new Date();
  if (opts.row.status === 'failed')
    throw new AppError('CONFLICT', DATA_RIGHTS_MESSAGES.exportFailed);
  if (opts.row.status !== 'ready' || !opts.row.storageKey)
    throw new AppError('CONFLICT', DATA_RIGHTS_MESSAGES.exportNotReady);
  if (opts.row.expiresAt && opts.row.expiresAt <= now)
    throw new AppError('NOT_FOUND', DATA_RIGHTS_MESSAGES.exportExpired);
  const stored = await opts.store.get(opts.row.storageKey);
  if (!stored) throw new AppError('NOT_FOUND', DATA_RIGHTS_MESSAGES.exportExpired);
  return stored;
}

/** Deletes expired export files (run by the sweeper). */
export async function purgeExpiredExports(db: Db, store: FileStore, now = new Date()) {
  const expired = await db
    .select({ id: dataExports.id, key: dataExports.storageKey })
    .from(dataExports)
    .where(and(isNotNull(dataExports.storageKey), sql`${dataExports.expiresAt} <= ${now}`))
    .limit(500);
  for (const e of expired) {
    await store.delete(e.key!);
    await db.update(dataExports).set({ storageKey: null }).where(eq(dataExports.id, e.id));
  }
  return expired.length;
}
