import { and, eq, inArray, lte, sql } from 'drizzle-orm';
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
): Promise<Record<'expired' | 'completed' | 'missed', number>> {
  const counts = { expired: 0, completed: 0, missed: 0 };
  // a class whose last session has ended and whose call nobody ever joined is missed,
  // not completed. A class the tutor attended completes (a student's no-show keeps the earning).
  const missed = await db
    .update(bookings)
    .set({ status: 'missed', updatedAt: now })
    .where(
      and(
        eq(bookings.status, 'active'),
        lte(bookings.lastEndAt, now),
        sql`not exists (select 1 from class_attendance a where a.booking_id = ${bookings.id})`,
      ),
    )
    .returning({ id: bookings.id });
  counts.missed = missed.length;
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
  missed: number;
  tokensPurged: number;
}

/**
 * Runs sweepBookings now and then every `intervalSeconds` (0 turns it off), and purges dead sign-in
 * tokens (revoked, expired, idle past `tokenIdleHours`). `onRun` sees each run (metrics).
 * `firstRun` settles when the first sweep has finished; `stop()` clears the timer and waits for a
 * sweep in progress, and no sweep starts after it.
 */
export function startBookingSweeper(opts: {
  db: Db;
  intervalSeconds: number;
  log: Pick<FastifyBaseLogger, 'info' | 'error'>;
  tokenIdleHours?: number;
  onRun?: (run: SweeperRun | null) => void;
  /** Other time-driven work on the same beat (needs); its failure is logged like a sweep's. */
  afterSweep?: () => Promise<void>;
}): { firstRun: Promise<void>; stop: () => Promise<void> } {
  if (opts.intervalSeconds <= 0) return { firstRun: Promise.resolve(), stop: async () => {} };
  let running: Promise<void> | null = null;
  let stopped = false;
  const tick = () => {
    if (running || stopped) return running; // a slow sweep is never overlapped by the next one
    running = sweepBookings(opts.db)
      .then(async (c) => {
        if (c.expired || c.completed || c.missed) opts.log.info(c, 'bookings swept');
        const tokensPurged = opts.tokenIdleHours
          ? await purgeDeadTokens(opts.db, { idleHours: opts.tokenIdleHours })
          : 0;
        if (tokensPurged) opts.log.info({ tokensPurged }, 'dead sign-in tokens purged');
        await opts.afterSweep?.();
        opts.onRun?.({ ...c, tokensPurged });
      })
      .catch((err) => {
        opts.onRun?.(null);
        opts.log.error({ err }, 'booking sweep failed');
      })
      .finally(() => {
        running = null;
      });
    return running;
  };
  const firstRun = tick() ?? Promise.resolve();
  const timer = setInterval(() => void tick(), opts.intervalSeconds * 1000);
  timer.unref();
  return {
    firstRun,
    async stop() {
      stopped = true;
      clearInterval(timer);
      await running;
    },
  };
}
