// POST /api/needs/:id/offer and /decline: a tutor answers a lead.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { DeclineNeedRequest, SendOfferRequest } from '@tm/shared/schemas/needs';
import { api } from '@/lib/api-client';
import { needKeys } from './needs-keys';

type Answer =
  | { needId: string; kind: 'offer'; body: SendOfferRequest }
  | { needId: string; kind: 'decline'; body: DeclineNeedRequest };

export function useAnswerNeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (a: Answer) =>
      (await api.post<null>(`/needs/${a.needId}/${a.kind}`, a.body)).message,
    onSettled: () => client.invalidateQueries({ queryKey: needKeys.leads }),
  });
}
