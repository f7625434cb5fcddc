import { sql } from 'drizzle-orm';
import { DEFAULT_TIMEZONE } from '@tm/shared/constants/marketplace';
import type { Db } from '../../db/client';
import type { AuthUser } from '../auth/tokens';

/**
 * Counts a view of a tutor's profile towards totalViews (core-marketplace §3 Dashboard insights):
 * at most one per viewer per day (the day in India, §9 default zone), never the tutor's own.
 * Decision: admins' views are not counted either; they are staff reviewing, not the audience.
 * The insert and the increment are one statement, so a repeated or concurrent view cannot count
 * twice (the primary key is tutor, viewer, day).
 */
export async function recordProfileView(
  db: Pick<Db, 'execute'>,
  opts: { tutorId: string; viewer: Pick<AuthUser, 'id' | 'role'> },
): Promise<boolean> {
  if (opts.viewer.id === opts.tutorId || opts.viewer.role === 'admin') return false;
  const result = await db.execute(sql`
    with inserted as (
      insert into profile_views (tutor_id, viewer_id, view_date)
      values (${opts.tutorId}, ${opts.viewer.id}, (now() at time zone ${DEFAULT_TIMEZONE})::date)
      on conflict do nothing
      returning tutor_id
    )
    update tutor_profiles set total_views = total_views + 1
    where user_id in (select tutor_id from inserted)
    returning user_id`);
  return (result as unknown as { rows: unknown[] }).rows.length > 0;
}
