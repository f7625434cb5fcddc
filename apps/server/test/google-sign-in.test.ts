import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { SignJWT, exportJWK, generateKeyPair } from 'jose';
import { body, build } from './helper';

// Google's keys are replaced by a local RSA key served from a local JWKS URL.
const { publicKey, privateKey } = await generateKeyPair('RS256');
const other = await generateKeyPair('RS256');
const jwk = { ...(await exportJWK(publicKey)), kid: 'test-key', alg: 'RS256', use: 'sig' };
const server = http.createServer((_req, res) => {
  res.setHeader('content-type', 'application/json');
  res.end(JSON.stringify({ keys: [jwk] }));
});
await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
afterAll(() => new Promise<void>((r) => server.close(() => r())));
const jwksUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}/certs`;

const CLIENT_ID = 'test-client.apps.googleusercontent.com';
const ctx = await build({ GOOGLE_CLIENT_ID: CLIENT_ID, GOOGLE_JWKS_URL: jwksUrl });

interface Claims {
  aud?: string;
  iss?: string;
  exp?: number;
  email?: string;
  email_verified?: boolean;
  name?: string;
  sub?: string;
}
async function token(claims: Claims = {}, key = privateKey, kid = 'test-key') {
  const now = Math.floor(Date.now() / 1000);
  const c = {
    aud: CLIENT_ID,
    iss: 'https://accounts.google.com',
    exp: now + 600,
    email: 'gita@example.test',
    email_verified: true,
    name: 'Gita G',
    ...claims,
  };
  return new SignJWT({ email: c.email, email_verified: c.email_verified, name: c.name })
    .setProtectedHeader({ alg: 'RS256', kid })
    .setSubject(claims.sub ?? '1234567890')
    .setAudience(c.aud)
    .setIssuer(c.iss)
    .setIssuedAt(now - 60)
    .setExpirationTime(c.exp)
    .sign(key);
}
const signIn = (credential: string, extra: Record<string, unknown> = {}) =>
  ctx.app.inject({
    method: 'POST',
    url: '/api/google-sign-in',
    payload: { credential, role: 'student', authType: 'registration', ...extra },
  });

describe('Google sign-in binds the account to its Google account id (sub)', () => {
  it('refuses a token with the same email but another Google account', async () => {
    const email = 'bound@example.test';
    const first = await signIn(await token({ email, sub: 'google-sub-A' }));
    expect(first.statusCode).toBe(200);
    const again = await signIn(await token({ email, sub: 'google-sub-A' }), { authType: 'login' });
    expect(again.statusCode).toBe(200);
    const other = await signIn(await token({ email, sub: 'google-sub-B' }), { authType: 'login' });
    expect(other.statusCode).toBe(401);
    expect(body(other).message).toBe(
      'This email is linked to a different Google account. Please sign in with the Google account you used before.',
    );
  });
});

describe('POST /api/google-sign-in verifies the ID token for real', () => {
  it('signs in with a valid token (both issuer spellings)', async () => {
    const res = await signIn(await token());
    expect(res.statusCode).toBe(200);
    expect(body(res).data.user).toMatchObject({
      email: 'gita@example.test',
      fullName: 'Gita G',
      role: 'student',
    });
    expect(body(res).data.accessToken).toBeTruthy();
    const res2 = await signIn(await token({ iss: 'accounts.google.com' }), { authType: 'login' });
    expect(res2.statusCode).toBe(200);
  });

  const refusals: Array<[string, () => Promise<string>, RegExp]> = [
    [
      'wrong audience',
      () => token({ aud: 'someone-else.apps.googleusercontent.com' }),
      /issued for another application/,
    ],
    ['wrong issuer', () => token({ iss: 'https://evil.example.com' }), /not issued by Google/],
    ['expired', () => token({ exp: Math.floor(Date.now() / 1000) - 3600 }), /expired/],
    ['unverified email', () => token({ email_verified: false }), /email is not verified/],
    ['signed by another key', () => token({}, other.privateKey), /signature is invalid/],
    [
      'tampered payload',
      async () => {
        const [h, p, s] = (await token()).split('.');
        const claims = JSON.parse(Buffer.from(p!, 'base64url').toString());
        claims.email = 'mallory@example.test';
        return `${h}.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.${s}`;
      },
      /signature is invalid/,
    ],
    [
      'alg none',
      async () => {
        const [, p] = (await token()).split('.');
        return `${Buffer.from(JSON.stringify({ alg: 'none', typ: 'JWT' })).toString('base64url')}.${p}.`;
      },
      /accepted algorithm|not a valid Google ID token/,
    ],
    ['garbage', async () => 'not-a-jwt', /not a valid Google ID token/],
  ];
  for (const [name, make, message] of refusals) {
    it(`refuses a token with ${name} (401, clear message)`, async () => {
      const res = await signIn(await make());
      expect(res.statusCode).toBe(401);
      expect(body(res).success).toBe(false);
      expect(body(res).message).toMatch(message);
    });
  }

  it('applies the sign-up outcomes to Google identities too', async () => {
    const res = await signIn(await token({ email: 'newcomer@example.test' }), {
      authType: 'login',
    });
    expect(res.statusCode).toBe(404);
    expect(body(res).message).toBe('No account exists with this email. Create one to proceed.');
    const exists = await signIn(await token(), { role: 'tutor', authType: 'registration' });
    expect(exists.statusCode).toBe(409);
    expect(body(exists).message).toBe('You already have an account as student.');
  });
});

describe('POST /api/google-sign-in with only {credential, role} (a §7 client)', () => {
  const bare = (credential: string, role?: string) =>
    ctx.app.inject({
      method: 'POST',
      url: '/api/google-sign-in',
      payload: role ? { credential, role } : { credential },
    });

  it('creates the account with that role, then signs it in, saying which (isNewUser)', async () => {
    const cred = await token({ email: 'bare-student@example.test', name: 'Bare Student' });
    const first = await bare(cred, 'student');
    expect(first.statusCode, first.body).toBe(200);
    expect(body(first).data).toMatchObject({
      isNewUser: true,
      user: { role: 'student', email: 'bare-student@example.test' },
    });
    expect(body(first).data.accessToken).toEqual(expect.any(String));
    const again = await bare(cred, 'student');
    expect(again.statusCode).toBe(200);
    expect(body(again).data).toMatchObject({ isNewUser: false, user: { role: 'student' } });
    expect(body(again).data.user._id).toBe(body(first).data.user._id);
  });

  it('answers Account Exists for an account of the other role', async () => {
    const cred = await token({ email: 'bare-tutor@example.test' });
    expect((await bare(cred, 'tutor')).statusCode).toBe(200);
    const other = await bare(cred, 'student');
    expect(other.statusCode).toBe(409);
    expect(body(other).message).toBe('You already have an account as tutor.');
  });

  it('without a role is a login; with authType it behaves as before', async () => {
    const stranger = await bare(await token({ email: 'no-role@example.test' }));
    expect(stranger.statusCode).toBe(404);
    expect(body(stranger).message).toBe(
      'No account exists with this email. Create one to proceed.',
    );
    const login = await signIn(await token({ email: 'login-only@example.test' }), {
      authType: 'login',
    });
    expect(login.statusCode).toBe(404);
    const registered = await signIn(await token({ email: 'reg@example.test' }), {
      authType: 'registration',
    });
    expect(registered.statusCode).toBe(200);
    expect(body(registered).data.isNewUser).toBe(true);
  });
});
