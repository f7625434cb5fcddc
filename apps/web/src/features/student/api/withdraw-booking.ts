// POST /api/withdraw-booking/{id}: the student takes back a pending request (ours; see
// docs/decisions/bookings.md).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingDto } from '@tm/shared/schemas/booking';
import { api } from '@/lib/api-client';
import { bookingKeys } from '@/entities/booking/query-keys';

export async function withdrawBooking(id: string): Promise<BookingDto> {
  return (await api.post<BookingDto>(`/withdraw-booking/${id}`)).data;
}

export function useWithdrawBooking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: withdrawBooking,
    onSettled: () => client.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}
