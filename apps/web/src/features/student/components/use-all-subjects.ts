// Every subject of the catalogue, for the dashboard's Subjects filter (core-marketplace §2: a
// student filters by subject whatever the category). The lookups give subjects per category, so
// this reads each category's list (cached by the shared lookup queries) and merges them; a name in
// two categories appears once. Lookups fail silently to empty lists (§8).
import { useQueries, useQuery } from '@tanstack/react-query';
import { categoriesQuery, subcategoriesQuery } from '@/lib/lookups';

export function useAllSubjects(): { options: string[]; isLoading: boolean } {
  const categories = useQuery(categoriesQuery);
  return useQueries({
    queries: (categories.data ?? []).map((c) => subcategoriesQuery(c)),
    combine: (results) => ({
      options: [...new Set(results.flatMap((r) => r.data ?? []))].sort((a, b) =>
        a.localeCompare(b, 'en'),
      ),
      isLoading: categories.isLoading || results.some((r) => r.isLoading),
    }),
  });
}
