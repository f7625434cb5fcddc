import { describe, expect, it } from 'vitest';

// Node's URLSearchParams (shared compiles without DOM types).
declare const URLSearchParams: new (init?: string | Record<string, string>) => {
  toString(): string;
  getAll(name: string): string[];
};
import {
  getTutorsQuerySchema,
  hasActiveFilters,
  tutorFiltersFromParams,
  tutorFiltersToParams,
  TUTOR_SEARCH_MESSAGES,
} from './tutor-search';

const parse = (q: Record<string, unknown>) => getTutorsQuerySchema.safeParse(q);
const firstMessage = (q: Record<string, unknown>) => {
  const r = parse(q);
  return r.success ? null : r.error.issues[0]!.message;
};

describe('getTutorsQuerySchema', () => {
  it('gives defaults: sort new, page 1, limit 12', () => {
    expect(parse({}).data).toEqual({ sort: 'new', page: 1, limit: 12 });
  });

  it('reads every filter from query-string values', () => {
    const r = parse({
      search: '  Maths ',
      mode: 'Online Tutoring,Home Tutoring',
      subjects: ['Python', 'Java'],
      minPrice: '200',
      maxPrice: '1500.5',
      days: 'Mon,Sat',
      timeRanges: ['6-9', '18-21'],
      sort: 'price-high',
      page: '3',
      limit: '1000',
    });
    expect(r.data).toEqual({
      search: 'Maths',
      mode: ['Online Tutoring', 'Home Tutoring'],
      subjects: ['Python', 'Java'],
      minPrice: 200,
      maxPrice: 1500.5,
      days: ['Mon', 'Sat'],
      timeRanges: ['6-9', '18-21'],
      sort: 'price-high',
      page: 3,
      limit: 1000,
    });
  });

  it('treats blank values as absent', () => {
    expect(parse({ search: ' ', minPrice: '', sort: '', page: '', limit: '' }).data).toEqual({
      sort: 'new',
      page: 1,
      limit: 12,
    });
  });

  it('allows at most 5 distinct subjects', () => {
    expect(parse({ subjects: 'a,b,c,d,e' }).success).toBe(true);
    expect(parse({ subjects: 'a,b,c,d,e,a' }).success).toBe(true);
    expect(firstMessage({ subjects: 'a,b,c,d,e,f' })).toBe('You can filter by at most 5 subjects.');
  });

  it('refuses unknown modes, days, time ranges and sorts with the allowed values', () => {
    expect(firstMessage({ mode: 'Flying' })).toBe(
      'Mode must be one of: Home Tutoring, At Tutor Place, Online Tutoring.',
    );
    expect(firstMessage({ days: 'Monday' })).toBe(
      'Days must be among: Mon, Tue, Wed, Thu, Fri, Sat, Sun.',
    );
    expect(firstMessage({ timeRanges: '6-10' })).toBe(
      'Time ranges must be among: 0-3, 3-6, 6-9, 9-12, 12-15, 15-18, 18-21, 21-24.',
    );
    expect(firstMessage({ sort: 'cheap' })).toBe(
      'Sort must be one of: new, price-low, price-high, rating, relevance.',
    );
  });

  it('checks prices: numbers, not negative, min not above max', () => {
    expect(firstMessage({ minPrice: 'abc' })).toBe(TUTOR_SEARCH_MESSAGES.priceInvalid);
    expect(firstMessage({ minPrice: '-1' })).toBe(TUTOR_SEARCH_MESSAGES.priceInvalid);
    expect(firstMessage({ minPrice: '900', maxPrice: '800' })).toBe(
      'Minimum price cannot be more than maximum price.',
    );
    expect(parse({ minPrice: '800', maxPrice: '800' }).success).toBe(true);
  });

  it('bounds page and limit: page from 1, limit up to 1000', () => {
    expect(firstMessage({ page: '0' })).toBe('Page must be at least 1.');
    expect(firstMessage({ limit: '1001' })).toBe('Limit must be at most 1000.');
    expect(firstMessage({ limit: '0' })).toBe('Limit must be at least 1.');
    expect(firstMessage({ page: '1.5' })).toBe('Page must be a whole number.');
  });

  it('pages through the first 10,000 results only', () => {
    expect(parse({ page: '833', limit: '12' }).success).toBe(true); // up to result 9,996
    expect(firstMessage({ page: '834', limit: '12' })).toBe(
      'Only the first 10000 tutors of a search can be paged through. Please narrow your search.',
    );
    expect(parse({ page: '10', limit: '1000' }).success).toBe(true);
    expect(parse({ page: '11', limit: '1000' }).success).toBe(false);
  });

  it('limits search text to 100 characters', () => {
    expect(firstMessage({ search: 'x'.repeat(101) })).toBe(
      'Search text must be at most 100 characters.',
    );
  });
});

describe('filters in the URL', () => {
  it('round-trips filters through URL parameters', () => {
    const f = {
      search: 'maths',
      mode: ['Online Tutoring' as const],
      subjects: ['Python', 'JEE Main'],
      minPrice: 200,
      maxPrice: 900,
      days: ['Mon' as const],
      timeRanges: ['6-9' as const],
      sort: 'price-low' as const,
    };
    const params = new URLSearchParams(tutorFiltersToParams(f));
    expect(params.toString()).toBe(
      'search=maths&mode=Online+Tutoring&subjects=Python%2CJEE+Main&minPrice=200&maxPrice=900&days=Mon&timeRanges=6-9&sort=price-low',
    );
    expect(tutorFiltersFromParams(params)).toEqual(f);
  });

  it('leaves out empty values and the default sort', () => {
    expect(tutorFiltersToParams({ search: ' ', mode: [], sort: 'new' })).toEqual({});
  });

  it('drops only the bad parts of a hand-edited link', () => {
    const f = tutorFiltersFromParams(
      new URLSearchParams(
        'search=x&mode=Bogus&subjects=a,b,c,d,e,f&minPrice=500&maxPrice=100&sort=zzz&days=Tue',
      ),
    );
    expect(f).toEqual({
      search: 'x',
      subjects: ['a', 'b', 'c', 'd', 'e'],
      minPrice: 500,
      days: ['Tue'],
    });
  });

  it('knows when a filter is active', () => {
    expect(hasActiveFilters({ sort: 'price-high' })).toBe(false);
    expect(hasActiveFilters({ minPrice: 0 })).toBe(true);
    expect(hasActiveFilters({ days: ['Sun'] })).toBe(true);
  });
});
