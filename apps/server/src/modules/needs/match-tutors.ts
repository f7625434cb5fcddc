// The ranked tutors for a need, computed in the database (docs/decisions/get-matched.md). Hard
// filters first (verified, teaches the subject at the level, offers the mode; home tutoring in
// Bengaluru near the need's pincode), on the partial GIN index of verified tutors' subjects; then
// each factor of rules/need-matching.ts as a 0..1 column, ordered by the weighted sum built from
// MATCH_WEIGHTS, so the SQL and matchScore cannot drift apart.
import { sql, type SQL } from 'drizzle-orm';
import {
  HOME_TUTORING_CITY_ALIASES,
  ONLINE_TUTORING,
  timeSlotLabel,
  type TutoringMode,
} from '@tm/shared/constants/marketplace';
import { NEED_LIMITS } from '@tm/shared/constants/needs';
import {
  MATCH_WEIGHTS,
  NEW_TUTOR_RESPONSE_RATE,
  RECENCY_DAYS,
  REVIEWS_FULL_AT,
  matchReason,
  type MatchFactor,
  type MatchFactors,
} from '@tm/shared/rules/need-matching';
import type { Db } from '../../db/client';
import type { Tx } from '../payments/tx';
import { rowsOf } from '../discovery/tutor-card';

export interface MatchInput {
  subject: string;
  level: string;
  mode: TutoringMode;
  pincode: string | null;
  days: readonly string[];
  times: readonly string[];
  budgetInrMinor: number | null;
  /** Who posted the need: a tutor either of them blocked (in messages) is never matched. */
  studentId: string | null;
}

export interface RankedTutor {
  tutorId: string;
  tutorName: string;
  factors: MatchFactors;
  score: number;
  reason: string;
}

interface Row extends Record<MatchFactor, number> {
  user_id: string;
  full_name: string;
  free_days: string[] | string;
  free_times: string[] | string;
  score: number;
}

const textArray = (v: string[] | string): string[] =>
  Array.isArray(v) ? v : v.replace(/^{|}$/g, '').split(',').filter(Boolean);

/** A text[] parameter as one array literal (the same on node-postgres and PGlite). */
export const textArrayParam = (values: readonly string[]) =>
  sql`${`{${values.map((v) => `"${v.replace(/["\\]/g, '\\$&')}"`).join(',')}}`}::text[]`;
const arr = textArrayParam;

function weightedSum(): SQL {
  const terms = (Object.keys(MATCH_WEIGHTS) as MatchFactor[]).map(
    (k) => sql`${sql.raw(String(MATCH_WEIGHTS[k]))} * least(1, greatest(0, ${sql.identifier(k)}))`,
  );
  return sql.join(terms, sql` + `);
}

/** Hard filters: who may be matched at all. */
function eligible(n: MatchInput): SQL {
  const filters = [
    sql`p.verification_status = 'verified'`,
    sql`p.subcategories @> ${arr([n.subject])}`,
    sql`p.teaching_level = ${n.level}`,
    sql`p.tutoring_modes @> ${arr([n.mode])}`,
  ];
  if (n.studentId)
    filters.push(sql`not exists (select 1 from conversation_blocks b
      where (b.blocker_id = ${n.studentId} and b.blocked_id = p.user_id)
         or (b.blocker_id = p.user_id and b.blocked_id = ${n.studentId}))`);
  if (n.mode !== ONLINE_TUTORING && n.pincode) {
    // Home tutoring and at-tutor-place: one of the tutor's pincodes in the need's postal district.
    filters.push(
      sql`exists (select 1 from unnest(string_to_array(coalesce(p.pincodes, ''), ',')) c where left(c, 3) = ${n.pincode.slice(0, 3)})`,
    );
    if (n.mode === 'Home Tutoring')
      filters.push(
        sql`lower(coalesce(p.city, '')) in (${sql.join(
          HOME_TUTORING_CITY_ALIASES.map((c) => sql`${c.toLowerCase()}`),
          sql`, `,
        )})`,
      );
  }
  return sql.join(filters, sql` and `);
}

/** The ranked list (best first; ties by tutor id so the order is stable). */
export async function matchTutors(
  db: Db | Tx,
  need: MatchInput,
  opts: { limit?: number; now?: Date } = {},
): Promise<RankedTutor[]> {
  const now = opts.now ?? new Date();
  const pin = need.pincode ?? '';
  const nearness =
    need.mode === ONLINE_TUTORING || !need.pincode
      ? sql`0::float8`
      : sql`(case when ${pin} = any(string_to_array(coalesce(p.pincodes, ''), ',')) then 1 else 0.5 end)::float8`;
  const result = await db.execute(sql`
    with cand as (
      select p.user_id, p.avl_days, p.avl_time, p.pincodes, p.min_price_inr_minor,
             p.rating_avg, p.rating_count, p.updated_at,
             s.told, s.answered, s.last_answered_at, ${nearness} as nearness
      from tutor_profiles p
      left join tutor_response_stats s on s.tutor_id = p.user_id
      where ${eligible(need)}
    ), f as (
      select user_id,
        array(select unnest(avl_days) intersect select unnest(${arr(need.days)})) as free_days,
        array(select unnest(avl_time) intersect select unnest(${arr(need.times)})) as free_times,
        nearness,
        (case when ${need.budgetInrMinor}::int is null then 1
              when min_price_inr_minor is null then 0
              when min_price_inr_minor <= ${need.budgetInrMinor}::int then 1 else 0 end)::float8 as price,
        (coalesce(rating_avg, 0) / 5)::float8 as rating,
        least(1, ln(1 + rating_count) / ln(1 + ${REVIEWS_FULL_AT}))::float8 as reviews,
        (case when coalesce(told, 0) = 0 then ${NEW_TUTOR_RESPONSE_RATE}
              else answered::float8 / told end)::float8 as "responseRate",
        greatest(0, 1 - extract(epoch from (${now.toISOString()}::timestamptz
              - coalesce(last_answered_at, updated_at))) / ${RECENCY_DAYS * 86400})::float8 as recency
      from cand
    ), g as (
      select f.*,
        (cardinality(free_days)::float8 / ${need.days.length})
          * (cardinality(free_times)::float8 / ${need.times.length}) as availability
      from f
    ), ranked as (
      select g.*, (${weightedSum()})::float8 as score
      from g
      order by score desc, user_id
      limit ${opts.limit ?? NEED_LIMITS.matchListMax}
    )
    -- Names only for the page of results, not for every candidate.
    select ranked.*, u.full_name
    from ranked join users u on u.id = ranked.user_id
    order by ranked.score desc, ranked.user_id`);
  return rowsOf<Row>(result).map((r) => {
    const factors = Object.fromEntries(
      (Object.keys(MATCH_WEIGHTS) as MatchFactor[]).map((k) => [k, Number(r[k])]),
    ) as MatchFactors;
    const freeDays = textArray(r.free_days);
    const freeTimes = textArray(r.free_times);
    return {
      tutorId: r.user_id,
      tutorName: r.full_name,
      factors,
      score: Number(r.score),
      reason: matchReason({
        subject: need.subject,
        mode: need.mode,
        nearness: factors.nearness,
        freeDays: need.days.filter((d) => freeDays.includes(d)),
        freeSlotLabels: need.times.filter((t) => freeTimes.includes(t)).map(timeSlotLabel),
        withinBudget: need.budgetInrMinor === null ? null : factors.price === 1,
      }),
    };
  });
}
