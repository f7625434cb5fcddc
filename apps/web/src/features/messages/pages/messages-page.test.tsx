// The messages screen through the real route table, with the API mocked and a fake inbox socket:
// the inbox, a conversation with its markers and hidden-details notice, a send that goes over the
// socket and comes back, and a refused one marked "Not sent" with the server's reason.
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  ConversationDetail,
  ConversationSummary,
  MessageDto,
} from '@tm/shared/contract/conversations';
import type { InboxServerMessage } from '@tm/shared/conversations/protocol';
import { MESSAGING_TEXT } from '@tm/shared/rules/messaging';
import { login } from '@/lib/session-store';
import { jsonResponse, mockFetch } from '@/test/fetch-mock';
import { renderApp } from '@/test/render-app';
import { makeUser } from '@/test/users';

const ok = (data: unknown) => jsonResponse(200, { success: true, data, message: '' });
const CONV = '0b8f6c1e-2d3a-4b5c-8d9e-0f1a2b3c4d5e';

/** The one socket the page opens: records what it sends; the test answers as the server. */
class FakeSocket {
  static last: FakeSocket | null = null;
  sent: Array<Record<string, unknown>> = [];
  onopen: (() => void) | null = null;
  onmessage: ((e: { data: string }) => void) | null = null;
  onclose: ((e: { code: number; reason: string }) => void) | null = null;
  constructor() {
    FakeSocket.last = this;
    queueMicrotask(() => this.onopen?.());
  }
  send(data: string) {
    this.sent.push(JSON.parse(data) as Record<string, unknown>);
  }
  close() {}
  say(m: InboxServerMessage) {
    this.onmessage?.({ data: JSON.stringify(m) });
  }
}

const other = {
  id: 'tutor-1',
  fullName: 'Ananya Iyer',
  profilePhoto: null,
  role: 'tutor' as const,
  lastActiveAt: null,
};

function message(patch: Partial<MessageDto>): MessageDto {
  return {
    id: 'm-1',
    conversationId: CONV,
    clientId: 'c-00000001',
    senderId: 'me',
    mine: true,
    body: 'Call me on 9876543210',
    hidden: true,
    deleted: false,
    attachment: null,
    createdAt: '2026-11-20T06:30:00.000Z',
    editedAt: null,
    changedAt: '2026-11-20T06:30:00.000Z',
    deliveredAt: '2026-11-20T06:30:01.000Z',
    readAt: '2026-11-20T06:31:00.000Z',
    ...patch,
  };
}

const summary: ConversationSummary = {
  id: CONV,
  other,
  lastMessage: {
    body: 'Sure, ask me anything.',
    mine: false,
    deleted: false,
    hasAttachment: false,
    createdAt: '2026-11-20T06:32:00.000Z',
  },
  lastMessageAt: '2026-11-20T06:32:00.000Z',
  unread: 1,
  blocked: 'none',
};
const detail: ConversationDetail = {
  ...summary,
  bookings: [],
  paidBooking: false,
  canSend: true,
  cannotSendReason: null,
};

beforeEach(() => {
  vi.stubGlobal('WebSocket', FakeSocket);
  login('tok', makeUser({ role: 'student' }));
  mockFetch((call) => {
    if (call.url.startsWith('/api/messages/conversations?'))
      return ok({
        conversations: [summary],
        pagination: { page: 1, limit: 20, total: 1, hasMore: false },
      });
    if (call.url === `/api/messages/conversations/${CONV}`) return ok(detail);
    if (call.url.startsWith(`/api/messages/conversations/${CONV}/messages`))
      return ok({
        messages: [
          message({}),
          message({
            id: 'm-2',
            mine: false,
            senderId: other.id,
            clientId: 'c-00000002',
            body: 'Sure, ask me anything.',
            hidden: false,
            createdAt: '2026-11-20T06:32:00.000Z',
            changedAt: '2026-11-20T06:32:00.000Z',
            readAt: null,
          }),
        ],
        nextBefore: null,
      });
    if (call.url === `/api/messages/conversations/${CONV}/read`)
      return ok({ ids: ['m-2'], at: '2026-11-20T06:40:00.000Z' });
    throw new Error(`unexpected request ${call.method} ${call.url}`);
  });
});
afterEach(() => {
  FakeSocket.last = null;
});

