// Two apps sharing one database and one Redis: a student's inbox on node A and a tutor's on node B
// reach each other through the pub/sub port (messages, typing, markers). Skipped only when no Redis
// answers at REDIS_URL (default 127.0.0.1:6379).
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { build, type TestContext } from './helper';
import { redisUp, startRedisNodes, stopRedisNodes, type RedisNode } from './support/redis-nodes';
import { InboxSocket } from './support/inbox-client';
import { cid, pairWithConversation } from './support/messages';

const up = await redisUp();
let ctx: TestContext;
let nodes: RedisNode[] = [];

beforeAll(async () => {
  if (!up) return;
  ctx = await build();
  nodes = await startRedisNodes(ctx);
});

afterAll(() => stopRedisNodes(nodes));

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
