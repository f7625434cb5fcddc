import { describe, expect, it } from 'vitest';
import type { MessageDto } from '@tm/shared/contract/conversations';
import { mergeMessages } from './merge-messages';

const C = 'conv-1';
const m = (id: string, createdAt: string, patch: Partial<MessageDto> = {}): MessageDto => ({
  id,
  conversationId: C,
  clientId: `c-${id}`,
  senderId: 'other',
  mine: false,
  body: id,
  hidden: false,
  deleted: false,
  attachment: null,
  createdAt,
  editedAt: null,
  changedAt: createdAt,
  deliveredAt: null,
  readAt: null,
  ...patch,
});

describe('mergeMessages', () => {
  it('orders by server time, shows each message once, the newest change winning', () => {
    const shown = mergeMessages({
      conversationId: C,
      history: [m('b', '2026-01-01T10:00:02Z'), m('a', '2026-01-01T10:00:01Z')],
      live: [
        m('b', '2026-01-01T10:00:02Z', { body: 'b edited', changedAt: '2026-01-01T10:05:00Z' }),
        m('c', '2026-01-01T10:00:03Z'),
        // A replay of an older state (the resume overlap) does not undo the edit.
        m('b', '2026-01-01T10:00:02Z'),
      ],
      outbox: [],
    });
    expect(shown.map((s) => (s.kind === 'message' ? s.message.body : ''))).toEqual([
      'a',
      'b edited',
      'c',
    ]);
  });

  it('keeps an outbox entry until its clientId comes back from the server', () => {
    const entry = {
      clientId: 'c-mine',
      conversationId: C,
      body: 'hello',
      status: 'sending' as const,
      reason: null,
      createdAt: 1,
    };
    const before = mergeMessages({ conversationId: C, history: [], live: [], outbox: [entry] });
    expect(before).toEqual([{ kind: 'pending', entry }]);
    const after = mergeMessages({
      conversationId: C,
      history: [],
      live: [m('x', '2026-01-01T10:00:00Z', { clientId: 'c-mine', mine: true })],
      outbox: [entry],
    });
    expect(after.map((s) => s.kind)).toEqual(['message']);
  });
});
