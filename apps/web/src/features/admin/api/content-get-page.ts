// GET /api/admin/pages/{key}: the policy page being edited, as stored. Visitors' read (GET
// /api/pages/{key}) shows the cancellation policy's terms in place of their placeholder, which the
// editor must keep, so the editor reads the stored text.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PolicyPageKey } from '@tm/shared/constants/page-meta';
import type { PageDto } from '@tm/shared/schemas/content';
import { api } from '@/lib/api-client';

export async function getPolicyPageSource(key: PolicyPageKey) {
  return (await api.get<PageDto>(`/admin/pages/${key}`)).data;
}

export const policyPageSourceQueryOptions = (key: PolicyPageKey) =>
  queryOptions({ queryKey: ['admin', 'page', key], queryFn: () => getPolicyPageSource(key) });

export function usePolicyPage(key: PolicyPageKey) {
  return useQuery(policyPageSourceQueryOptions(key));
}
