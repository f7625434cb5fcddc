// the built server (apps/server/dist/server.js, as `npm start` runs it) as a child process
// on this run's database (PGlite in a data folder, or a PostgreSQL database), through a short
// realistic workload over HTTP, stopped with SIGTERM — and with SIGTERM then SIGINT 50 ms apart,
// as a terminal or supervisor signalling the whole process group does. It must exit with status 0
// within the shutdown deadline, having closed everything once, and the next start on the same data
// must serve the work done before the stop.
import type { ChildProcess } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import {
  buildServerIfChanged,
  killAll,
  newPostgresDatabase,
  startBuiltServer,
  type RunningServer as Running,
} from './support/built-server';

const DEADLINE_SECONDS = 10;
/** A start on this machine's data, under load (first PGlite start runs initdb and seeds). */
const START_TIMEOUT_MS = 150_000;
const STEPS = [
  'sweeper stopped',
  'reminders stopped',
  'message mails stopped',
  'data rights job stopped',
  'call sockets closed',
  'HTTP closed',
  'pub/sub closed',
  'media closed',
  'database closed',
];

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tm-lifecycle-'));
const children = new Set<ChildProcess>();
let databaseUrl: string | undefined;

async function start(extraEnv: Record<string, string> = {}): Promise<Running> {
  const server = await startBuiltServer(
    {
      NODE_ENV: 'development',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      SWEEP_INTERVAL_SECONDS: '1', // the sweeper is often mid-run when the signal comes
      SHUTDOWN_TIMEOUT_SECONDS: String(DEADLINE_SECONDS),
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
      // One process (the default on PostgreSQL is one per core); the cluster has its own case.
      WEB_CONCURRENCY: '1',
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
      ...extraEnv,
    },
    START_TIMEOUT_MS,
    children,
  );
  // The URL is the last thing printed at start: no start-up log line after it.
  const out = server.output();
  expect(out.slice(out.search(/^http:\/\/\S+$/m))).not.toMatch(
    /"msg":"(starting in|database opened|server listening)/,
  );
  return server;
}

function client(base: string) {
  const call = async (method: string, url: string, token?: string, body?: unknown) => {
    const headers: Record<string, string> = {};
    if (token) headers.authorization = `Bearer ${token}`;
    let payload: Uint8Array | string | undefined;
    if (body instanceof Multipart) {
      headers['content-type'] = body.type;
      payload = new Uint8Array(body.data);
    } else if (body !== undefined) {
      headers['content-type'] = 'application/json';
      payload = JSON.stringify(body);
    }
    const res = await fetch(base + url, { method, headers, body: payload });
    return { status: res.status, json: (await res.json()) as { data: any; message: string } };
  };
  const signIn = async (body: object) =>
    (await call('POST', '/api/dev/sign-in', undefined, body)).json.data.accessToken as string;
  return { call, signIn };
}

class Multipart {
  readonly boundary = `----tm${crypto.randomBytes(8).toString('hex')}`;
  readonly data: Buffer;
  constructor(
    fields: Record<string, unknown>,
    file: { field: string; name: string; type: string; data: Buffer },
  ) {
    const parts: Buffer[] = [];
    for (const [k, v] of Object.entries(fields))
      parts.push(
        Buffer.from(
          `--${this.boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${Array.isArray(v) ? JSON.stringify(v) : String(v)}\r\n`,
        ),
      );
    parts.push(
      Buffer.from(
        `--${this.boundary}\r\nContent-Disposition: form-data; name="${file.field}"; filename="${file.name}"\r\nContent-Type: ${file.type}\r\n\r\n`,
      ),
      file.data,
      Buffer.from(`\r\n--${this.boundary}--\r\n`),
    );
    this.data = Buffer.concat(parts);
  }
  get type() {
    return `multipart/form-data; boundary=${this.boundary}`;
  }
}

const PNG_1x1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);

/** Sign-ins, a sign-up with a photo upload, a booking accept, and reads, partly concurrent. */
async function workload(base: string) {
  const api = client(base);
  // The demo has three pending requests (two for Ananya Iyer, one for Rahul Verma): one accepted
  // per workload, and this file runs three.
  let tutor = '';
  let pending: Array<{ _id: string }> = [];
  for (const email of ['ananya.iyer@example.in', 'rahul.verma@example.in']) {
    tutor = await api.signIn({ email, authType: 'login' });
    pending = (await api.call('GET', '/api/get-tutor-bookings?statuses=pending', tutor)).json.data
      .bookings;
    if (pending.length > 0) break;
  }
  expect(pending.length, 'a pending demo booking to accept').toBeGreaterThan(0);
  const student = await api.signIn({ email: 'riya.sharma@example.in', authType: 'login' });
  const newcomer = await api.signIn({
    email: `new.${crypto.randomBytes(4).toString('hex')}@example.test`,
    fullName: 'Meera Nair',
    role: 'student',
    authType: 'registration',
  });
  const form = new Multipart(
    {
      fullName: 'Meera Nair',
      contactNumber: `9198${crypto.randomInt(10_000_000, 99_999_999)}`,
      country: 'India',
      state: 'Karnataka',
      city: 'Bengaluru',
      pincodes: '560034',
      timezone: 'Asia/Kolkata',
      student_type: 'parent',
      tutoring_mode: ['Online Tutoring'],
      category: 'School (CBSE)',
      subcategory: ['Mathematics (Class 9-10)'],
      avl_days: ['Sat'],
      avl_time: ['18-21'],
    },
    { field: 'profilePhoto', name: 'me.png', type: 'image/png', data: PNG_1x1 },
  );
  const reads = Array.from({ length: 8 }, (_, i) =>
    i % 2
      ? api.call('GET', '/api/get-tutors', student)
      : api.call('GET', '/api/get-bookings', student),
  );
  const [accepted, uploaded, ...rest] = await Promise.all([
    api.call('POST', `/api/accept-booking/${pending[0]!._id}`, tutor),
    api.call('POST', '/api/submit-student-form', newcomer, form),
    ...reads,
  ]);
  expect(accepted.status, accepted.json.message).toBe(200);
  expect(uploaded.status, uploaded.json.message).toBe(200);
  for (const r of rest) expect(r.status).toBe(200);
  return { api, tutor, newcomer, acceptedId: pending[0]!._id };
}

