// POST /api/calls/consultation-room: the consultation call as the caller may see it:
// the mentor signed in, or the requester with the call key of the join link (no account). The key
// goes in the body, never in a URL.
import { useQuery } from '@tanstack/react-query';
import type { ConsultationRoom } from '@tm/shared/call/consultation-call';
import { api } from '@/lib/api-client';

export async function getConsultationRoom(
  consultationId: string,
  key: string | null,
): Promise<ConsultationRoom> {
  const { data } = await api.post<ConsultationRoom>('/calls/consultation-room', {
    consultationId,
    ...(key ? { key } : {}),
  });
  return data;
}

export function useConsultationRoom(id: string | undefined, key: string | null) {
  return useQuery({
    queryKey: ['calls', 'consultation-room', id, key],
    queryFn: () => getConsultationRoom(id!, key),
    enabled: Boolean(id),
    retry: false,
    staleTime: Infinity,
  });
}
