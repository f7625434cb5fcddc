// POST /api/submit-booking (core-marketplace §7): the booking request; answers the booking.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingDto, SubmitBookingRequest } from '@tm/shared/schemas/booking';
import { api } from '@/lib/api-client';

export async function submitBooking(body: SubmitBookingRequest): Promise<BookingDto> {
  return (await api.post<BookingDto>('/submit-booking', body)).data;
}

export function useSubmitBooking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: submitBooking,
    onSuccess: () => client.invalidateQueries({ queryKey: ['bookings'] }),
  });
}
