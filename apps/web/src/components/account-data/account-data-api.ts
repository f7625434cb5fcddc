// "Download my data" and "Delete my account" (DPDP Act 2023 s.11, s.12): the calls both account
// pages (student and tutor) use.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataExport, DeletionStatus } from '@tm/shared/contract/data-rights';
import { api, apiUrl } from '@/lib/api-client';
import { getSession } from '@/lib/session-store';

const keys = {
  exports: ['account', 'exports'] as const,
  deletion: ['account', 'deletion'] as const,
};

export function useDataExports() {
  return useQuery({
    queryKey: keys.exports,
    queryFn: async () =>
      (await api.get<{ exports: DataExport[] }>('/account/exports')).data.exports,
    // While one is being built, ask again every 2 s for its progress.
    refetchInterval: (q) => (q.state.data?.[0]?.status === 'building' ? 2000 : false),
  });
}

export function useRequestExport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async () => (await api.post<DataExport>('/account/exports')).data,
    onSettled: () => client.invalidateQueries({ queryKey: keys.exports }),
  });
}

/** Downloads a ready export with the signed-in owner's token (the server refuses anyone else). */
export async function downloadExport(id: string): Promise<void> {
  const token = getSession().token;
  const res = await fetch(apiUrl(`/account/exports/${id}/download`), {
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  if (!res.ok) {
    const body = (await res.json().catch(() => null)) as { message?: string } | null;
    throw new Error(body?.message ?? 'Could not download your data.');
  }
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download =
    /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ??
    'tutorsplace-data.zip';
  document.body.appendChild(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

export function useDeletionStatus() {
  return useQuery({
    queryKey: keys.deletion,
    queryFn: async () => (await api.get<DeletionStatus>('/account/deletion')).data,
  });
}

export function useRequestDeletion() {
  return useMutation({
    mutationFn: async () =>
      await api.post<DeletionStatus>('/account/deletion', { confirm: 'DELETE' }),
  });
}
