// GET /api/get-tutors (core-marketplace §2 Student dashboard, §7): a search, one page at a time
// (the dashboard loads the next page as the student scrolls).
import { infiniteQueryOptions, keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import {
  TUTOR_PAGE_SIZE,
  tutorFiltersToParams,
  type TutorFilters,
} from '@tm/shared/rules/tutor-filters';
import type { GetTutorsResponse } from '@tm/shared/schemas/tutor-search';
import { api } from '@/lib/api-client';
import { tutorKeys } from '@/entities/tutor/query-keys';

export async function getTutors(
  filters: TutorFilters,
  page: number,
  signal?: AbortSignal,
): Promise<GetTutorsResponse> {
  const { data } = await api.get<GetTutorsResponse>('/get-tutors', {
    query: { ...tutorFiltersToParams(filters), page, limit: TUTOR_PAGE_SIZE },
    signal,
  });
  return data;
}

export const tutorSearchQueryOptions = (filters: TutorFilters) =>
  infiniteQueryOptions({
    // The key is the canonical URL form of the filters: the same search shares one cache entry.
    queryKey: tutorKeys.search(tutorFiltersToParams(filters)),
    queryFn: ({ pageParam, signal }) => getTutors(filters, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pagination.hasMore ? last.pagination.page + 1 : undefined),
  });

/** While a changed search loads, the previous results stay on screen (dimmed by the page). */
export function useTutorSearch(filters: TutorFilters) {
  return useInfiniteQuery({
    ...tutorSearchQueryOptions(filters),
    placeholderData: keepPreviousData,
  });
}
