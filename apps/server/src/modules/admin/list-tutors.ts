// GET /api/admin/tutors: tutors who submitted the form, by verification status, with their
// documents. The pending queue is oldest first (first come, first reviewed); reviewed lists show
// the latest decisions first.
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import type { AdminTutorListQuery, Pagination } from '@tm/shared/schemas/admin-tutors';
import type { AdminTutor } from '@tm/shared/contract/users';
import type { Db } from '../../db/client';
import { tutorProfiles } from '../../db/schema/tutor-profiles';
import { users } from '../../db/schema/users';
import { loadTutorDocuments } from '../tutors/tutor-documents';
import { baseUserDto, tutorProfileWire } from '../users/user-dto';

export async function listTutorsForReview(
  opts: { db: Db } & AdminTutorListQuery,
): Promise<{ tutors: AdminTutor[]; pagination: Pagination }> {
  const { db, status, page, limit } = opts;
  const where = and(eq(tutorProfiles.verificationStatus, status), eq(users.isFormSubmitted, true));
  const order =
    status === 'pending'
      ? [asc(tutorProfiles.submittedAt), asc(users.id)]
      : [desc(tutorProfiles.reviewedAt), asc(users.id)];
  const [rows, [count]] = await Promise.all([
    db
      .select({ user: users, profile: tutorProfiles })
      .from(tutorProfiles)
      .innerJoin(users, eq(users.id, tutorProfiles.userId))
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset((page - 1) * limit),
    db
      .select({ n: sql<number>`count(*)::int` })
      .from(tutorProfiles)
      .innerJoin(users, eq(users.id, tutorProfiles.userId))
      .where(where),
  ]);
  const documents = await loadTutorDocuments(
    db,
    rows.map((r) => r.user.id),
  );
  const tutors = rows.map((r) => ({
    ...baseUserDto(r.user),
    role: 'tutor' as const,
    ...tutorProfileWire(r.profile),
    ...documents.get(r.user.id)!,
    submittedAt: r.profile.submittedAt?.toISOString() ?? null,
    reviewedAt: r.profile.reviewedAt?.toISOString() ?? null,
  }));
  const total = count?.n ?? 0;
  return {
    tutors,
    pagination: { page, limit, total, pages: Math.max(1, Math.ceil(total / limit)) },
  };
}

/** How many tutors wait in each status (the admin tabs' counts). */
export async function countTutorsByStatus(
  db: Db,
): Promise<Record<'pending' | 'verified' | 'rejected', number>> {
  const rows = await db
    .select({ status: tutorProfiles.verificationStatus, n: sql<number>`count(*)::int` })
    .from(tutorProfiles)
    .innerJoin(users, eq(users.id, tutorProfiles.userId))
    .where(
      and(
        eq(users.isFormSubmitted, true),
        inArray(tutorProfiles.verificationStatus, ['pending', 'verified', 'rejected']),
      ),
    )
    .groupBy(tutorProfiles.verificationStatus);
  const out = { pending: 0, verified: 0, rejected: 0 };
  for (const r of rows) out[r.status] = r.n;
  return out;
}