async function openConversation() {
  renderApp(`/messages/${CONV}`);
  const view = await screen.findByRole('region', { name: 'Conversation with Ananya Iyer' });
  const socket = await waitFor(() => {
    expect(FakeSocket.last?.sent[0]).toEqual({ type: 'inbox-auth', token: 'tok' });
    return FakeSocket.last!;
  });
  socket.say({ type: 'inbox-ready', userId: 'me', serverTime: '2026-11-20T06:40:00.000Z' });
  return { view, socket };
}

describe('Messages', () => {
  it('shows the inbox and the conversation, with markers and the hidden-details notice', async () => {
    const { view } = await openConversation();
    const inbox = screen.getByRole('region', { name: 'Conversations' });
    expect(within(inbox).getByText('Ananya Iyer')).toBeInTheDocument();
    expect(await within(view).findByText('Call me on 9876543210')).toBeInTheDocument();
    expect(within(view).getByText(MESSAGING_TEXT.hiddenForSender)).toBeInTheDocument();
    expect(within(view).getByText('· Read')).toBeInTheDocument();
    expect(within(view).getByText('Sure, ask me anything.')).toBeInTheDocument();
  });

  it('sends over the socket, shows the echo once, and marks a refused send "Not sent"', async () => {
    const { view, socket } = await openConversation();
    const box = await within(view).findByLabelText('Message');
    await userEvent.type(box, 'Is Saturday 5 pm fine?{Enter}');
    const sent = await waitFor(() => {
      const s = socket.sent.find((m) => m.type === 'dm-send');
      expect(s).toMatchObject({ conversationId: CONV, body: 'Is Saturday 5 pm fine?' });
      return s as { clientId: string };
    });
    expect(within(view).getByText('Sending…')).toBeInTheDocument();
    socket.say({
      type: 'dm-message',
      notice: null,
      message: message({
        id: 'm-3',
        clientId: sent.clientId,
        body: 'Is Saturday 5 pm fine?',
        hidden: false,
        createdAt: '2026-11-20T06:41:00.000Z',
        changedAt: '2026-11-20T06:41:00.000Z',
        deliveredAt: null,
        readAt: null,
      }),
    });
    await waitFor(() => expect(within(view).queryByText('Sending…')).not.toBeInTheDocument());
    expect(within(view).getAllByText('Is Saturday 5 pm fine?')).toHaveLength(1);
    expect(within(view).getByText('· Sent')).toBeInTheDocument();

    await userEvent.type(box, 'hello again{Enter}');
    const second = await waitFor(() => {
      const s = socket.sent.filter((m) => m.type === 'dm-send')[1];
      expect(s).toBeDefined();
      return s as { clientId: string };
    });
    socket.say({
      type: 'dm-refused',
      clientId: second.clientId,
      conversationId: CONV,
      reason: MESSAGING_TEXT.tooFast,
    });
    expect(
      await within(view).findByText(`${MESSAGING_TEXT.notSent}: ${MESSAGING_TEXT.tooFast}`, {
        exact: false,
      }),
    ).toBeInTheDocument();
    expect(within(view).getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  });

  it('shows "typing…" while the other person types', async () => {
    const { view, socket } = await openConversation();
    socket.say({ type: 'dm-typing', conversationId: CONV, userId: other.id, typing: true });
    expect(await within(view).findByText('typing…')).toBeInTheDocument();
    socket.say({ type: 'dm-typing', conversationId: CONV, userId: other.id, typing: false });
    await waitFor(() => expect(within(view).queryByText('typing…')).not.toBeInTheDocument());
  });
});
