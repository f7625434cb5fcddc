// The dashboard's URL reading without zod must read links as the API's schema does.
import { describe, expect, it } from 'vitest';
import { LIMITS } from '../constants/marketplace';
import { getTutorsQuerySchema } from '../schemas/tutor-search';
import { PRICE_FILTER_MAX, tutorFiltersFromParams, type ParamsReader } from './tutor-filters';

// The runtime's own URLSearchParams (shared compiles without DOM or Node types).
const { URLSearchParams } = globalThis as unknown as {
  URLSearchParams: new (query: string) => ParamsReader & Iterable<[string, string]>;
};

const read = (query: string) => tutorFiltersFromParams(new URLSearchParams(query));

describe('tutorFiltersFromParams', () => {
  it('reads lists as repeated keys, comma lists and JSON arrays, trimmed, empties dropped', () => {
    expect(read('days=Mon&days=Sat').days).toEqual(['Mon', 'Sat']);
    expect(read('subjects= Java , ,Python').subjects).toEqual(['Java', 'Python']);
    expect(read('subjects=["Java","Python"]').subjects).toEqual(['Java', 'Python']);
    expect(read('mode=').mode).toBeUndefined();
  });

  it('drops a list with any value the API would refuse', () => {
    expect(read('days=Mon,Funday').days).toBeUndefined();
    expect(read(`subjects=${'x'.repeat(101)}`).subjects).toBeUndefined();
    expect(read('timeRanges=6-9,25-26').timeRanges).toBeUndefined();
  });

  it('keeps prices from 0 to the ceiling, as numbers; blank, negative or other text is none', () => {
    expect(read('minPrice=0&maxPrice=1e3')).toEqual({ minPrice: 0, maxPrice: 1000 });
    expect(read(`maxPrice=${PRICE_FILTER_MAX + 1}`).maxPrice).toBeUndefined();
    expect(read('minPrice=-1').minPrice).toBeUndefined();
    expect(read('minPrice=abc').minPrice).toBeUndefined();
    expect(read('minPrice=%20').minPrice).toBeUndefined();
  });

  it('keeps at most the subject limit, each once, and only one search text', () => {
    const many = Array.from({ length: LIMITS.subjectFilterMax + 2 }, (_, i) => `S${i}`);
    expect(read(`subjects=S0,S0,${many.join(',')}`).subjects).toHaveLength(LIMITS.subjectFilterMax);
    expect(read('search=a&search=b').search).toBeUndefined();
    expect(read(`search=${'y'.repeat(101)}`).search).toBeUndefined();
  });

  it('reads a link the API accepts into the same filters the API reads', () => {
    const query = 'search=maths&mode=Online+Tutoring&subjects=Java,Python&days=Mon&sort=price-low';
    const api = getTutorsQuerySchema.parse(Object.fromEntries(new URLSearchParams(query)));
    const filters = read(query);
    expect(filters).toEqual({
      search: api.search,
      mode: api.mode,
      subjects: api.subjects,
      days: api.days,
      sort: api.sort,
    });
  });
});
