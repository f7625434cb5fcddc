// GET /api/bookings/{id}: the call page reads its booking by id, so a reload works and the roles
// come from the booking, not from anything the browser can set (mentorship-policies-video §3).
import { useQuery } from '@tanstack/react-query';
import type { BookingDto } from '@tm/shared/schemas/booking';
import { api } from '@/lib/api-client';
import { bookingKeys } from '@/entities/booking/query-keys';

export async function getCallBooking(id: string): Promise<BookingDto> {
  const { data } = await api.get<BookingDto>(`/bookings/${encodeURIComponent(id)}`);
  return data;
}

export function useCallBooking(id: string | undefined) {
  return useQuery({
    queryKey: bookingKeys.call(id),
    queryFn: () => getCallBooking(id!),
    enabled: Boolean(id),
    retry: false,
    staleTime: Infinity,
  });
}
