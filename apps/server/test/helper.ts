// build() gives each test file its own app on a fresh, migrated database (PGlite or PostgreSQL,
// see global-setup.ts), with local ports: mail outbox, files in a temp folder, in-process pub/sub.
// injectAs(user) makes authorised requests.
//
// PGlite: each worker process runs many files (isolate: false in vitest.config.ts), so it opens
// the migrated template once and keeps it; every file's first build() empties it back to the
// template's rows (TRUNCATE, then the rows migrations put there) instead of loading a new copy.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import crypto from 'node:crypto';
import { inject, afterAll } from 'vitest';
import { sql, type SQL } from 'drizzle-orm';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { loadConfig, type Config } from '../src/config';
import { openDatabase, type Database } from '../src/db/client';
import { buildApp, type App } from '../src/app';
import { createMailPort } from '../src/ports/mail';
import { createLocalFileStore } from '../src/ports/files';
import { createMemoryPubSub } from '../src/ports/pubsub';
import { createMediaPort, createPaymentsPort, createVirusScanner } from '../src/ports/create-ports';
import { issueToken } from '../src/modules/auth/tokens';
import type { Ports } from '../src/ports/ports';
import { withDb } from './global-setup';

export interface TestContext {
  app: App;
  db: Database['db'];
  database: Database;
  config: Config;
  ports: Ports;
  dataDir: string;
  /** A bearer token for this user id. */
  tokenFor(userId: string): Promise<string>;
  /** app.inject with the user's bearer token. */
  injectAs(user: { id: string } | null, opts: InjectOptions): Promise<LightMyRequestResponse>;
}

async function openTestDatabase(): Promise<Database> {
  const testDb = inject('testDb');
  if (testDb.kind === 'postgres') {
    const name = `tm_t_${testDb.runId}_${crypto.randomBytes(5).toString('hex')}`;
    const { default: pg } = await import('pg');
    const admin = new pg.Client({ connectionString: testDb.adminUrl });
    await admin.connect();
    for (let attempt = 0; ; attempt++) {
      try {
        await admin.query(`create database ${name} template ${testDb.template}`);
        break;
      } catch (err) {
        if (attempt >= 5) throw err;
        await new Promise((r) => setTimeout(r, 100 * (attempt + 1)));
      }
    }
    await admin.end();
    const pooled = testDb.appUrl !== testDb.adminUrl;
    return openDatabase({
      databaseUrl: withDb(testDb.appUrl, name),
      directUrl: pooled ? withDb(testDb.adminUrl, name) : undefined,
      dataDir: 'memory://',
      poolMax: 10,
    });
  }
  return openPgliteFromTemplate(testDb.templateFile);
}

function openPgliteFromTemplate(templateFile: string): Promise<Database> {
  const blob = new Blob([fs.readFileSync(templateFile)]);
  return openDatabase({ dataDir: 'memory://', loadDataDir: blob });
}

interface WorkerDatabase {
  database: Database;
  inUse: boolean;
  tables: string[];
  /** Rows the migrations left in the template, by table, put back at every reset. */
  rows: Map<string, unknown[]>;
}
let worker: Promise<WorkerDatabase> | undefined;

async function openWorkerDatabase(templateFile: string): Promise<WorkerDatabase> {
  const database = await openPgliteFromTemplate(templateFile);
  const query = async <T>(q: SQL) =>
    ((await database.db.execute(q)) as unknown as { rows: T[] }).rows;
  const rows = await query<{ name: string }>(
    sql`select quote_ident(tablename) as name from pg_tables where schemaname = 'public'`,
  );
  const tables = rows.map((r) => r.name);
  const kept = new Map<string, unknown[]>();
  for (const table of tables) {
    const [found] = await query<{ rows: unknown[] | null }>(
      sql.raw(`select json_agg(t) as rows from ${table} t`),
    );
    const list = found?.rows;
    if (list?.length) kept.set(table, list);
  }
  return { database, inUse: false, tables, rows: kept };
}

/** The worker's PGlite, emptied back to the template, or null while another build() holds it. */
async function takeWorkerDatabase(templateFile: string): Promise<Database | null> {
  worker ??= openWorkerDatabase(templateFile);
  const w = await worker;
  if (w.inUse) return null;
  w.inUse = true;
  if (w.tables.length) {
    await w.database.db.execute(
      sql.raw(`truncate table ${w.tables.join(', ')} restart identity cascade`),
    );
  }
  for (const [table, rows] of w.rows) {
    await w.database.db.execute(
      sql`insert into ${sql.raw(table)} select * from json_populate_recordset(null::${sql.raw(table)}, ${JSON.stringify(rows)}::json)`,
    );
  }
  return {
    ...w.database,
    close: async () => {
      w.inUse = false;
    },
  };
}

/** Builds the app for one test file; closes it after the file's tests. */
export async function build(
  env: Record<string, string | undefined> = {},
  opts: {
    /**
     * A streaming replica of the test PostgreSQL server (any database name): the app reads from
     * the same database on it (DATABASE_REPLICA_URL). PostgreSQL runs only.
     */
    replicaUrl?: string;
  } = {},
): Promise<TestContext> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tm-test-'));
  const testDb = inject('testDb');
  const database =
    (testDb.kind === 'pglite' ? await takeWorkerDatabase(testDb.templateFile) : null) ??
    (await openTestDatabase());
  let replicaEnv: Record<string, string> = {};
  if (opts.replicaUrl && testDb.kind === 'postgres') {
    const { rows } = await database.pgPool!.query<{ name: string }>(
      'select current_database() as name',
    );
    replicaEnv = {
      DATABASE_URL: withDb(testDb.appUrl, rows[0]!.name),
      DATABASE_REPLICA_URL: withDb(opts.replicaUrl, rows[0]!.name),
    };
  }
  const config = loadConfig({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'silent',
    // createAdmin() makes admins at admins.example.test.
    ADMIN_EMAILS: 'admin@tutorsplace.in,@admins.example.test',
    WEB_DIST_DIR: path.join(dataDir, 'no-web'),
    ...replicaEnv,
    ...env,
  });
  const ports: Ports = {
    mail: createMailPort({ db: database.db, from: config.MAIL_FROM }),
    files: createLocalFileStore(path.join(dataDir, 'files')),
    pubsub: createMemoryPubSub(),
    payments: createPaymentsPort(config, database.db),
    virusScanner: createVirusScanner(config),
    media: createMediaPort(config),
  };
  const app = await buildApp({ config, database, ports, logger: false });
  await app.ready();
  afterAll(async () => {
    await app.close();
    await ports.pubsub.close();
    await ports.media.close();
    await database.close();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });
  const tokens = new Map<string, string>();
  const tokenFor = async (userId: string) => {
    let t = tokens.get(userId);
    if (!t) {
      t = await issueToken(database.db, userId, 1);
      tokens.set(userId, t);
    }
    return t;
  };
  return {
    app,
    db: database.db,
    database,
    config,
    ports,
    dataDir,
    tokenFor,
    async injectAs(user, opts) {
      const headers = { ...(opts.headers ?? {}) } as Record<string, string>;
      if (user) headers.authorization = `Bearer ${await tokenFor(user.id)}`;
      return app.inject({ ...opts, headers });
    },
  };
}

/** The parsed envelope of a response. */
export function body<T = any>(
  res: LightMyRequestResponse,
): { success: boolean; data: T; message: string } {
  return res.json();
}
