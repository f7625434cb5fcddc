// Group classes on Janus: 1 tutor + N students (N = 2, 5, 9 by default) join one session's room
// with Chromium's fake camera and microphone on loopback. For each participant: the time from
// opening the class page to the first painted frame of every other participant; for the run:
// Janus's CPU seconds per participant, the server's CPU seconds, and the load average.
//
//   node scripts/build.mjs --for-tests && npx tsx bench/group-class/run.ts [--sizes=2,5,9]
//
// Starts Janus (Debian's package, loopback only, temp config) and the built server
// (NODE_ENV=test, for the group class fixture) on a fresh embedded database.
/* global document */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type Page } from '@playwright/test';
import { startJanus } from '../../apps/server/test/support/janus';
// @ts-expect-error: a plain ES module without types
import { cpuSeconds } from '../proc.mjs';

const ROOT = path.resolve(import.meta.dirname, '../..');
const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=');
    return [k, v ?? 'true'];
  }),
);
const SIZES = String(args.sizes ?? '2,5,9')
  .split(',')
  .map(Number);
const PORT = Number(args.port ?? 4480);
const BASE = `http://127.0.0.1:${PORT}`;

const janus = await startJanus();
if (!janus) throw new Error('Janus is not installed (apt-get install janus)');
const janusPid = janus.pid;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tm-bench-group-'));
const server = spawn(process.execPath, ['apps/server/dist/server.js'], {
  cwd: ROOT,
  env: {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(PORT),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    LOG_LEVEL: 'warn',
    SEED_DEMO: 'false',
    SIGN_IN_RATE_LIMIT: '100000',
    JANUS_URL: janus.url,
    JANUS_ADMIN_KEY: janus.adminKey,
    WEB_DIST_DIR: process.env.WEB_DIST_DIR ?? path.join(ROOT, '.build', 'test-web'),
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});
for (let i = 0; ; i++) {
  try {
    if ((await fetch(`${BASE}/api/health`)).ok) break;
  } catch {
    // starting
  }
  if (i > 240) throw new Error('server did not start');
  await new Promise((r) => setTimeout(r, 500));
}

async function signedIn(browser: Browser, email: string): Promise<Page> {
  const context = await browser.newContext({ baseURL: BASE });
  const page = await context.newPage();
  const res = await page.request.post('/api/dev/sign-in', { data: { email, authType: 'login' } });
  const { data } = await res.json();
  await page.goto('/welcome');
  await page.evaluate(
    ({ token, user }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', JSON.stringify(user));
    },
    { token: data.accessToken, user: data.user },
  );
  return page;
}

/** Milliseconds from now until every remote video of the page painted a frame (null: 60 s). */
function allRemotesPainted(page: Page, expected: number): Promise<number | null> {
  return page.evaluate(async (n) => {
    const started = performance.now();
    for (;;) {
      const videos = [
        ...document.querySelectorAll<HTMLVideoElement>('[data-testid="group-video"]'),
      ].filter(
        (v) => v.getAttribute('aria-label') !== 'You' && v.readyState >= 2 && v.videoWidth > 0,
      );
      if (videos.length >= n) return Math.round(performance.now() - started);
      if (performance.now() - started > 60_000) return null;
      await new Promise((r) => setTimeout(r, 50));
    }
  }, expected);
}

const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  args: [
    '--headless',
    '--no-sandbox',
    '--disable-gpu',
    '--use-fake-device-for-media-stream',
    '--use-fake-ui-for-media-stream',
    '--allow-loopback-in-peer-connection',
    '--disable-features=WebRtcHideLocalIpsWithMdns',
  ],
});
const rows: string[] = [];
try {
  for (const n of SIZES) {
    const fx = (
      await (
        await fetch(`${BASE}/api/test/group-class`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ students: n }),
        })
      ).json()
    ).data as { batchId: string; tutor: { email: string }; students: { email: string }[] };
    const people = [fx.tutor.email, ...fx.students.map((s) => s.email)];
    const pages = await Promise.all(people.map((e) => signedIn(browser, e)));
    const janus0 = cpuSeconds(janusPid);
    const server0 = cpuSeconds(server.pid);
    const t0 = Date.now();
    // Everyone opens the page at once; each measures until all n others are on screen.
    const times = await Promise.all(
      pages.map(async (p) => {
        const opened = Date.now();
        await p.goto(`/group-class/${fx.batchId}`);
        const ms = await allRemotesPainted(p, people.length - 1);
        return ms === null ? null : Date.now() - opened;
      }),
    );
    // Let the room run 10 s with everyone in, to measure steady CPU too.
    await new Promise((r) => setTimeout(r, 10_000));
    const wall = (Date.now() - t0) / 1000;
    const janusCpu = cpuSeconds(janusPid) - janus0;
    const serverCpu = cpuSeconds(server.pid) - server0;
    const ok = times.filter((t): t is number => t !== null).sort((a, b) => a - b);
    const load = os
      .loadavg()
      .map((l) => l.toFixed(2))
      .join(' ');
    const row = `| 1 + ${n} | ${ok.length}/${times.length} | ${ok[0] ?? '–'} / ${ok[Math.floor(ok.length / 2)] ?? '–'} / ${ok[ok.length - 1] ?? '–'} | ${(janusCpu / people.length).toFixed(2)} s (${((janusCpu / wall / people.length) * 100).toFixed(1)} % of a core) | ${serverCpu.toFixed(2)} s | ${load} |`;
    console.log(row);
    rows.push(row);
    await Promise.all(pages.map((p) => p.context().close()));
  }
} finally {
  await browser.close();
  server.kill('SIGTERM');
  await new Promise((r) => server.once('exit', r));
  await janus.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
}
console.log(
  [
    '',
    '| participants | all others seen | time to every remote frame, ms (min / median / max) | Janus CPU per participant (run) | server CPU (run) | load average (1/5/15 min) |',
    '| --- | --- | --- | --- | --- | --- |',
    ...rows,
  ].join('\n'),
);
