// GET /api/needs: the student's needs, newest first.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { NeedList } from '@tm/shared/schemas/needs';
import { api } from '@/lib/api-client';
import { needKeys } from './needs-keys';

export const myNeedsQuery = queryOptions({
  queryKey: needKeys.mine,
  queryFn: async ({ signal }) => (await api.get<NeedList>('/needs', { signal })).data,
});

export function useMyNeeds() {
  return useQuery(myNeedsQuery);
}
