// GET /api/get-tutors (core-marketplace §2 Student dashboard, §7, §9 sorts): filter, sort and page in
// the database. Only verified tutors are listed.
import { sql, type SQL } from 'drizzle-orm';
import type { TutorSort } from '@tm/shared/constants/marketplace';
import {
  MAX_RESULT_WINDOW,
  SIMILAR_TUTORS_MAX,
  type GetTutorsQuery,
  type GetTutorsResponse,
  type TutorFilters,
} from '@tm/shared/schemas/tutor-search';
import type { Db } from '../../db/client';
import type { AuthUser } from '../auth/tokens';
import { toMinor } from '../../lib/money';
import { CARD_COLUMNS, isFavouriteColumn, rowsOf, toTutorCard, type CardRow } from './tutor-card';
import { COUNT_CAP, isKnownLarge, rememberLarge } from './count-cache';
import { getSimilarTutors } from './similar-tutors';
import { notBlockedBy } from '../messages/blocked-tutors';
import { searchDictionary } from './search-dictionary';
import { correctSearch, searchGroups, searchWords, toTsquery } from './search-terms';

/**
 * The WHERE clause of a search over `tutor_profiles p`.
 * - Text (`tsquery`, made by search-terms.ts from what was typed): the tutor's weighted full-text
 *   vector (subjects, category, name, headline, level, languages, bio; English stemming; kept by
 *   a database trigger) matches it, through the GIN index on search_vector.
 * - mode, subjects, days, timeRanges: the tutor has any of the given values (`&&` on the arrays,
 *   checked inside the sort indexes, which carry these columns; subjects also have a GIN index).
 *   timeRanges compares availability slot labels ('6-9').
 * - Price (INR per hour): the tutor's hourly range in INR (min/max_price_inr_minor, turned with the
 *   configured rate: modules/tutors/price-inr.ts) overlaps [minPrice, maxPrice]. a USD
 *   20–40 tutor is ₹1,670–3,340, not 20–40.
 */
export function tutorSearchWhere(
  f: TutorFilters,
  tsquery: string | null,
  text: 'index' | 'filter' = 'index',
): SQL {
  const conds: SQL[] = [sql`p.verification_status = 'verified'`];
  // 'filter': the same match as a function call, which no index serves, so the planner walks the
  // rating index and checks each row (broad relevance searches, see rankedQuery).
  if (tsquery)
    conds.push(
      text === 'index'
        ? sql`p.search_vector @@ to_tsquery('english', ${tsquery})`
        : sql`ts_match_vq(p.search_vector, to_tsquery('english', ${tsquery}))`,
    );
  if (f.mode?.length) conds.push(sql`p.tutoring_modes && ${textArray(f.mode)}`);
  if (f.subjects?.length) conds.push(sql`p.subcategories && ${textArray(f.subjects)}`);
  if (f.days?.length) conds.push(sql`p.avl_days && ${textArray(f.days)}`);
  if (f.timeRanges?.length) conds.push(sql`p.avl_time && ${textArray(f.timeRanges)}`);
  if (f.minPrice !== undefined) conds.push(sql`p.max_price_inr_minor >= ${toMinor(f.minPrice)}`);
  if (f.maxPrice !== undefined) conds.push(sql`p.min_price_inr_minor <= ${toMinor(f.maxPrice)}`);
  return sql.join(conds, sql` and `);
}

/** A text[] literal built from parameters (one array parameter is not portable across drivers). */
function textArray(values: readonly string[]): SQL {
  return sql`array[${sql.join(
    [...new Set(values)].map((v) => sql`${v}`),
    sql`, `,
  )}]::text[]`;
}

/**
 * §9 sorts. Price sorts use the midpoint of min and max hourly charge in INR; min+max orders the same and
 * is what the index holds. Ties break on the tutor id so pages never overlap or skip. The
 * directions are exactly the index's, forwards or backwards (price-high is the index read
 * backwards: DESC NULLS FIRST), or PostgreSQL sorts the whole table instead. A verified tutor
 * always has an hourly range (the tutor form requires it), so the NULLs order never shows.
 */
export function tutorSearchOrder(sort: TutorSort): SQL {
  switch (sort) {
    case 'price-low':
      return sql`(p.min_price_inr_minor + p.max_price_inr_minor) asc, p.user_id asc`;
    case 'price-high':
      return sql`(p.min_price_inr_minor + p.max_price_inr_minor) desc, p.user_id desc`;
    case 'rating':
      // the order of tutor_profiles_verified_rating_idx exactly.
      return sql`p.rating_avg desc nulls last, p.rating_count desc, p.user_id desc`;
    default:
      return sql`p.created_at desc, p.user_id desc`;
  }
}

