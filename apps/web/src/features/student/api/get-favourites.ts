// GET /api/get-favorites (core-marketplace §7: param limit; tutors, each marked favourite).
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { GetTutorsResponse } from '@tm/shared/schemas/tutor-search';
import { api } from '@/lib/api-client';
import { tutorKeys } from '@/entities/tutor/query-keys';

const PAGE_SIZE = 24;

export async function getFavourites(
  page: number,
  signal?: AbortSignal,
): Promise<GetTutorsResponse> {
  return (
    await api.get<GetTutorsResponse>('/get-favorites', {
      query: { page, limit: PAGE_SIZE },
      signal,
    })
  ).data;
}

export const favouritesQueryOptions = infiniteQueryOptions({
  queryKey: tutorKeys.favourites,
  queryFn: ({ pageParam, signal }) => getFavourites(pageParam, signal),
  initialPageParam: 1,
  getNextPageParam: (last) => (last.pagination.hasMore ? last.pagination.page + 1 : undefined),
});

export function useFavourites() {
  return useInfiniteQuery(favouritesQueryOptions);
}
