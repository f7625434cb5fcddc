#!/usr/bin/env node
// Discovery benchmark: GET /api/get-tutors over HTTP against 100,000 verified tutors,
// on PostgreSQL and on embedded PGlite. One command: `npm run bench`.
//
//   node bench/search/run.mjs [--engines=postgres,pglite] [--tutors=100000] [--duration=20]
//                             [--connections=10] [--pool=10] [--reseed] [--seed-only] [--no-floor]
//                             [--db=tm_bench] [--worker-cpu=0.2] [--no-cap] [--capped-only]
//
// Steps per engine: seed (cached in bench/.data until the migration or the seed script changes),
// start the real server (bundled like `npm run build`, NODE_ENV=production) on a free port, check
// each query answers, warm up, time each query alone, then run the mix and print p50, p95 and
// requests per second. On PostgreSQL it then replays the same SQL over raw pg (the floor) and runs
// the mix with two worker processes, then one worker against two with a CPU budget and a core
// each (cpu-cap.mjs), and prints the ratios. PostgreSQL comes from BENCH_DATABASE_URL (default
// postgres://postgres@127.0.0.1:5432/postgres); the database tm_bench is (re)created there.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import autocannon from 'autocannon';
import pg from 'pg';
import { capProcess, cpuCapSupport } from './cpu-cap.mjs';
import { cpuSeconds } from '../proc.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const DATA = path.join(ROOT, 'bench/.data');
const BUILD = path.join(DATA, 'build');

const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=');
    return [k, v ?? 'true'];
  }),
);
const ENGINES = (args.engines ?? 'postgres,pglite').split(',');
const TUTORS = Number(args.tutors ?? 100_000);
const DURATION = Number(args.duration ?? 20);
const CONNECTIONS = Number(args.connections ?? 10);
/** The server's PostgreSQL pool (DATABASE_POOL_MAX); the server's default is 10. */
const POOL = String(args.pool ?? 10);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
/** --db: another name keeps two people's runs on one PostgreSQL apart. */
const BENCH_DB = args.db ?? 'tm_bench';
/**
 * --worker-cpu: the CPU budget (cores) of each worker in the capped one-vs-two-workers step
 * (cpu-cap.mjs); small enough that PostgreSQL and the load generator keep the rest of a 2-core
 * machine even when two workers run flat out. --no-cap skips that step.
 */
const WORKER_CPU = Number(args['worker-cpu'] ?? 0.2);

/**
 * The mix: text, each filter, each sort, combinations and deep pages. Deep pages go as far as the
 * API pages (the first 10,000 results of a search, MAX_RESULT_WINDOW).
 */
const QUERIES = [
  ['newest, first page', ''],
  ['sort price-low', 'sort=price-low'],
  ['sort price-high', 'sort=price-high'],
  ['text: subject word', 'search=math'],
  ['text: two words', 'search=physics%20tutor'],
  ['text: partial name', 'search=krishn'],
  ['text: language', 'search=kannada&sort=price-low'],
  ['mode', 'mode=Home%20Tutoring'],
  ['subjects (2)', 'subjects=Python,Java'],
  ['subject + price sort', 'subjects=NEET&sort=price-low'],
  ['price range', 'minPrice=500&maxPrice=1000'],
  ['days + time ranges', 'days=Sat,Sun&timeRanges=18-21'],
  [
    'all filters',
    'search=math&mode=Online%20Tutoring&minPrice=300&maxPrice=2000&days=Mon,Wed&timeRanges=15-18,18-21&sort=price-low',
  ],
  ['deep page, newest (offset 6,000)', 'page=501'],
  ['deep page, price-high (offset 9,600)', 'sort=price-high&page=801'],
  ['deep page, filtered (offset 9,000)', 'mode=Online%20Tutoring&page=751'],
];

const sha = (...files) =>
  crypto
    .createHash('sha256')
    .update(files.map((f) => fs.readFileSync(f)).join('\0'))
    .digest('hex')
    .slice(0, 16);

