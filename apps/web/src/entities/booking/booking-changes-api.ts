// the calls behind reschedule and cancellation (both sides use them, so they live with
// the shared booking components rather than in one feature).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CancellationPolicy } from '@tm/shared/rules/cancellation-policy';
import type {
  ProposeRescheduleRequest,
  RefundDto,
  RefundQuoteDto,
  RescheduleDto,
} from '@tm/shared/schemas/booking-changes';
import { api } from '@/lib/api-client';

export const changesQuery = queryOptions({
  queryKey: ['booking-changes'],
  queryFn: async () =>
    (await api.get<{ proposals: RescheduleDto[]; refunds: RefundDto[] }>('/booking-changes')).data,
});
export const useBookingChanges = () => useQuery(changesQuery);

export function useRefundQuote(bookingId: string | null, sessionKey?: string) {
  return useQuery({
    queryKey: ['refund-quote', bookingId, sessionKey ?? ''],
    enabled: bookingId !== null,
    staleTime: 0,
    queryFn: async () =>
      (
        await api.get<RefundQuoteDto>('/refund-quote', {
          query: { bookingId: bookingId!, ...(sessionKey ? { sessionKey } : {}) },
        })
      ).data,
  });
}

export const policyQuery = queryOptions({
  queryKey: ['cancellation-policy'],
  queryFn: async () => (await api.get<CancellationPolicy>('/cancellation-policy')).data,
});

function useInvalidateAll() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['bookings'] }),
      client.invalidateQueries({ queryKey: ['booking-changes'] }),
    ]);
}

export function useCancelBooking(side: 'student' | 'tutor') {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: async (v: { bookingId: string; sessionKey?: string; reason?: string }) => {
      const payload = { sessionKey: v.sessionKey, reason: v.reason };
      return side === 'student'
        ? (await api.post<RefundDto>('/request-refund', { bookingId: v.bookingId, ...payload }))
            .data
        : (await api.post<RefundDto>(`/cancel-booking/${v.bookingId}`, payload)).data;
    },
    onSettled: invalidate,
  });
}

export function useProposeReschedule() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: async (v: { bookingId: string; request: ProposeRescheduleRequest }) =>
      (await api.post<RescheduleDto>(`/bookings/${v.bookingId}/reschedule`, v.request)).data,
    onSettled: invalidate,
  });
}

export function useAnswerReschedule() {
  const invalidate = useInvalidateAll();
  return useMutation({
    mutationFn: async (v: {
      id: string;
      event: 'accept' | 'decline' | 'withdraw';
      declineReason?: string;
    }) =>
      (
        await api.post<RescheduleDto>(
          `/reschedules/${v.id}/${v.event}`,
          v.event === 'decline' ? { declineReason: v.declineReason } : undefined,
        )
      ).data,
    onSettled: invalidate,
  });
}
