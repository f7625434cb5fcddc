// The admin's follow-up of mentorship requests: the lists with the 24-hour promise,
// the "contacted" mark with a note, and a mentor (any verified tutor) for a request.
import { and, asc, desc, eq, isNotNull, isNull, sql, type SQL } from 'drizzle-orm';
import crypto from 'node:crypto';
import { AppError } from '@tm/shared/errors';
import { consultationCallPath } from '@tm/shared/call/consultation-call';
import type { Db } from '../../db/client';
import { consultationRequests, researchRequests } from '../../db/schema/mentorship';
import { tutorProfiles } from '../../db/schema/tutor-profiles';
import { users } from '../../db/schema/users';
import { consultationWire, researchWire } from './request-dto';
import { consultationCallMail, type MentorshipMailContext } from './mentorship-mail';

export type RequestKind = 'research' | 'consultation';
const TABLE = { research: researchRequests, consultation: consultationRequests } as const;

function statusFilter(kind: RequestKind, status: 'all' | 'open' | 'contacted'): SQL | undefined {
  const t = TABLE[kind];
  if (status === 'open') return isNull(t.contactedAt);
  if (status === 'contacted') return isNotNull(t.contactedAt);
  return undefined;
}

/** Newest first; at most 200 (a small team's queue). */
export async function listResearchRequests(opts: { db: Db; status: 'all' | 'open' | 'contacted' }) {
  const rows = await opts.db
    .select()
    .from(researchRequests)
    .where(statusFilter('research', opts.status))
    .orderBy(desc(researchRequests.createdAt))
    .limit(200);
  return researchWire(opts.db, rows);
}

export async function listConsultations(opts: { db: Db; status: 'all' | 'open' | 'contacted' }) {
  const rows = await opts.db
    .select()
    .from(consultationRequests)
    .where(statusFilter('consultation', opts.status))
    .orderBy(desc(consultationRequests.createdAt))
    .limit(200);
  return consultationWire(opts.db, rows);
}

async function one(db: Db, kind: RequestKind, id: string) {
  if (kind === 'research') {
    const rows = await db.select().from(researchRequests).where(eq(researchRequests.id, id));
    return rows.length ? (await researchWire(db, rows))[0]! : null;
  }
  const rows = await db.select().from(consultationRequests).where(eq(consultationRequests.id, id));
  return rows.length ? (await consultationWire(db, rows))[0]! : null;
}

export async function markContacted(opts: {
  db: Db;
  kind: RequestKind;
  id: string;
  adminId: string;
  contacted: boolean;
  note: string;
}) {
  const t = TABLE[opts.kind];
  const now = new Date();
  const updated = await opts.db
    .update(t)
    .set(
      opts.contacted
        ? {
            // Marking a contacted request again (a double click, or to edit the note) keeps when
            // and by whom it was first contacted.
            contactedAt: sql`coalesce(${t.contactedAt}, ${now.toISOString()}::timestamptz)`,
            contactedBy: sql`coalesce(${t.contactedBy}, ${opts.adminId})`,
            contactNote: opts.note || null,
            updatedAt: now,
          }
        : { contactedAt: null, contactedBy: null, contactNote: opts.note || null, updatedAt: now },
    )
    .where(eq(t.id, opts.id))
    .returning({ id: t.id });
  if (!updated.length) throw new AppError('NOT_FOUND', 'Request not found.');
  return (await one(opts.db, opts.kind, opts.id))!;
}

/** Verified tutors, by name: who may mentor. */
export async function listMentors(db: Db) {
  const rows = await db
    .select({ id: users.id, fullName: users.fullName, email: users.email })
    .from(users)
    .innerJoin(tutorProfiles, eq(tutorProfiles.userId, users.id))
    .where(and(eq(users.role, 'tutor'), eq(tutorProfiles.verificationStatus, 'verified')))
    .orderBy(asc(users.fullName))
    .limit(500);
  return rows.map((r) => ({ _id: r.id, fullName: r.fullName, email: r.email }));
}

export async function assignMentor(opts: {
  db: Db;
  kind: RequestKind;
  id: string;
  mentorId: string | null;
  /** For a paid consultation: mail the join links. */
  mail?: MentorshipMailContext;
  publicUrl?: string | null;
}) {
  let mentor: { id: string; fullName: string | null; email: string } | undefined;
  if (opts.mentorId) {
    [mentor] = await opts.db
      .select({ id: users.id, fullName: users.fullName, email: users.email })
      .from(users)
      .innerJoin(tutorProfiles, eq(tutorProfiles.userId, users.id))
      .where(and(eq(users.id, opts.mentorId), eq(tutorProfiles.verificationStatus, 'verified')))
      .limit(1);
    if (!mentor) throw new AppError('BAD_REQUEST', 'Please choose a verified tutor as the mentor.');
  }
  const t = TABLE[opts.kind];
  const [before] = await opts.db
    .select({ mentorId: t.mentorId })
    .from(t)
    .where(eq(t.id, opts.id))
    .limit(1);
  if (!before) throw new AppError('NOT_FOUND', 'Request not found.');
  const updated = await opts.db
    .update(t)
    .set({ mentorId: opts.mentorId, updatedAt: new Date() })
    .where(eq(t.id, opts.id))
    .returning({ id: t.id });
  if (!updated.length) throw new AppError('NOT_FOUND', 'Request not found.');
  // The same mentor again (a double click) mails nobody twice: links go out when the call key is
  // first made, or to a new mentor.
  if (opts.kind === 'consultation' && mentor)
    await sendCallLinks(opts, mentor, before.mentorId === opts.mentorId);
  return (await one(opts.db, opts.kind, opts.id))!;
}

/**
 * A paid consultation with a mentor gets its call key (once; a new mentor keeps the same link)
 * and the requester and the mentor get the links of its video call.
 */
async function sendCallLinks(
  opts: { db: Db; id: string; mail?: MentorshipMailContext; publicUrl?: string | null },
  mentor: { fullName: string | null; email: string },
  sameMentor: boolean,
) {
  const made = await opts.db
    .update(consultationRequests)
    .set({ callKey: crypto.randomBytes(24).toString('base64url') })
    .where(
      and(
        eq(consultationRequests.id, opts.id),
        eq(consultationRequests.status, 'paid'),
        isNull(consultationRequests.callKey),
      ),
    )
    .returning({ id: consultationRequests.id });
  if (sameMentor && made.length === 0) return;
  const [row] = await opts.db
    .select()
    .from(consultationRequests)
    .where(eq(consultationRequests.id, opts.id));
  if (!row?.callKey || !opts.mail) return;
  const base = opts.publicUrl ?? '';
  await consultationCallMail(
    opts.mail,
    row,
    { fullName: mentor.fullName ?? '', email: mentor.email },
    {
      requester: base + consultationCallPath(row.id, row.callKey),
      mentor: base + consultationCallPath(row.id),
    },
  );
}
