import { EventEmitter } from 'node:events';
import { Redis } from 'ioredis';

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

/** Redis: one connection publishes, one subscribes; handlers are fanned out per channel. */
export function createRedisPubSub(url: string): PubSub {
  const pub = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const sub = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const local = new EventEmitter();
  local.setMaxListeners(0);
  sub.on('message', (channel: string, message: string) => local.emit(channel, message));
  return {
    kind: 'redis',
    async publish(channel, message) {
      await pub.publish(channel, message);
    },
    async subscribe(channel, handler) {
      if (local.listenerCount(channel) === 0) await sub.subscribe(channel);
      local.on(channel, handler);
      return async () => {
        local.off(channel, handler);
        if (local.listenerCount(channel) === 0) await sub.unsubscribe(channel);
      };
    },
    async close() {
      local.removeAllListeners();
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
      await pub.ping();
    },
  };
}
