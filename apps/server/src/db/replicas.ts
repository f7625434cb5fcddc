// Read replicas (docs/decisions/read-replica.md): read-only, latency-tolerant reads go to a
// PostgreSQL streaming replica that is caught up; the primary serves everything else, every read
// of a user who wrote in the last few seconds (read-your-writes), and every read while no replica
// is fit (replay paused, lagging past the limit, or unreachable).
import type { Pool } from 'pg';
import type { Db } from './client';

export type ReadTarget = 'replica' | 'primary';

export interface ReadStats {
  /** Reads served by a replica. */
  replica: number;
  /** Reads meant for a replica that the primary served, by reason. */
  primary: { noReplica: number; recentWrite: number; lagging: number; failed: number };
}

export interface ReadRouter {
  /** True when replicas are configured (PostgreSQL with DATABASE_REPLICA_URL). */
  enabled: boolean;
  /**
   * Runs a read on a fit replica, or on the primary when none is fit or `primary` is asked for
   * (a recent writer). A replica that fails during the read is marked down and the primary runs
   * the read again: the caller sees no error.
   */
  read<T>(fn: (db: Db) => Promise<T>, opts?: { primary?: boolean }): Promise<T>;
  /** Checks every replica's state now (also runs every `checkEveryMs` on its own). */
  check(): Promise<void>;
  stats(): ReadStats;
  /** Each replica's last checked state (for /metrics and tests). */
  replicas(): { url: string; fit: boolean; reason: string | null; lagMs: number | null }[];
  close(): Promise<void>;
}

interface Replica {
  url: string;
  pool: Pool;
  db: Db;
  fit: boolean;
  reason: string | null;
  lagMs: number | null;
}

function redact(url: string): string {
  try {
    const u = new URL(url);
    u.password = '';
    return `${u.hostname}:${u.port || 5432}${u.pathname}`;
  } catch {
    return 'replica';
  }
}

/** Errors that say the server is gone, not that the query is wrong (those go to the caller). */
function isConnectionError(err: unknown, depth = 0): boolean {
  const e = err as { code?: string; message?: string; cause?: unknown; errors?: unknown[] };
  if (!e || depth > 4) return false;
  // Drizzle wraps the driver's error (cause); Node's dual-stack connect gives an AggregateError.
  if (e.cause && isConnectionError(e.cause, depth + 1)) return true;
  if (e.errors?.some((x) => isConnectionError(x, depth + 1))) return true;
  if (typeof e.code === 'string') {
    // Node socket errors, and PostgreSQL's class 08 (connection), 57P (shutdown) and 53 (resources).
    if (/^(ECONN|EPIPE|ETIMEDOUT|EHOSTUNREACH|ENOTFOUND)/.test(e.code)) return true;
    if (/^(08|57P|53)/.test(e.code)) return true;
    // 40001 on a standby: the query was cancelled by a conflict with recovery; the primary can run it.
    if (e.code === '40001') return true;
  }
  return /Connection terminated|connection timeout|Client has encountered a connection error/i.test(
    e.message ?? '',
  );
}

export function primaryOnlyRouter(primary: Db): ReadRouter {
  const stats: ReadStats = {
    replica: 0,
    primary: { noReplica: 0, recentWrite: 0, lagging: 0, failed: 0 },
  };
  return {
    enabled: false,
    read: (fn) => {
      stats.primary.noReplica++;
      return fn(primary);
    },
    check: async () => {},
    stats: () => stats,
    replicas: () => [],
    close: async () => {},
  };
}

/**
 * Opens a small pool per replica URL and checks each one's state every `checkEveryMs`: a replica
 * is fit when it is in recovery, its WAL replay is not paused, and it has replayed the primary's
 * current WAL position or its last replayed transaction is at most `maxLagMs` old.
 */
