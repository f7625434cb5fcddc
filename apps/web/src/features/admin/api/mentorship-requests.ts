// The team's follow-up of PhD mentorship requests: GET /api/admin/mentorship/research,
// /consultations and /mentors; POST .../{kind}/{id}/contacted {contacted, note} and
// .../{kind}/{id}/mentor {mentorId}. Both writes refresh the lists.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ConsultationWire, ResearchRequestWire } from '@tm/shared/schemas/mentorship-requests';
import type { Mentor } from '@tm/shared/contract/mentorship';
import { api } from '@/lib/api-client';

export type MentorshipKind = 'research' | 'consultation';

/** The admin lists' rows, as the server sends them (one declaration in packages/shared). */
export type ResearchRequest = ResearchRequestWire;
export type ConsultationRequest = ConsultationWire;

const KEY = ['admin', 'mentorship'] as const;

export function useResearchRequests() {
  return useQuery({
    queryKey: [...KEY, 'research'],
    queryFn: async () =>
      (await api.get<{ requests: ResearchRequest[] }>('/admin/mentorship/research')).data.requests,
  });
}

export function useConsultationRequests() {
  return useQuery({
    queryKey: [...KEY, 'consultation'],
    queryFn: async () =>
      (await api.get<{ requests: ConsultationRequest[] }>('/admin/mentorship/consultations')).data
        .requests,
  });
}

export function useMentors() {
  return useQuery({
    queryKey: [...KEY, 'mentors'],
    queryFn: async () =>
      (await api.get<{ mentors: Mentor[] }>('/admin/mentorship/mentors')).data.mentors,
    staleTime: 60_000,
  });
}

export function useFollowUp() {
  const queryClient = useQueryClient();
  const invalidate = () => queryClient.invalidateQueries({ queryKey: KEY });
  const markContacted = useMutation({
    mutationFn: (v: { kind: MentorshipKind; id: string; contacted: boolean; note: string }) =>
      api.post(`/admin/mentorship/${v.kind}/${v.id}/contacted`, {
        contacted: v.contacted,
        note: v.note,
      }),
    onSuccess: invalidate,
  });
  const assignMentor = useMutation({
    mutationFn: (v: { kind: MentorshipKind; id: string; mentorId: string | null }) =>
      api.post(`/admin/mentorship/${v.kind}/${v.id}/mentor`, { mentorId: v.mentorId }),
    onSuccess: invalidate,
  });
  return { markContacted, assignMentor };
}
