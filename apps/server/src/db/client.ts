import fs from 'node:fs';
import path from 'node:path';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Db = PgDatabase<PgQueryResultHKT, any>;

export interface Database {
  db: Db;
  kind: 'pglite' | 'postgres';
  /**
   * Whether statements may be prepared by name (kept per server connection). Off when
   * DATABASE_URL goes through a transaction pooler (DATABASE_DIRECT_URL set), where the next
   * transaction may run on another server connection that never saw the statement.
   */
  namedStatements: boolean;
  /** The node-postgres pool (PostgreSQL only), for the read replicas' lag check. */
  pgPool?: import('pg').Pool;
  /** Runs raw SQL (used for health checks and migrations' preamble). */
  ping(): Promise<void>;
  /** Applies pending migrations from `folder`; safe when several nodes start at once. */
  migrate(folder: string): Promise<void>;
  close(): Promise<void>;
  /** Connection pool use (PostgreSQL); null for the embedded database. */
  poolStats(): { total: number; idle: number; waiting: number; max: number } | null;
  /** The embedded database's data folder as a gzipped tarball (a template, see pglite-template.ts). */
  dumpDataDir?(): Promise<Blob>;
}

/** Handles opened behind a transaction pooler (see Database.namedStatements). */
const pooledHandles = new WeakSet<object>();

/** Whether a statement on `db` may be prepared by name (false behind a transaction pooler). */
export function namedStatementsAllowed(db: Db): boolean {
  return !pooledHandles.has(db);
}

/**
 * Opens the database: a PostgreSQL server when `databaseUrl` is set, otherwise embedded PGlite
 * persisted in `dataDir/pg` (or in memory when dataDir is 'memory://').
 */
export async function openDatabase(opts: {
  databaseUrl?: string;
  dataDir: string;
  poolMax?: number;
  /**
   * A direct connection to the primary for migrations, when `databaseUrl` goes through a
   * transaction pooler: the migration lock is a session advisory lock, which needs one session.
   */
  directUrl?: string;
  loadDataDir?: Blob;
  /**
   * Embedded database: a new data folder starts as a copy of this folder (a migrated, empty
   * database saved at build time, db/pglite-template.ts) instead of running initdb (4-5 s).
   */
  templateDir?: string;
}): Promise<Database> {
  if (opts.databaseUrl) {
    const { default: pg } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    // DATE columns stay 'YYYY-MM-DD' strings, not JS Dates shifted by the process's zone.
    pg.types.setTypeParser(1082, (v: string) => v);
    const pool = new pg.Pool({ connectionString: opts.databaseUrl, max: opts.poolMax ?? 10 });
    const db = drizzle(pool) as unknown as Db;
    if (opts.directUrl) pooledHandles.add(db);
    return {
      db,
      kind: 'postgres',
      namedStatements: !opts.directUrl,
      pgPool: pool,
      ping: async () => {
        await pool.query('select 1');
      },
      migrate: async (folder) => {
        const { migrate } = await import('drizzle-orm/node-postgres/migrator');
        // One connection holds an advisory lock so that one node migrates while the others wait.
        // Through a transaction pooler the lock and the unlock could land on different server
        // connections, so migrations use the direct URL when there is one.
        const direct = opts.directUrl
          ? new pg.Client({ connectionString: opts.directUrl })
          : undefined;
        if (direct) await direct.connect();
        const client = direct ?? (await pool.connect());
        try {
          await client.query('select pg_advisory_lock(727001)');
          await client.query('create extension if not exists pg_trgm');
          await migrate(drizzle(client), { migrationsFolder: folder });
          await client.query('select pg_advisory_unlock(727001)');
        } finally {
          if (direct) await direct.end();
          else (client as import('pg').PoolClient).release();
        }
      },
      close: () => pool.end(),
      poolStats: () => ({
        total: pool.totalCount,
        idle: pool.idleCount,
        waiting: pool.waitingCount,
        max: opts.poolMax ?? 10,
      }),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const { drizzle } = await import('drizzle-orm/pglite');
  let dataDir: string | undefined;
  const loadDataDir = opts.loadDataDir;
  if (opts.dataDir !== 'memory://') {
    dataDir = path.join(opts.dataDir, 'pg');
    if (!loadDataDir && opts.templateDir && isEmptyOrMissing(dataDir))
      copyTemplate(opts.templateDir, dataDir);
    fs.mkdirSync(dataDir, { recursive: true });
  }
  const client = await PGlite.create({ dataDir, extensions: { pg_trgm }, loadDataDir });
  const db = drizzle(client) as unknown as Db;
  return {
    db,
    kind: 'pglite',
    namedStatements: true,
    ping: async () => {
      await client.query('select 1');
    },
    migrate: async (folder) => {
      const { migrate } = await import('drizzle-orm/pglite/migrator');
      await client.exec('create extension if not exists pg_trgm');
      await migrate(drizzle(client), { migrationsFolder: folder });
    },
    close: () => client.close(),
    poolStats: () => null,
    dumpDataDir: () => client.dumpDataDir('gzip'),
  };
}

function isEmptyOrMissing(dir: string): boolean {
  try {
    return fs.readdirSync(dir).length === 0;
  } catch {
    return true;
  }
}

/**
 * A new embedded data folder as a copy of the template, made under another name and renamed into
 * place, so that a start stopped halfway leaves no half-copied database behind (the next start
 * copies again). Without a template (the server run from its sources), PGlite runs initdb.
 */
function copyTemplate(templateDir: string, dataDir: string) {
  if (!fs.existsSync(path.join(templateDir, 'PG_VERSION'))) return;
  const partial = `${dataDir}.partial-${process.pid}`;
  fs.mkdirSync(path.dirname(dataDir), { recursive: true });
  fs.rmSync(partial, { recursive: true, force: true });
  fs.cpSync(templateDir, partial, { recursive: true });
  fs.rmSync(dataDir, { recursive: true, force: true }); // empty, or not there
  fs.renameSync(partial, dataDir);
}
