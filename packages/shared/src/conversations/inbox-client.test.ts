import { describe, expect, it } from 'vitest';
import { FakeClock } from '../call/fake-clock';
import type { OpenSocket } from '../call/client';
import type { MessageDto } from '../contract/conversations';
import { MESSAGING_TEXT } from '../rules/messaging';
import { InboxClient } from './inbox-client';
import type { InboxServerMessage } from './protocol';

const CONV = '8d2b2f8e-4e0e-4a52-9d1c-1b1f2a3c4d5e';

/** A fake socket server: records what the client sends and lets the test answer. */
function fakeServer() {
  const sockets: Array<{
    sent: unknown[];
    hooks: Parameters<OpenSocket>[0];
    closed: boolean;
  }> = [];
  const open: OpenSocket = (hooks) => {
    const s = { sent: [] as unknown[], hooks, closed: false };
    sockets.push(s);
    return {
      send: (d) => s.sent.push(JSON.parse(d)),
      close: () => {
        s.closed = true;
      },
    };
  };
  const current = () => sockets[sockets.length - 1]!;
  return {
    open,
    sockets,
    current,
    connect: () => current().hooks.onOpen(),
    say: (m: InboxServerMessage) => current().hooks.onMessage(JSON.stringify(m)),
    drop: () => current().hooks.onClose(1006, ''),
  };
}

function message(patch: Partial<MessageDto>): MessageDto {
  return {
    id: 'm1',
    conversationId: CONV,
    clientId: 'c-1',
    senderId: 'u-other',
    mine: false,
    body: 'hi',
    hidden: false,
    deleted: false,
    attachment: null,
    createdAt: '2026-11-23T12:00:00.000Z',
    editedAt: null,
    changedAt: '2026-11-23T12:00:00.000Z',
    deliveredAt: null,
    readAt: null,
    ...patch,
  };
}

function setup() {
  const server = fakeServer();
  const clock = new FakeClock();
  let n = 0;
  const client = new InboxClient({
    openSocket: server.open,
    clock,
    token: () => 'tok',
    newId: () => `c-${++n}`,
  });
  return { server, clock, client };
}

describe('InboxClient', () => {
  it('needs connect() before a send, with the SDK message', () => {
    const { client } = setup();
    expect(() => client.send(CONV, 'hi')).toThrow(MESSAGING_TEXT.notConnected);
  });

  it('authenticates by its first message and sends once ready', () => {
    const { server, client } = setup();
    client.connect();
    server.connect();
    expect(server.current().sent).toEqual([{ type: 'inbox-auth', token: 'tok' }]);
    server.say({ type: 'inbox-ready', userId: 'me', serverTime: '2026-11-23T12:00:00.000Z' });
    expect(client.state).toBe('online');
    const clientId = client.send(CONV, 'Hello');
    expect(server.current().sent[1]).toEqual({
      type: 'dm-send',
      conversationId: CONV,
      clientId,
      body: 'Hello',
    });
    expect(client.outbox).toMatchObject([{ clientId, status: 'sending' }]);
    server.say({ type: 'dm-message', message: message({ clientId, mine: true, senderId: 'me' }) });
    expect(client.outbox).toEqual([]);
  });

  it('queues sends while offline and sends them, once, after reconnecting with `since`', () => {
    const { server, clock, client } = setup();
    client.connect();
    server.connect();
    server.say({ type: 'inbox-ready', userId: 'me', serverTime: 'x' });
    server.say({
      type: 'dm-message',
      message: message({ id: 'm9', changedAt: '2026-11-23T12:05:00.000Z' }),
    });
    const inFlight = client.send(CONV, 'first');
    server.drop();
    expect(client.state).toBe('offline');
    const queued = client.send(CONV, 'second');
    expect(client.outbox.map((e) => [e.clientId, e.status])).toEqual([
      [inFlight, 'queued'],
      [queued, 'queued'],
    ]);
    clock.advance(999);
    expect(server.sockets).toHaveLength(1);
    clock.advance(1);
    expect(server.sockets).toHaveLength(2);
    server.connect();
    expect(server.current().sent[0]).toEqual({
      type: 'inbox-auth',
      token: 'tok',
      since: '2026-11-23T12:05:00.000Z',
    });
    server.say({ type: 'inbox-ready', userId: 'me', serverTime: 'x' });
    expect(
      server
        .current()
        .sent.filter((m) => (m as { type: string }).type === 'dm-send')
        .map((m) => (m as { clientId: string }).clientId),
    ).toEqual([inFlight, queued]);
  });

  it('marks a refused send "failed" with the reason, and retries it on demand', () => {
    const { server, client } = setup();
    client.connect();
    server.connect();
    server.say({ type: 'inbox-ready', userId: 'me', serverTime: 'x' });
    const clientId = client.send(CONV, 'hello?');
    server.say({
      type: 'dm-refused',
      clientId,
      conversationId: CONV,
      reason: MESSAGING_TEXT.blockedByThem,
    });
    expect(client.outbox).toMatchObject([
      { clientId, status: 'failed', reason: MESSAGING_TEXT.blockedByThem },
    ]);
    client.retry(clientId);
    expect(client.outbox).toMatchObject([{ clientId, status: 'sending', reason: null }]);
    expect(server.current().sent.at(-1)).toMatchObject({ type: 'dm-send', clientId });
  });

  it('sends delivered receipts for incoming messages only', () => {
    const { server, client } = setup();
    client.connect();
    server.connect();
    server.say({ type: 'inbox-ready', userId: 'me', serverTime: 'x' });
    server.say({ type: 'dm-message', message: message({ id: 'in-1' }) });
    server.say({ type: 'dm-message', message: message({ id: 'own', mine: true }) });
    server.say({
      type: 'dm-sync',
      more: false,
      messages: [message({ id: 'in-2' }), message({ id: 'in-3', deliveredAt: 'x' })],
    });
    expect(server.current().sent.slice(1)).toEqual([
      { type: 'dm-marker', conversationId: CONV, marker: 'delivered', ids: ['in-1'] },
      { type: 'dm-marker', conversationId: CONV, marker: 'delivered', ids: ['in-2'] },
    ]);
  });

  it('stops reconnecting when the server refuses the session', () => {
    const { server, clock, client } = setup();
    const refused: string[] = [];
    client.on('refused', (r) => refused.push(r));
    client.connect();
    server.connect();
    server.say({ type: 'refused', reason: 'Your session has expired. Please sign in again.' });
    server.drop();
    clock.advance(60_000);
    expect(server.sockets).toHaveLength(1);
    expect(refused).toEqual(['Your session has expired. Please sign in again.']);
  });

  it('gives up a silent connection and opens a new one', () => {
    const { server, clock, client } = setup();
    client.connect();
    server.connect();
    server.say({ type: 'inbox-ready', userId: 'me', serverTime: 'x' });
    clock.advance(15_000);
    expect(server.current().sent.at(-1)).toEqual({ type: 'ping' });
    clock.advance(45_000);
    expect(server.current().closed).toBe(true);
  });
});
