// The consultation calls (mentorship-policies-video §7): the open slots of a date, the form
// (multipart; answers the payment order, with id) and the payment verification.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SandboxCheckoutResult } from '@/components/payments/sandbox-checkout-dialog';
import { api } from '@/lib/api-client';

export interface ConsultationOrder {
  id: string;
  formId: string;
  amount: number;
  currency: 'INR' | 'USD';
  price: number;
  provider: 'razorpay' | 'sandbox' | 'unavailable';
  keyId: string | null;
  sessionType: 'quick' | 'deep';
  sessionDate: string;
  sessionTime: string;
  startsAt: string;
}

export interface SlotState {
  time: string;
  available: boolean;
  taken: boolean;
}

export const slotsQuery = (date: string) =>
  queryOptions({
    queryKey: ['consultation-slots', date],
    queryFn: async () =>
      (
        await api.get<{ date: string; slots: SlotState[] }>('/consultation-slots', {
          query: { date },
        })
      ).data.slots,
    staleTime: 30_000,
  });

export function useConsultationSlots(date: string) {
  return useQuery({ ...slotsQuery(date), enabled: Boolean(date) });
}

export async function submitConsultationForm(form: FormData): Promise<ConsultationOrder> {
  return (await api.post<ConsultationOrder>('/submit-consultation-form', form)).data;
}

export async function verifyConsultationPayment(body: {
  formId: string;
  orderId: string;
  paymentId: string;
  signature: string;
}): Promise<{ _id: string; status: 'paid' }> {
  return (
    await api.post<{ _id: string; status: 'paid' }>('/verify-consultation-form-payment', body)
  ).data;
}

/** The sandbox's checkout result for a consultation order (development only). */
export async function completeConsultationSandbox(
  order: Pick<ConsultationOrder, 'formId' | 'id'>,
  outcome: 'success' | 'failure',
  method: 'upi' | 'card',
): Promise<SandboxCheckoutResult> {
  return (
    await api.post<SandboxCheckoutResult>('/consultation-sandbox/complete', {
      formId: order.formId,
      orderId: order.id,
      outcome,
      method,
    })
  ).data;
}
