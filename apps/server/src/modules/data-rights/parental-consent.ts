// Verifiable parental consent for a student under 18 (DPDP Act 2023 s.9(1); Rules 2025 r.10: the
// parent is reached by a means the child does not control, here a link mailed to the parent).
// The link's token (stored hashed) is also the parent's way back: it shows the child's classes
// and messages (s.9 read with s.11: the parent acts for the child) and lets them withdraw, which
// suspends the child's account at once on every node (s.6(4): withdrawal as easy as giving).
import crypto from 'node:crypto';
import { asc, desc, eq, inArray } from 'drizzle-orm';
import { todayIn } from '@tm/shared/rules/dates';
import { AppError } from '@tm/shared/errors';
import {
  DATA_RIGHTS_MESSAGES as M,
  PRIVACY_NOTICE_VERSION,
} from '@tm/shared/constants/data-rights';
import type { ParentView } from '@tm/shared/contract/data-rights';
import { classifyAge } from '@tm/shared/rules/minor-consent';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/users';
import { studentProfiles } from '../../db/schema/student-profiles';
import { bookings } from '../../db/schema/bookings';
import { classMessages } from '../../db/schema/calls';
import { consentRecords } from '../../db/schema/data-rights';
import type { MailMessage } from '../../ports/mail';
import type { AuthUser } from '../auth/tokens';
import { hashToken, revokeAllTokens } from '../auth/tokens';
import type { Tx } from '../payments/tx';
import { writeAudit } from '../audit/write-audit';
import { whereParty } from '../access/booking-access';

type Profile = typeof studentProfiles.$inferSelect;

/**
 * The gate before booking, paying and messaging: a minor whose parent has not confirmed, or has
 * withdrawn, is refused. The state is on the user row every request loads, so it costs no query.
 */
export function assertConsentAllows(user: Pick<AuthUser, 'role' | 'consentState'>): void {
  if (user.role !== 'student') return;
  if (user.consentState === 'pending')
    throw new AppError('FORBIDDEN', M.consentNeeded, { code: 'PARENTAL_CONSENT_PENDING' });
  if (user.consentState === 'withdrawn')
    throw new AppError('FORBIDDEN', M.consentWithdrawn, { code: 'PARENTAL_CONSENT_WITHDRAWN' });
}

function refuse(field: string, message: string): never {
  throw new AppError('BAD_REQUEST', message, { errors: { [field]: message } });
}

export const MSG_BIRTH_DATE_LOCKED =
  'Your date of birth cannot be changed once it is set. Please contact us to correct it.';

/**
 * Reads the student form's age answers against what is stored and returns the columns to write
 * and, for a newly named parent, the mail to send after commit. Runs inside the form's transaction.
 */
export async function applyAgeDeclaration(opts: {
  tx: Tx;
  user: AuthUser;
  existing: Profile | undefined;
  values: {
    student_type: 'student' | 'parent';
    date_of_birth?: string;
    is_adult?: boolean;
    parent_email?: string;
    timezone?: string;
  };
  publicUrl: string | null;
  ip: string;
  now: Date;
}): Promise<{ profile: Partial<Profile>; mail: MailMessage | null }> {
  const { existing, values, user } = opts;
  const storedDob = existing?.birthDate ?? null;
  const givenDob = values.date_of_birth?.trim() || null;
  if (storedDob && givenDob && givenDob !== storedDob)
    refuse('date_of_birth', MSG_BIRTH_DATE_LOCKED);
  const zone = existing?.timezone ?? values.timezone ?? 'Asia/Kolkata';
  const today = todayIn(zone, opts.now);
  const outcome = classifyAge({
    // Someone who gave a birth date is judged by it, whichever account type they pick later.
    studentType: storedDob ? 'student' : values.student_type,
    dateOfBirth: storedDob ?? givenDob,
    isAdult: values.is_adult || !!existing?.adultConfirmedAt,
    parentEmail: values.parent_email ?? existing?.parentEmail,
    ownEmail: user.email,
    today,
  });
  if (outcome.kind === 'problem') refuse(outcome.field, outcome.message);
  const profile: Partial<Profile> = {
    birthDate: storedDob ?? givenDob,
    adultConfirmedAt:
      existing?.adultConfirmedAt ??
      (values.is_adult && !givenDob && values.student_type === 'student' ? opts.now : null),
  };
  if (outcome.kind === 'adult') {
    if (user.consentState && user.consentState !== 'withdrawn')
      await opts.tx.update(users).set({ consentState: null }).where(eq(users.id, user.id));
    return { profile, mail: null };
  }
  // A minor. The same parent again: nothing changes (pending stays pending, granted stays granted).
  if (user.consentState === 'withdrawn') return { profile, mail: null };
  if (existing?.parentEmail === outcome.parentEmail && user.consentState)
    return { profile, mail: null };
  const token = crypto.randomBytes(32).toString('base64url');
  await opts.tx.update(users).set({ consentState: 'pending' }).where(eq(users.id, user.id));
  await opts.tx.insert(consentRecords).values({
    studentId: user.id,
    event: 'requested',
    parentEmail: outcome.parentEmail,
    noticeVersion: PRIVACY_NOTICE_VERSION,
    ip: opts.ip,
    at: opts.now,
  });
  const link = `${opts.publicUrl ?? ''}/parental-consent?token=${token}`;
  return {
    profile: { ...profile, parentEmail: outcome.parentEmail, consentTokenHash: hashToken(token) },
    mail: {
      to: outcome.parentEmail,
      subject: `Please confirm ${user.fullName}'s TutorsPlace account`,
      text:
        `Hello,\n\n${user.fullName} (${user.email}) has signed up for tutoring on TutorsPlace and named you as their parent or guardian.\n` +
        `Because they are under 18, Indian law (the Digital Personal Data Protection Act 2023) needs your consent before we process their data for classes, payments and messages.\n\n` +
        `Read our privacy notice (version ${PRIVACY_NOTICE_VERSION}): ${opts.publicUrl ?? ''}/privacy-policy\n` +
        `Confirm, or see their classes and messages and withdraw consent at any time, here:\n${link}\n\n` +
        `We never show advertising to children or track them. If you do not know this person, ignore this email and nothing will be processed.\n`,
    },
  };
}

