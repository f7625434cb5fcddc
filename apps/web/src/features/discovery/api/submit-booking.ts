// POST /api/submit-booking (core-marketplace §7): the booking request; answers the booking.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BookingDto, SubmitBookingRequest } from '@tm/shared/schemas/booking';
import { api } from '@/lib/api-client';
import { bookingKeys } from '@/entities/booking/query-keys';

/**
 * `idempotencyKey` names one booking attempt: a double click or a retry of the same
 * attempt sends the same key, and the server answers the booking it already made.
 */
export async function submitBooking({
  request,
  idempotencyKey,
}: {
  request: SubmitBookingRequest;
  idempotencyKey: string;
}): Promise<BookingDto> {
  return (await api.post<BookingDto>('/submit-booking', request, { idempotencyKey })).data;
}

export function useSubmitBooking() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: submitBooking,
    onSuccess: () => client.invalidateQueries({ queryKey: bookingKeys.all }),
  });
}
