// GET /api/admin/withdrawals?status=, POST /api/admin/withdrawals/{id}/mark-paid | /reject.
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { WithdrawalDto } from '@tm/shared/schemas/payments';
import type { PaymentMismatchDto, RefundDueDto } from '@tm/shared/contract/payments';
import { api } from '@/lib/api-client';

export type WithdrawalFilter = 'pending' | 'paid' | 'rejected' | 'all';

export function useAdminWithdrawals(status: WithdrawalFilter) {
  return useQuery({
    queryKey: ['admin', 'withdrawals', status],
    queryFn: async () =>
      (await api.get<{ withdrawals: WithdrawalDto[] }>('/admin/withdrawals', { query: { status } }))
        .data.withdrawals,
  });
}

export function useDecideWithdrawal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (
      d:
        | { id: string; status: 'paid'; reference: string }
        | { id: string; status: 'rejected'; reason: string },
    ) =>
      d.status === 'paid'
        ? (
            await api.post<WithdrawalDto>(`/admin/withdrawals/${d.id}/mark-paid`, {
              reference: d.reference,
            })
          ).data
        : (await api.post<WithdrawalDto>(`/admin/withdrawals/${d.id}/reject`, { reason: d.reason }))
            .data,
    onSettled: () => client.invalidateQueries({ queryKey: ['admin', 'withdrawals'] }),
  });
}

/** A payment that arrived after its booking expired (contract/payments.ts). */
export type RefundDue = RefundDueDto;

/** GET /api/admin/refunds: payments that arrived after their booking expired. */
export function useRefundsDue() {
  return useQuery({
    queryKey: ['admin', 'refunds'],
    queryFn: async () => (await api.get<{ payments: RefundDue[] }>('/admin/refunds')).data.payments,
  });
}

export function useRefundPayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: string) => (await api.post<null>(`/admin/refunds/${id}/refund`)).data,
    onSettled: () => client.invalidateQueries({ queryKey: ['admin', 'refunds'] }),
  });
}

export type PaymentMismatch = PaymentMismatchDto;

/** GET /api/admin/payment-mismatches: payments refused because their amount was not the order's. */
export function usePaymentMismatches() {
  return useQuery({
    queryKey: ['admin', 'payment-mismatches'],
    queryFn: async () =>
      (await api.get<{ mismatches: PaymentMismatch[] }>('/admin/payment-mismatches')).data
        .mismatches,
  });
}
