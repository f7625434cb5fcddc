// The admin side of messages: GET /api/admin/message-reports, POST .../{id}/resolve,
// GET /api/admin/conversations/{id} (logged on the server), POST/DELETE
// /api/admin/messaging-suspensions/{userId}.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { AdminConversation, MessageReportList } from '@tm/shared/contract/conversations';
import { api } from '@/lib/api-client';

const keys = { all: ['admin', 'message-reports'] as const };

export function useMessageReports(status: 'open' | 'resolved', page: number) {
  return useQuery({
    queryKey: [...keys.all, status, page],
    queryFn: async () =>
      (await api.get<MessageReportList>('/admin/message-reports', { query: { status, page } }))
        .data,
    placeholderData: keepPreviousData,
  });
}

/** Reading a reported conversation in full: only when the admin asks (each read is logged). */
export function useReportedConversation(conversationId: string | null) {
  return useQuery({
    queryKey: ['admin', 'conversation', conversationId],
    queryFn: async () =>
      (await api.get<AdminConversation>(`/admin/conversations/${conversationId}`)).data,
    enabled: conversationId !== null,
    staleTime: Infinity,
  });
}

export function useResolveReport() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) =>
      api.post<{ id: string }>(`/admin/message-reports/${id}/resolve`),
    onSettled: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}

export function useSetSuspension() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (opts: { userId: string; suspend: boolean; reason?: string }) => {
      const url = `/admin/messaging-suspensions/${opts.userId}`;
      return opts.suspend ? api.post(url, { reason: opts.reason }) : api.delete(url);
    },
    onSettled: () => client.invalidateQueries({ queryKey: keys.all }),
  });
}
