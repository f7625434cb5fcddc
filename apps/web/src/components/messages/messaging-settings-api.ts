// GET and PUT /api/messages/settings: whether unread messages are mailed (the account pages).
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { MessagingSettings } from '@tm/shared/contract/conversations';
import { api } from '@/lib/api-client';
import { messageKeys } from '@/entities/conversation/query-keys';

export const messagingSettingsQueryOptions = queryOptions({
  queryKey: messageKeys.settings,
  queryFn: async ({ signal }) =>
    (await api.get<MessagingSettings>('/messages/settings', { signal })).data,
});

export function useMessagingSettings() {
  return useQuery(messagingSettingsQueryOptions);
}

export function useSetMessageMails() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (messageMails: boolean) =>
      (await api.put<MessagingSettings>('/messages/settings', { messageMails })).data,
    onSuccess: (settings) => client.setQueryData(messageKeys.settings, settings),
  });
}
