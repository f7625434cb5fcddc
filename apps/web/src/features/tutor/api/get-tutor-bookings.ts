// GET /api/get-tutor-bookings (core-marketplace §7): the tutor's own bookings, by status as of now.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BookingStatus } from '@tm/shared/constants/marketplace';
import type { BookingDto, BookingListResponse } from '@tm/shared/schemas/booking';
import { api } from '@/lib/api-client';
import { bookingKeys } from '@/entities/booking/query-keys';

export interface TutorBookingsParams {
  /** None means every status. */
  statuses?: readonly BookingStatus[];
  limit?: number;
  /** One student's bookings (the Students screen links here). */
  studentId?: string;
}

export async function getTutorBookings(params: TutorBookingsParams = {}): Promise<BookingDto[]> {
  const { data } = await api.get<BookingListResponse>('/get-tutor-bookings', {
    query: { statuses: params.statuses, limit: params.limit, studentId: params.studentId },
  });
  return data.bookings;
}

export const tutorBookingsQueryOptions = (params: TutorBookingsParams = {}) =>
  queryOptions({
    queryKey: bookingKeys.list('tutor', params.statuses, params.limit, params.studentId),
    queryFn: () => getTutorBookings(params),
    // Statuses move with time (expired, completed) and with the other side's actions.
    refetchInterval: 60_000,
  });

export function useTutorBookings(params: TutorBookingsParams = {}) {
  return useQuery(tutorBookingsQueryOptions(params));
}
