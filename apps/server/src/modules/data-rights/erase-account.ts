// "Delete my account" (DPDP Act 2023 s.12(3): erasure on request; s.8(7): erase once the purpose
// is served unless a law requires keeping). A request starts a 14-day grace period (signing in
// cancels it, sign-in.ts) and ends every session; the sweeper then erases. Admins can erase at
// once. Erasure removes the person's profile, photo, documents, bank details, messages, attendance,
// favourites, exports, mail and sessions, rows and stored files both, and keeps the money records
// (payments, orders, ledger, refunds, payouts) and the bookings they were for, pointing at the
// same user id whose row now holds only a pseudonym (docs/decisions/data-rights.md).
import { and, eq, gt, inArray, isNull, lte, or, sql } from 'drizzle-orm';
import { AppError } from '@tm/shared/errors';
import {
  DATA_RIGHTS_MESSAGES,
  DELETION_GRACE_DAYS,
  DELETION_STATEMENT,
  ERASED_NAMES,
} from '@tm/shared/constants/data-rights';
import type { DeletionStatus } from '@tm/shared/contract/data-rights';
import type { Db } from '../../db/client';
import { authTokens, users } from '../../db/schema/users';
import { favourites, studentProfiles } from '../../db/schema/student-profiles';
import { profileViews, tutorDocuments, tutorProfiles } from '../../db/schema/tutor-profiles';
import { files } from '../../db/schema/files';
import { bookings } from '../../db/schema/bookings';
import { classAttendance, classMessages } from '../../db/schema/calls';
import { bankDetails, ledgerEntries } from '../../db/schema/payments';
import { rescheduleProposals } from '../../db/schema/booking-changes';
import { dataExports } from '../../db/schema/data-rights';
import { mailOutbox } from '../../db/schema/mail';
import { reminderLog } from '../../db/schema/reminders';
import { consultationRequests, researchRequests } from '../../db/schema/mentorship';
import type { FileStore } from '../../ports/files';
import type { MailPort } from '../../ports/mail';
import type { AuthUser } from '../auth/tokens';
import { revokeAllTokens } from '../auth/tokens';
import { tutorTotalsMinor } from '../payments/tutor-totals';
import { whereParty } from '../access/booking-access';
import type { Tx } from '../payments/tx';
import { type AuditActor, writeAudit } from '../audit/write-audit';

const PSEUDONYM = ERASED_NAMES;
export const erasedEmail = (userId: string) => `erased-${userId}@erased.invalid`;

/** Why this person may not delete yet, or null. Only tutors can be held: money is owed to or by them. */
export async function deletionBlocker(
  db: Db | Tx,
  user: Pick<AuthUser, 'id' | 'role'>,
  now: Date,
): Promise<string | null> {
  if (user.role === 'admin') return DATA_RIGHTS_MESSAGES.deletionAdmin;
  if (user.role !== 'tutor') return null;
  const [future] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(whereParty(user), eq(bookings.status, 'active'), gt(bookings.lastEndAt, now)))
    .limit(1);
  if (future) return DATA_RIGHTS_MESSAGES.tutorFutureClasses;
  const [pending] = await db
    .select({ id: ledgerEntries.id })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.userId, user.id),
        eq(ledgerEntries.type, 'withdrawal'),
        eq(ledgerEntries.status, 'pending'),
      ),
    )
    .limit(1);
  if (pending) return DATA_RIGHTS_MESSAGES.tutorPendingWithdrawal;
  const t = await tutorTotalsMinor(db, user.id);
  if (t.earningMinor - t.withdrawalsMinor !== 0) return DATA_RIGHTS_MESSAGES.tutorBalance;
  return null;
}

export async function deletionStatus(
  db: Db,
  user: AuthUser,
  now = new Date(),
): Promise<DeletionStatus> {
  return {
    eraseAfter: user.eraseAfter?.toISOString() ?? null,
    erased: [...DELETION_STATEMENT.erased],
    kept: [...DELETION_STATEMENT.kept],
    graceDays: DELETION_GRACE_DAYS,
    blocker: await deletionBlocker(db, user, now),
  };
}

