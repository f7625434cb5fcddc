// GET /api/dev/accounts: the demo accounts the developer sign-in panel offers.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DemoAccount } from '@tm/shared/schemas/user';
import { api } from '@/lib/api-client';

export async function getDevAccounts(): Promise<DemoAccount[]> {
  return (await api.get<DemoAccount[]>('/dev/accounts')).data;
}

export const devAccountsQueryOptions = queryOptions({
  queryKey: ['dev-accounts'],
  queryFn: getDevAccounts,
  staleTime: Infinity,
});

export function useDevAccounts(enabled: boolean) {
  return useQuery({ ...devAccountsQueryOptions, enabled });
}
