// a few thousand generated bad requests (NUL bytes, wrong types, huge and nested bodies,
// bad multipart) against every route in the OpenAPI document, as a guest and as each role.
// Not one may answer 5xx.
import { describe, expect, it } from 'vitest';
import { build } from './helper';
import { createAdmin, createStudent, createTutor } from '../src/seed/factories';

const ctx = await build();

type Method = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
interface Operation {
  path: string;
  method: Method;
  queryNames: string[];
  bodyProps: string[];
  multipart: boolean;
}

/** A small deterministic generator so a failure can be replayed. */
function rng(seed: number) {
  let s = seed >>> 0;
  return () => {
    s = (s * 1664525 + 1013904223) >>> 0;
    return s / 2 ** 32;
  };
}

const BAD_SEGMENTS = [
  '%00',
  'a%00b',
  '%01',
  'x'.repeat(4000),
  '%ff%fe',
  '..%2f..%2fetc%2fpasswd',
  '-1',
  '1e309',
  'NaN',
  '%E2%80%AE',
  "'%20or%201=1--",
  '00000000-0000-0000-0000-000000000000',
  '%7f',
  '%C0%80',
];

const BAD_VALUES: unknown[] = [
  null,
  true,
  -1,
  Number.MAX_VALUE,
  -0,
  0.5,
  '',
  'a\u0000b',
  '\u0000',
  'x'.repeat(70_000),
  [],
  [null, 1, 'a'],
  {},
  { $gt: '' },
  { __proto__: { admin: true } },
  '2024-13-45',
  '<script>alert(1)</script>',
  '\ud800',
];

function nested(depth: number): unknown {
  let v: unknown = 'deep';
  for (let i = 0; i < depth; i++) v = i % 2 ? [v] : { a: v };
  return v;
}

function operationsFrom(doc: any): Operation[] {
  const ops: Operation[] = [];
  for (const [path, item] of Object.entries<any>(doc.paths)) {
    for (const [m, op] of Object.entries<any>(item)) {
      const method = m.toUpperCase() as Method;
      if (!['GET', 'POST', 'PUT', 'PATCH', 'DELETE'].includes(method)) continue;
      const queryNames = (op.parameters ?? [])
        .filter((p: any) => p.in === 'query')
        .map((p: any) => p.name as string);
      const content = op.requestBody?.content ?? {};
      const json = content['application/json']?.schema;
      const bodyProps = Object.keys(json?.properties ?? {});
      const multipart = !!content['multipart/form-data'] || (op.consumes ?? []).length > 0;
      ops.push({ path, method, queryNames, bodyProps, multipart });
    }
  }
  return ops;
}

function fillPath(path: string, segment: string): string {
  return path.replace(/\{[^}]+\}/g, segment);
}

interface Probe {
  method: Method;
  url: string;
  headers?: Record<string, string>;
  payload?: string | Buffer;
}

