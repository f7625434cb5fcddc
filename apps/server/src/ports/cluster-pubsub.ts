import { EventEmitter } from 'node:events';
import type { PubSub } from './pubsub';

/** The IPC message type the cluster primary relays to every worker (cluster/primary.ts). */
export const PUBSUB_MESSAGE = 'tm:pubsub';

interface Envelope {
  type: typeof PUBSUB_MESSAGE;
  channel: string;
  message: string;
}

/**
 * Between the worker processes of one machine, without Redis: a message goes to the
 * primary over the cluster's IPC channel, which sends it to every worker, this one included.
 * Across machines, set REDIS_URL.
 */
export function createClusterPubSub(): PubSub {
  const local = new EventEmitter();
  local.setMaxListeners(0);
  const onMessage = (m: unknown) => {
    const e = m as Envelope | null;
    if (e?.type === PUBSUB_MESSAGE) local.emit(e.channel, e.message);
  };
  process.on('message', onMessage);
  return {
    kind: 'memory',
    publish: (channel, message) =>
      new Promise<void>((resolve, reject) => {
        const envelope: Envelope = { type: PUBSUB_MESSAGE, channel, message };
        process.send!(envelope, undefined, undefined, (err) => (err ? reject(err) : resolve()));
      }),
    async subscribe(channel, handler) {
      local.on(channel, handler);
      return async () => {
        local.off(channel, handler);
      };
    },
    async close() {
      local.removeAllListeners();
      process.off('message', onMessage);
    },
    async ping() {},
  };
}
