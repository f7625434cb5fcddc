// POST /api/admin/tutors/{id}/approve and /reject {reason}: the verification decision. Both
// refresh the queue (and the outbox, which gets the email).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@/lib/api-client';

export function useReviewTutor() {
  const queryClient = useQueryClient();
  const invalidate = () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: ['admin', 'tutors'] }),
      queryClient.invalidateQueries({ queryKey: ['admin', 'outbox'] }),
    ]);
  const approve = useMutation({
    // The submission the admin looked at: the server refuses if the tutor has resubmitted since.
    mutationFn: ({ id, submittedAt }: { id: string; submittedAt: string | null }) =>
      api.post(`/admin/tutors/${id}/approve`, { submittedAt }),
    onSuccess: invalidate,
  });
  const reject = useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      api.post(`/admin/tutors/${id}/reject`, { reason }),
    onSuccess: invalidate,
  });
  return { approve, reject };
}
