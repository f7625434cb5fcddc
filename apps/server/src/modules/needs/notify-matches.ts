// Tells the next batch of a need's ranked matches: sets notified_at (from then on they see it in
// Leads and may answer), counts it in their response stats, and returns the mails to send after
// commit. Used when a need is posted and when the sweeper widens a need few tutors answered.
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import { NEED_LIMITS } from '@tm/shared/constants/needs';
import type { MailMessage } from '../../ports/mail';
import { needMatches, needs, tutorResponseStats } from '../../db/schema/needs';
import { users } from '../../db/schema/users';
import type { Tx } from '../payments/tx';
import { newLeadMail } from './need-mail';

export async function notifyNextMatches(opts: {
  tx: Tx;
  need: typeof needs.$inferSelect;
  now: Date;
  appUrl?: string;
}): Promise<MailMessage[]> {
  const { tx, need, now } = opts;
  const next = await tx
    .select({
      tutorId: needMatches.tutorId,
      reason: needMatches.reason,
      email: users.email,
      fullName: users.fullName,
    })
    .from(needMatches)
    .innerJoin(users, eq(users.id, needMatches.tutorId))
    .where(and(eq(needMatches.needId, need.id), isNull(needMatches.notifiedAt)))
    .orderBy(asc(needMatches.rank))
    .limit(NEED_LIMITS.notifyFirst);
  if (next.length === 0) return [];
  for (const m of next) {
    await tx
      .update(needMatches)
      .set({ notifiedAt: now })
      .where(and(eq(needMatches.needId, need.id), eq(needMatches.tutorId, m.tutorId)));
    await tx
      .insert(tutorResponseStats)
      .values({ tutorId: m.tutorId, told: 1 })
      .onConflictDoUpdate({
        target: tutorResponseStats.tutorId,
        set: { told: sql`${tutorResponseStats.told} + 1` },
      });
  }
  await tx
    .update(needs)
    .set({ notifiedCount: need.notifiedCount + next.length, lastWidenedAt: now, updatedAt: now })
    .where(eq(needs.id, need.id));
  return next.map((m) =>
    newLeadMail({ email: m.email, fullName: m.fullName }, need, m.reason, opts.appUrl),
  );
}
