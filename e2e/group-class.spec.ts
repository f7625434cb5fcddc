// Group classes on a real Janus: the tutor and three students (four browser contexts with fake
// camera and microphone) join one session's VideoRoom through the server's tokens; everyone sees
// everyone (frames decoded); a student leaves and rejoins and the participants lists follow.
// Janus (Debian's package) and a server with JANUS_URL are started here, on loopback.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { expect, test, type Browser, type Page } from '@playwright/test';
import { startJanus, type RunningJanus } from '../apps/server/test/support/janus';
import { CALL_BROWSER } from './call-support';
import { shot } from './support';

test.use(CALL_BROWSER);

const PORT = Number(process.env.E2E_PORT ?? 4400) + 70;
const base = `http://127.0.0.1:${PORT}`;
let janus: RunningJanus | null = null;
let server: ChildProcess | null = null;
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tm-e2e-group-'));

test.beforeAll(async () => {
  janus = await startJanus();
  test.skip(!janus, 'needs Janus (apt-get install janus)');
  server = spawn(process.execPath, ['apps/server/dist/server.js'], {
    cwd: path.resolve(import.meta.dirname, '..'),
    env: {
      ...process.env,
      NODE_ENV: 'test',
      PORT: String(PORT),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      SIGN_IN_RATE_LIMIT: '1000',
      JANUS_URL: janus!.url,
      JANUS_ADMIN_KEY: janus!.adminKey,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error('server did not start');
});

test.afterAll(async () => {
  if (server && server.exitCode === null) {
    const exited = new Promise((r) => server!.once('exit', r));
    server.kill('SIGTERM');
    await exited;
  }
  await janus?.stop();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function signedIn(browser: Browser, email: string): Promise<Page> {
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

/** Remote videos (not the page's own) that painted at least one frame within 8 s. */
function paintedRemotes(page: Page): Promise<number> {
  return page.evaluate(async () => {
    const videos = [
      ...document.querySelectorAll<HTMLVideoElement>('[data-testid="group-video"]'),
    ].filter((v) => v.getAttribute('aria-label') !== 'You');
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
});
