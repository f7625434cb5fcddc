#!/usr/bin/env node
// Start-up benchmark: `npm start` to serving, and the server's memory after start.
// Needs a build (`npm run build`); runs `npm start`'s own script (scripts/start.mjs, which checks
// the build's content hash and skips it when nothing changed).
//
//   node bench/start/run.mjs [--runs=3] [--port=4960] [--database-url=postgres://...]
//
// - cold: a new, empty DATA_DIR (the embedded database is created from the build's template and
//   the demo data is seeded);
// - warm: the same DATA_DIR again (nothing rebuilt, nothing seeded), `--runs` times;
// - PostgreSQL (with --database-url, one worker process): resident memory (RSS) of the server
//   process once it serves, and its peak.
// "Serving" is the first 200 from GET /api/ready. Prints the load average beside each figure, and
// the CPU time used to get there (on a shared machine, wall time mostly measures the others).
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { cpuSeconds } from '../proc.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=');
    return [k, v ?? 'true'];
  }),
);
const RUNS = Number(args.runs ?? 3);
const PORT = Number(args.port ?? 4960);
const loadAverage = () => fs.readFileSync('/proc/loadavg', 'utf8').split(' ').slice(0, 3).join(' ');

/** Memory of a process from /proc (kB → MB): resident now, and its peak. */
function memory(pid) {
  const status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (key) => Number(new RegExp(`^${key}:\\s+(\\d+)`, 'm').exec(status)?.[1] ?? NaN);
  return { rssMb: Math.round(kb('VmRSS') / 1024), peakMb: Math.round(kb('VmHWM') / 1024) };
}

/** The server process: the child of scripts/start.mjs. */
function serverPid(startPid) {
  const kids = fs.readFileSync(`/proc/${startPid}/task/${startPid}/children`, 'utf8').trim();
  return Number(kids.split(/\s+/)[0]);
}

async function startOnce(env) {
  const load = loadAverage();
  const t0 = performance.now();
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: ROOT,
    env: { ...process.env, PORT: String(PORT), LOG_LEVEL: 'warn', ...env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const exited = new Promise((resolve) => child.on('exit', resolve));
  try {
    for (;;) {
      if (child.exitCode !== null) throw new Error('npm start exited before serving');
      try {
        const res = await fetch(`http://127.0.0.1:${PORT}/api/ready`);
        if (res.ok) break;
      } catch {
        // not listening yet
      }
      await new Promise((r) => setTimeout(r, 10));
    }
    const ms = Math.round(performance.now() - t0);
    const pid = serverPid(child.pid);
    const mem = memory(pid);
    return { ms, cpu: cpuSeconds(pid) + cpuSeconds(child.pid), ...mem, load };
  } finally {
    child.kill('SIGTERM');
    await exited;
  }
}

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tm-start-bench-'));
try {
  const pglite = { DATA_DIR: dataDir, DATABASE_URL: '' };
  const rows = [];
  rows.push(['PGlite cold (new data folder)', await startOnce(pglite)]);
  for (let i = 1; i <= RUNS; i++) rows.push([`PGlite warm ${i}`, await startOnce(pglite)]);
  if (args['database-url']) {
    const pgEnv = { DATA_DIR: dataDir, DATABASE_URL: args['database-url'], WEB_CONCURRENCY: '1' };
    await startOnce(pgEnv); // migrates and seeds the database if it is new
    for (let i = 1; i <= RUNS; i++) rows.push([`PostgreSQL warm ${i}`, await startOnce(pgEnv)]);
  }
  console.log(
    '| start | to serving | CPU time (server + npm start) | server RSS after start | peak RSS | load average |',
  );
  console.log('|---|---|---|---|---|---|');
  for (const [name, r] of rows)
    console.log(
      `| ${name} | ${(r.ms / 1000).toFixed(2)} s | ${r.cpu.toFixed(2)} s | ${r.rssMb} MB | ${r.peakMb} MB | ${r.load} |`,
    );
} finally {
  fs.rmSync(dataDir, { recursive: true, force: true });
}
