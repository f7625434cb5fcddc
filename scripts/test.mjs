// npm test: everything CI runs, in order, with one summary line at the end.
//  1. typecheck and lint
//  2. unit tests (packages/shared, apps/web)
//  3. API tests on embedded PGlite
//  4. the same API tests on the PostgreSQL server (TEST_DATABASE_URL, default 127.0.0.1:5432);
//     with CI=true a missing server fails the run, otherwise the run says plainly it skipped it
//     (each includes the start/stop test of the built server: test/server-lifecycle.test.ts);
//     with TEST_REPLICA_URL, test/read-replica.test.ts reads through a streaming replica; then,
//     with TEST_PGBOUNCER_URL, a subset of them through PgBouncer in transaction pooling mode
//     (scripts/pg-replica.sh starts both; .ci/run does)
//  5. build (into .build/test-web), then end-to-end journeys in Debian's Chromium (/usr/bin/chromium);
//     the journeys that cut the network run again inside a loopback-only namespace
//     (scripts/e2e-netns.mjs, root), where they are not skipped
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import net from 'node:net';

const CI = process.env.CI === 'true' || process.env.CI === '1';
const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'tm-test-report-'));
const totals = { passed: 0, failed: 0, skipped: 0 };
const steps = [];
let failed = false;

function sh(name, cmd, args, env = {}) {
  console.log(`\n=== ${name} ===`);
  const r = spawnSync(cmd, args, { stdio: 'inherit', env: { ...process.env, ...env } });
  const ok = r.status === 0;
  steps.push(`${ok ? 'ok  ' : 'FAIL'} ${name}`);
  if (!ok) failed = true;
  return ok;
}

// Test files run through PgBouncer: sign-in, bookings (with the concurrency cases), payments,
// discovery and messages.
const PGBOUNCER_SUBSET = [
  'apps/server/test/auth.test.ts',
  'apps/server/test/bookings.test.ts',
  'apps/server/test/bookings-concurrency.test.ts',
  'apps/server/test/payments.test.ts',
  'apps/server/test/get-tutors.test.ts',
  'apps/server/test/messages.test.ts',
];

function vitest(name, projects, env = {}, files = []) {
  const out = path.join(tmp, `${name.replace(/\W+/g, '-')}.json`);
  const args = [
    'vitest',
    'run',
    ...files,
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}`,
  ];
  const ok = sh(name, 'npx', args, env);
  count(out, (j) => ({
    passed: j.numPassedTests,
    failed: j.numFailedTests,
    skipped: j.numPendingTests + j.numTodoTests,
  }));
  return ok;
}

function count(file, pick) {
  if (!fs.existsSync(file)) return;
  const c = pick(JSON.parse(fs.readFileSync(file, 'utf8')));
  totals.passed += c.passed;
  totals.failed += c.failed;
  totals.skipped += c.skipped;
}

function reachable(url) {
  const u = new URL(url);
  return new Promise((resolve) => {
    const s = net.connect({ host: u.hostname, port: Number(u.port || 5432) });
    s.setTimeout(1500);
    s.on('connect', () => (s.destroy(), resolve(true)));
    s.on('error', () => resolve(false));
    s.on('timeout', () => (s.destroy(), resolve(false)));
  });
}

sh('typecheck', 'npm', ['run', 'typecheck', '--silent']);
sh('lint', 'npm', ['run', 'lint', '--silent']);
vitest('unit tests (shared, web)', ['shared', 'web']);
vitest('API tests on PGlite', ['server'], { TEST_DB: 'pglite' });

const pgUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
if (await reachable(pgUrl)) {
  vitest('API tests on PostgreSQL', ['server-postgres'], {
    TEST_DB: 'postgres',
    TEST_DATABASE_URL: pgUrl,
  });
  // The same server through PgBouncer in transaction pooling mode (scripts/pg-replica.sh starts
  // one; .ci/run sets TEST_PGBOUNCER_URL): a subset that signs in, books, pays and messages, with
  // databases made and migrated over the direct URL (DATABASE_DIRECT_URL in production).
  const bouncerUrl = process.env.TEST_PGBOUNCER_URL;
  if (bouncerUrl) {
    vitest(
      'API tests through PgBouncer (transaction pooling)',
      ['server-postgres'],
      {
        TEST_DB: 'postgres',
        TEST_DATABASE_URL: bouncerUrl,
        TEST_DATABASE_DIRECT_URL: pgUrl,
        TEST_REPLICA_URL: '',
      },
      PGBOUNCER_SUBSET,
    );
  } else if (CI) {
    console.error('\nTEST_PGBOUNCER_URL is unset; CI must run the PgBouncer subset.');
    steps.push('FAIL API tests through PgBouncer (TEST_PGBOUNCER_URL unset)');
    failed = true;
  } else {
    console.log(
      '\n*** SKIPPED the PgBouncer run: TEST_PGBOUNCER_URL is unset (scripts/pg-replica.sh start). ***',
    );
    steps.push('SKIP API tests through PgBouncer (TEST_PGBOUNCER_URL unset)');
  }
} else if (CI) {
  console.error(`\nPostgreSQL is not reachable at ${pgUrl}; CI must not skip the PostgreSQL run.`);
  steps.push('FAIL API tests on PostgreSQL (server unreachable)');
  failed = true;
} else {
  console.log(
    `\n*** SKIPPED the PostgreSQL run: no server at ${pgUrl} (set TEST_DATABASE_URL to run it). ***`,
  );
  steps.push('SKIP API tests on PostgreSQL (no server)');
}

// The build the journeys serve goes to its own folder (.build/test-web), so a running `npm start`
// keeps serving apps/web/dist. NODE_ENV=development on purpose: the build must still be a
// production build (its check fails the step if React's development runtime slipped in).
if (
  sh(
    'build (web app into .build/test-web, with NODE_ENV=development)',
    process.execPath,
    ['scripts/build.mjs', '--for-tests'],
    { NODE_ENV: 'development' },
  )
) {
  const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (fs.existsSync(chromium)) {
    const out = path.join(tmp, 'e2e.json');
    sh(
      'end-to-end journeys (Chromium)',
      'npx',
      ['playwright', 'test', '-c', 'e2e/playwright.config.ts'],
      { PLAYWRIGHT_JSON_OUTPUT_NAME: out },
    );
    count(out, (j) => ({
      passed: j.stats.expected,
      failed: j.stats.unexpected + j.stats.flaky * 0,
      skipped: j.stats.skipped,
    }));
    // Journeys that cut the network, in a loopback-only namespace of their own (root; CI is).
    const netnsOut = path.join(tmp, 'e2e-netns.json');
    sh(
      'end-to-end journeys in a network namespace (network flap)',
      process.execPath,
      ['scripts/e2e-netns.mjs'],
      { PLAYWRIGHT_JSON_OUTPUT_NAME: netnsOut },
    );
    count(netnsOut, (j) => ({
      passed: j.stats.expected,
      failed: j.stats.unexpected,
      skipped: 0,
    }));
  } else if (CI) {
    console.error(`\nChromium not found at ${chromium}; CI must run the browser journeys.`);
    steps.push('FAIL end-to-end journeys (no Chromium)');
    failed = true;
  } else {
    console.log(
      `\n*** SKIPPED the browser journeys: no Chromium at ${chromium} (apt-get install -y chromium). ***`,
    );
    steps.push('SKIP end-to-end journeys (no Chromium)');
  }
}

console.log(`\n${steps.join('\n')}`);
console.log(`\ntests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
fs.rmSync(tmp, { recursive: true, force: true });
process.exit(failed || totals.failed > 0 ? 1 : 0);
