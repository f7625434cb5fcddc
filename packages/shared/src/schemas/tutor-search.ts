// core-marketplace §2 Student dashboard (tutor discovery), §7 GET /get-tutors and §9 (sorts, limits).
// One schema reads the query on the server and the URL on the dashboard, so a shared link and a
// reload give the same search.
import { z } from 'zod';
import {
  DAYS,
  LIMITS,
  SEARCH_MAX_CHARS,
  TIME_FILTERS,
  TUTORING_MODES,
  TUTOR_SORTS,
  type Day,
  type TimeSlot,
  type TutorSort,
  type TutoringMode,
} from '../constants/marketplace';
import { intParam, listParam } from './common';

export const TUTOR_SEARCH_MESSAGES = {
  searchTooLong: 'Search text must be at most 100 characters.',
  tooManySubjects: `You can filter by at most ${LIMITS.subjectFilterMax} subjects.`,
  subjectInvalid: 'Each subject must be 1 to 100 characters.',
  modeInvalid: `Mode must be one of: ${TUTORING_MODES.join(', ')}.`,
  dayInvalid: `Days must be among: ${DAYS.join(', ')}.`,
  timeRangeInvalid: `Time ranges must be among: ${TIME_FILTERS.join(', ')}.`,
  sortInvalid: `Sort must be one of: ${TUTOR_SORTS.join(', ')}, relevance.`,
  priceInvalid: 'Price must be a number of 0 or more.',
  priceOrder: 'Minimum price cannot be more than maximum price.',
  tooDeep:
    'Only the first 10000 tutors of a search can be paged through. Please narrow your search.',
} as const;

export { SEARCH_MAX_CHARS };
/** Decision (issue 4): a dashboard page holds 12 cards (3 rows of 4 at 1280 px, 6 of 2 at 768 px). */
export const TUTOR_PAGE_SIZE = 12;
/**
 * Paging stops at the first 10,000 results of a search (page × limit): a request for page 100,000
 * would make the database step over every row before it. Nobody scrolls that far; a narrower
 * search finds them faster. (Search engines do the same, e.g. Elasticsearch's max_result_window.)
 */
export const MAX_RESULT_WINDOW = 10_000;
/** A price filter beyond any real hourly rate is refused rather than overflowing minor units. */
export const PRICE_FILTER_MAX = 10_000_000;

/** Query strings carry "" for a cleared field; treat it as absent. */
const blankToUndefined = (v: unknown) => (typeof v === 'string' && v.trim() === '' ? undefined : v);

const price = z.preprocess(
  blankToUndefined,
  z.coerce
    .number({ error: TUTOR_SEARCH_MESSAGES.priceInvalid })
    .finite({ error: TUTOR_SEARCH_MESSAGES.priceInvalid })
    .min(0, { error: TUTOR_SEARCH_MESSAGES.priceInvalid })
    .max(PRICE_FILTER_MAX, { error: `Price must be at most ${PRICE_FILTER_MAX}.` })
    .optional(),
);

const RELEVANCE = 'relevance';
/** The sorts a client may ask for: §9's plus `relevance` (issue 13). */
export const TUTOR_SORT_INPUTS = [...TUTOR_SORTS, RELEVANCE] as const;

/**
 * Names a client written to the spec may send (issue 13): priceMin/priceMax for minPrice/maxPrice,
 * sortBy for sort. The usual name wins when both are sent.
 */
function tutorQueryAliases(value: unknown): unknown {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return value;
  const { priceMin, priceMax, sortBy, ...rest } = value as Record<string, unknown>;
  return {
    ...rest,
    minPrice: rest.minPrice ?? priceMin,
    maxPrice: rest.maxPrice ?? priceMax,
    sort: rest.sort ?? sortBy,
  };
}

/**
 * GET /api/get-tutors query. List parameters accept repeated keys, `key[]` and comma lists.
 * - `mode`, `subjects`, `days`, `timeRanges`: a tutor matches when it has ANY of the values given
 *   (a student choosing Mon and Sat wants a tutor free on either day).
 * - `minPrice`/`maxPrice` (major units): the tutor's hourly range overlaps [minPrice, maxPrice].
 * - `page` is 1-based (decision: the first page is 1; 0 is refused with a clear message, so a
 *   client that thinks 0-based finds out at once instead of silently seeing page 1 twice).
 * - Also `priceMin`/`priceMax`/`sortBy` (aliases), `sort=relevance` and `similarTo={tutorId}`.
 * - `limit` defaults to 12 and accepts up to 1000 (§9 list limit; the original client sends only
 *   `limit`). page × limit may not pass MAX_RESULT_WINDOW.
 */
