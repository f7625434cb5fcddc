import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';

export type Unsubscribe = () => Promise<void>;

/** Messages that must cross nodes (call signalling, live events). */
export interface PubSub {
  readonly kind: 'memory' | 'redis';
  publish(channel: string, message: string): Promise<void>;
  subscribe(channel: string, handler: (message: string) => void): Promise<Unsubscribe>;
  close(): Promise<void>;
  /** Throws when the broker cannot be reached (readiness check); in-process always answers. */
  ping(): Promise<void>;
}

/** In-process default: correct for a single node. */
export function createMemoryPubSub(): PubSub {
  const emitter = new EventEmitter();
  emitter.setMaxListeners(0);
  return {
    kind: 'memory',
    async publish(channel, message) {
      emitter.emit(channel, message);
    },
    async subscribe(channel, handler) {
      emitter.on(channel, handler);
      return async () => {
        emitter.off(channel, handler);
      };
    },
    async close() {
      emitter.removeAllListeners();
    },
    async ping() {},
  };
}

/**
 * Redis: one connection publishes, one subscribes; handlers are fanned out per channel. The client
 * library is loaded (and the connections opened) at once, but only when Redis is configured.
 */
export function createRedisPubSub(url: string): PubSub {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  const connections: Promise<{ pub: Redis; sub: Redis }> = import('ioredis').then(
    async ({ Redis: Client }) => {
      const pub = new Client(url, { lazyConnect: false, maxRetriesPerRequest: 3 });
      const sub = new Client(url, { lazyConnect: false, maxRetriesPerRequest: 3 });
      sub.on('message', (channel: string, message: string) => local.emit(channel, message));
      // A SUBSCRIBE sent between 'connect' and 'ready' puts the connection in subscriber mode
      // before ioredis's ready check (INFO) runs, which Redis then refuses. Wait for ready (or the
      // first error, after which commands queue and retry as usual).
      await new Promise<void>((resolve) => {
        if (sub.status === 'ready') return resolve();
        sub.once('ready', () => resolve());
        sub.once('error', () => resolve());
      });
      return { pub, sub };
    },
  );
  return {
    kind: 'redis',
    async publish(channel, message) {
      const { pub } = await connections;
      await pub.publish(channel, message);
    },
    async subscribe(channel, handler) {
      const { sub } = await connections;
      if (local.listenerCount(channel) === 0) await sub.subscribe(channel);
      local.on(channel, handler);
      return async () => {
        local.off(channel, handler);
        if (local.listenerCount(channel) === 0) await sub.unsubscribe(channel);
      };
    },
    async close() {
      local.removeAllListeners();
      const { pub, sub } = await connections;
      // QUIT waits for the server's reply; an unreachable Redis must not hold shutdown, so after
      // a second the connections are dropped without it.
      const quit = Promise.allSettled([pub.quit(), sub.quit()]);
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<void>((resolve) => (timer = setTimeout(resolve, 1000)));
      await Promise.race([quit, late]);
      clearTimeout(timer);
      pub.disconnect();
      sub.disconnect();
    },
    async ping() {
      const { pub } = await connections;
      await pub.ping();
    },
  };
}
