// The built server (apps/server/dist/server.js, as `npm start` runs it) as a child process, for the
// tests that start it for real: built here first if its sources changed, started in its own process
// group on a port of its choosing, ready when it prints its URL on its own line (the last thing it
// prints at start).
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import path from 'node:path';
import { expect, inject } from 'vitest';
import { withDb } from '../global-setup';

export const repo = path.resolve(import.meta.dirname, '../../../..');
const serverJs = path.join(repo, 'apps/server/dist/server.js');

export interface RunningServer {
  child: ChildProcess;
  base: string;
  readyMs: number;
  output: () => string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>;
}

/** Builds the server if its sources changed since the last build (call in beforeAll). */
export function buildServerIfChanged() {
  const build = spawnSync(
    process.execPath,
    ['scripts/build.mjs', '--if-changed', '--only=server'],
    { cwd: repo, encoding: 'utf8' },
  );
  expect(build.status, `${build.stdout}${build.stderr}`).toBe(0);
}

/** A new, empty PostgreSQL database of this run (the server migrates it), or undefined on PGlite. */
export async function newPostgresDatabase(label: string): Promise<string | undefined> {
  const testDb = inject('testDb');
  if (testDb.kind !== 'postgres') return undefined;
  const { default: pg } = await import('pg');
  const admin = new pg.Client({ connectionString: testDb.adminUrl });
  await admin.connect();
  const name = `tm_t_${testDb.runId}_${label}_${crypto.randomBytes(3).toString('hex')}`;
  await admin.query(`create database ${name}`);
  await admin.end();
  return withDb(testDb.adminUrl, name);
}

/** Starts the built server with exactly `env` (plus PATH); resolves once it serves. */
export async function startBuiltServer(
  env: Record<string, string>,
  timeoutMs: number,
  children: Set<ChildProcess>,
): Promise<RunningServer> {
  const started = Date.now();
  const child = spawn(process.execPath, [serverJs], {
    cwd: repo,
    stdio: ['ignore', 'pipe', 'pipe'],
    // Its own process group, so a test can signal the primary and its workers together.
    detached: true,
    env: { PATH: process.env.PATH, ...env },
  });
  children.add(child);
  let out = '';
  child.stdout!.on('data', (d) => (out += d));
  child.stderr!.on('data', (d) => (out += d));
  const exited = new Promise<{ code: number | null; signal: NodeJS.Signals | null; at: number }>(
    (resolve) =>
      child.on('exit', (code, signal) => {
        children.delete(child);
        resolve({ code, signal, at: Date.now() });
      }),
  );
  const base = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`not serving after ${timeoutMs} ms:\n${out}`)),
      timeoutMs,
    );
    const look = () => {
      const m = out.match(/^(http:\/\/\S+)$/m);
      if (m) {
        clearTimeout(timer);
        resolve(m[1]!);
      }
    };
    child.stdout!.on('data', look);
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`exited during start:\n${out}`));
    });
  });
  return { child, base, readyMs: Date.now() - started, output: () => out, exited };
}

/** Kills what is still running (afterAll). */
export function killAll(children: Set<ChildProcess>) {
  for (const c of children) {
    try {
      process.kill(-c.pid!, 'SIGKILL');
    } catch {
      c.kill('SIGKILL');
    }
  }
}
