// POST /api/needs: a student posts a need.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { NeedDto, PostNeedRequest } from '@tm/shared/schemas/needs';
import { api } from '@/lib/api-client';
import { needKeys } from './needs-keys';

export async function postNeed(request: PostNeedRequest): Promise<NeedDto> {
  return (await api.post<NeedDto>('/needs', request)).data;
}

export function usePostNeed() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: postNeed,
    onSettled: () => client.invalidateQueries({ queryKey: needKeys.all }),
  });
}