/** Schedules the erasure and ends every session of the person, on every node. */
export async function requestDeletion(opts: {
  db: Db;
  mail: MailPort;
  endSessions: (userId: string) => Promise<void>;
  user: AuthUser;
  actor: AuditActor;
  now?: Date;
}): Promise<DeletionStatus> {
  const now = opts.now ?? new Date();
  const eraseAfter = new Date(now.getTime() + DELETION_GRACE_DAYS * 86_400_000);
  await opts.db.transaction(async (tx) => {
    await tx.execute(sql`select 1 from ${users} where ${users.id} = ${opts.user.id} for update`);
    const blocker = await deletionBlocker(tx, opts.user, now);
    if (blocker) throw new AppError('CONFLICT', blocker);
    await tx
      .update(users)
      .set({ deletionRequestedAt: now, eraseAfter })
      .where(eq(users.id, opts.user.id));
    await revokeAllTokens(tx as unknown as Db, opts.user.id);
    await writeAudit(
      tx,
      opts.actor,
      'user.erase_requested',
      { type: 'user', id: opts.user.id },
      {
        eraseAfter: eraseAfter.toISOString(),
      },
    );
  });
  await opts.endSessions(opts.user.id);
  const date = eraseAfter.toISOString().slice(0, 10);
  await opts.mail.send({
    to: opts.user.email,
    subject: 'Your TutorsPlace account will be deleted',
    text:
      `Hello ${opts.user.fullName},\n\n${DATA_RIGHTS_MESSAGES.deletionScheduled(date)}\n\n` +
      `What is erased: ${DELETION_STATEMENT.erased.join('; ')}.\nWhat is kept: ${DELETION_STATEMENT.kept.join('; ')}.\n`,
  });
  return {
    ...(await deletionStatus(opts.db, { ...opts.user, eraseAfter }, now)),
    blocker: null,
  };
}

/** Signing in within the grace period cancels a pending deletion (sign-in.ts calls this). */
export async function cancelDeletionOnSignIn(tx: Tx, user: Pick<AuthUser, 'id' | 'eraseAfter'>) {
  if (!user.eraseAfter) return false;
  await tx
    .update(users)
    .set({ deletionRequestedAt: null, eraseAfter: null })
    .where(eq(users.id, user.id));
  await writeAudit(
    tx,
    { id: user.id, role: 'system', email: '', ip: '' },
    'user.erase_requested',
    { type: 'user', id: user.id },
    { cancelled: true },
  );
  return true;
}

/**
 * Erases one person now. Rows go in one transaction; the stored files after it commits (a file
 * left by a failed delete is logged; its row is gone, so nothing serves it).
 */
