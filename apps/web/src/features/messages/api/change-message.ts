// PATCH /api/messages/{id} (edit, within 15 minutes) and DELETE /api/messages/{id}. The live
// socket brings the change to both people's pages; these answer the changed message too.
import { useMutation } from '@tanstack/react-query';
import type { SentMessage } from '@tm/shared/contract/conversations';
import { api } from '@/lib/api-client';

export async function editMessage(opts: { id: string; body: string }) {
  return (await api.patch<SentMessage>(`/messages/${opts.id}`, { body: opts.body })).data;
}

export async function deleteMessage(id: string) {
  return (await api.delete<SentMessage>(`/messages/${id}`)).data;
}

export function useEditMessage() {
  return useMutation({ mutationFn: editMessage });
}

export function useDeleteMessage() {
  return useMutation({ mutationFn: deleteMessage });
}
