// GET /api/messages/conversations/{id}/messages?before: history, a page at a time back in time.
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { MessagePage } from '@tm/shared/contract/conversations';
import { api } from '@/lib/api-client';
import { messageKeys } from '@/entities/conversation/query-keys';

export async function getMessages(id: string, before: string | null, signal?: AbortSignal) {
  return (
    await api.get<MessagePage>(`/messages/conversations/${id}/messages`, {
      query: { before: before ?? undefined },
      signal,
    })
  ).data;
}

export const messagesQueryOptions = (id: string) =>
  infiniteQueryOptions({
    queryKey: messageKeys.history(id),
    queryFn: ({ pageParam, signal }) => getMessages(id, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextBefore,
    // Live events keep it current while open; a reopened conversation reads it again.
    staleTime: 0,
  });

export function useMessageHistory(id: string) {
  return useInfiniteQuery(messagesQueryOptions(id));
}
