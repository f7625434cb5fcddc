#!/usr/bin/env node
// Live-class call setup: the median time from the tutor's Start (opening the call page)
// to both sides active, over N calls on loopback, with Chromium's fake camera and microphone.
//
//   npm run build && node bench/call-setup/run.mjs [--calls=10] [--port=4450]
//
// Starts the built server (NODE_ENV=test, so the test-only live-class fixture exists) on a fresh
// temporary embedded database, then for each call: a new class (tutor, student, booking open
// now), the student waits on the call page, the tutor opens it; the clock stops when both pages
// show ACTIVE (remote stream arrived) and the student's remote video has painted a frame.
/* global document */
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=');
    return [k, v ?? 'true'];
  }),
);
const CALLS = Number(args.calls ?? 10);
const PORT = Number(args.port ?? 4450);
const BASE = `http://127.0.0.1:${PORT}`;

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tm-bench-call-'));
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
  },
  stdio: ['ignore', 'ignore', 'inherit'],
});

async function waitForServer() {
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${BASE}/api/health`)).ok) return;
    } catch {
      // not yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

async function signIn(browser, email) {
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
  return { context, page };
}

const active = (page) =>
  page.waitForFunction(
    () => document.querySelector('[data-testid="call-status"]')?.textContent === 'ACTIVE',
    null,
    { polling: 'raf', timeout: 30_000 },
  );

const firstFrame = (page) =>
  page.evaluate(
    () =>
      new Promise((resolve) => {
        const v = document.querySelector('[data-testid="remote-video"]');
        v.requestVideoFrameCallback(() => resolve(true));
      }),
  );

try {
  await waitForServer();
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
  const times = [];
  for (let i = 0; i < CALLS; i++) {
    const live = await (
      await fetch(`${BASE}/api/test/live-class`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: '{}',
      })
    ).json();
    if (!live.success) throw new Error(`fixture failed: ${JSON.stringify(live)}`);
    const { bookingId, tutor, student } = live.data;
    const s = await signIn(browser, student.email);
    const t = await signIn(browser, tutor.email);
    await s.page.goto(`/video-call/${bookingId}`);
    await s.page.getByText('Waiting for tutor to start the session').waitFor();
    // Warm the tutor's page code, as a tutor coming from their Classes page has it.
    await t.page.goto('/tutor-classes');
    const started = performance.now();
    await t.page.goto(`/video-call/${bookingId}`);
    await Promise.all([active(t.page), active(s.page)]);
    await firstFrame(s.page);
    const ms = performance.now() - started;
    times.push(ms);
    console.log(`call ${i + 1}: ${ms.toFixed(0)} ms`);
    await t.context.close();
    await s.context.close();
  }
  await browser.close();
  const sorted = [...times].sort((a, b) => a - b);
  const mid = sorted.length / 2;
  const median = sorted.length % 2 ? sorted[Math.floor(mid)] : (sorted[mid - 1] + sorted[mid]) / 2;
  console.log(
    `\nStart to both active over ${CALLS} calls: median ${median.toFixed(0)} ms, ` +
      `min ${sorted[0].toFixed(0)} ms, max ${sorted.at(-1).toFixed(0)} ms (target ≤ 1500 ms)`,
  );
} finally {
  server.kill('SIGTERM');
  fs.rmSync(dataDir, { recursive: true, force: true });
}
