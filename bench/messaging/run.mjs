#!/usr/bin/env node
// Messages under load: 200 connected users (100 student–tutor pairs, each with a conversation),
// 20 messages a second for a minute over the inbox socket, on one node and on two (students on
// node A, tutors on node B: every message crosses Redis). For each message: send → the receiver's
// socket has it (delivered), and send → the sender has the receiver's delivered marker back; the
// servers' CPU over the run; the machine's load average. Checks that every message reached its
// receiver exactly once (none lost, none twice) and its sender's echo exactly once.
//
//   npm run build && node bench/messaging/run.mjs [--users=200] [--rate=20] [--seconds=60]
//     [--nodes=1,2] [--port=4470]
//
// PostgreSQL at BENCH_DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres; a fresh
// database per run, dropped after) and Redis at REDIS_URL (default redis://127.0.0.1:6379) for the
// two-node run. Each node is one process (WEB_CONCURRENCY=1), NODE_ENV=test (the test-only
// fixture makes the pairs). The load generator runs on the same machine.
import { spawn } from 'node:child_process';
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import WebSocket from 'ws';
import { cpuSeconds } from '../proc.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const args = Object.fromEntries(
  process.argv.slice(2).map((a) => {
    const [k, v] = a.replace(/^--/, '').split('=');
    return [k, v ?? 'true'];
  }),
);
const USERS = Number(args.users ?? 200);
const RATE = Number(args.rate ?? 20);
const SECONDS = Number(args.seconds ?? 60);
const NODES = String(args.nodes ?? '1,2')
  .split(',')
  .map(Number);
const PORT = Number(args.port ?? 4470);
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';

if (!fs.existsSync(path.join(ROOT, 'apps/server/dist/server.js'))) {
  console.error('apps/server/dist/server.js is missing: run `npm run build` first.');
  process.exit(2);
}

async function admin(sql) {
  const c = new pg.Client({ connectionString: ADMIN_URL });
  await c.connect();
  try {
    await c.query(sql);
  } finally {
    await c.end();
  }
}

