// POST /api/add-favorite and POST /api/remove-favorite (core-marketplace §7, body tutorId).
import { and, eq, sql } from 'drizzle-orm';
import { AppError } from '@tm/shared/errors';
import { MSG } from '@tm/shared/messages';
import type { Db } from '../../db/client';
import { favourites } from '../../db/schema/student-profiles';
import { rowsOf } from '../discovery/tutor-card';

export interface FavouriteOptions {
  db: Db;
  studentId: string;
  tutorId: string;
}

/**
 * Adds a verified tutor to the student's favourites. Adding twice is not an error (the heart is
 * already on); an unknown or unverified tutor answers "Tutor not found".
 */
export async function addFavourite({ db, studentId, tutorId }: FavouriteOptions): Promise<void> {
  await db.transaction(async (tx) => {
    const found = rowsOf(
      await tx.execute(
        sql`select 1 from tutor_profiles where user_id = ${tutorId} and verification_status = 'verified'`,
      ),
    );
    if (found.length === 0) throw new AppError('NOT_FOUND', MSG.tutorNotFound);
    await tx.insert(favourites).values({ studentId, tutorId }).onConflictDoNothing();
  });
}

/** Removes a tutor from the student's favourites; removing one that is not there is not an error. */
export async function removeFavourite({ db, studentId, tutorId }: FavouriteOptions): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .delete(favourites)
      .where(and(eq(favourites.studentId, studentId), eq(favourites.tutorId, tutorId)));
  });
}
