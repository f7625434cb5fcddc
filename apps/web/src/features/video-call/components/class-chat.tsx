// In-class chat beside the video: history, live messages with delivered/read markers,
// the other person's typing indicator; a message written while offline shows "Sending…" and goes
// out when the connection is back.
import { useEffect, useRef, useState, type FormEvent } from 'react';
import { CHAT_MESSAGE_MAX } from '@tm/shared/call/protocol';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/cn';
import type { ChatEntry } from '../lib/use-call';

/** A message's time on the viewer's own clock (their profile's zone; en-IN). */
function timeIn(zone: string, iso: string): string {
  return new Intl.DateTimeFormat('en-IN', {
    hour: 'numeric',
    minute: '2-digit',
    timeZone: zone,
  }).format(new Date(iso));
}

function marker(m: ChatEntry): string {
  if (m.pending) return 'Sending…';
  if (m.readAt) return 'Read';
  if (m.deliveredAt) return 'Delivered';
  return 'Sent';
}

export function ClassChat({
  messages,
  peerTyping,
  peerName,
  zone,
  visible,
  onSend,
  onRead,
  onTyping,
  className,
}: {
  messages: ChatEntry[];
  peerTyping: boolean;
  peerName: string;
  /** The viewer's time zone (viewerTimezone). */
  zone: string;
  visible: boolean;
  onSend: (body: string) => void;
  onRead: () => void;
  onTyping: (typing: boolean) => void;
  className?: string;
}) {
  const [draft, setDraft] = useState('');
  const listRef = useRef<HTMLOListElement>(null);
  const typingRef = useRef(false);

  useEffect(() => {
    if (visible) onRead();
    const el = listRef.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [messages, visible, onRead]);

  const typing = (value: boolean) => {
    if (typingRef.current === value) return;
    typingRef.current = value;
    onTyping(value);
  };
  const submit = (e: FormEvent) => {
    e.preventDefault();
    if (!draft.trim()) return;
    onSend(draft);
    setDraft('');
    typing(false);
  };

  return (
    <section
      aria-label="Class chat"
      className={cn('flex min-h-0 flex-col bg-white text-neutral-900', className)}
    >
      <h2 className="border-b border-neutral-200 px-4 py-2 text-sm font-semibold">Chat</h2>
      <ol ref={listRef} className="min-h-0 flex-1 space-y-2 overflow-y-auto px-3 py-3">
        {messages.length === 0 && (
          <li className="text-center text-sm text-neutral-500">No messages yet.</li>
        )}
        {messages.map((m) => (
          <li
            key={m.clientId + m.senderId}
            className={cn('flex flex-col', m.mine ? 'items-end' : 'items-start')}
          >
            <p
              className={cn(
                'max-w-[85%] rounded-2xl px-3 py-1.5 text-sm break-words whitespace-pre-wrap',
                m.mine ? 'bg-accent-700 text-white' : 'bg-neutral-100',
              )}
            >
              {m.body}
            </p>
            <span className="mt-0.5 text-[11px] text-neutral-500">
              {timeIn(zone, m.createdAt)}
              {m.mine && <> · {marker(m)}</>}
            </span>
          </li>
        ))}
      </ol>
      <p aria-live="polite" className="h-5 px-4 text-xs text-neutral-500">
        {peerTyping ? `${peerName} is typing…` : ''}
      </p>
      <form onSubmit={submit} className="flex gap-2 border-t border-neutral-200 p-2">
        <label className="sr-only" htmlFor="class-chat-input">
          Message
        </label>
        <input
          id="class-chat-input"
          value={draft}
          maxLength={CHAT_MESSAGE_MAX}
          autoComplete="off"
          placeholder="Type a message"
          onChange={(e) => {
            setDraft(e.target.value);
            typing(e.target.value.length > 0);
          }}
          onBlur={() => typing(false)}
          className="min-w-0 flex-1 rounded-lg border border-neutral-300 px-3 text-sm"
        />
        <Button type="submit" size="sm">
          Send
        </Button>
      </form>
    </section>
  );
}
