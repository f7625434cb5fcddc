// Time-driven steps of needs, idempotent like the booking sweeper: open needs past their expiry
// become `expired` (one conditional UPDATE); open needs told more than widenAfterHours ago with
// fewer than widenBelowOffers offers tell their next batch of matches. Screens never wait for it:
// they read the status as of now (rules/need-status.ts).
import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { NEED_LIMITS } from '@tm/shared/constants/needs';
import { NEED_TRANSITIONS } from '@tm/shared/rules/need-status';
import type { Db } from '../../db/client';
import { needs } from '../../db/schema/needs';
import { notifyNextMatches } from './notify-matches';
import { sendAll, type NeedMailContext } from './need-mail';

const HOUR_MS = 60 * 60 * 1000;

export async function sweepNeeds(
  db: Db,
  mail: NeedMailContext,
  now = new Date(),
): Promise<{ expired: number; widened: number }> {
  const t = NEED_TRANSITIONS.expire;
  const expired = await db
    .update(needs)
    .set({ status: t.to, updatedAt: now })
    .where(and(inArray(needs.status, [...t.from]), lte(needs.expiresAt, now)))
    .returning({ id: needs.id });

  const due = await db
    .select({ id: needs.id })
    .from(needs)
    .where(
      and(
        eq(needs.status, 'open'),
        lte(needs.lastWidenedAt, new Date(now.getTime() - NEED_LIMITS.widenAfterHours * HOUR_MS)),
        sql`(select count(*) from need_responses r where r.need_id = ${needs.id} and r.kind = 'offer') < ${NEED_LIMITS.widenBelowOffers}`,
        sql`exists (select 1 from need_matches m where m.need_id = ${needs.id} and m.notified_at is null)`,
      ),
    )
    .limit(100);
  let widened = 0;
  for (const { id } of due) {
    const mails = await db.transaction(async (tx) => {
      const [need] = await tx.select().from(needs).where(eq(needs.id, id)).for('update');
      // Another process may have widened or closed it in between.
      if (!need || need.status !== 'open') return [];
      if (
        need.lastWidenedAt &&
        need.lastWidenedAt.getTime() > now.getTime() - NEED_LIMITS.widenAfterHours * HOUR_MS
      )
        return [];
      return notifyNextMatches({ tx, need, now, appUrl: mail.appUrl });
    });
    if (mails.length) widened++;
    await sendAll(mail, mails);
  }
  return { expired: expired.length, widened };
}