async function bundle() {
  const read = (p) => JSON.parse(fs.readFileSync(path.join(ROOT, p), 'utf8'));
  const deps = {
    ...read('packages/shared/package.json').dependencies,
    ...read('apps/server/package.json').dependencies,
  };
  const external = Object.keys(deps).filter((d) => !d.startsWith('@tm/'));
  await build({
    entryPoints: {
      server: path.join(ROOT, 'apps/server/src/server.ts'),
      seed: path.join(ROOT, 'bench/search/seed.ts'),
      statements: path.join(ROOT, 'bench/search/statements.ts'),
    },
    outdir: BUILD,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    platform: 'node',
    target: 'node20',
    format: 'esm',
    external: [...external, ...external.map((d) => `${d}/*`)],
    banner: {
      js: "import { createRequire as __cr } from 'node:module'; const require = __cr(import.meta.url);",
    },
    logLevel: 'warning',
  });
  // The bundled server finds its migrations next to itself (db/migrate.ts looks in ./drizzle).
  fs.cpSync(path.join(ROOT, 'apps/server/drizzle'), path.join(BUILD, 'drizzle'), {
    recursive: true,
  });
}

function run(cmd, argv, env = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(cmd, argv, {
      cwd: ROOT,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    let out = '';
    child.stdout.on('data', (d) => (out += d));
    child.on('exit', (code) =>
      code === 0 ? resolve(out) : reject(new Error(`${cmd} ${argv.join(' ')} exited with ${code}`)),
    );
  });
}

async function pgDatabaseExists(client) {
  const { rows } = await client.query('select 1 from pg_database where datname = $1', [BENCH_DB]);
  return rows.length > 0;
}

/** Seeds the engine's database unless a seed made by the same migration and seed script is there. */
async function ensureSeeded(engine) {
  const fingerprint = `${sha(path.join(ROOT, 'apps/server/drizzle/0000_init.sql'), path.join(ROOT, 'bench/search/seed.ts'))}-${TUTORS}`;
  const markerFile = path.join(DATA, `${engine}.json`);
  const marker = fs.existsSync(markerFile) ? JSON.parse(fs.readFileSync(markerFile, 'utf8')) : null;
  const seedArgs = [path.join(BUILD, 'seed.mjs'), `--tutors=${TUTORS}`];
  let dbUrl;
  let dataDir;
  if (engine === 'postgres') {
    const admin = new pg.Client({ connectionString: ADMIN_URL });
    await admin.connect();
    const u = new URL(ADMIN_URL);
    u.pathname = `/${BENCH_DB}`;
    dbUrl = u.toString();
    if (marker?.fingerprint === fingerprint && !args.reseed && (await pgDatabaseExists(admin))) {
      await admin.end();
      return { ...marker, dbUrl };
    }
    await admin.query(`drop database if exists ${BENCH_DB} with (force)`);
    await admin.query(`create database ${BENCH_DB}`);
    await admin.end();
    seedArgs.push(`--databaseUrl=${dbUrl}`);
  } else {
    dataDir = path.join(DATA, 'pglite');
    if (marker?.fingerprint === fingerprint && !args.reseed && fs.existsSync(dataDir))
      return { ...marker, dataDir };
    fs.rmSync(dataDir, { recursive: true, force: true });
    seedArgs.push(`--dataDir=${dataDir}`);
  }
  console.log(`[${engine}] seeding ${TUTORS.toLocaleString('en-IN')} verified tutors ...`);
  const out = await run(process.execPath, seedArgs);
  const result = JSON.parse(out.trim().split('\n').pop());
  console.log(
    `[${engine}] seeded ${result.verified.toLocaleString('en-IN')} verified + ${result.unverified.toLocaleString('en-IN')} unverified tutors in ${result.seconds} s`,
  );
  const saved = {
    fingerprint,
    token: result.token,
    verified: result.verified,
    unverified: result.unverified,
  };
  fs.writeFileSync(markerFile, JSON.stringify(saved, null, 2));
  return { ...saved, dbUrl, dataDir };
}

