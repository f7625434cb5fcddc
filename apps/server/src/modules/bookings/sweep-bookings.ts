import { and, inArray, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { TIME_TRANSITIONS } from '@tm/shared/rules/booking-status';
import type { Db } from '../../db/client';
import { bookings } from '../../db/schema/bookings';
import { purgeDeadTokens } from '../auth/tokens';

const instant = { firstStartAt: bookings.firstStartAt, lastEndAt: bookings.lastEndAt } as const;

/**
 * Writes the time-driven transitions of rules/booking-status.ts (pending/accepted → expired once
 * the first session has started; active → completed once the last one has ended). Each is one
 * conditional UPDATE ... WHERE status IN (...) AND instant <= now: running it twice, or on several
 * server processes at once, changes each row once (PostgreSQL re-checks the WHERE on a row another
 * process has just updated). Screens never wait for it: they read the status as of now.
 */
export async function sweepBookings(
  db: Db,
  now = new Date(),
): Promise<Record<'expired' | 'completed', number>> {
  const counts = { expired: 0, completed: 0 };
  for (const t of TIME_TRANSITIONS) {
    const changed = await db
      .update(bookings)
      .set({ status: t.to, updatedAt: now })
      .where(and(inArray(bookings.status, [...t.from]), lte(instant[t.at], now)))
      .returning({ id: bookings.id });
    counts[t.to] += changed.length;
  }
  return counts;
}

export interface SweeperRun {
  expired: number;
  completed: number;
  tokensPurged: number;
}

/**
 * Runs sweepBookings every `intervalSeconds` (0 turns it off), and purges dead sign-in tokens
 * (revoked, expired, idle past `tokenIdleHours`). `onRun` sees each run (metrics). Returns a stop
 * function.
 */
export function startBookingSweeper(opts: {
  db: Db;
  intervalSeconds: number;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  tokenIdleHours?: number;
  onRun?: (run: SweeperRun | null) => void;
}): () => Promise<void> {
  if (opts.intervalSeconds <= 0) return async () => {};
  let running: Promise<unknown> | null = null;
  const tick = () => {
    if (running) return; // a slow sweep is never overlapped by the next one
    running = sweepBookings(opts.db)
      .then(async (c) => {
        if (c.expired || c.completed) opts.log.info(c, 'bookings swept');
        const tokensPurged = opts.tokenIdleHours
          ? await purgeDeadTokens(opts.db, { idleHours: opts.tokenIdleHours })
          : 0;
        if (tokensPurged) opts.log.info({ tokensPurged }, 'dead sign-in tokens purged');
        opts.onRun?.({ ...c, tokensPurged });
      })
      .catch((err) => {
        opts.onRun?.(null);
        opts.log.error({ err }, 'booking sweep failed');
      })
      .finally(() => {
        running = null;
      });
  };
  tick();
  const timer = setInterval(tick, opts.intervalSeconds * 1000);
  timer.unref();
  return async () => {
    clearInterval(timer);
    await running;
  };
}