export const getTutorsQuerySchema = z.preprocess(
  tutorQueryAliases,
  z
    .object({
      search: z.preprocess(
        blankToUndefined,
        z
          .string()
          .trim()
          .max(SEARCH_MAX_CHARS, { error: TUTOR_SEARCH_MESSAGES.searchTooLong })
          .optional(),
      ),
      mode: listParam(z.enum(TUTORING_MODES, { error: TUTOR_SEARCH_MESSAGES.modeInvalid })),
      subjects: listParam(
        z
          .string({ error: TUTOR_SEARCH_MESSAGES.subjectInvalid })
          .trim()
          .min(1, { error: TUTOR_SEARCH_MESSAGES.subjectInvalid })
          .max(100, { error: TUTOR_SEARCH_MESSAGES.subjectInvalid }),
      ).refine((v) => v === undefined || new Set(v).size <= LIMITS.subjectFilterMax, {
        error: TUTOR_SEARCH_MESSAGES.tooManySubjects,
      }),
      minPrice: price,
      maxPrice: price,
      days: listParam(z.enum(DAYS, { error: TUTOR_SEARCH_MESSAGES.dayInvalid })),
      timeRanges: listParam(
        z.enum(TIME_FILTERS, { error: TUTOR_SEARCH_MESSAGES.timeRangeInvalid }),
      ),
      sort: z.preprocess(
        blankToUndefined,
        z.enum(TUTOR_SORT_INPUTS, { error: TUTOR_SEARCH_MESSAGES.sortInvalid }).default('new'),
      ),
      /** The tutors similar to this one (the answer of GET /get-similar-tutors), issue 13. */
      similarTo: z.preprocess(
        blankToUndefined,
        z.string().trim().max(100, { error: 'Tutor id is too long.' }).optional(),
      ),
      page: z.preprocess(
        blankToUndefined,
        intParam({ min: 1, max: 1_000_000, default: 1, label: 'Page' }),
      ),
      limit: z.preprocess(
        blankToUndefined,
        intParam({ min: 1, max: LIMITS.listLimitMax, default: TUTOR_PAGE_SIZE, label: 'Limit' }),
      ),
    })
    .refine(
      (q) => q.minPrice === undefined || q.maxPrice === undefined || q.minPrice <= q.maxPrice,
      {
        error: TUTOR_SEARCH_MESSAGES.priceOrder,
        path: ['maxPrice'],
      },
    )
    .refine((q) => q.page * q.limit <= MAX_RESULT_WINDOW, {
      error: TUTOR_SEARCH_MESSAGES.tooDeep,
      path: ['page'],
    })
    // `relevance`: text rank when there is a search, else newest (issue 13).
    .transform(({ sort, ...q }) => ({
      ...q,
      sort: sort === RELEVANCE ? ('new' as const) : sort,
      ...(sort === RELEVANCE && q.search ? { rankBySearch: true as const } : {}),
    })),
);
export type GetTutorsQuery = z.output<typeof getTutorsQuerySchema>;

/** The filters of a search without paging (what a shared link carries). */
export interface TutorFilters {
  search?: string;
  mode?: TutoringMode[];
  subjects?: string[];
  minPrice?: number;
  maxPrice?: number;
  days?: Day[];
  timeRanges?: TimeSlot[];
  sort?: TutorSort;
}

/**
 * Filters as URL parameters, in a stable order, leaving out empty values and the default sort, so
 * the same search always gives the same link (and the same query cache key). Lists are
 * comma-joined (subjects in the catalogue hold no commas; repeated keys also work).
 */
export function tutorFiltersToParams(f: TutorFilters): Record<string, string> {
  const p: Record<string, string> = {};
  const search = f.search?.trim();
  if (search) p.search = search;
  if (f.mode?.length) p.mode = f.mode.join(',');
  if (f.subjects?.length) p.subjects = f.subjects.join(',');
  if (f.minPrice !== undefined) p.minPrice = String(f.minPrice);
  if (f.maxPrice !== undefined) p.maxPrice = String(f.maxPrice);
  if (f.days?.length) p.days = f.days.join(',');
  if (f.timeRanges?.length) p.timeRanges = f.timeRanges.join(',');
  if (f.sort && f.sort !== 'new') p.sort = f.sort;
  return p;
}