function startNode(port, dbUrl, redis) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tm-bench-msg-'));
  const env = { ...process.env };
  delete env.REDIS_URL;
  const proc = spawn(process.execPath, ['apps/server/dist/server.js'], {
    cwd: ROOT,
    env: {
      ...env,
      NODE_ENV: 'test',
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      DATABASE_URL: dbUrl,
      ...(redis ? { REDIS_URL } : {}),
      WEB_CONCURRENCY: '1',
      SEED_DEMO: 'false',
      LOG_LEVEL: 'warn',
      SIGN_IN_RATE_LIMIT: '100000',
      // No mail job during the run (it would only add its own queries).
      SWEEP_INTERVAL_SECONDS: '0',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return { proc, base: `http://127.0.0.1:${port}`, dataDir };
}

async function waitReady(base) {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // starting
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`${base} did not start`);
}

async function api(base, method, url, { token, body } = {}) {
  const res = await fetch(`${base}/api${url}`, {
    method,
    headers: {
      ...(body ? { 'content-type': 'application/json' } : {}),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json();
  if (!json.success) throw new Error(`${method} ${url}: ${res.status} ${json.message}`);
  return json.data;
}

/** 100 pairs: sign-ins and a conversation each (made through the API, a few at a time). */
async function makePairs(base, pairs) {
  const out = [];
  for (let i = 0; i < pairs; i += 10) {
    const batch = await Promise.all(
      Array.from({ length: Math.min(10, pairs - i) }, async () => {
        const { tutor, student } = await api(base, 'POST', '/test/messaging-pair');
        const signIn = async (email) =>
          (await api(base, 'POST', '/dev/sign-in', { body: { email, authType: 'login' } }))
            .accessToken;
        const s = { id: student.id, token: await signIn(student.email) };
        const t = { id: tutor.id, token: await signIn(tutor.email) };
        const c = await api(base, 'POST', '/messages/conversations', {
          token: s.token,
          body: { tutorId: tutor.id },
        });
        return { student: s, tutor: t, conversationId: c.id };
      }),
    );
    out.push(...batch);
  }
  return out;
}

function connect(base, user, onMessage) {
  return new Promise((resolve, reject) => {
    const ws = new WebSocket(`${base.replace('http', 'ws')}/api/calls/ws`);
    ws.on('open', () => ws.send(JSON.stringify({ type: 'inbox-auth', token: user.token })));
    ws.on('message', (d) => {
      const m = JSON.parse(String(d));
      if (m.type === 'inbox-ready') resolve(ws);
      else if (m.type === 'refused') reject(new Error(m.reason));
      else onMessage(m, ws);
    });
    ws.on('error', reject);
  });
}

const percentile = (sorted, p) =>
  sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : NaN;

async function run(nodeCount, portBase) {
  const dbName = `tm_bench_msg_${crypto.randomBytes(4).toString('hex')}`;
  const dbUrl = (() => {
    const u = new URL(ADMIN_URL);
    u.pathname = `/${dbName}`;
    return u.toString();
  })();
  await admin(`create database ${dbName}`);
  const nodes = [];
  try {
    nodes.push(startNode(portBase, dbUrl, nodeCount > 1));
    await waitReady(nodes[0].base);
    if (nodeCount > 1) {
      nodes.push(startNode(portBase + 1, dbUrl, true));
      await waitReady(nodes[1].base);
    }
    const pairs = await makePairs(nodes[0].base, USERS / 2);
    const studentBase = nodes[0].base;
    const tutorBase = nodes[nodes.length - 1].base;

    const sentAt = new Map(); // clientId → performance.now() at send
    const delivered = []; // ms, send → receiver has it
    const markedBack = []; // ms, send → sender has the delivered marker
    const received = new Map(); // clientId → times the receiver got it
    const echoed = new Map(); // clientId → times the sender got its echo
    const idToClient = new Map(); // message id → clientId
    const onMessage = (m, ws) => {
      if (m.type === 'dm-message') {
        const { clientId, mine, id, conversationId } = m.message;
        if (!sentAt.has(clientId)) return;
        idToClient.set(id, clientId);
        const map = mine ? echoed : received;
        map.set(clientId, (map.get(clientId) ?? 0) + 1);
        if (!mine) {
          delivered.push(performance.now() - sentAt.get(clientId));
          // As the page does: a delivered receipt for what arrived.
          ws.send(
            JSON.stringify({ type: 'dm-marker', conversationId, marker: 'delivered', ids: [id] }),
          );
        }
      } else if (m.type === 'dm-marker' && m.marker === 'delivered') {
        for (const id of m.ids) {
          const clientId = idToClient.get(id);
          if (clientId && sentAt.has(clientId))
            markedBack.push(performance.now() - sentAt.get(clientId));
        }
      }
    };
    const sockets = [];
    for (const p of pairs) {
      p.studentWs = await connect(studentBase, p.student, onMessage);
      p.tutorWs = await connect(tutorBase, p.tutor, onMessage);
      sockets.push(p.studentWs, p.tutorWs);
    }

    const cpuBefore = nodes.map((n) => cpuSeconds(n.proc.pid));
    const loadBefore = os.loadavg();
    const started = performance.now();
    const total = RATE * SECONDS;
    let next = 0;
    // Senders in turn: students, then tutors, so each person sends total / USERS messages.
    const senders = [
      ...pairs.map((p) => ({ ws: p.studentWs, conversationId: p.conversationId })),
      ...pairs.map((p) => ({ ws: p.tutorWs, conversationId: p.conversationId })),
    ];
    await new Promise((resolve) => {
      const tick = () => {
        const due = Math.min(total, Math.floor(((performance.now() - started) / 1000) * RATE) + 1);
        while (next < due) {
          const s = senders[next % senders.length];
          const clientId = `bench-${next}-${crypto.randomBytes(4).toString('hex')}`;
          sentAt.set(clientId, performance.now());
          s.ws.send(
            JSON.stringify({
              type: 'dm-send',
              conversationId: s.conversationId,
              clientId,
              body: `Message ${next}: is the class on Saturday at 5?`,
            }),
          );
          next++;
        }
        if (next >= total) return resolve();
        setTimeout(tick, 5);
      };
      tick();
    });
    // Wait for the stragglers (up to 10 s).
    const settle = performance.now();
    while (
      (received.size < total || markedBack.length < total) &&
      performance.now() - settle < 10_000
    )
      await new Promise((r) => setTimeout(r, 50));
    const wall = (performance.now() - started) / 1000;
    const cpu = nodes.map((n, i) => cpuSeconds(n.proc.pid) - cpuBefore[i]);
    const loadAfter = os.loadavg();
    for (const ws of sockets) ws.close();

    const lost = [...sentAt.keys()].filter((c) => !received.has(c)).length;
    const twice = [...received.values()].filter((n) => n > 1).length;
    const echoesWrong = [...sentAt.keys()].filter((c) => echoed.get(c) !== 1).length;
    const d = [...delivered].sort((a, b) => a - b);
    const r = [...markedBack].sort((a, b) => a - b);
    return {
      nodes: nodeCount,
      users: USERS,
      sent: total,
      seconds: wall,
      deliveredP50: percentile(d, 50),
      deliveredP95: percentile(d, 95),
      deliveredP99: percentile(d, 99),
      markerP50: percentile(r, 50),
      markerP95: percentile(r, 95),
      lost,
      twice,
      echoesWrong,
      cpu: cpu.map((c) => (100 * c) / wall),
      loadBefore,
      loadAfter,
    };
  } finally {
    for (const n of nodes) n.proc.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 1500));
    await admin(`drop database if exists ${dbName} with (force)`).catch(() => {});
    for (const n of nodes) fs.rmSync(n.dataDir, { recursive: true, force: true });
  }
}

const fmt = (n) => (Number.isFinite(n) ? n.toFixed(1) : 'n/a');
const results = [];
for (const [i, n] of NODES.entries()) {
  console.log(`\n${n} node(s): ${USERS} users, ${RATE} messages/s for ${SECONDS} s…`);
  const res = await run(n, PORT + i * 10);
  results.push(res);
  console.log(
    `  send → delivered: p50 ${fmt(res.deliveredP50)} ms, p95 ${fmt(res.deliveredP95)} ms, ` +
      `p99 ${fmt(res.deliveredP99)} ms; send → delivered marker back: p50 ${fmt(res.markerP50)} ms, ` +
      `p95 ${fmt(res.markerP95)} ms`,
  );
  console.log(
    `  server CPU ${res.cpu.map((c) => `${fmt(c)}%`).join(' + ')} of one core; ` +
      `load average ${res.loadBefore.map(fmt).join(' ')} → ${res.loadAfter.map(fmt).join(' ')}`,
  );
  console.log(
    `  ${res.sent} sent; lost ${res.lost}, received twice ${res.twice}, echo not once ${res.echoesWrong}`,
  );
}
const failed = results.some((r) => r.lost || r.twice || r.echoesWrong);
console.log(
  `\n${failed ? 'FAILED: messages lost or duplicated' : 'No message lost or duplicated.'} ` +
    `Target: p95 send → delivered ≤ 100 ms on loopback at low load.`,
);
process.exit(failed ? 1 : 0);
