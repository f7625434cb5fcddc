// Similar Profiles on the tutor detail page (core-marketplace §2): verified tutors in the same
// category who teach at least one of the same subjects.
import { sql } from 'drizzle-orm';
import { AppError } from '@tm/shared/errors';
import { MSG } from '@tm/shared/messages';
import type { TutorCardDto } from '@tm/shared/schemas/tutor-search';
import type { Db } from '../../db/client';
import type { AuthUser } from '../auth/tokens';
import { CARD_COLUMNS, isFavouriteColumn, rowsOf, toTutorCard, type CardRow } from './tutor-card';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Best matches first (decision; the spec only names the list): most shared subjects, then the
 * nearest hourly midpoint (a similar budget), then the newest. The tutor is never in their own
 * list. An unknown or unverified tutor answers "Tutor not found", as GET /api/get-tutor does.
 */
export async function getSimilarTutors(opts: {
  db: Db;
  viewer: AuthUser | null;
  tutorId: string;
  limit: number;
}): Promise<TutorCardDto[]> {
  if (!UUID.test(opts.tutorId)) throw new AppError('NOT_FOUND', MSG.tutorNotFound);
  const studentId = opts.viewer?.role === 'student' ? opts.viewer.id : null;
  const result = await opts.db.execute(sql`
    with target as (
      select user_id, category, subcategories, (min_price_inr_minor + max_price_inr_minor) as mid
      from tutor_profiles where user_id = ${opts.tutorId} and verification_status = 'verified'
    )
    select ${CARD_COLUMNS}, ${isFavouriteColumn(studentId)}
    from target
    left join tutor_profiles p
      on p.verification_status = 'verified' and p.category = target.category
      and p.subcategories && target.subcategories and p.user_id <> target.user_id
    left join users u on u.id = p.user_id
    order by
      (select count(*) from unnest(p.subcategories) s where s = any(target.subcategories)) desc,
      abs((p.min_price_inr_minor + p.max_price_inr_minor) - target.mid) asc nulls last,
      p.created_at desc, p.user_id
    limit ${opts.limit}`);
  // The left join keeps one (empty) row when the tutor exists but has no similar tutors.
  const rows = rowsOf<CardRow>(result);
  if (rows.length === 0) throw new AppError('NOT_FOUND', MSG.tutorNotFound);
  return rows.filter((r) => r.user_id !== null).map(toTutorCard);
}