function probesFor(op: Operation, random: () => number): Probe[] {
  const probes: Probe[] = [];
  const base = fillPath(op.path, '00000000-0000-0000-0000-000000000001');
  const pick = <T>(xs: readonly T[]) => xs[Math.floor(random() * xs.length)]!;
  for (const seg of BAD_SEGMENTS) {
    if (op.path.includes('{')) probes.push({ method: op.method, url: fillPath(op.path, seg) });
    probes.push({
      method: op.method,
      url: `${base}?${pick(op.queryNames.length ? op.queryNames : ['q'])}=${seg}`,
    });
  }
  for (const name of [...op.queryNames, 'unknown']) {
    for (const v of ['%00', '', 'x'.repeat(3000), '-99999999999999999999', '1.5', 'true']) {
      probes.push({ method: op.method, url: `${base}?${name}=${v}` });
      probes.push({ method: op.method, url: `${base}?${name}[]=${v}&${name}[]=${v}` });
      probes.push({ method: op.method, url: `${base}?${name}[a][b]=${v}` });
    }
  }
  const json = (value: unknown): Probe => ({
    method: op.method,
    url: base,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(value),
  });
  if (op.method !== 'GET') {
    for (const top of [null, 1, 'x', [], [1, 2], true, nested(200)]) probes.push(json(top));
    for (const depth of [5000, 100_000])
      probes.push({
        method: op.method,
        url: base,
        headers: { 'content-type': 'application/json' },
        payload: `${'{"a":['.repeat(depth)}1${']}'.repeat(depth)}`,
      });
    probes.push({
      method: op.method,
      url: base,
      headers: { 'content-type': 'application/json' },
      payload: '{"a":',
    });
    probes.push({
      method: op.method,
      url: base,
      headers: { 'content-type': 'application/json' },
      payload: '{"a\u0000":1}',
    });
    probes.push({
      method: op.method,
      url: base,
      headers: { 'content-type': 'text/plain' },
      payload: 'hello\u0000',
    });
    probes.push({
      method: op.method,
      url: base,
      headers: { 'content-type': 'application/json' },
      payload: Buffer.alloc(1_200_000, 0x61),
    });
    probes.push({
      method: op.method,
      url: base,
      headers: { 'content-type': 'application/json' },
      payload: Buffer.from([0xff, 0xfe, 0x00, 0x7b]),
    });
    const props = op.bodyProps.length ? op.bodyProps : ['a'];
    for (const prop of props) {
      for (const v of BAD_VALUES) probes.push(json({ [prop]: v }));
      probes.push(json({ [prop]: nested(300) }));
    }
    // Every property wrong at once, a few random mixes.
    for (let i = 0; i < 6; i++)
      probes.push(json(Object.fromEntries(props.map((p) => [p, pick(BAD_VALUES)]))));
    // Multipart, good and bad, to every writing route.
    const b = 'fuzzboundary';
    const mp = (payload: string | Buffer, ct = `multipart/form-data; boundary=${b}`): Probe => ({
      method: op.method,
      url: base,
      headers: { 'content-type': ct },
      payload,
    });
    probes.push(mp('x', 'multipart/form-data'));
    probes.push(mp('not multipart'));
    probes.push(
      mp(`--${b}\r\nContent-Disposition: form-data; name="image"; filename="a.png"\r\n\r\n\x89PNG`),
    );
    probes.push(
      mp(`--${b}\r\nContent-Disposition: form-data; name="a\u0000"\r\n\r\nv\r\n--${b}--\r\n`),
    );
    probes.push(
      mp(
        `--${b}\r\nContent-Disposition: form-data; name="fullName"\r\n\r\nA\u0000B\r\n--${b}--\r\n`,
      ),
    );
    probes.push(
      mp(
        `--${b}\r\nContent-Disposition: form-data; name="profilePhoto"; filename="x\u0000.png"\r\nContent-Type: image/png\r\n\r\nnot a png\r\n--${b}--\r\n`,
      ),
    );
    probes.push(mp(`--${b}\r\nBroken header\r\n\r\nv\r\n--${b}--\r\n`));
    probes.push(
      mp(
        Buffer.concat([
          Buffer.from(
            `--${b}\r\nContent-Disposition: form-data; name="image"; filename="a.gif"\r\n\r\nGIF89a`,
          ),
          Buffer.alloc(300_000, 1),
          Buffer.from(`\r\n--${b}--\r\n`),
        ]),
      ),
    );
  }
  return probes;
}

describe('fuzz: every OpenAPI route answers bad input without a 5xx', () => {
  it(
    'sends a few thousand bad requests as guest, student, tutor and admin',
    { timeout: 120_000 },
    async () => {
      const doc = (await ctx.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
      const ops = operationsFrom(doc);
      expect(ops.length).toBeGreaterThan(25);
      const { user: student } = await createStudent(ctx.db);
      const { user: tutor } = await createTutor(ctx.db);
      const admin = await createAdmin(ctx.db);
      const callers = [null, student, tutor, admin];
      const random = rng(10);
      const failures: string[] = [];
      let sent = 0;
      for (const op of ops) {
        const probes = probesFor(op, random);
        for (let i = 0; i < probes.length; i++) {
          const p = probes[i]!;
          const who = callers[i % callers.length]!;
          const res = await ctx.injectAs(who, {
            method: p.method,
            url: p.url,
            headers: p.headers,
            payload: p.payload,
          });
          sent++;
          if (res.statusCode >= 500)
            failures.push(
              `${res.statusCode} ${p.method} ${p.url.slice(0, 120)} ${String(p.payload ?? '').slice(0, 120)} → ${res.body.slice(0, 200)}`,
            );
        }
      }
      // Hidden from the document but public: the file server.
      for (const seg of BAD_SEGMENTS) {
        const res = await ctx.app.inject({ method: 'GET', url: `/files/public/${seg}` });
        sent++;
        if (res.statusCode >= 500) failures.push(`${res.statusCode} GET /files/public/${seg}`);
      }
      console.log(`fuzz: ${sent} requests to ${ops.length} operations, ${failures.length} × 5xx`);
      expect(failures.slice(0, 30)).toEqual([]);
      expect(sent).toBeGreaterThan(2000);
    },
  );
});
