// The consultation calls (mentorship-policies-video §7): the open slots of a date, the form
// (multipart; answers the payment order, with id) and the payment verification.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CheckoutResult } from '@tm/shared/contract/payments';
import type {
  ConsultationOrder,
  ConsultationSlots,
  VerifiedConsultation,
} from '@tm/shared/contract/mentorship';
import { api } from '@/lib/api-client';

/** The payment order and the slots, as the server sends them (contract/mentorship.ts). */
export type { ConsultationOrder };
export type SlotState = ConsultationSlots['slots'][number];

export const slotsQuery = (date: string) =>
  queryOptions({
    queryKey: ['consultation-slots', date],
    queryFn: async () =>
      (
        await api.get<ConsultationSlots>('/consultation-slots', {
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
}): Promise<VerifiedConsultation> {
  return (await api.post<VerifiedConsultation>('/verify-consultation-form-payment', body)).data;
}

/** The sandbox's checkout result for a consultation order (development only). */
export async function completeConsultationSandbox(
  order: Pick<ConsultationOrder, 'formId' | 'orderId'>,
  outcome: 'success' | 'failure',
  method: 'upi' | 'card',
): Promise<CheckoutResult> {
  return (
    await api.post<CheckoutResult>('/consultation-sandbox/complete', {
      formId: order.formId,
      orderId: order.orderId,
      outcome,
      method,
    })
  ).data;
}
