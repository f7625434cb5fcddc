// GET /api/get-favorites (core-marketplace §7: param limit; tutors, each marked favourite).
import { sql } from 'drizzle-orm';
import type { GetTutorsResponse } from '@tm/shared/schemas/tutor-search';
import type { Db } from '../../db/client';
import { CARD_COLUMNS, rowsOf, toTutorCard, type CardRow } from '../discovery/tutor-card';

/**
 * The student's favourite tutors, most recently added first. A favourite whose tutor is no longer
 * verified is kept (it comes back if the tutor is verified again) but not listed, as everywhere
 * in discovery.
 */
export async function listFavourites(opts: {
  db: Db;
  studentId: string;
  page: number;
  limit: number;
}): Promise<GetTutorsResponse> {
  const offset = (opts.page - 1) * opts.limit;
  const visible = sql`f.student_id = ${opts.studentId} and p.verification_status = 'verified'`;
  const [pageResult, countResult] = await Promise.all([
    opts.db.execute(sql`
      select ${CARD_COLUMNS}, true as is_favourite
      from favourites f
      join tutor_profiles p on p.user_id = f.tutor_id
      join users u on u.id = p.user_id
      where ${visible}
      order by f.created_at desc, f.tutor_id
      limit ${opts.limit} offset ${offset}`),
    opts.db.execute(
      sql`select count(*)::int as n from favourites f join tutor_profiles p on p.user_id = f.tutor_id where ${visible}`,
    ),
  ]);
  const tutors = rowsOf<CardRow>(pageResult).map(toTutorCard);
  const total = Number(rowsOf<{ n: number }>(countResult)[0]?.n ?? 0);
  return {
    tutors,
    pagination: {
      page: opts.page,
      limit: opts.limit,
      total,
      totalExact: true,
      pages: Math.max(1, Math.ceil(total / opts.limit)),
      hasMore: offset + tutors.length < total,
    },
  };
}
