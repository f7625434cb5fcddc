// GET /api/admin/outbox?page=&limit=: emails the product recorded or sent, newest first.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { OutboxPage } from '@tm/shared/contract/admin';
import { api } from '@/lib/api-client';

export const OUTBOX_PAGE_SIZE = 20;

export function useOutbox(page: number) {
  return useQuery({
    queryKey: ['admin', 'outbox', page],
    queryFn: async () =>
      (
        await api.get<OutboxPage>('/admin/outbox', {
          query: { page, limit: OUTBOX_PAGE_SIZE },
        })
      ).data,
    placeholderData: keepPreviousData,
  });
}
