// GET /api/pages/{key}: a policy page's server-supplied HTML, {key, title, html, updatedAt}.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PolicyPageKey } from '@tm/shared/constants/page-meta';
import type { PageDto } from '@tm/shared/schemas/content';
import { api } from '@/lib/api-client';

export async function getPage(key: PolicyPageKey) {
  return (await api.get<PageDto>(`/pages/${key}`)).data;
}

export const pageQueryOptions = (key: PolicyPageKey) =>
  queryOptions({ queryKey: ['page', key], queryFn: () => getPage(key) });

export function usePage(key: PolicyPageKey) {
  return useQuery(pageQueryOptions(key));
}
