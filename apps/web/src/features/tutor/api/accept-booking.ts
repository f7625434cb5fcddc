// POST /api/accept-booking/{id} (no body): pending → accepted, or active for a trial.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingDto } from '@tm/shared/schemas/booking';
import { api } from '@/lib/api-client';
import { bookingKeys } from '@/entities/booking/query-keys';

export async function acceptBooking(id: string): Promise<BookingDto> {
  return (await api.post<BookingDto>(`/accept-booking/${id}`)).data;
}

export function useAcceptBooking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: acceptBooking,
    onSettled: () => client.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}
