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
} from '../constants/marketplace';
import { intParam, listParam } from './common';
import {
  MAX_RESULT_WINDOW,
  PRICE_FILTER_MAX,
  TUTOR_PAGE_SIZE,
  TUTOR_SEARCH_MESSAGES,
} from '../rules/tutor-filters';

// The URL side of a search lives without zod in rules/tutor-filters.ts; re-exported so
// the API and the tests keep one import.
export {
  MAX_RESULT_WINDOW,
  PRICE_FILTER_MAX,
  SEARCH_MAX_CHARS,
  TUTOR_PAGE_SIZE,
  TUTOR_SEARCH_MESSAGES,
  hasActiveFilters,
  tutorFiltersFromParams,
  tutorFiltersToParams,
  type ParamsReader,
  type TutorFilters,
} from '../rules/tutor-filters';

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
/** The sorts a client may ask for: §9's plus `relevance`. */
export const TUTOR_SORT_INPUTS = [...TUTOR_SORTS, RELEVANCE] as const;

/**
 * Names a client written to the spec may send: priceMin/priceMax for minPrice/maxPrice,
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
 * The filters of a search, one parser each, with their messages: the API reads its query with them
 * (a bad value is refused) and the dashboard reads its URL with them (a bad value is dropped).
 */
const filterFields = {
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
  ),
  minPrice: price,
  maxPrice: price,
  days: listParam(z.enum(DAYS, { error: TUTOR_SEARCH_MESSAGES.dayInvalid })),
  timeRanges: listParam(z.enum(TIME_FILTERS, { error: TUTOR_SEARCH_MESSAGES.timeRangeInvalid })),
};

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
      ...filterFields,
      subjects: filterFields.subjects.refine(
        (v) => v === undefined || new Set(v).size <= LIMITS.subjectFilterMax,
        { error: TUTOR_SEARCH_MESSAGES.tooManySubjects },
      ),
      sort: z.preprocess(
        blankToUndefined,
        z.enum(TUTOR_SORT_INPUTS, { error: TUTOR_SEARCH_MESSAGES.sortInvalid }).default('new'),
      ),
      /** The tutors similar to this one (the answer of GET /get-similar-tutors). */
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
    // `relevance`: text rank when there is a search, else newest.
    .transform(({ sort, ...q }) => ({
      ...q,
      sort: sort === RELEVANCE ? ('new' as const) : sort,
      ...(sort === RELEVANCE && q.search ? { rankBySearch: true as const } : {}),
    })),
);
export type GetTutorsQuery = z.output<typeof getTutorsQuerySchema>;

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
