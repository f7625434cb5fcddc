// Batch pages and lists: one batch (public while open), open batches for discovery (indexed,
// paged in SQL, soonest first), a viewer's own ("my batches": a tutor's, a student's enrolled),
// and a batch's roster with attendance for its tutor and admins.
import { and, asc, desc, eq, gt, ilike, inArray, sql } from 'drizzle-orm';
import type { BatchDto, BatchList, Roster } from '@tm/shared/schemas/batches';
import type { Db } from '../../db/client';
import { batchAttendance, batches } from '../../db/schema/batches';
import { bookings } from '../../db/schema/bookings';
import { tutorProfiles } from '../../db/schema/tutor-profiles';
import { users } from '../../db/schema/users';
import type { Viewer } from '../access/booking-access';
import { batchAccess, enrolmentOf, loadBatchFor, whereMyBatches } from '../access/batch-access';
import { batchSessions, toBatchDto, tutorOf, tutorsById, viewerPlace } from './batch-dto';
import { seatsTaken, seatsTakenMany } from './seats';

export async function getBatch(opts: {
  db: Db;
  viewer: Viewer | null;
  batchId: string;
  enabled: boolean;
  now?: Date;
}): Promise<BatchDto> {
  const now = opts.now ?? new Date();
  const { batch, grant, enrolment } = await loadBatchFor({ ...opts, action: 'view' });
  return toBatchDto(
    batch,
    await tutorOf(opts.db, batch.tutorId),
    await seatsTaken(opts.db, batch.id, now),
    {
      viewer: viewerPlace(grant),
      bookingId: enrolment?.id ?? null,
      enabled: opts.enabled,
    },
  );
}

async function toList(
  db: Db,
  viewer: Viewer | null,
  rows: (typeof batches.$inferSelect)[],
  total: number,
  page: number,
  limit: number,
  enabled: boolean,
  now: Date,
): Promise<BatchList> {
  const taken = await seatsTakenMany(
    db,
    rows.map((r) => r.id),
    now,
  );
  const tutors = await tutorsById(
    db,
    rows.map((r) => r.tutorId),
  );
  const out: BatchDto[] = [];
  for (const r of rows) {
    const mine = await enrolmentOf(db, viewer, r.id);
    const access = batchAccess(
      viewer,
      r,
      mine?.status === 'active' || mine?.status === 'accepted' ? mine.status : null,
    );
    const place = viewerPlace(access.level === 'none' ? null : access);
    out.push(
      toBatchDto(
        r,
        tutors.get(r.tutorId) ?? { id: r.tutorId, fullName: 'Tutor', profilePhotoKey: null },
        taken.get(r.id) ?? 0,
        {
          viewer: place,
          bookingId: mine?.id ?? null,
          enabled,
        },
      ),
    );
  }
  return {
    batches: out,
    pagination: { page, limit, total, pages: Math.max(1, Math.ceil(total / limit)) },
  };
}

/** Open batches still taking students (first session ahead) of verified tutors. */
export async function listOpenBatches(opts: {
  db: Db;
  viewer: Viewer | null;
  query: { tutorId?: string; subject?: string; page: number; limit: number };
  enabled: boolean;
  now?: Date;
}): Promise<BatchList> {
  const now = opts.now ?? new Date();
  const { page, limit } = opts.query;
  const where = and(
    eq(batches.status, 'open'),
    gt(batches.firstStartAt, now),
    eq(tutorProfiles.verificationStatus, 'verified'),
    opts.query.tutorId ? eq(batches.tutorId, opts.query.tutorId) : undefined,
    opts.query.subject
      ? ilike(batches.subject, `%${opts.query.subject.replace(/[%_\\]/g, '\\$&')}%`)
      : undefined,
  );
  const [count] = await opts.db
    .select({ n: sql<number>`count(*)::int` })
    .from(batches)
    .innerJoin(tutorProfiles, eq(tutorProfiles.userId, batches.tutorId))
    .where(where);
  const rows = await opts.db
    .select({ b: batches })
    .from(batches)
    .innerJoin(tutorProfiles, eq(tutorProfiles.userId, batches.tutorId))
    .where(where)
    .orderBy(asc(batches.firstStartAt), asc(batches.id))
    .limit(limit)
    .offset((page - 1) * limit);
  return toList(
    opts.db,
    opts.viewer,
    rows.map((r) => r.b),
    count?.n ?? 0,
    page,
    limit,
    opts.enabled,
    now,
  );
}

/** The viewer's own batches: a tutor's (every status), a student's held or paid ones. */
export async function listMyBatches(opts: {
  db: Db;
  viewer: Viewer;
  enabled: boolean;
  now?: Date;
}): Promise<BatchList> {
  const now = opts.now ?? new Date();
  const rows = await opts.db
    .select()
    .from(batches)
    .where(whereMyBatches(opts.viewer))
    .orderBy(desc(batches.firstStartAt))
    .limit(100);
  return toList(
    opts.db,
    opts.viewer,
    rows,
    rows.length,
    1,
    Math.max(rows.length, 1),
    opts.enabled,
    now,
  );
}

/** Public ids for the sitemap: open batches of verified tutors. */
export async function listBatchIdsForSitemap(db: Db, now = new Date()) {
  return db
    .select({ id: batches.id, updatedAt: batches.updatedAt })
    .from(batches)
    .innerJoin(tutorProfiles, eq(tutorProfiles.userId, batches.tutorId))
    .where(
      and(
        eq(batches.status, 'open'),
        gt(batches.lastEndAt, now),
        eq(tutorProfiles.verificationStatus, 'verified'),
      ),
    )
    .limit(10_000);
}

/** The students of a batch with their attendance per session (tutor and admins). */
export async function batchRoster(opts: {
  db: Db;
  viewer: Viewer;
  batchId: string;
  now?: Date;
}): Promise<Roster> {
  const now = opts.now ?? new Date();
  const { batch } = await loadBatchFor({ ...opts, action: 'roster' });
  const rows = await opts.db
    .select({
      bookingId: bookings.id,
      status: bookings.status,
      id: users.id,
      fullName: users.fullName,
    })
    .from(bookings)
    .innerJoin(users, eq(users.id, bookings.studentId))
    .where(
      and(
        eq(bookings.batchId, batch.id),
        inArray(bookings.status, ['accepted', 'active', 'completed']),
      ),
    )
    .orderBy(asc(users.fullName));
  const seen = await opts.db
    .select({ userId: batchAttendance.userId, key: batchAttendance.sessionKey })
    .from(batchAttendance)
    .where(eq(batchAttendance.batchId, batch.id));
  const attended = new Set(seen.map((s) => `${s.userId}|${s.key}`));
  const sessions = batchSessions(batch).filter((s) => !s.cancelled);
  return {
    students: rows.map((r) => ({
      _id: r.id,
      fullName: r.fullName,
      bookingId: r.bookingId,
      status: r.status,
      attendance: sessions.map((s) => ({
        session: s.key,
        status: attended.has(`${r.id}|${s.key}`)
          ? ('attended' as const)
          : s.end <= now
            ? ('missed' as const)
            : ('upcoming' as const),
      })),
    })),
  };
}
