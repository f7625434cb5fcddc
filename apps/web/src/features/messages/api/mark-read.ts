// POST /api/messages/conversations/{id}/read: everything the other person sent is read (opening a
// conversation; the socket carries the markers of messages that arrive while it is open).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { messageKeys } from '@/entities/conversation/query-keys';

export async function markConversationRead(conversationId: string) {
  return (
    await api.post<{ ids: string[]; at: string | null }>(
      `/messages/conversations/${conversationId}/read`,
    )
  ).data;
}

export function useMarkConversationRead() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: markConversationRead,
    onSuccess: async (marked) => {
      if (marked.ids.length === 0) return;
      await client.invalidateQueries({ queryKey: messageKeys.unread });
      await client.invalidateQueries({ queryKey: messageKeys.lists });
    },
  });
}