export async function createReadRouter(opts: {
  primary: Db;
  primaryPool: Pool;
  replicaUrls: string[];
  maxLagMs: number;
  checkEveryMs: number;
  poolMax: number;
  onError?: (err: unknown, msg: string) => void;
}): Promise<ReadRouter> {
  const { default: pg } = await import('pg');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const replicas: Replica[] = opts.replicaUrls.map((url) => {
    const pool = new pg.Pool({
      connectionString: url,
      max: opts.poolMax,
      connectionTimeoutMillis: 2000,
    });
    // An idle connection dropped by a stopped replica must not crash the process.
    pool.on('error', () => {});
    return {
      url: redact(url),
      pool,
      db: drizzle(pool) as unknown as Db,
      // Unfit until the first check has seen it caught up.
      fit: false,
      reason: 'not checked yet',
      lagMs: null,
    };
  });
  const stats: ReadStats = {
    replica: 0,
    primary: { noReplica: 0, recentWrite: 0, lagging: 0, failed: 0 },
  };
  let next = 0;
  let checking: Promise<void> | null = null;

  async function checkOne(r: Replica, primaryLsn: string) {
    try {
      const { rows } = await r.pool.query<{
        recovering: boolean;
        paused: boolean;
        behind: string | null;
        age_ms: number | null;
      }>(
        `select pg_is_in_recovery() as recovering,
                pg_is_in_recovery() and pg_is_wal_replay_paused() as paused,
                pg_wal_lsn_diff($1::pg_lsn, pg_last_wal_replay_lsn())::text as behind,
                (extract(epoch from now() - pg_last_xact_replay_timestamp()) * 1000)::float8 as age_ms`,
        [primaryLsn],
      );
      const s = rows[0]!;
      const behind = s.behind === null ? null : Number(s.behind);
      r.lagMs = behind !== null && behind <= 0 ? 0 : s.age_ms;
      if (!s.recovering) [r.fit, r.reason] = [false, 'not a standby'];
      else if (s.paused) [r.fit, r.reason] = [false, 'replay paused'];
      else if (behind !== null && behind > 0 && (s.age_ms === null || s.age_ms > opts.maxLagMs))
        [r.fit, r.reason] = [false, 'lagging'];
      else [r.fit, r.reason] = [true, null];
    } catch (err) {
      [r.fit, r.reason, r.lagMs] = [false, 'unreachable', null];
      opts.onError?.(err, `read replica ${r.url} unreachable; the primary serves its reads`);
    }
  }

  async function check() {
    checking ??= (async () => {
      try {
        const { rows } = await opts.primaryPool.query<{ lsn: string }>(
          'select pg_current_wal_lsn()::text as lsn',
        );
        await Promise.all(replicas.map((r) => checkOne(r, rows[0]!.lsn)));
      } catch (err) {
        opts.onError?.(err, 'read replica check failed');
      }
    })().finally(() => {
      checking = null;
    });
    return checking;
  }

  await check();
  const timer = setInterval(() => void check(), opts.checkEveryMs);
  timer.unref();

  function pick(): Replica | null {
    for (let i = 0; i < replicas.length; i++) {
      const r = replicas[(next + i) % replicas.length]!;
      if (r.fit) {
        next = (next + i + 1) % replicas.length;
        return r;
      }
    }
    return null;
  }

  return {
    enabled: true,
    async read(fn, o) {
      if (o?.primary) {
        stats.primary.recentWrite++;
        return fn(opts.primary);
      }
      const r = pick();
      if (!r) {
        const down = replicas.every((x) => x.reason === 'unreachable');
        if (down) stats.primary.failed++;
        else stats.primary.lagging++;
        return fn(opts.primary);
      }
      try {
        const result = await fn(r.db);
        stats.replica++;
        return result;
      } catch (err) {
        if (!isConnectionError(err)) throw err;
        [r.fit, r.reason, r.lagMs] = [false, 'unreachable', null];
        opts.onError?.(err, `read replica ${r.url} failed; the primary serves its reads`);
        stats.primary.failed++;
        return fn(opts.primary);
      }
    },
    check,
    stats: () => stats,
    replicas: () => replicas.map(({ url, fit, reason, lagMs }) => ({ url, fit, reason, lagMs })),
    async close() {
      clearInterval(timer);
      await checking;
      await Promise.all(replicas.map((r) => r.pool.end().catch(() => {})));
    },
  };
}
