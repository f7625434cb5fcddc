// what a new request is refused for beyond the form's checks, and the trial
// question the booking form asks first. Both read shared rules: rules/trial.ts (which trials
// count) and rules/booking-clash.ts (which classes hold the tutor's time).
import { and, eq } from 'drizzle-orm';
import { AppError } from '@tm/shared/errors';
import { CLASH_MESSAGES } from '@tm/shared/rules/booking-clash';
import { formatDateLabel, formatTimeRange } from '@tm/shared/rules/booking-time';
import { TRIAL_MESSAGES, TRIAL_USED_STATUSES } from '@tm/shared/rules/trial';
import type { TrialAvailability } from '@tm/shared/schemas/classes';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import type { AuthUser } from '../auth/tokens';
import { statusAsOfIn } from './status-as-of';
import { findTutorClash, type ClashCandidate } from './tutor-clash';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** Whether the student has a trial with this tutor that counts (rules/trial.ts), as of `now`. */
async function hasUsedTrial(db: Db | Tx, studentId: string, tutorId: string, now: Date) {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(
      and(
        eq(bookings.studentId, studentId),
        eq(bookings.tutorId, tutorId),
        eq(bookings.isTrial, true),
        statusAsOfIn(TRIAL_USED_STATUSES, now),
      ),
    )
    .limit(1);
  return Boolean(row);
}

/**
 * Refuses a second trial (409 TRIAL_USED). Run inside submit's transaction after its per-student,
 * per-tutor advisory lock, so two trial requests sent at once are checked one after the other.
 */
export async function assertTrialAvailable(
  tx: Tx,
  studentId: string,
  tutorId: string,
  now: Date,
): Promise<void> {
  if (await hasUsedTrial(tx, studentId, tutorId, now))
    throw new AppError('CONFLICT', TRIAL_MESSAGES.used, { code: 'TRIAL_USED' });
}

/**
 * Refuses a request overlapping a class the tutor already holds (409 SLOT_TAKEN). The student is
 * told which of their sessions is taken, never whose class it is. Accept re-checks under the
 * tutor's row lock, so a class accepted meanwhile is still caught there.
 */
export async function assertSlotFree(tx: Tx, candidate: ClashCandidate, now: Date): Promise<void> {
  const clash = await findTutorClash(tx, candidate, now);
  if (!clash) return;
  const when = `${formatDateLabel(clash.mine.date)}, ${formatTimeRange(candidate.startTime, candidate.endTime)} ${candidate.timezone}`;
  throw new AppError('CONFLICT', CLASH_MESSAGES.slotTaken(when), { code: 'SLOT_TAKEN' });
}

/** GET /check-trial-availability?tutorId: whether the signed-in student may still book a trial. */
export async function checkTrialAvailability(opts: {
  db: Db;
  user: AuthUser;
  tutorId?: string;
  now?: Date;
}): Promise<TrialAvailability> {
  // Asked once per student (no tutor): trials need a complete profile, as booking one does.
  if (!opts.tutorId) return { canTakeTrial: opts.user.isFormSubmitted };
  const used = await hasUsedTrial(opts.db, opts.user.id, opts.tutorId, opts.now ?? new Date());
  return { canTakeTrial: !used };
}
