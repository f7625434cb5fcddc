import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { body, build } from './helper';
import { parseQueryString } from '../src/app';
import { loadConfig } from '../src/config';
import { createStudent } from '../src/seed/factories';

const ctx = await build();
// Google sign-in is checked on a server where it is configured (elsewhere it is a 404 before its
// body is read, dev-sign-in-disabled.test.ts).
const withGoogle = await build({ GOOGLE_CLIENT_ID: 'conventions.apps.googleusercontent.com' });

describe('API conventions', () => {
  it('answers unknown /api paths with 404 in the envelope', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/does-not-exist?x=1' });
    expect(res.statusCode).toBe(404);
    expect(body(res)).toEqual({
      success: false,
      data: null,
      message: 'No API route GET /api/does-not-exist.',
    });
  });

  it('reports the database in /api/ready', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/ready' });
    expect(res.statusCode).toBe(200);
    expect(body(res).data.database).toMatchObject({ ok: true, kind: ctx.database.kind });
  });

  it('serves an OpenAPI document generated from the route schemas', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    expect(
      doc.paths['/api/google-sign-in'].post.requestBody.content['application/json'].schema
        .properties,
    ).toHaveProperty('credential');
  });

  it('rate-limits sign-in by the real client address, whatever X-Forwarded-For says', async () => {
    const statuses: number[] = [];
    for (let n = 0; n < 31; n++) {
      const res = await ctx.app.inject({
        method: 'POST',
        url: '/api/dev/sign-in',
        payload: {},
        headers: { 'x-forwarded-for': `6.6.6.${n}` },
        remoteAddress: '10.9.8.7',
      });
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, 30).every((s) => s === 400)).toBe(true);
    expect(statuses[30]).toBe(429);
  });

  it('echoes a request id on every answer', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-request-id': 'abc12345-trace' },
    });
    expect(res.headers['x-request-id']).toBe('abc12345-trace');
  });

  it('reads list parameters as repeated keys, key[] and comma lists', () => {
    expect(parseQueryString('a=1&a=2')).toEqual({ a: ['1', '2'] });
    expect(parseQueryString('a[]=1&a[]=2&b=x')).toEqual({ a: ['1', '2'], b: 'x' });
    expect(parseQueryString('a[]=1')).toEqual({ a: ['1'] });
  });

  it('sets security headers including a Content-Security-Policy', async () => {
    // JSON gets the strictest policy (the page policy goes on HTML only; see
    // hardening-headers.test.ts for the page's).
    const res = await ctx.app.inject({ method: 'GET', url: '/api/health' });
    expect(res.headers['content-security-policy']).toBe(
      "default-src 'none'; frame-ancestors 'none'",
    );
    expect(res.headers['x-content-type-options']).toBe('nosniff');
  });
});

