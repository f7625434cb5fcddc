import { EventEmitter } from 'node:events';
import type { Redis } from 'ioredis';

export type Unsubscribe = () => Promise<void>;

/** Messages that must cross nodes (call signalling, live events). */
export interface PubSub {
  readonly kind: 'memory' | 'redis';
  publish(channel: string, message: string): Promise<void>;
  subscribe(channel: string, handler: (message: string) => void): Promise<Unsubscribe>;
  close(): Promise<void>;
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
    ({ Redis: Client }) => {
      const pub = new Client(url, { lazyConnect: false, maxRetriesPerRequest: 3 });
      const sub = new Client(url, { lazyConnect: false, maxRetriesPerRequest: 3 });
      sub.on('message', (channel: string, message: string) => local.emit(channel, message));
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
      await Promise.allSettled([pub.quit(), sub.quit()]);
    },
  };
}
