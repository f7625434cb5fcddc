// The single-runner job of data rights, at the sweep interval: erase accounts whose 14-day grace
// period is over, and delete export ZIPs past their 24 hours. Both are safe on several machines
// at once (erasure locks the user row and skips one already erased).
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { FileStore } from '../../ports/files';
import { eraseDueAccounts } from './erase-account';
import { purgeExpiredExports } from './export-data';

export function startDataRightsJob(ctx: {
  db: Db;
  store: FileStore;
  endSessions: (userId: string) => Promise<void>;
  intervalSeconds: number;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
}): { stop: () => Promise<void> } {
  if (ctx.intervalSeconds <= 0) return { stop: async () => {} };
  // One run at a time: a slow run is not overlapped by the next tick.
  let current: Promise<void> | null = null;
  const sweep = async () => {
    const erased = await eraseDueAccounts(ctx);
    const exportsPurged = await purgeExpiredExports(ctx.db, ctx.store);
    if (erased || exportsPurged) ctx.log.info({ erased, exportsPurged }, 'data rights swept');
  };
  const tick = () => {
    current ??= sweep()
      .catch((err: unknown) => ctx.log.error({ err }, 'data rights run failed'))
      .finally(() => (current = null));
  };
  tick();
  const timer = setInterval(tick, ctx.intervalSeconds * 1000);
  timer.unref();
  return {
    stop: async () => {
      clearInterval(timer);
      await current;
    },
  };
}
