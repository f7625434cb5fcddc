// GET /api/admin/audit (filtered, newest first, by cursor) and the CSV export of the same filter.
import { useInfiniteQuery } from '@tanstack/react-query';
import type { AuditPage } from '@tm/shared/contract/data-rights';
import { api, apiUrl } from '@/lib/api-client';
import { getSession } from '@/lib/session-store';

export interface AuditFilter {
  action?: string;
  targetId?: string;
}

const clean = (f: AuditFilter) =>
  Object.fromEntries(Object.entries(f).filter(([, v]) => v)) as Record<string, string>;

export function useAuditLog(filter: AuditFilter) {
  return useInfiniteQuery({
    queryKey: ['admin', 'audit', filter],
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam }) =>
      (
        await api.get<AuditPage>('/admin/audit', {
          query: { ...clean(filter), limit: 50, ...(pageParam ? { before: pageParam } : {}) },
        })
      ).data,
    getNextPageParam: (last) => last.next,
  });
}

export async function downloadAuditCsv(filter: AuditFilter): Promise<void> {
  const token = getSession().token;
  const res = await fetch(apiUrl('/admin/audit.csv', clean(filter)), {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!res.ok) throw new Error('Could not export the audit log.');
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = 'audit-log.csv';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
