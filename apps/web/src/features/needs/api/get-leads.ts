// GET /api/leads: the needs a tutor was sent.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LeadList } from '@tm/shared/schemas/needs';
import { api } from '@/lib/api-client';
import { needKeys } from './needs-keys';

export const leadsQuery = queryOptions({
  queryKey: needKeys.leads,
  queryFn: async ({ signal }) => (await api.get<LeadList>('/leads', { signal })).data,
});

export function useLeads() {
  return useQuery(leadsQuery);
}
