// A conversation as the screen shows it: the history pages, the live messages over them (a newer
// change of the same message wins), then the sender's messages not yet confirmed by the server
// (the outbox), in server time order. Nothing is shown twice: a message is one id, and an outbox
// entry leaves as soon as a message with its clientId is known.
import type { MessageDto } from '@tm/shared/contract/conversations';
import type { OutboxEntry } from '@tm/shared/conversations/inbox-client';

export type ShownMessage =
  { kind: 'message'; message: MessageDto } | { kind: 'pending'; entry: OutboxEntry };

export function mergeMessages(opts: {
  history: readonly MessageDto[];
  live: readonly MessageDto[];
  outbox: readonly OutboxEntry[];
  conversationId: string;
  withMarkers?: (m: MessageDto) => MessageDto;
}): ShownMessage[] {
  const byId = new Map<string, MessageDto>();
  for (const m of [...opts.history, ...opts.live]) {
    const had = byId.get(m.id);
    if (!had || had.changedAt <= m.changedAt) byId.set(m.id, m);
  }
  const sent = new Set([...byId.values()].filter((m) => m.mine).map((m) => m.clientId));
  const messages = [...byId.values()]
    .map((m) => (opts.withMarkers ? opts.withMarkers(m) : m))
    .sort((a, b) =>
      a.createdAt === b.createdAt ? a.id.localeCompare(b.id) : a.createdAt < b.createdAt ? -1 : 1,
    );
  const pending = opts.outbox
    .filter((e) => e.conversationId === opts.conversationId && !sent.has(e.clientId))
    .sort((a, b) => a.createdAt - b.createdAt);
  return [
    ...messages.map((message) => ({ kind: 'message' as const, message })),
    ...pending.map((entry) => ({ kind: 'pending' as const, entry })),
  ];
}