function freePort() {
  return new Promise((resolve) => {
    const srv = net.createServer();
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

async function startServer(seeded, workers = 1) {
  const port = await freePort();
  const env = {
    WEB_CONCURRENCY: String(workers),
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    SWEEP_INTERVAL_SECONDS: '0',
    DATABASE_POOL_MAX: POOL,
    DATA_DIR: seeded.dataDir ?? path.join(DATA, 'server-data'),
    ...(seeded.dbUrl ? { DATABASE_URL: seeded.dbUrl } : { DATABASE_URL: '' }),
  };
  const child = spawn(process.execPath, [path.join(BUILD, 'server.mjs')], {
    cwd: ROOT,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 600; i++) {
    if (child.exitCode !== null) throw new Error('server exited during start');
    try {
      const res = await fetch(`${base}/api/health`);
      // With several workers, the primary answers once the first listens: give the others time.
      if (res.ok && workers > 1) await waitForWorkers(child, workers);
      if (res.ok) return { child, base };
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  child.kill();
  throw new Error('server did not start');
}

/** Waits until the cluster has `workers` worker processes (children of the primary) running. */
async function waitForWorkers(child, workers) {
  for (let i = 0; i < 600; i++) {
    const kids = fs
      .readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8')
      .trim()
      .split(/\s+/)
      .filter(Boolean);
    if (kids.length >= workers) {
      await new Promise((r) => setTimeout(r, 3000)); // their start-up, on a busy machine
      return;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
}

/** The processes that serve: the server itself, or the cluster primary's workers. */
function servingPids(child, workers) {
  if (workers === 1) return [child.pid];
  return fs
    .readFileSync(`/proc/${child.pid}/task/${child.pid}/children`, 'utf8')
    .trim()
    .split(/\s+/)
    .filter(Boolean)
    .map(Number);
}

/** The load average (1, 5, 15 minutes), printed beside each figure: the machine is shared. */
const loadAverage = () => fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

/**
 * The floor: the same two statements the server runs per request (the token lookup as
 * a named prepared statement, then the page query), replayed over `connections` raw pg
 * connections for `duration` seconds, the 16 queries in turn. Latency is per pair.
 */
async function floor(dbUrl, statements, { duration, connections }) {
  const latencies = [];
  let pairs = 0;
  const until = Date.now() + duration * 1000;
  const { lookup, pages } = statements;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      const client = new pg.Client({ connectionString: dbUrl });
      await client.connect();
      let i = 0;
      while (Date.now() < until) {
        const page = pages[i++ % pages.length];
        const t = performance.now();
        await client.query({ name: 'auth_token_lookup', text: lookup.text, values: lookup.values });
        await client.query({ text: page.text, values: page.values });
        latencies.push(performance.now() - t);
        pairs++;
      }
      await client.end();
    }),
  );
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    rps: pairs / seconds,
    p50: percentile(latencies, 50),
    p95: percentile(latencies, 95),
    p99: percentile(latencies, 99),
  };
}

function stopServer(child) {
  return new Promise((resolve) => {
    if (child.exitCode !== null) return resolve();
    child.once('exit', resolve);
    child.kill('SIGTERM');
  });
}

function percentile(sorted, p) {
  if (!sorted.length) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
}

/** Runs autocannon over `paths` (cycled per connection) and measures every response's latency. */
function load(base, token, paths, { duration, connections }) {
  return new Promise((resolve, reject) => {
    const latencies = [];
    const instance = autocannon(
      {
        url: base,
        connections,
        duration,
        headers: { authorization: `Bearer ${token}` },
        requests: paths.map((p) => ({ method: 'GET', path: `/api/get-tutors${p ? `?${p}` : ''}` })),
      },
      (err, result) => {
        if (err) return reject(err);
        latencies.sort((a, b) => a - b);
        resolve({
          requests: result.requests.total,
          rps: result.requests.total / (result.duration || duration),
          p50: percentile(latencies, 50),
          p95: percentile(latencies, 95),
          p99: percentile(latencies, 99),
          non2xx: result.non2xx,
          errors: result.errors + result.timeouts,
        });
      },
    );
    instance.on('response', (_client, _status, _bytes, responseTime) =>
      latencies.push(responseTime),
    );
  });
}

const ms = (v) => (Number.isFinite(v) ? `${v.toFixed(1)} ms` : 'n/a');

async function benchEngine(engine) {
  const seeded = await ensureSeeded(engine);
  const { child, base } = await startServer(seeded);
  try {
    const headers = { authorization: `Bearer ${seeded.token}` };
    console.log(
      `\n[${engine}] ${seeded.verified.toLocaleString('en-IN')} verified tutors; server ${base}`,
    );
    console.log(`[${engine}] check: every query answers 200 and gives its count`);
    for (const [name, q] of QUERIES) {
      const res = await fetch(`${base}/api/get-tutors${q ? `?${q}` : ''}`, { headers });
      const json = await res.json();
      if (res.status !== 200) throw new Error(`${name}: ${res.status} ${json.message}`);
      console.log(
        `  ${name.padEnd(40)} total ${String(json.data.pagination.total).padStart(7)}  rows ${json.data.tutors.length}`,
      );
    }
    const paths = QUERIES.map(([, q]) => q);
    await load(base, seeded.token, paths, { duration: 5, connections: CONNECTIONS }); // warm-up
    console.log(`[${engine}] each query alone (2 connections, 3 s):`);
    const perQuery = [];
    for (const [name, q] of QUERIES) {
      const r = await load(base, seeded.token, [q], { duration: 3, connections: 2 });
      perQuery.push({ name, ...r });
      console.log(
        `  ${name.padEnd(40)} p50 ${ms(r.p50).padStart(9)}  p95 ${ms(r.p95).padStart(9)}  ${Math.round(r.rps).toString().padStart(5)} req/s`,
      );
    }
    console.log(
      `[${engine}] the mix: ${QUERIES.length} queries in turn, ${CONNECTIONS} connections, ${DURATION} s ...`,
    );
    const mixLoad = loadAverage();
    const cpuBefore = cpuSeconds(child.pid);
    const mix = await load(base, seeded.token, paths, {
      duration: DURATION,
      connections: CONNECTIONS,
    });
    // The server's own CPU per request: what a worker spends, whatever the machine is doing.
    mix.cpuMsPerRequest = ((cpuSeconds(child.pid) - cpuBefore) * 1000) / mix.requests;
    console.log(
      `[${engine}] MIX  p50 ${ms(mix.p50)}  p95 ${ms(mix.p95)}  p99 ${ms(mix.p99)}  ${Math.round(mix.rps)} req/s  (${mix.requests} requests, non-2xx ${mix.non2xx}, errors ${mix.errors})  server CPU ${mix.cpuMsPerRequest.toFixed(2)} ms/request  load ${mixLoad}`,
    );
    return { engine, tutors: seeded.verified, mix, mixLoad, perQuery, seeded };
  } finally {
    await stopServer(child);
  }
}

/**
 * PostgreSQL only: the floor (the same statements over raw pg) and the mix again with two worker
 * processes, right after the one-worker mix, so the ratios come from one run.
 */
async function benchFloorAndWorkers(result) {
  const { seeded } = result;
  const paths = QUERIES.map(([, q]) => q);
  const out = await run(process.execPath, [
    path.join(BUILD, 'statements.mjs'),
    `--databaseUrl=${seeded.dbUrl}`,
    `--token=${seeded.token}`,
    `--queries=${JSON.stringify(paths)}`,
  ]);
  const statements = JSON.parse(out.trim().split('\n').pop());
  console.log(
    `[postgres] floor: token lookup + page query over raw pg, ${CONNECTIONS} connections, ${DURATION} s ...`,
  );
  await floor(seeded.dbUrl, statements, { duration: 3, connections: CONNECTIONS }); // warm-up
  const floorLoad = loadAverage();
  const sql = await floor(seeded.dbUrl, statements, {
    duration: DURATION,
    connections: CONNECTIONS,
  });
  console.log(
    `[postgres] FLOOR p50 ${ms(sql.p50)}  p95 ${ms(sql.p95)}  p99 ${ms(sql.p99)}  ${Math.round(sql.rps)} pairs/s  load ${floorLoad}`,
  );

  const { child, base } = await startServer(seeded, 2);
  try {
    console.log(`[postgres] the mix with 2 worker processes, ${CONNECTIONS} connections ...`);
    await load(base, seeded.token, paths, { duration: 5, connections: CONNECTIONS }); // warm-up
    const twoLoad = loadAverage();
    const two = await load(base, seeded.token, paths, {
      duration: DURATION,
      connections: CONNECTIONS,
    });
    console.log(
      `[postgres] MIX, 2 workers  p50 ${ms(two.p50)}  p95 ${ms(two.p95)}  ${Math.round(two.rps)} req/s  (non-2xx ${two.non2xx}, errors ${two.errors})  load ${twoLoad}`,
    );
    return { sql, floorLoad, two, twoLoad };
  } finally {
    await stopServer(child);
  }
}

/**
 * One worker against two with the same CPU budget each (cpu-cap.mjs): whether the API scales with
 * its worker processes when they, not the shared cores, are the limit. Returns null (and says why)
 * where processes cannot be capped.
 */
async function cappedWorkers(seeded) {
  const support = cpuCapSupport();
  if (!support.kind) {
    console.log(`[postgres] capped workers: skipped (${support.reason})`);
    return null;
  }
  const paths = QUERIES.map(([, q]) => q);
  // One, two, two, one, twice over: a machine that gets busier or quieter during the step bends
  // both sides alike. A server process now and then runs ~20% less efficiently than the next one
  // started the same way (seen on either side), so each side's figure is the median of its four
  // runs, not their mean. Runs of half the mix's duration (at least 10 s) keep the step ~3 min.
  const duration = Math.max(10, Math.round(DURATION / 2));
  const runs = { 1: [], 2: [] };
  for (const workers of [1, 2, 2, 1, 1, 2, 2, 1]) {
    const { child, base } = await startServer(seeded, workers);
    const pids = servingPids(child, workers);
    const caps = pids.map((pid, i) =>
      capProcess(support, pid, `tm-bench-worker-${process.pid}-${i}`, WORKER_CPU, i),
    );
    // The load grows with the capacity it measures: --connections per worker. A worker's CPU per
    // request falls as more requests wait on it at once (one wake-up of its event loop serves
    // several), so two workers sharing the connections one worker had would each serve fewer at
    // a time and pay more per request (measured: 0.63-0.65 ms at 2-3 connections a worker against
    // 0.49 ms at 10), which is the load generator's shortfall, not the server's.
    const connections = CONNECTIONS * workers;
    try {
      console.log(
        `[postgres] the mix, ${workers} worker${workers > 1 ? 's' : ''} at ${WORKER_CPU} core each (cgroup ${support.kind}; ${caps.every((c) => c.pinned) ? 'each on a core of its own' : 'not pinned: taskset failed'}), ${connections} connections ...`,
      );
      // A capped worker compiles its hot code slowly: a longer warm-up than the uncapped mixes'.
      await load(base, seeded.token, paths, { duration: 10, connections });
      const before = caps.map((c) => c.throttled());
      const cpuBefore = pids.reduce((a, pid) => a + cpuSeconds(pid), 0);
      const mixLoad = loadAverage();
      const r = await load(base, seeded.token, paths, { duration, connections });
      const cpu = pids.reduce((a, pid) => a + cpuSeconds(pid), 0) - cpuBefore;
      // Share of scheduling periods in which a worker used up its budget: near 1 means the
      // workers were the limit, as this step means them to be.
      const after = caps.map((c) => c.throttled());
      const throttled =
        after.reduce((a, x, i) => a + x.throttled - before[i].throttled, 0) /
        Math.max(
          1,
          after.reduce((a, x, i) => a + x.periods - before[i].periods, 0),
        );
      runs[workers].push({ ...r, cpu, throttled, load: mixLoad });
      console.log(
        `[postgres] MIX, ${workers} capped  p50 ${ms(r.p50)}  p95 ${ms(r.p95)}  ${Math.round(r.rps)} req/s  (non-2xx ${r.non2xx}, errors ${r.errors})  throttled ${(throttled * 100).toFixed(0)}% of periods  workers used ${(cpu / duration).toFixed(2)} cores, ${((cpu * 1000) / r.requests).toFixed(2)} ms CPU/request  load ${mixLoad}`,
      );
    } finally {
      await stopServer(child);
      for (const c of caps) c.release();
    }
  }
  /** The median of an even number of values: the mean of the middle two. */
  const median = (xs) => {
    const s = [...xs].sort((a, b) => a - b);
    return (s[s.length / 2 - 1] + s[s.length / 2]) / 2;
  };
  const combine = (rs) => ({
    rps: median(rs.map((r) => r.rps)),
    p50: median(rs.map((r) => r.p50)),
    cpuMsPerRequest: median(rs.map((r) => (r.cpu * 1000) / r.requests)),
    throttled: median(rs.map((r) => r.throttled)),
    runs: rs.map((r) => Math.round(r.rps)).join(', '),
    load: rs.map((r) => r.load.split(' ')[0]).join(', '),
  });
  return { one: combine(runs[1]), two: combine(runs[2]), kind: support.kind };
}

/** The capped step's table and ratio (nothing where it was skipped). */
function printCapped(capped) {
  if (!capped) return;
  const ratio = capped.two.rps / capped.one.rps;
  console.log(
    `\nEach worker capped at ${WORKER_CPU} core on a core of its own (cgroup ${capped.kind}), ${CONNECTIONS} connections per worker:`,
  );
  console.log(
    '| measurement (median of four runs) | p50 | req/s | each run, req/s | worker CPU / request | workers throttled | load average (1 min) |',
  );
  console.log('|---|---|---|---|---|---|---|');
  for (const [label, r] of [
    ['API mix, 1 worker', capped.one],
    ['API mix, 2 workers', capped.two],
  ])
    console.log(
      `| ${label} | ${ms(r.p50)} | ${Math.round(r.rps)} | ${r.runs} | ${r.cpuMsPerRequest.toFixed(2)} ms | ${(r.throttled * 100).toFixed(0)}% | ${r.load} |`,
    );
  console.log(
    `2 workers / 1 worker throughput, capped = ${ratio.toFixed(2)}x (target >= 1.8x: ${ratio >= 1.8 ? 'MET' : 'NOT MET'})`,
  );
}

async function main() {
  fs.mkdirSync(DATA, { recursive: true });
  console.log(
    `Discovery benchmark: GET /api/get-tutors, ${TUTORS.toLocaleString('en-IN')} verified tutors, engines ${ENGINES.join(', ')}`,
  );
  await bundle();
  if (args['seed-only']) {
    for (const engine of ENGINES) await ensureSeeded(engine);
    return;
  }
  if (args['capped-only']) {
    // Just the capped one-vs-two-workers step (the figure bench/README.md quotes for it).
    printCapped(await cappedWorkers(await ensureSeeded('postgres')));
    return;
  }
  const results = [];
  for (const engine of ENGINES) results.push(await benchEngine(engine));
  console.log('\nSummary (the mix):');
  console.log('| engine | tutors | p50 | p95 | p99 | req/s | non-2xx |');
  console.log('|---|---|---|---|---|---|---|');
  for (const r of results) {
    console.log(
      `| ${r.engine} | ${r.tutors.toLocaleString('en-IN')} | ${ms(r.mix.p50)} | ${ms(r.mix.p95)} | ${ms(r.mix.p99)} | ${Math.round(r.mix.rps)} | ${r.mix.non2xx} |`,
    );
  }
  const pgResult = results.find((r) => r.engine === 'postgres');
  if (pgResult && !args['no-floor']) {
    const { sql, floorLoad, two, twoLoad } = await benchFloorAndWorkers(pgResult);
    const p50Ratio = pgResult.mix.p50 / sql.p50;
    const workersRatio = two.rps / pgResult.mix.rps;
    console.log('\nPostgreSQL, one run (load average 1/5/15 min beside each):');
    console.log('| measurement | p50 | req/s | load average |');
    console.log('|---|---|---|---|');
    console.log(
      `| API mix, 1 worker | ${ms(pgResult.mix.p50)} | ${Math.round(pgResult.mix.rps)} | ${pgResult.mixLoad} |`,
    );
    console.log(
      `| floor: token lookup + page query, raw pg | ${ms(sql.p50)} | ${Math.round(sql.rps)} | ${floorLoad} |`,
    );
    console.log(`| API mix, 2 workers | ${ms(two.p50)} | ${Math.round(two.rps)} | ${twoLoad} |`);
    console.log(
      `\nAPI p50 / SQL p50 = ${p50Ratio.toFixed(2)}x (target <= 1.5x: ${p50Ratio <= 1.5 ? 'MET' : 'NOT MET'}); ` +
        `API throughput / SQL throughput = ${(pgResult.mix.rps / sql.rps).toFixed(2)}x`,
    );
    console.log(
      `2 workers / 1 worker throughput, uncapped = ${workersRatio.toFixed(2)}x (the database and the load share the same cores; see bench/README.md)`,
    );
    if (!args['no-cap']) printCapped(await cappedWorkers(pgResult.seeded));
  }
  if (pgResult) {
    const okP95 = pgResult.mix.p95 < 25;
    const okRps = pgResult.mix.rps >= 1000;
    console.log(
      `\nTarget on PostgreSQL: p95 < 25 ms ${okP95 ? 'MET' : 'NOT MET'}; >= 1,000 req/s ${okRps ? 'MET' : 'NOT MET'}`,
    );
  }
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
