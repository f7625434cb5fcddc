// GET /api/dashboard (core-marketplace §3 Dashboard insights, §7).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export interface DashboardInsights {
  totalViews: number;
  totalConversions: number;
  activeStudents: number;
  totalEarning: number;
  totalWithdrawals: number;
}

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