/** The sort keys the `page` rows carry out of the index. */
function pageKeys(sort: TutorSort): SQL {
  if (sort === 'new') return sql`p.created_at`;
  if (sort === 'rating') return sql`p.rating_avg, p.rating_count`;
  return sql`(p.min_price_inr_minor + p.max_price_inr_minor) as mid`;
}

/** The same order over the `page` rows (sort keys carried out of the index). */
function pageOrder(sort: TutorSort): SQL {
  switch (sort) {
    case 'price-low':
      return sql`page.mid asc, page.user_id asc`;
    case 'price-high':
      return sql`page.mid desc, page.user_id desc`;
    case 'rating':
      return sql`page.rating_avg desc nulls last, page.rating_count desc, page.user_id desc`;
    default:
      return sql`page.created_at desc, page.user_id desc`;
  }
}

export interface GetTutorsOptions {
  db: Db;
  /** null for a guest (guests may search). */
  viewer: AuthUser | null;
  query: GetTutorsQuery;
}

/**
 * Relevance is ranked over at most this many matches, so a search matching 20,000 tutors ranks
 * 1,000 rows, not 20,000. Relevance pages end there. When fewer match (the count says so), they
 * all come from the text index; when more match, the best-rated ones, read in the rating index's
 * order and checked one by one, which stops at the thousandth match (at 100,000 tutors "science":
 * 44 ms instead of 147 ms for sorting all 27,000 matches by rating, under load ~24; a rare word
 * the other way round would walk the whole rating index, hence the count decides).
 */
export const RELEVANCE_CANDIDATES = 1000;

/**
 * `sort=relevance` with a search: text rank first (ts_rank with the vector's weights: a subject or
 * category match counts ten times a bio mention, the name and headline four times, level and
 * languages twice), then rating, reviews, newest. Bounded: the rank is computed over the
 * RELEVANCE_CANDIDATES best-rated matches only.
 */
function rankedQuery(
  query: GetTutorsQuery,
  where: SQL,
  tsquery: string,
  studentId: string | null,
  offset: number,
): SQL {
  return sql`
    with cand as (
      select p.user_id, p.search_vector, p.rating_avg, p.rating_count, p.created_at
      from tutor_profiles p
      where ${where}
      order by p.rating_avg desc nulls last, p.rating_count desc, p.user_id desc
      limit ${RELEVANCE_CANDIDATES}
    ), page as (
      select cand.user_id, ts_rank(cand.search_vector, to_tsquery('english', ${tsquery})) as rank,
        cand.rating_avg, cand.rating_count, cand.created_at
      from cand
      order by rank desc, cand.rating_avg desc nulls last, cand.rating_count desc,
        cand.created_at desc, cand.user_id desc
      limit ${query.limit + 1} offset ${offset}
    )
    select ${CARD_COLUMNS}, ${isFavouriteColumn(studentId)}
    from page
    join tutor_profiles p on p.user_id = page.user_id
    join users u on u.id = p.user_id
    order by page.rank desc, page.rating_avg desc nulls last, page.rating_count desc,
      page.created_at desc, page.user_id desc`;
}

/** `similarTo={id}`: the similar-tutors answer, as one page. */
async function similarAsPage(
  db: Db,
  viewer: AuthUser | null,
  query: GetTutorsQuery,
): Promise<GetTutorsResponse> {
  const tutors = await getSimilarTutors({
    db,
    viewer,
    tutorId: query.similarTo!,
    limit: Math.min(query.limit, SIMILAR_TUTORS_MAX),
  });
  return {
    tutors,
    pagination: {
      page: 1,
      limit: query.limit,
      total: tutors.length,
      totalExact: true,
      pages: 1,
      hasMore: false,
    },
  };
}

/**
 * From this offset on, a page is found in two steps (idsFirstQuery), so the rows stepped over are
 * skipped inside the index. Below it one plain query is cheaper: less to plan, and the few rows it
 * steps over cost little. (Measured at 100,000 tutors: using two steps for selective filters at
 * small offsets won on some searches and lost on others; not worth the rule.)
 */
const DEEP_OFFSET = 500;

/** One query: the page's rows with their card columns (limit + 1, to know whether more follow). */
function nearPageQuery(
  query: GetTutorsQuery,
  where: SQL,
  studentId: string | null,
  offset: number,
): SQL {
  return sql`
    select ${CARD_COLUMNS}, ${isFavouriteColumn(studentId)}
    from tutor_profiles p
    join users u on u.id = p.user_id
    where ${where}
    order by ${tutorSearchOrder(query.sort)}
    limit ${query.limit + 1} offset ${offset}`;
}

