// GET /api/messages/conversations?q&page: the inbox, newest first, searched by the other's name.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { ConversationList } from '@tm/shared/contract/conversations';
import { api } from '@/lib/api-client';
import { messageKeys } from '@/entities/conversation/query-keys';

export async function getConversations(q: string, page: number, signal?: AbortSignal) {
  return (
    await api.get<ConversationList>('/messages/conversations', {
      query: { q: q || undefined, page, limit: 20 },
      signal,
    })
  ).data;
}

export const conversationsQueryOptions = (q: string) =>
  infiniteQueryOptions({
    queryKey: messageKeys.list(q),
    queryFn: ({ pageParam, signal }) => getConversations(q, pageParam, signal),
    initialPageParam: 1,
    getNextPageParam: (last) => (last.pagination.hasMore ? last.pagination.page + 1 : undefined),
  });

export function useConversations(q: string) {
  return useInfiniteQuery(conversationsQueryOptions(q));
}