describe('bad input never gives a 500', () => {
  // What each route answers to each kind of bad input: [status, message], in the order of `bad`.
  const notJson: [number, string] = [400, 'Request body is not valid JSON.'];
  const loggedOut: [number, string] = [200, 'Logged out.'];
  const routes: Array<{
    method: 'POST';
    url: string;
    auth?: boolean;
    google?: boolean;
    answers: Record<string, [number, string]>;
  }> = [
    {
      method: 'POST',
      url: '/api/dev/sign-in',
      answers: {
        'wrong types': [400, 'Email is required.'],
        'missing fields': [400, 'Email is required.'],
        'not JSON': notJson,
        'oversized strings': [400, 'Email is too long.'],
      },
    },
    {
      method: 'POST',
      url: '/api/google-sign-in',
      google: true,
      answers: {
        'wrong types': [400, 'Google credential is required.'],
        'missing fields': [400, 'Google credential is required.'],
        'not JSON': notJson,
        'oversized strings': [400, 'Google credential is too long.'],
      },
    },
    {
      method: 'POST',
      url: '/api/logout',
      auth: true,
      // Logout reads no body: anything parseable is ignored.
      answers: {
        'wrong types': loggedOut,
        'missing fields': loggedOut,
        'not JSON': notJson,
        'oversized strings': loggedOut,
      },
    },
  ];
  const bad: Array<[string, { payload?: unknown; headers?: Record<string, string> }]> = [
    [
      'wrong types',
      { payload: { email: 12, credential: ['x'], role: 5, authType: true, fullName: {} } },
    ],
    ['missing fields', { payload: {} }],
    ['not JSON', { payload: '{"email":', headers: { 'content-type': 'application/json' } }],
    [
      'oversized strings',
      {
        payload: {
          email: `${'a'.repeat(5000)}@example.test`,
          credential: 'x'.repeat(20000),
          fullName: 'n'.repeat(5000),
          role: 'student',
          authType: 'registration',
        },
      },
    ],
  ];
  for (const route of routes) {
    for (const [name, opts] of bad) {
      const [status, message] = route.answers[name]!;
      it(`${route.url}: ${name} → ${status} "${message}"`, async () => {
        const app = route.google ? withGoogle : ctx;
        const { user } = await createStudent(app.db);
        const res = await app.injectAs(route.auth ? user : null, {
          method: route.method,
          url: route.url,
          ...opts,
        } as never);
        expect(res.statusCode).toBe(status);
        expect(body(res)).toMatchObject({ success: status === 200, message });
      });
    }
    // From a caller who may use the route: anyone else is refused before the body is read.
    it(`${route.url}: a body over the 1 MB limit → 413 with a message`, async () => {
      const app = route.google ? withGoogle : ctx;
      const { user } = await createStudent(app.db);
      const res = await app.injectAs(route.auth ? user : null, {
        method: route.method,
        url: route.url,
        payload: { credential: 'x'.repeat(1_100_000) },
      });
      expect(res.statusCode).toBe(413);
      expect(body(res)).toMatchObject({ success: false, message: 'The request is too large.' });
    });
  }

  it('GET /api/me without a token → 401', async () => {
    expect((await ctx.app.inject({ method: 'GET', url: '/api/me' })).statusCode).toBe(401);
  });
});

describe('configuration', () => {
  it('says clearly which environment value is wrong', () => {
    expect(() => loadConfig({ PORT: 'abc' })).toThrow(/PORT="abc": must be a number/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://x' })).toThrow(
      /DATABASE_URL.*must start with postgres:\/\//,
    );
    expect(() => loadConfig({ NODE_ENV: 'staging' })).toThrow(/NODE_ENV/);
  });
  it('listens on loopback outside production, and trusts no proxy unless told', () => {
    expect(loadConfig({}).HOST).toBe('127.0.0.1');
    expect(loadConfig({ NODE_ENV: 'production' }).HOST).toBe('0.0.0.0');
    expect(loadConfig({ HOST: '0.0.0.0' }).HOST).toBe('0.0.0.0');
    expect(loadConfig({}).TRUST_PROXY).toBe(false);
    expect(loadConfig({ TRUST_PROXY: '1' }).TRUST_PROXY).toBe(1);
    expect(loadConfig({ TRUST_PROXY: '10.0.0.1, 10.0.0.0/8' }).TRUST_PROXY).toEqual([
      '10.0.0.1',
      '10.0.0.0/8',
    ]);
  });
  it('enables dev sign-in only without Google and outside production', () => {
    expect(loadConfig({}).devSignInEnabled).toBe(true);
    expect(loadConfig({ NODE_ENV: 'production' }).devSignInEnabled).toBe(false);
    expect(loadConfig({ GOOGLE_CLIENT_ID: 'x' }).devSignInEnabled).toBe(false);
  });
});

