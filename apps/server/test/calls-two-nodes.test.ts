// Two server processes' worth of apps sharing one database and one Redis: a tutor on node A and a
// student on node B reach each other through the pub/sub port ("two nodes"). Skipped
// only when no Redis answers at REDIS_URL (default 127.0.0.1:6379).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import type { ServerMessage } from '@tm/shared/call/protocol';
import { createLiveClass } from '../src/test-support/live-class-fixture';
import { build, type TestContext } from './helper';
import { redisUp, startRedisNodes, stopRedisNodes, type RedisNode } from './support/redis-nodes';

const up = await redisUp();
let ctx: TestContext;
let nodes: RedisNode[] = [];

beforeAll(async () => {
  if (!up) return;
  ctx = await build();
  nodes = await startRedisNodes(ctx);
});

afterAll(() => stopRedisNodes(nodes));

function connect(url: string, token: string, bookingId: string) {
  const ws = new WebSocket(url);
  const inbox: ServerMessage[] = [];
  const next = (type: ServerMessage['type']) =>
    new Promise<ServerMessage>((resolve, reject) => {
      const found = inbox.findIndex((m) => m.type === type);
      if (found >= 0) return resolve(inbox.splice(found, 1)[0]!);
      const t = setTimeout(() => reject(new Error(`no ${type}`)), 3000);
      const on = () => {
        const i = inbox.findIndex((m) => m.type === type);
        if (i < 0) return;
        clearTimeout(t);
        ws.off('message', on);
        resolve(inbox.splice(i, 1)[0]!);
      };
      ws.on('message', on);
    });
  ws.on('message', (d) => inbox.push(JSON.parse(String(d))));
  ws.on('open', () => ws.send(JSON.stringify({ type: 'auth', token, bookingId })));
  return { ws, next };
}

describe.skipIf(!up)('two nodes through Redis', () => {
  it('a tutor on node A calls a student on node B', async () => {
    const live = await createLiveClass(ctx.db);
    const tutor = connect(nodes[0]!.url, live.tutor.token, live.bookingId);
    const t = (await tutor.next('ready')) as Extract<ServerMessage, { type: 'ready' }>;
    const student = connect(nodes[1]!.url, live.student.token, live.bookingId);
    const s = (await student.next('ready')) as Extract<ServerMessage, { type: 'ready' }>;
    expect(s.peer.online).toBe(true); // presence is in the database, seen from node B
    expect(await tutor.next('presence')).toMatchObject({ online: true });
    tutor.ws.send(
      JSON.stringify({
        type: 'signal',
        signal: {
          signalType: 'call',
          sessionID: 'two-nodes',
          callType: 1,
          callerID: t.self.cbId,
          opponentsIDs: [s.self.cbId],
          sdp: { type: 'offer', sdp: 'v=0 across nodes' },
          userInfo: { bookingId: live.bookingId },
        },
      }),
    );
    const got = (await student.next('signal')) as Extract<ServerMessage, { type: 'signal' }>;
    expect(got.signal.sdp?.sdp).toBe('v=0 across nodes');
    tutor.ws.close();
    student.ws.close();
  });

  it('a reconnect to the other node replaces the socket on the first', async () => {
    const live = await createLiveClass(ctx.db);
    const first = connect(nodes[0]!.url, live.student.token, live.bookingId);
    await first.next('ready');
    const closed = new Promise<number>((r) => first.ws.on('close', (code) => r(code)));
    const again = connect(nodes[1]!.url, live.student.token, live.bookingId);
    const ready = (await again.next('ready')) as Extract<ServerMessage, { type: 'ready' }>;
    expect(ready.resumed).toBe(true);
    expect(await closed).toBe(4409);
    again.ws.close();
  });
});
