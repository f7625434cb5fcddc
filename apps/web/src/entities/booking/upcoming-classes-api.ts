// GET /api/get-upcoming-classes: the signed-in user's next class sessions, for the
// dashboard banner of either role. Lives here because the tutor and student features both use it.
import { useQuery } from '@tanstack/react-query';
import type { UpcomingClassesResponse } from '@tm/shared/schemas/classes';
import { api } from '@/lib/api-client';

export async function getUpcomingClasses(): Promise<UpcomingClassesResponse> {
  return (await api.get<UpcomingClassesResponse>('/get-upcoming-classes')).data;
}

export function useUpcomingClasses() {
  return useQuery({
    queryKey: ['bookings', 'upcoming-classes'],
    queryFn: getUpcomingClasses,
    // A class accepted or paid elsewhere shows up within a minute; times are re-read on timers.
    refetchInterval: 60_000,
  });
}
