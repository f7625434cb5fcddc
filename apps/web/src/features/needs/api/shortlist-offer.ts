// POST /api/needs/:id/offers/:offerId/shortlist.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';
import { needKeys } from './needs-keys';

export function useShortlistOffer(needId: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (v: { offerId: string; shortlisted: boolean }) =>
      (
        await api.post<null>(`/needs/${needId}/offers/${v.offerId}/shortlist`, {
          shortlisted: v.shortlisted,
        })
      ).message,
    onSettled: () => client.invalidateQueries({ queryKey: needKeys.one(needId) }),
  });
}
