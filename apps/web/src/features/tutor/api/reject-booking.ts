// POST /api/reject-booking/{id} with {rejectionReason} (required).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingDto, RejectBookingRequest } from '@tm/shared/schemas/booking';
import { api } from '@/lib/api-client';
import { bookingKeys } from '@/entities/booking/query-keys';

export async function rejectBooking({
  id,
  ...body
}: RejectBookingRequest & { id: string }): Promise<BookingDto> {
  return (await api.post<BookingDto>(`/reject-booking/${id}`, body)).data;
}

export function useRejectBooking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: rejectBooking,
    onSettled: () => client.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}