describe('who may read or change a booking is decided in one place', () => {
  // modules/access/booking-access.ts decides it (bookingAccess) and filters lists by owner
  // (whereParty). Anywhere else, comparing a booking's people with the caller's id is a second
  // copy of that rule. The scan looks for the comparison in JavaScript (===, !==) and in SQL
  // (eq(x.studentId, user.id), student_id = ${user.id}).
  const src = path.join(import.meta.dirname, '../src');
  const people = String.raw`(?:studentId|tutorId)(?:\._id)?`;
  const caller = String.raw`[\w.?]*\b(?:user|viewer)\??\.id\b`;
  const patterns = [
    new RegExp(String.raw`\b${people}\s*[!=]==?\s*${caller}`),
    new RegExp(String.raw`${caller}\s*[!=]==?\s*[\w.?]*\b${people}`),
    new RegExp(String.raw`\beq\(\s*[\w.]*\.${people}\s*,\s*${caller}\s*\)`),
    new RegExp(String.raw`\b(?:student_id|tutor_id)\s*=\s*\$\{${caller}\}`),
  ];
  // Comparisons about other objects than a booking, each with why it stays where it is.
  const allowed: Array<{ file: string; line: string; why: string }> = [
    {
      file: 'modules/reviews/reply-rating.ts',
      line: 'existing.tutorId !== user.id',
      why: "a review's tutor replies to it: the review's own rule, not a booking's",
    },
    {
      file: 'modules/discovery/profile-views.ts',
      line: 'opts.viewer.id === opts.tutorId',
      why: 'a tutor looking at their own public profile is not counted as a view',
    },
  ];

  const files = (dir: string): string[] =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .flatMap((e) => (e.isDirectory() ? files(path.join(dir, e.name)) : [path.join(dir, e.name)]))
      .filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'));
  const hits = ['modules', 'routes', 'plugins', 'lib']
    .flatMap((d) => files(path.join(src, d)))
    .filter((f) => !f.startsWith(path.join(src, 'modules/access/')))
    .flatMap((f) =>
      fs
        .readFileSync(f, 'utf8')
        .split('\n')
        .map((line, i) => ({ file: path.relative(src, f), at: i + 1, line }))
        .filter(({ line }) => patterns.some((p) => p.test(line))),
    );

  it('no module outside modules/access compares a booking’s people with the caller', () => {
    const unexplained = hits.filter(
      (h) => !allowed.some((a) => a.file === h.file && h.line.includes(a.line)),
    );
    expect(unexplained.map((h) => `${h.file}:${h.at}: ${h.line.trim()}`)).toEqual([]);
  });

  it('the scan finds what it looks for, and every allowed comparison still exists', () => {
    for (const sample of [
      'if (b.studentId !== opts.user.id) throw x;',
      'if (user.id === b.tutorId) return 1;',
      'dto.tutorId._id === viewer.id',
      'and(eq(bookings.tutorId, user.id), other)',
      'sql`where student_id = ${opts.user.id}`',
    ])
      expect(
        patterns.some((p) => p.test(sample)),
        sample,
      ).toBe(true);
    for (const a of allowed)
      expect(
        hits.some((h) => h.file === a.file && h.line.includes(a.line)),
        a.file,
      ).toBe(true);
  });
});

describe('comments say what and why, not which issue', () => {
  const repo = path.resolve(import.meta.dirname, '../../..');
  const ISSUE_NUMBER = /\b[Ii]ssues? #?\d+/;
  const walk = (dir: string): string[] =>
    fs
      .readdirSync(dir, { withFileTypes: true })
      .filter((e) => !['node_modules', 'dist', 'drizzle', '.build'].includes(e.name))
      .flatMap((e) => (e.isDirectory() ? walk(path.join(dir, e.name)) : [path.join(dir, e.name)]))
      .filter((f) => /\.(ts|tsx|mjs|css)$/.test(f));
  const sources = () =>
    [
      'apps/server/src',
      'apps/server/test',
      'apps/web/src',
      'packages/shared/src',
      'e2e',
      'scripts',
    ].flatMap((d) => walk(path.join(repo, d)));

  it('no source file names an issue number (they age; the code says what and why)', () => {
    const files = sources();
    expect(files.length).toBeGreaterThan(300);
    const hits = files.flatMap((f) =>
      fs
        .readFileSync(f, 'utf8')
        .split('\n')
        .flatMap((line, i) =>
          ISSUE_NUMBER.test(line) && !line.includes('ISSUE_NUMBER')
            ? [`${path.relative(repo, f)}:${i + 1}`]
            : [],
        ),
    );
    expect(hits).toEqual([]);
  });

  it('the scan would see one', () => {
    expect(ISSUE_NUMBER.test('// Issue 15: moved sessions')).toBe(true);
    expect(ISSUE_NUMBER.test("shotBoth(page, 'issue14-discovery')")).toBe(false);
  });
});
