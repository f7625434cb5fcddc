// POST /api/needs/:id/close: the student closes a need; tutors stop receiving it.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { needKeys } from './needs-keys';

export function useCloseNeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => (await api.post<null>(`/needs/${id}/close`)).message,
    onSettled: () => client.invalidateQueries({ queryKey: needKeys.all }),
  });
}
