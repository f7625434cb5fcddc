// GET /api/pages/{key}: the policy page being edited (the public read; admins edit what visitors see).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PolicyPageKey } from '@tm/shared/constants/page-meta';
import type { PageDto } from '@tm/shared/schemas/content';
import { api } from '@/lib/api-client';

export async function getPolicyPage(key: PolicyPageKey) {
  return (await api.get<PageDto>(`/pages/${key}`)).data;
}

/** The same cache entry as the public page, so a save shows on the site at once. */
export const policyPageQueryOptions = (key: PolicyPageKey) =>
  queryOptions({ queryKey: ['page', key], queryFn: () => getPolicyPage(key) });

export function usePolicyPage(key: PolicyPageKey) {
  return useQuery(policyPageQueryOptions(key));
}
