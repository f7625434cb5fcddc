// core-marketplace §2 Student dashboard: a search's filters as URL parameters and back. No zod here
//: the dashboard reads its URL with these, and the validation library stays out of the
// discovery route's download. The API validates the same parameters with getTutorsQuerySchema
// (schemas/tutor-search.ts), which re-exports everything below.
import { listItems } from './list-items';
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
/** Decision: a dashboard page holds 12 cards (3 rows of 4 at 1280 px, 6 of 2 at 768 px). */
export const TUTOR_PAGE_SIZE = 12;
/**
 * Paging stops at the first 10,000 results of a search (page × limit): a request for page 100,000
 * would make the database step over every row before it. Nobody scrolls that far; a narrower
 * search finds them faster. (Search engines do the same, e.g. Elasticsearch's max_result_window.)
 */
export const MAX_RESULT_WINDOW = 10_000;
/** A price filter beyond any real hourly rate is refused rather than overflowing minor units. */
export const PRICE_FILTER_MAX = 10_000_000;

const includes = <T extends string>(values: readonly T[], value: string): value is T =>
  (values as readonly string[]).includes(value);

/** A single-valued parameter: the value, or nothing when it is repeated. */
const one = (value: string | string[] | undefined) =>
  typeof value === 'string' ? value : undefined;

/** A list parameter as the API reads it (list-items.ts), as trimmed strings. */
function list(value: string | string[] | undefined): string[] | undefined {
  return listItems(value)
    ?.map((item) => String(item).trim())
    .filter(Boolean);
}

/** A price filter in major units: a number from 0 to PRICE_FILTER_MAX, blank meaning none. */
function price(value: string | string[] | undefined): number | undefined {
  const text = one(value)?.trim();
  if (!text) return undefined;
  const n = Number(text);
  return Number.isFinite(n) && n >= 0 && n <= PRICE_FILTER_MAX ? n : undefined;
}

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
  const raw: Record<string, string | string[]> = {};
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
    if (all.length) raw[key] = all.length === 1 ? all[0]! : all;
  }
  const out: TutorFilters = {};
  const search = one(raw.search)?.trim();
  if (search && search.length <= SEARCH_MAX_CHARS) out.search = search;
  const mode = list(raw.mode);
  if (mode?.every((m) => includes(TUTORING_MODES, m))) out.mode = mode as TutoringMode[];
  const subjects = list(raw.subjects);
  if (subjects?.every((s) => s.length <= 100)) out.subjects = subjects;
  const minPrice = price(raw.minPrice);
  if (minPrice !== undefined) out.minPrice = minPrice;
  const maxPrice = price(raw.maxPrice);
  if (maxPrice !== undefined) out.maxPrice = maxPrice;
  const days = list(raw.days);
  if (days?.every((d) => includes(DAYS, d))) out.days = days as Day[];
  const timeRanges = list(raw.timeRanges);
  if (timeRanges?.every((t) => includes(TIME_FILTERS, t)))
    out.timeRanges = timeRanges as TimeSlot[];
  const sort = one(raw.sort);
  if (sort !== undefined && includes(TUTOR_SORTS, sort)) out.sort = sort;
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
