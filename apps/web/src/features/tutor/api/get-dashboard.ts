// GET /api/dashboard (core-marketplace §3 Dashboard insights, §7).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { DashboardInsights } from '@tm/shared/contract/admin';
import { api } from '@/lib/api-client';

export async function getDashboard(): Promise<DashboardInsights> {
  return (await api.get<DashboardInsights>('/dashboard')).data;
}

export const dashboardQuery = queryOptions({
  queryKey: ['tutor', 'dashboard'],
  queryFn: getDashboard,
});

export function useDashboard(enabled = true) {
  return useQuery({ ...dashboardQuery, enabled });
}
