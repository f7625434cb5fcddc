// POST/DELETE /api/messages/conversations/{id}/block and POST .../report.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { BlockState } from '@tm/shared/contract/conversations';
import type { ReportConversationRequest } from '@tm/shared/schemas/conversations';
import { api } from '@/lib/api-client';
import { messageKeys } from '@/entities/conversation/query-keys';
import { tutorKeys } from '@/entities/tutor/query-keys';

export async function setBlocked(opts: { conversationId: string; block: boolean }) {
  const url = `/messages/conversations/${opts.conversationId}/block`;
  const res = opts.block
    ? await api.post<{ blocked: BlockState }>(url)
    : await api.delete<{ blocked: BlockState }>(url);
  return res.data;
}

export function useSetBlocked() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: setBlocked,
    onSettled: async () => {
      // The inbox, the conversation and the tutor search (a blocked tutor leaves it).
      await client.invalidateQueries({ queryKey: messageKeys.all });
      await client.invalidateQueries({ queryKey: tutorKeys.all });
    },
  });
}

export async function reportConversation(opts: {
  conversationId: string;
  report: ReportConversationRequest;
}) {
  return api.post<{ id: string }>(
    `/messages/conversations/${opts.conversationId}/report`,
    opts.report,
  );
}

export function useReportConversation() {
  return useMutation({ mutationFn: reportConversation });
}
