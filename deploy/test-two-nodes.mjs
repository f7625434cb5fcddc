#!/usr/bin/env node
// Two API nodes, one PostgreSQL, one Redis: starts the built server (apps/server/dist/server.js)
// twice on two ports against a fresh database, makes a booking as a student on node A, accepts it
// as the tutor on node B, and reads it back on node A. Exits non-zero on any failure.
//
//   npm run build && node deploy/test-two-nodes.mjs
//
// Env: TEST_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres, an admin
// connection used to create and drop the database), REDIS_URL (default redis://127.0.0.1:6379),
// PORT_A / PORT_B (default 4210 / 4211).
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const adminUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const redisUrl = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const ports = [Number(process.env.PORT_A ?? 4210), Number(process.env.PORT_B ?? 4211)];
const dbName = `tm_two_nodes_${crypto.randomBytes(4).toString('hex')}`;
const dbUrl = (() => {
  const u = new URL(adminUrl);
  u.pathname = `/${dbName}`;
  return u.toString();
})();
const server = path.join(root, 'apps/server/dist/server.js');
if (!fs.existsSync(server)) {
  console.error('apps/server/dist/server.js is missing: run `npm run build` first.');
  process.exit(2);
}

const started = Date.now();
const log = (msg) => console.log(`[${((Date.now() - started) / 1000).toFixed(1)}s] ${msg}`);
const children = [];

async function admin(sql) {
  const c = new pg.Client({ connectionString: adminUrl });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

function startNode(port, name) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), `tm-${name}-`));
  const child = spawn(process.execPath, [server], {
    cwd: root,
    env: {
      ...process.env,
      NODE_ENV: 'development', // dev sign-in stands in for Google here
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: dbUrl,
      REDIS_URL: redisUrl,
      DATA_DIR: dataDir,
      SEED_DEMO: 'true',
      LOG_LEVEL: 'warn',
      SWEEP_INTERVAL_SECONDS: '5',
      PUBLIC_URL: `http://127.0.0.1:${port}`,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stderr.on('data', (d) => process.stderr.write(`[${name}] ${d}`));
  children.push(child);
  return child;
}

async function waitReady(port) {
  for (let i = 0; i < 120; i++) {
    try {
      const res = await fetch(`http://127.0.0.1:${port}/api/ready`);
      if (res.ok) return (await res.json()).data;
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`node on port ${port} did not become ready`);
}

async function call(port, method, url, { token, body } = {}) {
  const res = await fetch(`http://127.0.0.1:${port}/api${url}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json();
  return { status: res.status, ...json };
}

function ymd(d) {
  return d.toISOString().slice(0, 10);
}

let failed = false;
try {
  await admin(`create database ${dbName}`);
  log(`database ${dbName} created`);
  // Node A first (it migrates and seeds), then node B on the same database.
  startNode(ports[0], 'node-a');
  const readyA = await waitReady(ports[0]);
  startNode(ports[1], 'node-b');
  const readyB = await waitReady(ports[1]);
  log(`node A :${ports[0]} ready ${JSON.stringify(readyA)}`);
  log(`node B :${ports[1]} ready ${JSON.stringify(readyB)}`);
  if (readyA.redis?.ok !== true || readyB.redis?.ok !== true)
    throw new Error('both nodes must report Redis reachable');

  const student = await call(ports[0], 'POST', '/dev/sign-in', {
    body: { email: 'riya.sharma@example.in', authType: 'login' },
  });
  const tutor = await call(ports[1], 'POST', '/dev/sign-in', {
    body: { email: 'ananya.iyer@example.in', authType: 'login' },
  });
  if (!student.success || !tutor.success) throw new Error('sign-in failed');
  const tutorId = tutor.data.user._id;
  log(`student signed in on A, tutor signed in on B (tutor ${tutorId})`);

  // A weekday (the tutor teaches Mon-Fri, 15:00-21:00 IST) at least three days ahead.
  let booking = null;
  for (let ahead = 3; ahead < 20 && !booking; ahead++) {
    const d = new Date(Date.now() + ahead * 86400_000);
    if ([0, 6].includes(d.getUTCDay())) continue;
    const res = await call(ports[0], 'POST', '/submit-booking', {
      token: student.data.accessToken,
      body: {
        tutorId,
        subject: 'Mathematics (Class 9-10)',
        price: 600,
        currency: 'INR',
        tutoringMode: ['Online Tutoring'],
        sessionType: 'single',
        startDate: ymd(d),
        endDate: null,
        availableDays: [],
        startTime: '18:00',
        endTime: '19:00',
        isTrial: false,
      },
    });
    if (res.success) booking = res.data;
    else log(`booking for ${ymd(d)} refused: ${res.message} (trying another day)`);
  }
  if (!booking) throw new Error('no booking could be made on node A');
  const bookingId = booking._id ?? booking.id;
  log(`booking ${bookingId} made on node A (status ${booking.status})`);

  const accepted = await call(ports[1], 'POST', `/accept-booking/${bookingId}`, {
    token: tutor.data.accessToken,
  });
  if (!accepted.success) throw new Error(`accept on node B failed: ${accepted.message}`);
  log(`accepted on node B: ${accepted.message}`);

  const seen = await call(ports[0], 'GET', `/bookings/${bookingId}`, {
    token: student.data.accessToken,
  });
  if (!seen.success || seen.data.status !== 'accepted')
    throw new Error(`node A sees status ${seen.data?.status}: ${seen.message}`);
  log(`node A reads it back as ${seen.data.status}`);
  log('OK: a booking made on node A was accepted on node B');
} catch (err) {
  failed = true;
  console.error(`FAILED: ${err.message}`);
} finally {
  for (const c of children) c.kill('SIGTERM');
  await Promise.all(
    children.map((c) => new Promise((r) => (c.exitCode !== null ? r() : c.on('exit', r)))),
  );
  await admin(`drop database if exists ${dbName}`).catch((e) => console.error(e.message));
  log('nodes stopped, database dropped');
}
process.exit(failed ? 1 : 0);
