// GET /api/admin/outbox?page=&limit=: emails the product recorded or sent, newest first.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { Pagination } from '@tm/shared/schemas/admin-tutors';
import { api } from '@/lib/api-client';

export interface OutboxMessage {
  _id: string;
  to: string;
  subject: string;
  text: string;
  transport: 'outbox' | 'smtp';
  status: 'recorded' | 'sent' | 'failed';
  error: string | null;
  createdAt: string;
}

export const OUTBOX_PAGE_SIZE = 20;

export function useOutbox(page: number) {
  return useQuery({
    queryKey: ['admin', 'outbox', page],
    queryFn: async () =>
      (
        await api.get<{ messages: OutboxMessage[]; pagination: Pagination }>('/admin/outbox', {
          query: { page, limit: OUTBOX_PAGE_SIZE },
        })
      ).data,
    placeholderData: keepPreviousData,
  });
}
