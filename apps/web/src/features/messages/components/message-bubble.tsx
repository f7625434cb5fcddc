// One message: its text as text (never HTML), an attachment (fetched with the session, shown in a
// dialog), the time on the viewer's clock, and for one's own messages Sent / Delivered / Read,
// "Edited", the notice when contact details were hidden from the other person, and Edit / Delete.
// A message not yet confirmed shows "Sending…", or "Not sent" with the reason and Retry.
import { useState } from 'react';
import type { MessageDto } from '@tm/shared/contract/conversations';
import type { OutboxEntry } from '@tm/shared/conversations/inbox-client';
import { MESSAGING_TEXT, canEditMessage } from '@tm/shared/rules/messaging';
import { DocumentLink } from '@/components/document-link';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import { timeOf } from '../lib/message-time';

function marker(m: MessageDto): string {
  if (m.readAt) return 'Read';
  if (m.deliveredAt) return 'Delivered';
  return 'Sent';
}

const bubble = (mine: boolean, muted = false) =>
  cn(
    'max-w-[85%] rounded-2xl px-3.5 py-2 text-sm break-words whitespace-pre-wrap sm:max-w-[70%]',
    muted
      ? 'border border-dashed border-neutral-300 bg-white text-neutral-500 italic'
      : mine
        ? 'bg-accent-700 text-white'
        : 'bg-neutral-100 text-neutral-900',
  );

export function MessageBubble({
  message: m,
  zone,
  explainHidden = true,
  onEdit,
  onDelete,
}: {
  message: MessageDto;
  zone: string;
  /** The full notice under this one (the latest such message); a short line under the others. */
  explainHidden?: boolean;
  onEdit: (m: MessageDto) => void;
  onDelete: (m: MessageDto) => void;
}) {
  const [now] = useState(() => new Date());
  const editable = m.mine && !m.deleted && canEditMessage(new Date(m.createdAt), now);
  return (
    <li className={cn('group flex flex-col', m.mine ? 'items-end' : 'items-start')}>
      <div className={bubble(m.mine, m.deleted)} data-testid="message-body">
        {m.body}
        {m.attachment && (
          <div className={cn('mt-1', m.body ? '' : '-mt-0.5')}>
            <DocumentLink
              doc={{
                _id: m.attachment.id,
                name: m.attachment.name,
                url: `/api/messages/attachments/${m.attachment.id}`,
                mimeType: m.attachment.mimeType,
                size: m.attachment.sizeBytes,
              }}
              label={`Open ${m.attachment.name}`}
            />
          </div>
        )}
      </div>
      {m.hidden && (
        <p className="mt-1 max-w-[85%] text-xs text-warning-700 sm:max-w-[70%]">
          {!m.mine
            ? MESSAGING_TEXT.hiddenForReceiver
            : explainHidden
              ? MESSAGING_TEXT.hiddenForSender
              : MESSAGING_TEXT.hiddenShort}
        </p>
      )}
      <p className="mt-0.5 flex items-center gap-1 text-[11px] text-neutral-500">
        <time dateTime={m.createdAt}>{timeOf(m.createdAt, zone)}</time>
        {m.editedAt && !m.deleted && <span>· Edited</span>}
        {m.mine && !m.deleted && <span data-testid="message-marker">· {marker(m)}</span>}
        {m.mine && !m.deleted && (
          <span className="ml-1 flex gap-1 opacity-100 sm:opacity-0 sm:group-focus-within:opacity-100 sm:group-hover:opacity-100">
            {editable && (
              <button
                type="button"
                className="rounded px-1 underline hover:text-neutral-800"
                onClick={() => onEdit(m)}
              >
                Edit
              </button>
            )}
            <button
              type="button"
              className="rounded px-1 underline hover:text-danger-700"
              onClick={() => onDelete(m)}
            >
              Delete
            </button>
          </span>
        )}
      </p>
    </li>
  );
}

export function PendingBubble({
  entry,
  onRetry,
  onDiscard,
}: {
  entry: OutboxEntry;
  onRetry: () => void;
  onDiscard: () => void;
}) {
  const failed = entry.status === 'failed';
  return (
    <li className="flex flex-col items-end">
      <div className={cn(bubble(true), failed ? 'bg-danger-50 text-danger-800' : 'opacity-70')}>
        {entry.body}
      </div>
      <p className="mt-0.5 text-right text-[11px]" role={failed ? 'alert' : undefined}>
        {failed ? (
          <span className="text-danger-700">
            {MESSAGING_TEXT.notSent}: {entry.reason}{' '}
            <Button variant="ghost" size="sm" className="h-6 px-1.5 text-xs" onClick={onRetry}>
              Retry
            </Button>
            <Button variant="ghost" size="sm" className="h-6 px-1.5 text-xs" onClick={onDiscard}>
              Discard
            </Button>
          </span>
        ) : (
          <span className="text-neutral-500">
            {entry.status === 'queued' ? 'Waiting for connection…' : 'Sending…'}
          </span>
        )}
      </p>
    </li>
  );
}