export async function eraseUser(opts: {
  db: Db;
  store: FileStore;
  endSessions: (userId: string) => Promise<void>;
  userId: string;
  actor: AuditActor;
  log?: { error: (obj: unknown, msg: string) => void };
  now?: Date;
}): Promise<{ id: string; erasedAt: string }> {
  const now = opts.now ?? new Date();
  const id = opts.userId;
  const keys = await opts.db.transaction(async (tx) => {
    const [user] = await tx.select().from(users).where(eq(users.id, id)).for('update');
    if (!user) throw new AppError('NOT_FOUND', DATA_RIGHTS_MESSAGES.userNotFound);
    if (user.erasedAt) throw new AppError('CONFLICT', DATA_RIGHTS_MESSAGES.alreadyErased);
    const owned = await tx
      .select({ key: files.storageKey })
      .from(files)
      .where(eq(files.ownerId, id));
    const exported = await tx
      .select({ key: dataExports.storageKey })
      .from(dataExports)
      .where(eq(dataExports.userId, id));
    const keys = [...owned, ...exported].map((r) => r.key).filter((k): k is string => !!k);
    if (user.profilePhotoKey) keys.push(user.profilePhotoKey);

    await tx.delete(authTokens).where(eq(authTokens.userId, id));
    await tx.delete(studentProfiles).where(eq(studentProfiles.userId, id));
    await tx.delete(tutorDocuments).where(eq(tutorDocuments.tutorId, id));
    await tx.delete(tutorProfiles).where(eq(tutorProfiles.userId, id));
    await tx
      .delete(profileViews)
      .where(or(eq(profileViews.tutorId, id), eq(profileViews.viewerId, id)));
    await tx.delete(favourites).where(or(eq(favourites.studentId, id), eq(favourites.tutorId, id)));
    await tx.delete(bankDetails).where(eq(bankDetails.tutorId, id));
    await tx.delete(classMessages).where(eq(classMessages.senderId, id));
    await tx.delete(classAttendance).where(eq(classAttendance.userId, id));
    await tx.delete(dataExports).where(eq(dataExports.userId, id));
    await tx.delete(files).where(eq(files.ownerId, id));
    // The mail log: mails to them go; mails to others that name them keep only the pseudonym.
    await tx.delete(mailOutbox).where(eq(mailOutbox.to, user.email));
    for (const text of [user.email, user.fullName].filter((t) => t.trim().length >= 3))
      await tx
        .update(mailOutbox)
        .set({
          subject: sql`replace(${mailOutbox.subject}, ${text}, ${PSEUDONYM[user.role]})`,
          text: sql`replace(${mailOutbox.text}, ${text}, ${PSEUDONYM[user.role]})`,
          html: sql`replace(${mailOutbox.html}, ${text}, ${PSEUDONYM[user.role]})`,
        })
        .where(
          or(
            sql`strpos(${mailOutbox.text}, ${text}) > 0`,
            sql`strpos(${mailOutbox.subject}, ${text}) > 0`,
            sql`strpos(coalesce(${mailOutbox.html}, ''), ${text}) > 0`,
          ),
        );
    await tx.delete(reminderLog).where(eq(reminderLog.subjectId, id));
    await tx
      .update(rescheduleProposals)
      .set({ message: null })
      .where(eq(rescheduleProposals.proposedBy, id));
    await tx.delete(researchRequests).where(eq(researchRequests.email, user.email));
    // A paid consultation is a money record: kept, with the person's details replaced.
    await tx
      .update(consultationRequests)
      .set({
        fullName: PSEUDONYM.student,
        email: erasedEmail(id),
        phone: '',
        university: '',
        researchTitle: '',
        researchDescription: '',
      })
      .where(eq(consultationRequests.email, user.email));
    // Requests nobody answered yet would otherwise wait on a person who is gone.
    await tx
      .update(bookings)
      .set({
        status: 'cancelled',
        cancelledAt: now,
        cancellationReason: 'Account deleted',
        updatedAt: now,
      })
      .where(
        and(
          or(eq(bookings.studentId, id), eq(bookings.tutorId, id)),
          inArray(bookings.status, ['pending', 'accepted']),
        ),
      );
    await tx
      .update(users)
      .set({
        email: erasedEmail(id),
        fullName: PSEUDONYM[user.role],
        googleSub: null,
        profilePhotoKey: null,
        isFormSubmitted: false,
        consentState: null,
        eraseAfter: null,
        erasedAt: now,
        updatedAt: now,
      })
      .where(eq(users.id, id));
    await writeAudit(tx, opts.actor, 'user.erase', { type: 'user', id }, { role: user.role });
    return keys;
  });
  await opts.endSessions(id);
  for (const key of new Set(keys)) {
    try {
      await opts.store.delete(key);
    } catch (err) {
      opts.log?.error({ err, key }, 'erasure: a stored file could not be deleted');
    }
  }
  return { id, erasedAt: now.toISOString() };
}

/** The sweeper's step: erases every account whose grace period is over. Safe on several nodes. */
export async function eraseDueAccounts(opts: {
  db: Db;
  store: FileStore;
  endSessions: (userId: string) => Promise<void>;
  log?: { error: (obj: unknown, msg: string) => void };
  now?: Date;
}): Promise<number> {
  const now = opts.now ?? new Date();
  const due = await opts.db
    .select({ id: users.id })
    .from(users)
    .where(and(isNull(users.erasedAt), lte(users.eraseAfter, now)))
    .limit(100);
  let erased = 0;
  for (const u of due) {
    try {
      await eraseUser({
        ...opts,
        userId: u.id,
        actor: { id: null, role: 'system', email: '', ip: '' },
        now,
      });
      erased++;
    } catch (err) {
      // Another node erased it first (CONFLICT), or it failed: the next sweep tries again.
      if (!(err instanceof AppError)) opts.log?.error({ err, userId: u.id }, 'erasure failed');
    }
  }
  return erased;
}
