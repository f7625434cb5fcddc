// GET /api/calls/{id}/board: the class's whiteboard, read-only (its tutor and student only).
import { useQuery } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function useClassBoard(id: string | undefined) {
  return useQuery({
    queryKey: ['class-board', id],
    queryFn: async () =>
      (await api.get<{ update: string | null }>(`/calls/${encodeURIComponent(id!)}/board`)).data,
    enabled: Boolean(id),
    retry: false,
  });
}
