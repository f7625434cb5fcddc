// GET /api/get-tutor?id= (core-marketplace §2 Tutor detail page, §7): one verified tutor, and a
// profile view counted for the tutor's dashboard (§3 Dashboard insights totalViews).
import { sql } from 'drizzle-orm';
import { AppError } from '@tm/shared/errors';
import { MSG } from '@tm/shared/messages';
import type { TutorDetailDto } from '@tm/shared/schemas/tutor-search';
import type { Db } from '../../db/client';
import type { AuthUser } from '../auth/tokens';
import {
  CARD_COLUMNS,
  DETAIL_COLUMNS,
  isFavouriteColumn,
  rowsOf,
  toTutorDetail,
  type DetailRow,
} from './tutor-card';
import { recordProfileView } from './profile-views';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

export interface GetTutorOptions {
  db: Db;
  /** null for a guest: no contact-adjacent fields (pincodes) and no view counted. */
  viewer: AuthUser | null;
  tutorId: string;
}

/**
 * An unknown id, a malformed id and a tutor who is not verified all answer 404 "Tutor not found"
 * (§8): an unverified tutor is not public, and saying "exists but hidden" would leak that.
 */
export async function getTutor({ db, viewer, tutorId }: GetTutorOptions): Promise<TutorDetailDto> {
  if (!UUID.test(tutorId)) throw new AppError('NOT_FOUND', MSG.tutorNotFound);
  return db.transaction(async (tx) => {
    const studentId = viewer?.role === 'student' ? viewer.id : null;
    const result = await tx.execute(sql`
      select ${CARD_COLUMNS}, ${DETAIL_COLUMNS}, ${isFavouriteColumn(studentId)}
      from tutor_profiles p join users u on u.id = p.user_id
      where p.user_id = ${tutorId} and p.verification_status = 'verified' and u.role = 'tutor'`);
    const row = rowsOf<DetailRow>(result)[0];
    if (!row) throw new AppError('NOT_FOUND', MSG.tutorNotFound);
    // The views rule counts one view per signed-in viewer per day; guests are not counted (no
    // per-IP tracking), so a guest's page costs the same reads as a student's.
    if (!viewer) return { ...toTutorDetail(row), pincodes: null };
    await recordProfileView(tx, { tutorId, viewer });
    return toTutorDetail(row);
  });
}
