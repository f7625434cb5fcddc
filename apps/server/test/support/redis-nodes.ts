// Two apps sharing one test database and one Redis, each listening on its own port: two server
// processes' worth of nodes whose live events cross only through the pub/sub port.
import net from 'node:net';
import { buildApp, type App } from '../../src/app';
import { createRedisPubSub, type PubSub } from '../../src/ports/pubsub';
import type { TestContext } from '../helper';

export const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

/** Whether a Redis answers at REDIS_URL (the two-node tests are skipped without one). */
export function redisUp(): Promise<boolean> {
  const { hostname, port } = new URL(REDIS_URL);
  return new Promise((resolve) => {
    const s = net.connect(Number(port || 6379), hostname, () => {
      s.end();
      resolve(true);
    });
    s.on('error', () => resolve(false));
  });
}

export interface RedisNode {
  app: App;
  pubsub: PubSub;
  /** The node's live socket address (call and inbox sockets share it). */
  url: string;
}

/** `count` nodes on the test context's database, each with its own Redis pub/sub connection. */
export async function startRedisNodes(ctx: TestContext, count = 2): Promise<RedisNode[]> {
  const nodes: RedisNode[] = [];
  for (let i = 0; i < count; i++) {
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
  return nodes;
}

export async function stopRedisNodes(nodes: readonly RedisNode[]): Promise<void> {
  for (const n of nodes) {
    await n.app.close();
    await n.pubsub.close();
  }
}
