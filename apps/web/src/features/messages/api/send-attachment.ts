// POST /api/messages/conversations/{id}/attachments (multipart): an image or a PDF with a caption.
import { useMutation } from '@tanstack/react-query';
import type { SentMessage } from '@tm/shared/contract/conversations';
import { api } from '@/lib/api-client';

export async function sendAttachment(opts: {
  conversationId: string;
  file: File;
  clientId: string;
  body: string;
}) {
  const form = new FormData();
  form.append('clientId', opts.clientId);
  if (opts.body) form.append('body', opts.body);
  form.append('attachment', opts.file, opts.file.name);
  return (
    await api.post<SentMessage>(`/messages/conversations/${opts.conversationId}/attachments`, form)
  ).data;
}

export function useSendAttachment() {
  return useMutation({ mutationFn: sendAttachment });
}