/** Reads still in flight when the signal comes (their answers are not awaited by the test). */
function inFlight(base: string, token: string) {
  const api = client(base);
  for (let i = 0; i < 6; i++) void api.call('GET', '/api/get-tutors', token).catch(() => {});
}

async function expectCleanExit(server: Running, signalledAt: number) {
  const exit = await server.exited;
  const out = server.output();
  expect(exit, out).toMatchObject({ code: 0, signal: null });
  expect(exit.at - signalledAt, out).toBeLessThan(DEADLINE_SECONDS * 1000);
  for (const step of STEPS) {
    // Each step once, however many signals came.
    expect(out.split(`"msg":"${step}"`).length - 1, `${step}\n${out}`).toBe(1);
  }
  expect(out).toContain('"msg":"shutdown complete"');
  expect(out).not.toMatch(/shutdown deadline passed/);
}

beforeAll(async () => {
  buildServerIfChanged();
  databaseUrl = await newPostgresDatabase('life'); // empty: the server migrates and seeds it
}, 180_000);

afterAll(() => {
  killAll(children);
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe(`built server stopped by signals (${inject('testDb').kind})`, () => {
  let usualStartMs = 0;

  it('SIGTERM after a workload: exits 0 within the deadline; the next start serves what was done', async () => {
    const first = await start();
    const { newcomer } = await workload(first.base);
    inFlight(first.base, newcomer);
    const at = Date.now();
    first.child.kill('SIGTERM');
    await expectCleanExit(first, at);

    // Same data folder / database: serves, with the accepted booking and the new student there.
    const again = await start();
    usualStartMs = again.readyMs;
    expect(again.output()).not.toMatch(
      /not properly shut down|automatic recovery|PGlite is closed/i,
    );
    const { api, tutor, acceptedId } = await workload(again.base);
    const accepted = (await api.call('GET', '/api/get-tutor-bookings?statuses=accepted', tutor))
      .json.data.bookings as Array<{ _id: string }>;
    expect(accepted.map((b) => b._id)).toContain(acceptedId);
    const at2 = Date.now();
    again.child.kill('SIGTERM');
    await expectCleanExit(again, at2);
  }, 400_000);

  it('SIGTERM then SIGINT 50 ms apart: shuts down once, exits 0; the next start serves in its usual time', async () => {
    const server = await start();
    const { newcomer } = await workload(server.base);
    inFlight(server.base, newcomer);
    const at = Date.now();
    server.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 50));
    if (server.child.exitCode === null) server.child.kill('SIGINT');
    await expectCleanExit(server, at);
    expect(server.output().split('"msg":"shutting down"').length - 1).toBe(1);

    const next = await start();
    // "Usual": a warm start like the one in the first case, with room for a busy machine.
    expect(next.readyMs).toBeLessThan(Math.max(usualStartMs * 3, 30_000));
    expect(next.output()).not.toMatch(/not properly shut down|automatic recovery/i);
    const res = await client(next.base).call('GET', '/api/health');
    expect(res.status).toBe(200);
    const at2 = Date.now();
    next.child.kill('SIGTERM');
    await expectCleanExit(next, at2);
  }, 400_000);
});

// WEB_CONCURRENCY worker processes behind the one port (PostgreSQL only: the embedded
// database is opened by one process).
describe.skipIf(inject('testDb').kind !== 'postgres')('two worker processes', () => {
  it('both serve, the sweeper runs in one, and SIGTERM then SIGINT to the whole group stops each once, exit 0', async () => {
    const server = await start({ WEB_CONCURRENCY: '2' });
    const api = client(server.base);
    const student = await api.signIn({ email: 'riya.sharma@example.in', authType: 'login' });
    // New connections go to the workers in turn.
    for (let i = 0; i < 12; i++) {
      const res = await fetch(`${server.base}/api/get-tutors`, {
        headers: { authorization: `Bearer ${student}`, connection: 'close' },
      });
      expect(res.status).toBe(200);
    }
    const out = server.output();
    const servedBy = new Set(
      [...out.matchAll(/"pid":(\d+)[^\n]*"msg":"request completed"/g)].map((m) => m[1]),
    );
    expect(servedBy.size, out).toBe(2);
    expect(out.split('"msg":"single-runner jobs started"').length - 1, out).toBe(1);

    inFlight(server.base, student);
    const at = Date.now();
    process.kill(-server.child.pid!, 'SIGTERM');
    await new Promise((r) => setTimeout(r, 50));
    if (server.child.exitCode === null) process.kill(-server.child.pid!, 'SIGINT');
    const exit = await server.exited;
    const log = server.output();
    expect(exit, log).toMatchObject({ code: 0, signal: null });
    expect(exit.at - at, log).toBeLessThan((DEADLINE_SECONDS + 1) * 1000);
    // Each worker runs each step once; the primary stops the workers once.
    for (const step of STEPS) expect(log.split(`"msg":"${step}"`).length - 1, step).toBe(2);
    expect(log.split('"msg":"workers stopped"').length - 1).toBe(1);
    expect(log.split('"msg":"shutdown complete"').length - 1).toBe(3);
    expect(log).not.toMatch(/shutdown deadline passed|failed to stop/);
  }, 400_000);
});
