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
  let current: Promise<void> | null = null;
  let stopped = false;
  const run = () => {
    if (stopped || current) return;
    current = (async () => {
      const erased = await eraseDueAccounts(ctx);
      const exportsPurged = await purgeExpiredExports(ctx.db, ctx.store);
      if (erased || exportsPurged) ctx.log.info({ erased, exportsPurged }, 'data rights swept');
    })()
      .catch((err: unknown) => ctx.log.error({ err }, 'data rights run failed'))
      .finally(() => {
        current = null;
      });
  };
  run();
  const timer = setInterval(run, ctx.intervalSeconds * 1000);
  timer.unref();
  return {
    async stop() {
      stopped = true;
      clearInterval(timer);
      await current;
    },
  };
}
