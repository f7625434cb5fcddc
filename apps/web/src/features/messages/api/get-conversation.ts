// GET /api/messages/conversations/{id}: the other person, the bookings between the two, and
// whether the viewer may send now (and if not, why).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ConversationDetail } from '@tm/shared/contract/conversations';
import { api } from '@/lib/api-client';
import { messageKeys } from '@/entities/conversation/query-keys';

export async function getConversation(id: string, signal?: AbortSignal) {
  return (await api.get<ConversationDetail>(`/messages/conversations/${id}`, { signal })).data;
}

export const conversationQueryOptions = (id: string) =>
  queryOptions({
    queryKey: messageKeys.conversation(id),
    queryFn: ({ signal }) => getConversation(id, signal),
  });

export function useConversation(id: string) {
  return useQuery(conversationQueryOptions(id));
}
