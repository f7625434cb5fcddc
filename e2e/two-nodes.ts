// Two server processes on one PostgreSQL database and one Redis, for the journeys that cross nodes
// (a live class, messages). The built server is started twice on a fresh database (the first node
// migrates); the journey skips when PostgreSQL (E2E_PG_URL, default
// postgres://postgres@127.0.0.1:5432/postgres) or Redis (E2E_REDIS_URL, default
// redis://127.0.0.1:6379) is not reachable.
import { spawn, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { expect, type Browser, type Page } from '@playwright/test';

export const PG_URL = process.env.E2E_PG_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
export const REDIS_URL = process.env.E2E_REDIS_URL ?? 'redis://127.0.0.1:6379';

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

export async function servicesUp(): Promise<boolean> {
  return (await reachable(PG_URL, 5432)) && (await reachable(REDIS_URL, 6379));
}

export class TwoNodes {
  readonly bases: string[] = [];
  private procs: ChildProcess[] = [];
  private readonly dbName = `tm_e2e_nodes_${crypto.randomBytes(4).toString('hex')}`;
  private readonly dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tm-e2e-nodes-'));

  constructor(private readonly basePort: number) {}

  async start() {
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`create database ${this.dbName}`);
    await admin.end();
    await this.startNode(this.basePort); // migrates first
    await this.startNode(this.basePort + 1);
  }

  private async startNode(port: number) {
    const url = new URL(PG_URL);
    url.pathname = `/${this.dbName}`;
    const proc = spawn(process.execPath, ['apps/server/dist/server.js'], {
      cwd: path.resolve(import.meta.dirname, '..'),
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        DATA_DIR: this.dataDir,
        DATABASE_URL: url.toString(),
        REDIS_URL,
        SEED_DEMO: 'false',
        LOG_LEVEL: 'warn',
        WEB_CONCURRENCY: '1',
        SIGN_IN_RATE_LIMIT: '1000',
        WEB_DIST_DIR: process.env.WEB_DIST_DIR,
      },
      stdio: ['ignore', 'ignore', 'inherit'],
    });
    this.procs.push(proc);
    const base = `http://127.0.0.1:${port}`;
    for (let i = 0; i < 120; i++) {
      try {
        if ((await fetch(`${base}/api/health`)).ok) break;
      } catch {
        // starting
      }
      await new Promise((r) => setTimeout(r, 500));
    }
    this.bases.push(base);
  }

  async stop() {
    const exited = this.procs.map((p) => new Promise((r) => p.once('exit', r)));
    for (const p of this.procs) p.kill('SIGTERM');
    await Promise.race([Promise.all(exited), new Promise((r) => setTimeout(r, 5000))]);
    const admin = new pg.Client({ connectionString: PG_URL });
    await admin.connect();
    await admin.query(`drop database if exists ${this.dbName} with (force)`).catch(() => {});
    await admin.end();
    fs.rmSync(this.dataDir, { recursive: true, force: true });
  }
}

/** A page in a new context on `base`, signed in as `email` (developer sign-in, stored as the app does). */
export async function signedInOn(browser: Browser, base: string, email: string): Promise<Page> {
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
