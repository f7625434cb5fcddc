// GET /api/config: which sign-in methods this deployment offers.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PublicConfig } from '@tm/shared/contract/system';
import { api } from '@/lib/api-client';

/** What this deployment offers (contract/system.ts). */
export type AppConfig = PublicConfig;

export async function getConfig(): Promise<AppConfig> {
  return (await api.get<AppConfig>('/config')).data;
}

export const configQueryOptions = queryOptions({
  queryKey: ['config'],
  queryFn: getConfig,
  staleTime: Infinity,
});

export function useConfig() {
  return useQuery(configQueryOptions);
}
