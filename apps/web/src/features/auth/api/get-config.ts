// GET /api/config: which sign-in methods this deployment offers.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

// TODO(shared): this wire shape belongs in @tm/shared (e.g. schemas/config.ts AppConfigDto).
export interface AppConfig {
  /** Null when Google sign-in is not configured. */
  googleClientId: string | null;
  /** Development and demo deployments: sign in as a demo account or any email. */
  devSignIn: boolean;
}

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
