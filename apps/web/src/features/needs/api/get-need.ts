// GET /api/needs/:id: one need with its offers (the student's view).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NeedDetail } from '@tm/shared/schemas/needs';
import { api } from '@/lib/api-client';
import { needKeys } from './needs-keys';

export const needQuery = (id: string) =>
  queryOptions({
    queryKey: needKeys.one(id),
    queryFn: async ({ signal }) => (await api.get<NeedDetail>(`/needs/${id}`, { signal })).data,
  });

export function useNeed(id: string) {
  return useQuery(needQuery(id));
}
