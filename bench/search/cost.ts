// What one discovery request costs besides its SQL (docs/decisions/tutor-search.md, bench/README.md):
// statements per request (first and repeated), bytes on the wire (raw, gzip, brotli as the server
// sends them), and, in process (no HTTP, no other load generator), the p50/p95 of the request
// beside the p50/p95 of the very statements it sent, run alone on the same connection; and the
// share of the request spent checking and writing the JSON through the response schema. Every
// figure is printed with the load average. No assertion: figures, not a test.
//
//   npx tsx bench/search/cost.ts [--tutors=10000] [--requests=200] [--database-url=postgres://…] [--keep]
//
// Without --database-url it uses embedded PGlite in memory; with it, a new database on that server
// (created and dropped by the script; --keep leaves it for EXPLAIN and prints its name).
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { performance } from 'node:perf_hooks';
import { sql, type SQL } from 'drizzle-orm';
import pg from 'pg';
import { getTutorsResponseSchema } from '@tm/shared/contract/discovery';
import { loadConfig } from '../../apps/server/src/config';
import { openDatabase, type Database } from '../../apps/server/src/db/client';
import { buildApp } from '../../apps/server/src/app';
import { createMailPort } from '../../apps/server/src/ports/mail';
import { createLocalFileStore } from '../../apps/server/src/ports/files';
import { createMemoryPubSub } from '../../apps/server/src/ports/pubsub';
import { createPaymentsPort, createVirusScanner } from '../../apps/server/src/ports/create-ports';
import { insertSearchTutors } from '../../apps/server/src/test-support/search-tutors';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=');
    return [k!, v ?? 'true'];
  }),
);
const TUTORS = Number(args.tutors ?? 10_000);
const REQUESTS = Number(args.requests ?? 200);

const QUERIES = [
  '',
  'search=maths',
  'search=maths&sort=relevance',
  'search=science&sort=relevance',
  'search=class%2010%20cbse',
  'search=ganit',
  'search=mathematcs',
  'search=physics&sort=price-low',
  'search=meera&sort=rating',
  'search=english&page=40',
];

const load = () =>
  os
    .loadavg()
    .map((x) => x.toFixed(2))
    .join(' ');
const pct = (xs: number[], p: number) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]!;
};
const ms = (x: number) => `${x.toFixed(2)} ms`;

async function openBenchDatabase(): Promise<{ database: Database; drop: () => Promise<void> }> {
  const url = args['database-url'];
  if (!url) {
    return {
      database: await openDatabase({ dataDir: 'memory://' }),
      drop: async () => {},
    };
  }
  const name = `tm_cost_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  const u = new URL(url);
  u.pathname = `/${name}`;
  const database = await openDatabase({ databaseUrl: u.toString(), dataDir: 'memory://' });
  return {
    database,
    drop: async () => {
      if (args.keep) console.log(`kept database ${name}`);
      else await admin.query(`drop database ${name} with (force)`);
      await admin.end();
    },
  };
}

const { database, drop } = await openBenchDatabase();
console.log(`engine: ${database.kind}, tutors: ${TUTORS}, requests per query: ${REQUESTS}`);
await database.migrate(path.join(ROOT, 'apps/server/drizzle'));
const t0 = performance.now();
await insertSearchTutors(database.db, TUTORS);
await database.db.execute(sql`analyze tutor_profiles`);
await database.db.execute(sql`analyze users`);
console.log(`seeded in ${((performance.now() - t0) / 1000).toFixed(1)} s (load ${load()})`);

// Every statement the app sends through db.execute is counted and kept.
const sent: SQL[] = [];
const execute = database.db.execute.bind(database.db);
(database.db as unknown as { execute: (q: SQL) => unknown }).execute = (q: SQL) => {
  sent.push(q);
  return execute(q);
};

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tm-cost-'));
const config = loadConfig({
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  LOG_LEVEL: 'silent',
  WEB_DIST_DIR: path.join(dataDir, 'no-web'),
});
const app = await buildApp({
  config,
  database,
  ports: {
    mail: createMailPort({ db: database.db, from: config.MAIL_FROM }),
    files: createLocalFileStore(path.join(dataDir, 'files')),
    pubsub: createMemoryPubSub(),
    payments: createPaymentsPort(config),
    virusScanner: createVirusScanner(config),
  },
  logger: false,
});
await app.ready();

const rows: string[][] = [];
for (const q of QUERIES) {
  const url = `/api/get-tutors?${q}`;
  sent.length = 0;
  const first = await app.inject({ method: 'GET', url });
  const firstStatements = sent.length;
  sent.length = 0;
  const again = await app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
  const statements = [...sent];
  const raw = Buffer.byteLength(first.body);
  const gz = zlib.gzipSync(first.body, { level: 5 }).length;
  const br = again.rawPayload.length;

  const api: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const s = performance.now();
    await app.inject({ method: 'GET', url });
    api.push(performance.now() - s);
  }
  const db: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    const s = performance.now();
    for (const st of statements) await execute(st);
    db.push(performance.now() - s);
  }
  // The response schema's check and JSON, as the serializer does it, against JSON alone.
  const data = (first.json() as { data: unknown }).data;
  const sz: number[] = [];
  const js: number[] = [];
  for (let i = 0; i < REQUESTS; i++) {
    let s = performance.now();
    JSON.stringify(getTutorsResponseSchema.parse(data));
    sz.push(performance.now() - s);
    s = performance.now();
    JSON.stringify(data);
    js.push(performance.now() - s);
  }
  rows.push([
    q || '(no filter)',
    String(first.statusCode),
    `${firstStatements} / ${statements.length}`,
    `${raw} / ${gz} / ${br}`,
    `${ms(pct(api, 50))} / ${ms(pct(api, 95))}`,
    `${ms(pct(db, 50))} / ${ms(pct(db, 95))}`,
    `${(pct(api, 50) / pct(db, 50)).toFixed(2)}×`,
    `${ms(pct(sz, 50))} / ${ms(pct(js, 50))}`,
    load(),
  ]);
}

const head = [
  'query',
  'status',
  'statements first / repeated',
  'bytes raw / gzip / br sent',
  'API p50 / p95 (in process)',
  'its SQL p50 / p95',
  'API / SQL',
  'schema+JSON / JSON p50',
  'load avg 1/5/15',
];
console.log(`| ${head.join(' | ')} |`);
console.log(`| ${head.map(() => '---').join(' | ')} |`);
for (const r of rows) console.log(`| ${r.join(' | ')} |`);

await app.close();
await database.close();
await drop();
fs.rmSync(dataDir, { recursive: true, force: true });