/**
 * Two steps: the page's ids come from the sort index alone (sort keys, user_id and the filter
 * columns are in it), then card columns are read for those rows only, so the rows stepped over
 * are never read from the table.
 */
function idsFirstQuery(
  query: GetTutorsQuery,
  where: SQL,
  studentId: string | null,
  offset: number,
): SQL {
  return sql`
    with page as (
      select p.user_id, ${pageKeys(query.sort)}
      from tutor_profiles p
      where ${where}
      order by ${tutorSearchOrder(query.sort)}
      limit ${query.limit + 1} offset ${offset}
    )
    select ${CARD_COLUMNS}, ${isFavouriteColumn(studentId)}
    from page
    join tutor_profiles p on p.user_id = page.user_id
    join users u on u.id = p.user_id
    order by ${pageOrder(query.sort)}`;
}

/**
 * A text search not known to be broad: its matches (at most COUNT_CAP) come from the text index,
 * are sorted and paged among themselves, and their number comes back on every row, so a narrow
 * search is one statement with an exact total. When COUNT_CAP match, the search is broad and the
 * caller reads the page from the sort index instead (the rows here would be an arbitrary part).
 */
function narrowTextQuery(
  query: GetTutorsQuery,
  where: SQL,
  studentId: string | null,
  offset: number,
): SQL {
  return sql`
    with m as materialized (
      select p.user_id, ${pageKeys(query.sort)}
      from tutor_profiles p
      where ${where}
      limit ${COUNT_CAP}
    ), page as (
      select * from m as page
      order by ${pageOrder(query.sort)}
      limit ${query.limit + 1} offset ${offset}
    )
    select ${CARD_COLUMNS}, ${isFavouriteColumn(studentId)},
      (select count(*) from m)::int as match_count
    from page
    join tutor_profiles p on p.user_id = page.user_id
    join users u on u.id = p.user_id
    order by ${pageOrder(query.sort)}`;
}

/**
 * The filters that decide which tutors match (not sort or page), in a stable form. The text is
 * keyed by its query, so "maths", "Maths" and "math tutor" share one count.
 */
function filterKey(f: TutorFilters, tsquery: string | null): string {
  const list = (v?: readonly string[]) => (v?.length ? [...new Set(v)].sort() : undefined);
  return JSON.stringify([
    tsquery,
    list(f.mode),
    list(f.subjects),
    f.minPrice,
    f.maxPrice,
    list(f.days),
    list(f.timeRanges),
  ]);
}

/**
 * Matches counted up to COUNT_CAP: the scan stops there, so a broad search costs no more than a
 * narrow one. Searches known to reach the cap are remembered for a minute (count-cache.ts).
 */
async function countUpToCap(db: Db, where: SQL, key: string): Promise<number> {
  if (isKnownLarge(db, key)) return COUNT_CAP;
  const result = await db.execute(
    sql`select count(*)::int as n from (select 1 from tutor_profiles p where ${where} limit ${COUNT_CAP}) m`,
  );
  const n = Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
  if (n >= COUNT_CAP) rememberLarge(db, key);
  return n;
}

/**
 * One page of tutors and its pagination.
 * - The page reads limit + 1 rows, so `hasMore` is exact (and false where the next page would
 *   pass the result window, MAX_RESULT_WINDOW).
 * - `total` is exact when the page shows the end of the list, or when fewer than COUNT_CAP tutors
 *   match. Otherwise it is a lower bound (`totalExact: false`; the dashboard says "1,000+").
 *   Decision (docs/decisions/tutor-search.md): an exact count of 50,000 matches costs a scan of
 *   50,000 rows on every request, and no student reads past the first few pages.
 */
export async function getTutors({
  db,
  viewer,
  query,
}: GetTutorsOptions): Promise<GetTutorsResponse> {
  if (query.similarTo) return similarAsPage(db, viewer, query);
  // A search of symbols only ("%", "_") has nothing to look for: nobody, rather than everybody.
  if (query.search && searchWords(query.search).length === 0) return nobody(query);
  const dict = query.search ? await searchDictionary(db) : null;
  const tsquery = dict ? toTsquery(searchGroups(query.search!, dict)) : null;
  const found = await pageOf(db, viewer, query, tsquery);
  // Nobody found: try the search with its unknown words corrected ("mathematcs" → "mathematics").
  if (dict && found.pagination.total === 0 && query.page === 1) {
    const corrected = correctSearch(query.search!, dict);
    const fixed = corrected ? toTsquery(searchGroups(corrected, dict)) : null;
    if (corrected && fixed && fixed !== tsquery) {
      const retry = await pageOf(db, viewer, query, fixed);
      if (retry.pagination.total > 0) return { ...retry, correctedSearch: corrected };
    }
  }
  return found;
}

