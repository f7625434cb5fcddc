// Live classes on two server processes (issue 12): the tutor on node A, the student on node B,
// one PostgreSQL database and one Redis between them. The nodes are started here (the journey
// needs PostgreSQL: two processes cannot share the embedded database). Skipped when PostgreSQL
// (E2E_PG_URL, default postgres://postgres@127.0.0.1:5432/postgres) or Redis (E2E_REDIS_URL,
// default redis://127.0.0.1:6379) is not reachable.
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import net from 'node:net';
import os from 'node:os';
import fs from 'node:fs';
import path from 'node:path';
import pg from 'pg';
import { expect, test, type Browser, type Page } from '@playwright/test';

const PG_URL = process.env.E2E_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.E2E_REDIS_URL ?? 'redis://127.0.0.1:6379';
const BASE_PORT = Number(process.env.E2E_PORT ?? 4400) + 50;

function reachable(url: string, defPort: number): Promise<boolean> {
  const u = new URL(url);
  return new Promise((resolve) => {
    const s = net.connect(Number(u.port || defPort), u.hostname, () => {
      s.end();
      resolve(true);
    });
    s.on('error', () => resolve(false));
  });
}

const dbName = `tm_e2e_i12_${crypto.randomBytes(4).toString('hex')}`;
const nodes: Array<{ proc: ChildProcess; base: string }> = [];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tm-e2e-nodes-'));

async function startNode(port: number) {
  const url = new URL(PG_URL);
  url.pathname = `/${dbName}`;
  const proc = spawn(process.execPath, ['apps/server/dist/server.js'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: url.toString(),
      REDIS_URL,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 120; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) break;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  nodes.push({ proc, base });
  return base;
}

test.use({
  launchOptions: {
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
  },
});

test.describe('two server processes through Redis', () => {
  test.beforeAll(async () => {
    test.skip(
      !(await reachable(PG_URL, 5432)) || !(await reachable(REDIS_URL, 6379)),
      'needs PostgreSQL and Redis',
    );
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`create database ${dbName}`);
    await admin.end();
    await startNode(BASE_PORT); // migrates first
    await startNode(BASE_PORT + 1);
  });

  test.afterAll(async () => {
    for (const n of nodes) n.proc.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 1000));
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${dbName} with (force)`).catch(() => {});
    await admin.end();
    fs.rmSync(dataDir, { recursive: true, force: true });
  });

  async function signedIn(browser: Browser, base: string, email: string): Promise<Page> {
    const context = await browser.newContext({ baseURL: base });
    const page = await context.newPage();
    const res = await page.request.post('/api/dev/sign-in', { data: { email, authType: 'login' } });
    expect(res.ok()).toBeTruthy();
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

  test('the tutor on node A and the student on node B hold the class', async ({ browser }) => {
    const [a, b] = nodes.map((n) => n.base) as [string, string];
    const res = await fetch(`${a}/api/test/live-class`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    const live = (await res.json()).data;
    const student = await signedIn(browser, b, live.student.email);
    await student.goto(`/video-call/${live.bookingId}`);
    await expect(student.getByText('Waiting for tutor to start the session')).toBeVisible();
    const tutor = await signedIn(browser, a, live.tutor.email);
    await tutor.goto(`/video-call/${live.bookingId}`);
    await expect(tutor.getByTestId('call-status')).toHaveText('ACTIVE', { timeout: 15_000 });
    await expect(student.getByTestId('call-status')).toHaveText('ACTIVE', { timeout: 15_000 });
    const frames = await student.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const v = document.querySelector<HTMLVideoElement>('[data-testid="remote-video"]')!;
          setTimeout(() => resolve(0), 5000);
          v.requestVideoFrameCallback((_n, m) => resolve(m.presentedFrames));
        }),
    );
    expect(frames).toBeGreaterThan(0);
    await tutor.getByRole('button', { name: 'End Call' }).click();
    await expect(student.getByRole('alert')).toHaveText('Call Ended', { timeout: 10_000 });
  });
});
