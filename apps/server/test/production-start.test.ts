// A production deployment's first day: the built server on a new, empty database (PostgreSQL on the
// PostgreSQL run, a new PGlite data folder otherwise) with NODE_ENV=production and nothing else
// said about demo data (so none is seeded). The reference data comes from the migrations alone, and
// a tutor who signs in with Google completes the six-step sign-up.
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { SignJWT, exportJWK, generateKeyPair } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildServerIfChanged,
  killAll,
  newPostgresDatabase,
  startBuiltServer,
  type RunningServer,
} from './support/built-server';
import { multipart, tutorFields, validFiles } from './support/tutor-form';

const CLIENT_ID = 'production-test.apps.googleusercontent.com';
const { publicKey, privateKey } = await generateKeyPair('RS256');
const jwk = { ...(await exportJWK(publicKey)), kid: 'prod-key', alg: 'RS256', use: 'sig' };
// Google's published keys, served locally.
const jwks = http.createServer((_req, res) => {
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify({ keys: [jwk] }));
});
await new Promise<void>((r) => jwks.listen(0, '127.0.0.1', r));

const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tm-production-'));
const children = new Set<ChildProcess>();
let server: RunningServer;

beforeAll(async () => {
  buildServerIfChanged();
  const databaseUrl = await newPostgresDatabase('prod');
  server = await startBuiltServer(
    {
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: '0',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'info',
      WEB_CONCURRENCY: '1',
      WEB_DIST_DIR: path.join(dataDir, 'no-web'),
      GOOGLE_CLIENT_ID: CLIENT_ID,
      GOOGLE_JWKS_URL: `http://127.0.0.1:${(jwks.address() as AddressInfo).port}/certs`,
      ...(databaseUrl ? { DATABASE_URL: databaseUrl } : {}),
    },
    150_000,
    children,
  );
}, 240_000);

afterAll(async () => {
  if (server?.child.exitCode === null) {
    server.child.kill('SIGTERM');
    await server.exited;
  }
  killAll(children);
  await new Promise<void>((r) => jwks.close(() => r()));
  fs.rmSync(dataDir, { recursive: true, force: true });
});

async function call(
  method: string,
  url: string,
  opts: { token?: string; json?: unknown; form?: { payload?: unknown; headers?: object } } = {},
) {
  const headers: Record<string, string> = {};
  if (opts.token) headers.authorization = `Bearer ${opts.token}`;
  let body: string | Uint8Array | undefined;
  if (opts.json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(opts.json);
  } else if (opts.form) {
    Object.assign(headers, opts.form.headers);
    body = new Uint8Array(opts.form.payload as Buffer);
  }
  const res = await fetch(server.base + url, { method, headers, body });
  return { status: res.status, json: (await res.json()) as { data: any; message: string } };
}

async function googleCredential(email: string, name: string) {
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({ email, email_verified: true, name })
    .setProtectedHeader({ alg: 'RS256', kid: 'prod-key' })
    .setSubject(`google-${email}`)
    .setAudience(CLIENT_ID)
    .setIssuer('https://accounts.google.com')
    .setIssuedAt(now - 60)
    .setExpirationTime(now + 600)
    .sign(privateKey);
}

describe('production start on a new database', () => {
  it('has no demo data and no developer sign-in, but has the catalogue and the policy pages', async () => {
    expect(server.output()).toContain('"mode":"production"');
    expect(server.output()).not.toContain('demo data seeded');
    const tutors = await call('GET', '/api/get-tutors');
    expect(tutors.status).toBe(200);
    expect(tutors.json.data.tutors).toEqual([]);
    expect((await call('GET', '/api/dev/accounts')).status).toBe(404);

    const categories = await call('GET', '/api/categories');
    expect(categories.json.data).toContain('School (CBSE)');
    const subjects = await call(
      'GET',
      `/api/categories/${encodeURIComponent('School (CBSE)')}/subcategories`,
    );
    expect(subjects.json.data).toEqual(
      expect.arrayContaining(['Mathematics (Class 9-10)', 'Science (Class 9-10)']),
    );
    for (const key of ['privacy-policy', 'terms-and-conditions', 'cancellation-refund']) {
      const page = await call('GET', `/api/pages/${key}`);
      expect(page.status, key).toBe(200);
      expect(page.json.data.html.length, key).toBeGreaterThan(200);
    }
  });

  it('a tutor signs in with Google and completes the six-step sign-up', async () => {
    const signIn = await call('POST', '/api/google-sign-in', {
      json: {
        credential: await googleCredential('first.tutor@example.test', 'Kavya Rao'),
        role: 'tutor',
        authType: 'registration',
      },
    });
    expect(signIn.status, signIn.json.message).toBe(200);
    const token = signIn.json.data.accessToken as string;
    expect(signIn.json.data.user).toMatchObject({ role: 'tutor', isFormSubmitted: false });

    const form = await multipart(tutorFields(), validFiles());
    const submitted = await call('POST', '/api/submit-tutor-form', { token, form });
    expect(submitted.status, submitted.json.message).toBe(200);
    expect(submitted.json.data.user).toMatchObject({
      isFormSubmitted: true,
      verificationStatus: 'pending',
      subcategory: ['Mathematics (Class 9-10)', 'Science (Class 9-10)'],
    });
    const me = await call('GET', '/api/me', { token });
    expect(me.json.data).toMatchObject({ role: 'tutor', isFormSubmitted: true });
  });
});
