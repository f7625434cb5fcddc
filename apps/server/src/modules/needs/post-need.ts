// POST /api/needs: a student posts a need. Checks the catalogue and the start date, the open-needs
// and daily limits (serialised per student by locking their row), stores the need with its INR
// budget, ranks the tutors in the database, tells the best NEED_LIMITS.notifyFirst, and mails them
// after the commit.
import { and, eq, gte, sql } from 'drizzle-orm';
import { AppError } from '@tm/shared/errors';
import { NEED_LIMITS } from '@tm/shared/constants/needs';
import { todayIn } from '@tm/shared/rules/dates';
import { needExpiresAt } from '@tm/shared/rules/need-status';
import { rateInEffect, toInrMinor } from '@tm/shared/rules/currency';
import { NEED_MESSAGES as M, type NeedDto, type PostNeedRequest } from '@tm/shared/schemas/needs';
import type { Db } from '../../db/client';
import { categories, subcategories } from '../../db/schema/catalogue';
import { needMatches, needs } from '../../db/schema/needs';
import { users } from '../../db/schema/users';
import type { Viewer } from '../access/booking-access';
import { whereNeedOwner } from '../access/need-access';
import { loadInrRates } from '../tutors/price-inr';
import { matchTutors } from './match-tutors';
import { notifyNextMatches } from './notify-matches';
import { sendAll, type NeedMailContext } from './need-mail';
import { toNeedDto } from './need-dto';

const DAY_MS = 24 * 60 * 60 * 1000;

export async function postNeed(opts: {
  db: Db;
  viewer: Viewer;
  request: PostNeedRequest;
  mail: NeedMailContext;
  now?: Date;
}): Promise<NeedDto> {
  const { db, viewer, request: r } = opts;
  const now = opts.now ?? new Date();
  if (r.startDate < todayIn(r.timezone, now)) throw new AppError('BAD_REQUEST', M.startDatePast);

  const { dto, mails } = await db.transaction(async (tx) => {
    const [known] = await tx
      .select({ one: sql<number>`1` })
      .from(subcategories)
      .innerJoin(categories, eq(categories.id, subcategories.categoryId))
      .where(and(eq(categories.name, r.category), eq(subcategories.name, r.subject)))
      .limit(1);
    if (!known) throw new AppError('BAD_REQUEST', M.subjectUnknown);

    // One student's posts are counted one at a time, so two at once cannot both pass the limit.
    await tx.select({ id: users.id }).from(users).where(eq(users.id, viewer.id)).for('update');
    const [counts] = await tx
      .select({
        open: sql<number>`count(*) filter (where ${needs.status} = 'open' and ${needs.expiresAt} > ${now.toISOString()}::timestamptz)::int`,
        today: sql<number>`count(*) filter (where ${needs.createdAt} > ${new Date(now.getTime() - DAY_MS).toISOString()}::timestamptz)::int`,
      })
      .from(needs)
      .where(
        and(
          whereNeedOwner(viewer),
          // Older needs are expired and posted before the last day: neither count can include them.
          gte(needs.createdAt, new Date(now.getTime() - NEED_LIMITS.expiryDays * DAY_MS)),
        ),
      );
    if ((counts?.open ?? 0) >= NEED_LIMITS.openNeedsMax)
      throw new AppError('CONFLICT', M.tooManyOpen);
    if ((counts?.today ?? 0) >= NEED_LIMITS.needsPerDayMax)
      throw new AppError('TOO_MANY_REQUESTS', M.tooManyToday);

    const rates = await loadInrRates(tx);
    const budgetInrMinor =
      r.budgetMinor === null
        ? null
        : toInrMinor(
            r.budgetMinor,
            r.currency,
            rateInEffect(rates, r.currency, now.toISOString().slice(0, 10)),
          );
    const pincode = r.mode === 'Online Tutoring' ? null : r.pincode;
    const [need] = await tx
      .insert(needs)
      .values({
        studentId: viewer.id,
        category: r.category,
        subject: r.subject,
        level: r.level,
        mode: r.mode,
        pincode,
        days: r.days,
        times: r.times,
        timezone: r.timezone,
        budgetMinor: r.budgetMinor,
        budgetInrMinor,
        currency: r.currency,
        startDate: r.startDate,
        details: r.details,
        postedAs: r.postedAs,
        createdAt: now,
        updatedAt: now,
        expiresAt: needExpiresAt(now),
      })
      .returning();
    const ranked = await matchTutors(
      tx,
      { ...r, pincode, budgetInrMinor, studentId: viewer.id },
      { now, limit: NEED_LIMITS.matchListMax },
    );
    if (ranked.length)
      await tx.insert(needMatches).values(
        ranked.map((m, i) => ({
          needId: need!.id,
          tutorId: m.tutorId,
          rank: i + 1,
          score: m.score,
          reason: m.reason,
        })),
      );
    const mails = await notifyNextMatches({ tx, need: need!, now, appUrl: opts.mail.appUrl });
    return { dto: toNeedDto(need!, 0, now), mails };
  });
  await sendAll(opts.mail, mails);
  return dto;
}
