// POST /api/needs/:id/offer and /decline: a tutor the need was sent to answers it once. The need
// must still be open (as of now, so an expired one is refused before the sweeper runs); an offer's
// price must be within the tutor's hourly range; a tutor sends at most offersPerDayMax offers a
// day. The answer updates the tutor's response stats in the same transaction.
import { and, eq, gte, sql } from 'drizzle-orm';
import { AppError } from '@tm/shared/errors';
import { NEED_LIMITS } from '@tm/shared/constants/needs';
import { needStatusAsOf } from '@tm/shared/rules/need-status';
import {
  NEED_MESSAGES as M,
  type DeclineNeedRequest,
  type SendOfferRequest,
} from '@tm/shared/schemas/needs';
import type { Db } from '../../db/client';
import { needMatches, needResponses, tutorResponseStats } from '../../db/schema/needs';
import { tutorProfiles } from '../../db/schema/tutor-profiles';
import { users } from '../../db/schema/users';
import type { Viewer } from '../access/booking-access';
import { loadNeedFor, whereOwnTutorRows } from '../access/need-access';
import type { Tx } from '../payments/tx';
import { newOfferMail, sendAll, type NeedMailContext } from './need-mail';

const DAY_MS = 24 * 60 * 60 * 1000;

type Answer =
  { kind: 'offer'; offer: SendOfferRequest } | { kind: 'decline'; decline: DeclineNeedRequest };

export async function answerNeed(opts: {
  db: Db;
  viewer: Viewer;
  needId: string;
  answer: Answer;
  mail: NeedMailContext;
  now?: Date;
}): Promise<void> {
  const now = opts.now ?? new Date();
  const mail = await opts.db.transaction(async (tx) => {
    const { need } = await loadNeedFor({
      db: tx,
      viewer: opts.viewer,
      needId: opts.needId,
      action: 'answer',
      lock: true,
    });
    if (needStatusAsOf(need, now) !== 'open') throw new AppError('CONFLICT', M.notOpen);
    const [already] = await tx
      .select({ id: needResponses.id })
      .from(needResponses)
      .where(
        and(eq(needResponses.needId, need.id), whereOwnTutorRows(opts.viewer, 'need_responses')),
      )
      .limit(1);
    if (already) throw new AppError('CONFLICT', M.offerTwice);

    const a = opts.answer;
    if (a.kind === 'offer') {
      // The tutor's own row serialises their offers, so the daily count cannot be raced past.
      const [tutor] = await tx
        .select()
        .from(tutorProfiles)
        .where(eq(tutorProfiles.userId, opts.viewer.id))
        .for('update');
      const [sent] = await tx
        .select({ n: sql<number>`count(*)::int` })
        .from(needResponses)
        .where(
          and(
            whereOwnTutorRows(opts.viewer, 'need_responses'),
            eq(needResponses.kind, 'offer'),
            gte(needResponses.createdAt, new Date(now.getTime() - DAY_MS)),
          ),
        );
      if ((sent?.n ?? 0) >= NEED_LIMITS.offersPerDayMax)
        throw new AppError('TOO_MANY_REQUESTS', M.offersToday);
      const min = tutor?.minHourChargeMinor ?? null;
      const max = tutor?.maxHourChargeMinor ?? null;
      if ((min !== null && a.offer.priceMinor < min) || (max !== null && a.offer.priceMinor > max))
        throw new AppError('BAD_REQUEST', M.offerPriceRange);
      await tx.insert(needResponses).values({
        needId: need.id,
        tutorId: opts.viewer.id,
        kind: 'offer',
        message: a.offer.message,
        priceMinor: a.offer.priceMinor,
        currency: tutor?.currency ?? 'INR',
        proposedSlots: a.offer.proposedSlots,
        freeTrial: a.offer.freeTrial,
        createdAt: now,
      });
    } else {
      await tx.insert(needResponses).values({
        needId: need.id,
        tutorId: opts.viewer.id,
        kind: 'decline',
        message: a.decline.note,
        declineReason: a.decline.reason,
        createdAt: now,
      });
    }
    await recordAnswer(tx, need.id, opts.viewer.id, now);
    if (a.kind !== 'offer') return null;
    const [people] = await tx
      .select({ email: users.email, fullName: users.fullName })
      .from(users)
      .where(eq(users.id, need.studentId));
    const [me] = await tx
      .select({ fullName: users.fullName })
      .from(users)
      .where(eq(users.id, opts.viewer.id));
    return people
      ? newOfferMail(
          people,
          { ...need, startDate: String(need.startDate) },
          me?.fullName ?? 'A tutor',
          opts.mail.appUrl,
        )
      : null;
  });
  if (mail) await sendAll(opts.mail, [mail]);
}

/** Marks the match answered and rewrites the tutor's response rate and median response time. */
async function recordAnswer(tx: Tx, needId: string, tutorId: string, now: Date): Promise<void> {
  await tx
    .update(needMatches)
    .set({ answeredAt: now })
    .where(and(eq(needMatches.needId, needId), eq(needMatches.tutorId, tutorId)));
  const [agg] = await tx
    .select({
      answered: sql<number>`count(${needMatches.answeredAt})::int`,
      median: sql<
        number | null
      >`percentile_cont(0.5) within group (order by extract(epoch from (${needMatches.answeredAt} - ${needMatches.notifiedAt})) / 60)`,
    })
    .from(needMatches)
    .where(and(eq(needMatches.tutorId, tutorId), sql`${needMatches.answeredAt} is not null`));
  const median =
    agg?.median === null || agg?.median === undefined ? null : Math.round(Number(agg.median));
  await tx
    .insert(tutorResponseStats)
    .values({
      tutorId,
      told: 1,
      answered: agg?.answered ?? 1,
      medianResponseMinutes: median,
      lastAnsweredAt: now,
    })
    .onConflictDoUpdate({
      target: tutorResponseStats.tutorId,
      set: { answered: agg?.answered ?? 1, medianResponseMinutes: median, lastAnsweredAt: now },
    });
}
