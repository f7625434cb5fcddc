// GET /api/tutors/:id/response-stats: how often and how fast a tutor answers students' needs.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ResponseStats } from '@tm/shared/schemas/needs';
import { api } from '@/lib/api-client';

export const responseStatsQuery = (tutorId: string) =>
  queryOptions({
    queryKey: ['tutors', tutorId, 'response-stats'],
    queryFn: async ({ signal }) =>
      (await api.get<ResponseStats>(`/tutors/${tutorId}/response-stats`, { signal })).data,
    staleTime: 5 * 60_000,
  });

export function useResponseStats(tutorId: string) {
  return useQuery(responseStatsQuery(tutorId));
}
