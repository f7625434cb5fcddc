// Two apps sharing one database and one Redis: a student's inbox on node A and a tutor's on node B
// reach each other through the pub/sub port (messages, typing, markers). Skipped only when no Redis
// answers at REDIS_URL (default 127.0.0.1:6379).
import net from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app';
import { createRedisPubSub, type PubSub } from '../src/ports/pubsub';
import { build, type TestContext } from './helper';
import { InboxSocket } from './support/inbox-client';
import { cid, pairWithConversation } from './support/messages';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

async function redisUp(): Promise<boolean> {
  const { hostname, port } = new URL(REDIS_URL);
  return new Promise((resolve) => {
    const s = net.connect(Number(port || 6379), hostname, () => {
      s.end();
      resolve(true);
    });
    s.on('error', () => resolve(false));
  });
}

const up = await redisUp();
let ctx: TestContext;
const nodes: Array<{ app: App; pubsub: PubSub; url: string }> = [];

beforeAll(async () => {
  if (!up) return;
  ctx = await build();
  for (let i = 0; i < 2; i++) {
    const pubsub = createRedisPubSub(REDIS_URL);
    const app = await buildApp({
      config: ctx.config,
      database: ctx.database,
      ports: { ...ctx.ports, pubsub },
      logger: false,
    });
    const address = await app.listen({ port: 0, host: '127.0.0.1' });
    nodes.push({ app, pubsub, url: `${address.replace('http', 'ws')}/api/calls/ws` });
  }
});

afterAll(async () => {
  for (const n of nodes) {
    await n.app.close();
    await n.pubsub.close();
  }
});

describe.skipIf(!up)('the inbox on two nodes through Redis', () => {
  it('a student on node A and a tutor on node B write, type and read live', async () => {
    const { student, tutor, conversationId } = await pairWithConversation(ctx);
    const s = await InboxSocket.open(nodes[0]!.url, await ctx.tokenFor(student.id));
    const t = await InboxSocket.open(nodes[1]!.url, await ctx.tokenFor(tutor.id));
    s.send({ type: 'dm-send', conversationId, clientId: cid(), body: 'Hello from node A' });
    const got = await t.next('dm-message');
    expect(got.message).toMatchObject({ body: 'Hello from node A', mine: false });
    t.send({ type: 'dm-typing', conversationId, typing: true });
    expect(await s.next('dm-typing')).toMatchObject({ userId: tutor.id, typing: true });
    t.send({ type: 'dm-marker', conversationId, marker: 'read', ids: [got.message.id] });
    expect(await s.next('dm-marker')).toMatchObject({ marker: 'read', ids: [got.message.id] });
    t.send({ type: 'dm-send', conversationId, clientId: cid(), body: 'Hello back from node B' });
    expect((await s.next('dm-message', (m) => !m.message.mine)).message.body).toBe(
      'Hello back from node B',
    );
    await Promise.all([s.close(), t.close()]);
  });
});
