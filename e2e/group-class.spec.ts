// Group classes on a real Janus: the tutor and three students (four browser contexts with fake
// camera and microphone) join one session's VideoRoom through the server's tokens; everyone sees
// everyone (frames decoded); a student leaves and rejoins and the participants lists follow.
// Janus (Debian's package) and a server with JANUS_URL are started here, on loopback.
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import net from 'node:net';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { startJanus, type RunningJanus } from '../apps/server/test/support/janus';
import { CALL_BROWSER } from './call-support';
import { shot, shotBoth } from './support';

test.use(CALL_BROWSER);

const PORT = Number(process.env.E2E_PORT ?? 4400) + 70;
const base = `http://127.0.0.1:${PORT}`;
let janus: RunningJanus | null = null;
const servers: ChildProcess[] = [];
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tm-e2e-group-'));

/** A server process with JANUS_URL (PGlite unless `env` names a database), ready on `port`. */
async function startServer(port: number, env: Record<string, string> = {}) {
  const proc = spawn(process.execPath, ['apps/server/dist/server.js'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      SIGN_IN_RATE_LIMIT: '1000',
      JANUS_URL: janus!.url,
      JANUS_ADMIN_KEY: janus!.adminKey,
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  servers.push(proc);
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/api/health`)).ok) return;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
}

test.beforeAll(async () => {
  janus = await startJanus();
  test.skip(!janus, 'needs Janus (apt-get install janus)');
  await startServer(PORT);
});

test.afterAll(async () => {
  for (const proc of servers) {
    if (proc.exitCode !== null) continue;
    const exited = new Promise((r) => proc.once('exit', r));
    proc.kill('SIGTERM');
    await exited;
  }
  await janus?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function signedIn(browser: Browser, email: string, origin = base): Promise<Page> {
  const context = await browser.newContext({ baseURL: origin });
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

/** Remote videos (not the page's own) that painted at least one frame within 8 s. */
function paintedRemotes(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const videos = Array.from(
      document.querySelectorAll<HTMLVideoElement>('[data-testid="group-video"]'),
    ).filter((v) => v.getAttribute('aria-label') !== 'You');
    const painted = await Promise.all(
      videos.map(
        (v) =>
          new Promise<boolean>((resolve) => {
            const timer = setTimeout(() => resolve(false), 8000);
            v.requestVideoFrameCallback(() => {
              clearTimeout(timer);
              resolve(true);
            });
          }),
      ),
    );
    return painted.filter(Boolean).length;
  });
}

const participants = (page: Page) => page.getByTestId('participants').getByRole('listitem');

async function groupClass(origin: string, students: number) {
  const res = await fetch(`${origin}/api/test/group-class`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ students }),
  });
  return (await res.json()).data as {
    batchId: string;
    tutor: { email: string };
    students: { email: string; fullName: string }[];
  };
}

test('a tutor and three students hold a group class on Janus', async ({ browser }) => {
  test.setTimeout(180_000);
  const res = await fetch(`${base}/api/test/group-class`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ students: 3 }),
  });
  const fx = (await res.json()).data as {
    batchId: string;
    tutor: { email: string };
    students: { email: string; fullName: string }[];
  };
  const pages: Page[] = [];
  for (const email of [fx.tutor.email, ...fx.students.map((s) => s.email)]) {
    const page = await signedIn(browser, email);
    await page.goto(`/group-class/${fx.batchId}`);
    await expect(page.getByRole('status')).toContainText('In the class', { timeout: 30_000 });
    pages.push(page);
  }
  for (const page of pages) await expect(participants(page)).toHaveCount(4, { timeout: 30_000 });
  for (const page of pages) expect(await paintedRemotes(page)).toBe(3);
  await shot(pages[0]!, 'group-class-tutor');

  // The third student leaves; everyone else's list follows; they come back.
  const leaver = pages[3]!;
  await leaver.getByRole('button', { name: 'Leave' }).click();
  for (const page of pages.slice(0, 3))
    await expect(participants(page)).toHaveCount(3, { timeout: 20_000 });
  await leaver.reload();
  await expect(leaver.getByRole('status')).toContainText('In the class', { timeout: 30_000 });
  for (const page of pages) await expect(participants(page)).toHaveCount(4, { timeout: 30_000 });
  expect(await paintedRemotes(leaver)).toBe(3);

  // Attendance: the tutor's roster has every student present for the session.
  const rosterRes = await pages[0]!.evaluate(async (id) => {
    const token = localStorage.getItem('token');
    const r = await fetch(`/api/batches/${id}/roster`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return r.json();
  }, fx.batchId);
  const attended = rosterRes.data.students.map(
    (s: { attendance: { status: string }[] }) => s.attendance[0]!.status,
  );
  expect(attended).toEqual(['attended', 'attended', 'attended']);

  // The new screens, at phone and desktop widths.
  const tutor = pages[0]!;
  await tutor.goto('/tutor-batches');
  await tutor.getByRole('button', { name: 'Students and attendance' }).click();
  await expect(tutor.getByRole('table')).toBeVisible();
  await tutor.getByRole('button', { name: 'New batch' }).click();
  await shotBoth(tutor, 'group-class-tutor-batches');
  const student = pages[1]!;
  await student.goto(`/batch/${fx.batchId}`);
  await expect(student.getByText('You are enrolled.')).toBeVisible();
  await shotBoth(student, 'group-class-batch-page');
  await student.goto('/student-classes');
  await expect(student.getByRole('heading', { name: 'Group classes' })).toBeVisible();
  await student.goto('/group-classes');
  await expect(student.getByRole('heading', { level: 1, name: 'Group classes' })).toBeVisible();
  await shotBoth(student, 'group-class-discovery');
});

const PG_URL = process.env.E2E_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.E2E_REDIS_URL ?? 'redis://127.0.0.1:6379';

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

test('two API nodes on PostgreSQL and Redis admit to one Janus room', async ({ browser }) => {
  test.setTimeout(180_000);
  test.skip(
    !(await reachable(PG_URL, 5432)) || !(await reachable(REDIS_URL, 6379)),
    'needs PostgreSQL and Redis',
  );
  const dbName = `tm_e2e_gc_${crypto.randomBytes(4).toString('hex')}`;
  const admin = new pg.Client({ connectionString: PG_URL });
  await admin.connect();
  await admin.query(`create database ${dbName}`);
  await admin.end();
  try {
    const url = new URL(PG_URL);
    url.pathname = `/${dbName}`;
    const env = { DATABASE_URL: url.toString(), REDIS_URL, WEB_CONCURRENCY: '1' };
    const [a, b] = [PORT + 1, PORT + 2];
    await startServer(a, env); // migrates first
    await startServer(b, env);
    const nodeA = `http://127.0.0.1:${a}`;
    const nodeB = `http://127.0.0.1:${b}`;
    const fx = await groupClass(nodeA, 2);
    // The tutor on node A, the students on node B.
    const pages = [
      await signedIn(browser, fx.tutor.email, nodeA),
      ...(await Promise.all(fx.students.map((s) => signedIn(browser, s.email, nodeB)))),
    ];
    for (const page of pages) {
      await page.goto(`/group-class/${fx.batchId}`);
      await expect(page.getByRole('status')).toContainText('In the class', { timeout: 30_000 });
    }
    for (const page of pages) await expect(participants(page)).toHaveCount(3, { timeout: 30_000 });
    for (const page of pages) expect(await paintedRemotes(page)).toBe(2);
  } finally {
    for (const proc of servers.splice(1)) {
      if (proc.exitCode !== null) continue;
      const exited = new Promise((r) => proc.once('exit', r));
      proc.kill('SIGTERM');
      await exited;
    }
    const admin2 = new pg.Client({ connectionString: PG_URL });
    await admin2.connect();
    await admin2.query(`drop database if exists ${dbName} with (force)`).catch(() => {});
    await admin2.end();
  }
});
