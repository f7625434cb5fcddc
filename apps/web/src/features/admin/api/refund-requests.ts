// refunds held for approval by the cancellation policy, and the policy's numbers.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CancellationPolicy } from '@tm/shared/rules/cancellation-policy';
import type { AdminRefundDto, RefundDto } from '@tm/shared/schemas/booking-changes';
import { api } from '@/lib/api-client';

export type RefundFilter = 'pending_approval' | 'processed' | 'declined';

export function useRefundRequests(status: RefundFilter) {
  return useQuery({
    queryKey: ['admin', 'refund-requests', status],
    queryFn: async () =>
      (
        await api.get<{ refunds: AdminRefundDto[] }>('/admin/refund-requests', {
          query: { status },
        })
      ).data.refunds,
  });
}

export function useDecideRefund() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (v: { id: string; approve: boolean; note?: string }) =>
      (
        await api.post<RefundDto>(
          `/admin/refund-requests/${v.id}/${v.approve ? 'approve' : 'decline'}`,
          { note: v.note },
        )
      ).data,
    onSettled: () => client.invalidateQueries({ queryKey: ['admin', 'refund-requests'] }),
  });
}

export function usePolicy() {
  return useQuery({
    queryKey: ['cancellation-policy'],
    queryFn: async () => (await api.get<CancellationPolicy>('/cancellation-policy')).data,
  });
}

export function useSavePolicy() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (p: CancellationPolicy) =>
      (await api.put<CancellationPolicy>('/admin/cancellation-policy', p)).data,
    onSuccess: (p) => {
      client.setQueryData(['cancellation-policy'], p);
      // The written policy page states these numbers.
      void client.invalidateQueries({ queryKey: ['page', 'cancellation-refund'] });
    },
  });
}
