import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * Recomputes tutor_profiles.search_text for one tutor (or all when no id is given) from what the
 * student dashboard's search box matches (core-marketplace §2: name, subject, description): the
 * name, category, subjects, headline and bio (languages and specialisation are not searched, so
 * "English" finds English tutors, not everyone who speaks it). Call it in the same transaction as
 * any write that changes a tutor's name, subjects, category, headline or bio.
 */
export async function refreshTutorSearchText(
  db: Pick<Db, 'execute'>,
  tutorId?: string,
): Promise<void> {
  await db.execute(sql`
    update tutor_profiles p set search_text = lower(concat_ws(' ',
      u.full_name, p.category, array_to_string(p.subcategories, ' '), p.headline, p.bio))
    from users u
    where u.id = p.user_id ${tutorId ? sql`and p.user_id = ${tutorId}` : sql``}`);
}
