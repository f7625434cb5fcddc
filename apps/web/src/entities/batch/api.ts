// Group classes: the batch API (server: routes/api/batches). Enrolment holds a seat; payment is
// the booking payment flow (the enrolment is a booking).
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type {
  BatchDto,
  BatchList,
  CreateBatchRequest,
  EnrolmentDto,
  RoomToken,
  Roster,
  UpdateBatchRequest,
} from '@tm/shared/schemas/batches';
import type { BookingDto } from '@tm/shared/schemas/booking';
import { api } from '@/lib/api-client';

export const batchKeys = {
  all: ['batches'] as const,
  open: (q: { tutorId?: string; subject?: string; page?: number }) =>
    ['batches', 'open', q] as const,
  mine: ['batches', 'mine'] as const,
  one: (id: string) => ['batches', 'one', id] as const,
  roster: (id: string) => ['batches', 'roster', id] as const,
};

export function useOpenBatches(q: { tutorId?: string; subject?: string; page?: number }) {
  return useQuery({
    queryKey: batchKeys.open(q),
    queryFn: async () =>
      (
        await api.get<BatchList>('/batches', {
          query: { tutorId: q.tutorId, subject: q.subject, page: q.page ?? 1 },
        })
      ).data,
  });
}

export function useMyBatches(enabled = true) {
  return useQuery({
    queryKey: batchKeys.mine,
    queryFn: async () => (await api.get<BatchList>('/batches/mine')).data,
    enabled,
  });
}

export function useBatch(id: string) {
  return useQuery({
    queryKey: batchKeys.one(id),
    queryFn: async () => (await api.get<BatchDto>(`/batches/${id}`)).data,
  });
}

export function useRoster(id: string, enabled: boolean) {
  return useQuery({
    queryKey: batchKeys.roster(id),
    queryFn: async () => (await api.get<Roster>(`/batches/${id}/roster`)).data,
    enabled,
  });
}

function useInvalidate() {
  const client = useQueryClient();
  return () => client.invalidateQueries({ queryKey: batchKeys.all });
}

export function useCreateBatch() {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (body: CreateBatchRequest) =>
      (await api.post<BatchDto>('/batches', body)).data,
    onSuccess: invalidate,
  });
}

export function useUpdateBatch(id: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (body: UpdateBatchRequest) =>
      (await api.patch<BatchDto>(`/batches/${id}`, body)).data,
    onSuccess: invalidate,
  });
}

export function useCancelBatch(id: string) {
  const invalidate = useInvalidate();
  return useMutation({
    mutationFn: async (v: { reason: string; sessionKey?: string }) =>
      (
        await api.post<{ refunds: number; refundedAmount: number }>(
          v.sessionKey ? `/batches/${id}/sessions/${v.sessionKey}/cancel` : `/batches/${id}/cancel`,
          { reason: v.reason },
        )
      ).data,
    onSuccess: invalidate,
  });
}

export async function enrol(id: string): Promise<EnrolmentDto> {
  return (await api.post<EnrolmentDto>(`/batches/${id}/enrol`)).data;
}

export async function getEnrolmentBooking(bookingId: string): Promise<BookingDto> {
  return (await api.get<BookingDto>(`/bookings/${bookingId}`)).data;
}

export async function getRoomToken(id: string): Promise<RoomToken> {
  return (await api.post<RoomToken>(`/batches/${id}/room-token`)).data;
}
