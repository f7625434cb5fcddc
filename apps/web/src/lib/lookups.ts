// core-marketplace §7 lookups (categories, subcategories, countries, states, cities), shared by
// the tutor sign-up, the tutor account and the student account. §8: "category and location
// lookups fail silently to empty lists", so each hook yields [] on failure (and while loading).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from './api-client';

const DAY = 24 * 3600_000;

async function list(path: string): Promise<string[]> {
  try {
    const { data } = await api.get<string[]>(path);
    return Array.isArray(data) ? data : [];
  } catch {
    return [];
  }
}

const seg = encodeURIComponent;

export const categoriesQuery = queryOptions({
  queryKey: ['lookups', 'categories'],
  queryFn: () => list('/categories'),
  staleTime: 5 * 60_000,
});
export const subcategoriesQuery = (category: string) =>
  queryOptions({
    queryKey: ['lookups', 'subcategories', category],
    queryFn: () => list(`/categories/${seg(category)}/subcategories`),
    staleTime: 5 * 60_000,
  });
/** Every subject of every category, each once, sorted (GET /subjects). */
export const subjectsQuery = queryOptions({
  queryKey: ['lookups', 'subjects'],
  queryFn: () => list('/subjects'),
  staleTime: 5 * 60_000,
});
export const countriesQuery = queryOptions({
  queryKey: ['lookups', 'countries'],
  queryFn: () => list('/get-countries'),
  staleTime: DAY,
});
export const statesQuery = (country: string) =>
  queryOptions({
    queryKey: ['lookups', 'states', country],
    queryFn: () => list(`/get-states/${seg(country)}`),
    staleTime: DAY,
  });
export const citiesQuery = (country: string, state: string) =>
  queryOptions({
    queryKey: ['lookups', 'cities', country, state],
    queryFn: () => list(`/get-cities/${seg(country)}/${seg(state)}`),
    staleTime: DAY,
  });

export interface Lookup {
  options: string[];
  isLoading: boolean;
}
const EMPTY: string[] = [];
const asLookup = (q: { data?: string[]; isLoading: boolean }): Lookup => ({
  options: q.data ?? EMPTY,
  isLoading: q.isLoading,
});

export function useCategories(): Lookup {
  return asLookup(useQuery(categoriesQuery));
}
/** Subjects of a category; none until a category is chosen. */
export function useSubcategories(category: string | null | undefined): Lookup {
  return asLookup(useQuery({ ...subcategoriesQuery(category ?? ''), enabled: Boolean(category) }));
}
export function useCountries(): Lookup {
  return asLookup(useQuery(countriesQuery));
}
export function useStates(country: string | null | undefined): Lookup {
  return asLookup(useQuery({ ...statesQuery(country ?? ''), enabled: Boolean(country) }));
}
export function useCities(
  country: string | null | undefined,
  state: string | null | undefined,
): Lookup {
  return asLookup(
    useQuery({ ...citiesQuery(country ?? '', state ?? ''), enabled: Boolean(country && state) }),
  );
}
