// GET /api/get-bookings (core-marketplace §7): the student's own bookings, by status as of now.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookingStatus } from '@tm/shared/constants/marketplace';
import type { BookingDto, BookingListResponse } from '@tm/shared/schemas/booking';
import { api } from '@/lib/api-client';
import { bookingKeys } from '@/entities/booking/query-keys';

export interface StudentBookingsParams {
  /** The spec sends a one-item list (the chosen chip); none means all. */
  statuses?: readonly BookingStatus[];
  limit?: number;
}

export async function getBookings(params: StudentBookingsParams = {}): Promise<BookingDto[]> {
  const { data } = await api.get<BookingListResponse>('/get-bookings', {
    query: { statuses: params.statuses, limit: params.limit },
  });
  return data.bookings;
}

export const bookingsQueryOptions = (params: StudentBookingsParams = {}) =>
  queryOptions({
    queryKey: bookingKeys.list('student', params.statuses, params.limit),
    queryFn: () => getBookings(params),
    refetchInterval: 60_000,
  });

export function useBookings(params: StudentBookingsParams = {}) {
  return useQuery(bookingsQueryOptions(params));
}
