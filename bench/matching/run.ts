// Matching a need against the 100k-tutor discovery data set (bench/search/seed.ts): the server's
// own matchTutors() on PostgreSQL, timed per need, p50/p95 printed, and the query plan of one
// home-tutoring need written out (bench/README.md quotes it).
//   npx tsx bench/matching/run.ts [--reseed] [--runs=40]
// PostgreSQL: database tm_bench_matching at BENCH_DATABASE_URL's server (default
// postgres://postgres@127.0.0.1:5432/postgres); seeded once by bench/search/seed.ts, kept after.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import pg from 'pg';
import { sql, type SQL } from 'drizzle-orm';
import { PgDialect } from 'drizzle-orm/pg-core';
import { openDatabase } from '../../apps/server/src/db/client';
import { runMigrations } from '../../apps/server/src/db/migrate';
import { matchTutors, type MatchInput } from '../../apps/server/src/modules/needs/match-tutors';

const args = Object.fromEntries(
  process.argv.slice(2).map((a) => a.replace(/^--/, '').split('=') as [string, string]),
);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const DB = 'tm_bench_matching';
const RUNS = Number(args.runs ?? 40);
const ROOT = path.resolve(import.meta.dirname, '..', '..');

const NEEDS: MatchInput[] = [
  {
    subject: 'Mathematics (Class 9-10)',
    level: 'Grade/Class',
    mode: 'Online Tutoring',
    pincode: null,
    days: ['Mon', 'Wed', 'Fri'],
    times: ['18-21'],
    budgetInrMinor: 80000,
    studentId: null,
  },
  {
    subject: 'Mathematics (Class 11-12)',
    level: 'Grade/Class',
    mode: 'Home Tutoring',
    pincode: '560034',
    days: ['Sat', 'Sun'],
    times: ['9-12', '15-18'],
    budgetInrMinor: 150000,
    studentId: null,
  },
  {
    subject: 'Physics (Class 11-12)',
    level: 'Grade/Class',
    mode: 'Online Tutoring',
    pincode: null,
    days: ['Tue', 'Thu'],
    times: ['18-21', '21-24'],
    budgetInrMinor: null,
    studentId: null,
  },
  {
    subject: 'English (Class 6-10)',
    level: 'Grade/Class',
    mode: 'At Tutor Place',
    pincode: '560001',
    days: ['Mon'],
    times: ['15-18'],
    budgetInrMinor: 50000,
    studentId: null,
  },
  {
    subject: 'Python',
    level: 'Intermediate',
    mode: 'Online Tutoring',
    pincode: null,
    days: ['Sat'],
    times: ['9-12'],
    budgetInrMinor: 200000,
    studentId: null,
  },
];

function percentile(sorted: number[], p: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
}

async function main() {
  const admin = new pg.Client({ connectionString: ADMIN_URL });
  await admin.connect();
  const exists =
    (await admin.query('select 1 from pg_database where datname = $1', [DB])).rows.length > 0;
  const u = new URL(ADMIN_URL);
  u.pathname = `/${DB}`;
  const dbUrl = u.toString();
  if (!exists || args.reseed !== undefined) {
    await admin.query(`drop database if exists ${DB} with (force)`);
    await admin.query(`create database ${DB}`);
    console.log('seeding 100,000 tutors (bench/search/seed.ts) ...');
    const r = spawnSync(
      process.execPath,
      ['--import', 'tsx', path.join(ROOT, 'bench/search/seed.ts'), `--databaseUrl=${dbUrl}`],
      { cwd: ROOT, stdio: ['ignore', 'pipe', 'inherit'] },
    );
    if (r.status !== 0) throw new Error('seed failed');
  }
  await admin.end();

  const database = await openDatabase({ databaseUrl: dbUrl, dataDir: 'memory://', poolMax: 2 });
  await runMigrations(database); // a seed from before the needs migration gets its tables
  const db = database.db;
  const [{ n } = { n: 0 }] = (
    (await db.execute(
      sql`select count(*)::int as n from tutor_profiles where verification_status = 'verified'`,
    )) as unknown as { rows: { n: number }[] }
  ).rows;
  console.log(`verified tutors: ${n.toLocaleString('en-IN')}`);
  for (const need of NEEDS) await matchTutors(db, need); // warm-up
  const all: number[] = [];
  for (const need of NEEDS) {
    const times: number[] = [];
    let found = 0;
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      found = (await matchTutors(db, need)).length;
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    all.push(...times);
    console.log(
      `${need.mode.padEnd(15)} ${need.subject.padEnd(26)} ${String(found).padStart(3)} matches  p50 ${percentile(times, 50).toFixed(1)} ms  p95 ${percentile(times, 95).toFixed(1)} ms`,
    );
  }
  all.sort((a, b) => a - b);
  console.log(
    `all needs (${all.length} runs): p50 ${percentile(all, 50).toFixed(1)} ms  p95 ${percentile(all, 95).toFixed(1)} ms`,
  );

  // The plan of the home-tutoring need: the same SQL matchTutors sends, under EXPLAIN ANALYZE.
  const client = new pg.Client({ connectionString: dbUrl });
  await client.connect();
  const dialect = new PgDialect();
  let plan = '';
  const explaining = {
    execute: async (q: SQL) => {
      const built = dialect.sqlToQuery(q);
      const res = await client.query(
        `explain (analyze, buffers, costs off) ${built.sql}`,
        built.params as unknown[],
      );
      plan = res.rows.map((r: Record<string, string>) => r['QUERY PLAN']).join('\n');
      return { rows: [] };
    },
  };
  await matchTutors(explaining as never, NEEDS[1]!);
  console.log('\nQuery plan (home tutoring, Mathematics (Class 11-12), 560034):\n' + plan);
  await client.end();
  await database.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
