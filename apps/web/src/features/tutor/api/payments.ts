// Tutor payments and payouts: GET /api/transactions (core-marketplace §7), the balance
// (GET /api/payments/summary), bank details (GET/PUT /api/bank-details), POST /api/withdrawals.
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BankDetailsDto,
  BankDetailsRequest,
  PaymentsSummaryDto,
  WithdrawalDto,
} from '@tm/shared/schemas/payments';
import type { TransactionsPage } from '@tm/shared/contract/payments';
import { LIMITS } from '@tm/shared/constants/marketplace';
import { api } from '@/lib/api-client';

export function useTransactions(page: number) {
  return useQuery({
    queryKey: ['tutor', 'transactions', page],
    queryFn: async () =>
      (
        await api.get<TransactionsPage>('/transactions', {
          query: { page, limit: LIMITS.transactionPageSize },
        })
      ).data,
    placeholderData: keepPreviousData,
  });
}

export function usePaymentsSummary() {
  return useQuery({
    queryKey: ['tutor', 'payments-summary'],
    queryFn: async () => (await api.get<PaymentsSummaryDto>('/payments/summary')).data,
  });
}

export function useBankDetails() {
  return useQuery({
    queryKey: ['tutor', 'bank-details'],
    queryFn: async () =>
      (await api.get<{ details: BankDetailsDto | null }>('/bank-details')).data.details,
  });
}

export function useSaveBankDetails() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: BankDetailsRequest) =>
      (await api.put<{ details: BankDetailsDto }>('/bank-details', body)).data.details,
    onSuccess: (data) => client.setQueryData(['tutor', 'bank-details'], data),
  });
}

export function useRequestWithdrawal() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (amount: number) =>
      (await api.post<WithdrawalDto>('/withdrawals', { amount })).data,
    onSettled: () => client.invalidateQueries({ queryKey: ['tutor'] }),
  });
}