/** What `tutorFiltersFromParams` reads: a URLSearchParams (kept structural: shared has no DOM types). */
export interface ParamsReader {
  getAll(name: string): string[];
}

/**
 * Reads filters from URL parameters leniently (a hand-edited link must not break the page): each
 * field that fails validation is dropped, the rest kept.
 */
export function tutorFiltersFromParams(params: ParamsReader): TutorFilters {
  const raw: Record<string, unknown> = {};
  for (const key of [
    'search',
    'mode',
    'subjects',
    'minPrice',
    'maxPrice',
    'days',
    'timeRanges',
    'sort',
  ]) {
    const all = params.getAll(key);
    if (all.length) raw[key] = all.length === 1 ? all[0] : all;
  }
  const out: TutorFilters = {};
  const fields = {
    search: z.preprocess(blankToUndefined, z.string().trim().max(SEARCH_MAX_CHARS).optional()),
    mode: listParam(z.enum(TUTORING_MODES)),
    subjects: listParam(z.string().trim().min(1).max(100)),
    minPrice: price,
    maxPrice: price,
    days: listParam(z.enum(DAYS)),
    timeRanges: listParam(z.enum(TIME_FILTERS)),
    sort: z.enum(TUTOR_SORTS).optional(),
  };
  for (const [key, schema] of Object.entries(fields)) {
    const r = schema.safeParse(raw[key]);
    if (r.success && r.data !== undefined) (out as Record<string, unknown>)[key] = r.data;
  }
  if (out.subjects) out.subjects = [...new Set(out.subjects)].slice(0, LIMITS.subjectFilterMax);
  if (out.minPrice !== undefined && out.maxPrice !== undefined && out.minPrice > out.maxPrice)
    delete out.maxPrice;
  return out;
}

/** True when any filter (other than the sort) narrows the search. */
export function hasActiveFilters(f: TutorFilters): boolean {
  return Boolean(
    f.search?.trim() ||
    f.mode?.length ||
    f.subjects?.length ||
    f.minPrice !== undefined ||
    f.maxPrice !== undefined ||
    f.days?.length ||
    f.timeRanges?.length,
  );
}

// ---- The other discovery and favourites requests ----

/** GET /api/get-tutor?id= (a malformed id answers "Tutor not found", like an unknown one). */
export const getTutorQuerySchema = z.object({
  id: z
    .string({ error: 'Tutor id is required.' })
    .trim()
    .min(1, { error: 'Tutor id is required.' })
    .max(100, { error: 'Tutor id is too long.' }),
});

/** GET /api/get-similar-tutors?id=&limit= (Similar Profiles on the detail page). */
export const SIMILAR_TUTORS_DEFAULT = 4;
export const SIMILAR_TUTORS_MAX = 12;
export const getSimilarTutorsQuerySchema = getTutorQuerySchema.extend({
  limit: z.preprocess(
    blankToUndefined,
    intParam({ min: 1, max: SIMILAR_TUTORS_MAX, default: SIMILAR_TUTORS_DEFAULT, label: 'Limit' }),
  ),
});

/** POST /api/add-favorite and /api/remove-favorite (§7 body tutorId). */
export const favouriteRequestSchema = z.object({
  tutorId: z.uuid({ error: 'tutorId must be a tutor id.' }),
});
export type FavouriteRequest = z.infer<typeof favouriteRequestSchema>;

/** GET /api/get-favorites (§7 param limit; page added for paging, 1-based as get-tutors). */
export const getFavouritesQuerySchema = z.object({
  page: z.preprocess(
    blankToUndefined,
    intParam({ min: 1, max: 1_000_000, default: 1, label: 'Page' }),
  ),
  limit: z.preprocess(
    blankToUndefined,
    intParam({ min: 1, max: LIMITS.listLimitMax, default: TUTOR_PAGE_SIZE, label: 'Limit' }),
  ),
});

// The wire shapes are zod schemas in the response contract; their types are read from there.
export type {
  TutorCardDto,
  TutorPagination,
  GetTutorsResponse,
  TutorDetailDto,
} from '../contract/discovery';