async function pageOf(
  db: Db,
  viewer: AuthUser | null,
  query: GetTutorsQuery,
  tsquery: string | null,
): Promise<GetTutorsResponse> {
  const studentId = viewer?.role === 'student' ? viewer.id : null;
  // A student's blocked tutors are left out of their search (modules/messages).
  const where = sql`${tutorSearchWhere(query, tsquery)} and ${notBlockedBy(studentId)}`;
  const offset = (query.page - 1) * query.limit;
  const ranked = query.rankBySearch && tsquery !== null;
  // Relevance pages end with the ranked candidates.
  const window = ranked ? RELEVANCE_CANDIDATES : MAX_RESULT_WINDOW;
  if (ranked && offset >= window) return emptyPage(query, window);
  const key = filterKey(query, tsquery);
  // A text search, unless known to be broad: one statement from the text index, exact total.
  if (!ranked && tsquery !== null && !isKnownLarge(db, key)) {
    const narrow = rowsOf<CardRow & { match_count: number }>(
      await db.execute(narrowTextQuery(query, where, studentId, offset)),
    );
    const matches = narrow.length ? Number(narrow[0]!.match_count) : null;
    if (matches !== null && matches < COUNT_CAP) return pageFrom(query, narrow, matches, true);
    if (matches === null && offset === 0) return pageFrom(query, [], 0, true);
    if (matches !== null) rememberLarge(db, key);
  }
  // Relevance needs the count first, to choose how candidates are read (RELEVANCE_CANDIDATES).
  const known = ranked || tsquery !== null ? await countUpToCap(db, where, key) : null;
  // A broad text search reads its page in the sort index's order, checking each row's text (the
  // matches are dense, so it stops soon); from the text index it would sort every match.
  const broadWhere =
    tsquery !== null && known! >= COUNT_CAP ? tutorSearchWhere(query, tsquery, 'filter') : where;
  const result = await db.execute(
    ranked
      ? rankedQuery(query, broadWhere, tsquery, studentId, offset)
      : offset >= DEEP_OFFSET
        ? idsFirstQuery(query, broadWhere, studentId, offset)
        : nearPageQuery(query, broadWhere, studentId, offset),
  );
  const rows = rowsOf<CardRow>(result);
  // The next page must exist and lie inside the result window.
  const hasMore = rows.length > query.limit && (query.page + 1) * query.limit <= window;
  const tutors = rows.slice(0, query.limit).map(toTutorCard);

  let total: number;
  let totalExact = true;
  if (rows.length <= query.limit && (tutors.length > 0 || offset === 0)) {
    total = offset + tutors.length;
  } else {
    const counted = known ?? (await countUpToCap(db, where, key));
    const seen = tutors.length ? offset + rows.length : 0;
    totalExact = counted < COUNT_CAP;
    // Rows may change between the two reads; the total never contradicts the page.
    total = Math.max(counted, seen);
  }
  return {
    tutors,
    pagination: {
      page: query.page,
      limit: query.limit,
      total,
      totalExact,
      pages: Math.max(1, Math.ceil(total / query.limit)),
      hasMore,
    },
  };
}

/** A page of a narrow text search, whose total is exact. */
function pageFrom(
  query: GetTutorsQuery,
  rows: CardRow[],
  total: number,
  totalExact: boolean,
): GetTutorsResponse {
  return {
    tutors: rows.slice(0, query.limit).map(toTutorCard),
    pagination: {
      page: query.page,
      limit: query.limit,
      total,
      totalExact,
      pages: Math.max(1, Math.ceil(total / query.limit)),
      hasMore: rows.length > query.limit && (query.page + 1) * query.limit <= MAX_RESULT_WINDOW,
    },
  };
}

function nobody(query: GetTutorsQuery): GetTutorsResponse {
  return {
    tutors: [],
    pagination: {
      page: query.page,
      limit: query.limit,
      total: 0,
      totalExact: true,
      pages: 1,
      hasMore: false,
    },
  };
}

function emptyPage(query: GetTutorsQuery, total: number): GetTutorsResponse {
  return {
    tutors: [],
    pagination: {
      page: query.page,
      limit: query.limit,
      total,
      totalExact: false,
      pages: Math.max(1, Math.ceil(total / query.limit)),
      hasMore: false,
    },
  };
}