async function childForToken(db: Db | Tx, token: string) {
  const [row] = await db
    .select({ user: users, profile: studentProfiles })
    .from(studentProfiles)
    .innerJoin(users, eq(users.id, studentProfiles.userId))
    .where(eq(studentProfiles.consentTokenHash, hashToken(token)))
    .limit(1);
  if (!row || !row.user.consentState || row.user.erasedAt)
    throw new AppError('NOT_FOUND', M.consentLinkInvalid);
  return row;
}

async function viewFor(db: Db | Tx, user: AuthUser): Promise<ParentView> {
  const list = await db
    .select({ b: bookings, tutorName: users.fullName })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.tutorId))
    .where(whereParty({ id: user.id, role: 'student' }))
    .orderBy(desc(bookings.createdAt))
    .limit(100);
  const ids = list.map((r) => r.b.id);
  const messages = ids.length
    ? await db
        .select()
        .from(classMessages)
        .where(inArray(classMessages.bookingId, ids))
        .orderBy(asc(classMessages.createdAt))
    : [];
  return {
    childName: user.fullName,
    state: user.consentState!,
    noticeVersion: PRIVACY_NOTICE_VERSION,
    bookings: list.map(({ b, tutorName }) => ({
      id: b.id,
      subject: b.subject,
      tutorName,
      status: b.status,
      startDate: String(b.startDate),
      messages: messages
        .filter((m) => m.bookingId === b.id)
        .map((m) => ({
          from: m.senderId === user.id ? user.fullName : tutorName,
          body: m.body,
          at: m.createdAt.toISOString(),
        })),
    })),
  };
}

export async function parentView(db: Db, token: string): Promise<ParentView> {
  const { user } = await childForToken(db, token);
  return viewFor(db, user);
}

/** Moves the child's consent state and records the event (the append-only proof). */
async function setConsent(
  tx: Tx,
  studentId: string,
  parentEmail: string,
  event: 'granted' | 'withdrawn',
  ip: string,
  at: Date,
) {
  await tx.update(users).set({ consentState: event }).where(eq(users.id, studentId));
  await tx
    .insert(consentRecords)
    .values({ studentId, event, parentEmail, noticeVersion: PRIVACY_NOTICE_VERSION, ip, at });
}

/** The parent's "I consent": the child may book, pay and message from now on. */
export async function confirmConsent(opts: {
  db: Db;
  token: string;
  ip: string;
  /** The child's row changed: forget cached lookups of it on every node. */
  forgetUser: (userId: string) => Promise<void>;
  now?: Date;
}) {
  const now = opts.now ?? new Date();
  const result = await opts.db.transaction(async (tx) => {
    const { user, profile } = await childForToken(tx, opts.token);
    if (user.consentState === 'withdrawn') throw new AppError('CONFLICT', M.consentWithdrawn);
    if (user.consentState === 'pending') {
      await setConsent(tx, user.id, profile.parentEmail ?? '', 'granted', opts.ip, now);
    }
    return { userId: user.id, view: await viewFor(tx, { ...user, consentState: 'granted' }) };
  });
  await opts.forgetUser(result.userId);
  return result.view;
}

/** The parent withdraws: the child's account is suspended and every session of it ends. */
export async function withdrawConsent(opts: {
  db: Db;
  token: string;
  ip: string;
  endSessions: (userId: string) => Promise<void>;
  now?: Date;
}) {
  const now = opts.now ?? new Date();
  const result = await opts.db.transaction(async (tx) => {
    const { user, profile } = await childForToken(tx, opts.token);
    if (user.consentState !== 'withdrawn') {
      await setConsent(tx, user.id, profile.parentEmail ?? '', 'withdrawn', opts.ip, now);
      await revokeAllTokens(tx as unknown as Db, user.id);
      await writeAudit(
        tx,
        { id: null, role: 'parent', email: profile.parentEmail ?? '', ip: opts.ip },
        'consent.withdrawn',
        { type: 'user', id: user.id },
      );
    }
    return { userId: user.id, view: await viewFor(tx, { ...user, consentState: 'withdrawn' }) };
  });
  await opts.endSessions(result.userId);
  return result.view;
}

/** Sign-in refuses a suspended child (consent withdrawn). */
export function assertNotSuspended(user: Pick<AuthUser, 'consentState'>) {
  if (user.consentState === 'withdrawn')
    throw new AppError('FORBIDDEN', M.consentWithdrawn, { code: 'PARENTAL_CONSENT_WITHDRAWN' });
}
