// GET /api/check-trial-availability?tutorId: whether the student may still book a
// free trial with this tutor (one per student and tutor; the server refuses a second anyway).
import { useQuery } from '@tanstack/react-query';
import type { TrialAvailability } from '@tm/shared/schemas/classes';
import { api } from '@/lib/api-client';

export async function checkTrialAvailability(tutorId: string): Promise<TrialAvailability> {
  return (await api.get<TrialAvailability>('/check-trial-availability', { query: { tutorId } }))
    .data;
}

export function useTrialAvailability(tutorId: string, enabled: boolean) {
  return useQuery({
    // Under 'bookings', so a submitted booking (which invalidates 'bookings') refreshes it.
    queryKey: ['bookings', 'trial-availability', tutorId],
    queryFn: () => checkTrialAvailability(tutorId),
    enabled,
  });
}
