// POST /api/messages/conversations: opens (or finds) the conversation with a tutor or a student.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ConversationDetail } from '@tm/shared/contract/conversations';
import type { StartConversationRequest } from '@tm/shared/schemas/conversations';
import { api } from '@/lib/api-client';
import { messageKeys } from '@/entities/conversation/query-keys';

export async function startConversation(request: StartConversationRequest) {
  return (await api.post<ConversationDetail>('/messages/conversations', request)).data;
}

export function useStartConversation() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: startConversation,
    onSuccess: (detail) => client.setQueryData(messageKeys.conversation(detail.id), detail),
  });
}
