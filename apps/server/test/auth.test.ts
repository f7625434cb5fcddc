import { describe, expect, it } from 'vitest';
import { body, build } from './helper';
import { createStudent, createTutor } from '../src/seed/factories';

const ctx = await build();
const signIn = (payload: Record<string, unknown>) =>
  ctx.app.inject({ method: 'POST', url: '/api/dev/sign-in', payload });

describe('dev sign-in: core-marketplace §4 Sign-up outcomes', () => {
  it('registers a new student, who is logged in directly', async () => {
    const res = await signIn({
      email: 'New.Student@Example.test',
      fullName: 'New Student',
      role: 'student',
      authType: 'registration',
    });
    expect(res.statusCode).toBe(200);
    const b = body(res);
    expect(b.success).toBe(true);
    expect(b.data.accessToken).toMatch(/^[\w-]{40,}$/);
    expect(b.data.user).toMatchObject({
      role: 'student',
      email: 'new.student@example.test',
      fullName: 'New Student',
      isFormSubmitted: false,
    });
    expect(b.data.user._id).toBeTruthy();
  });

  it('registers a new tutor with isFormSubmitted false (continues at step 2)', async () => {
    const b = body(
      await signIn({
        email: 'new.tutor@example.test',
        fullName: 'Tara Tutor',
        role: 'tutor',
        authType: 'registration',
      }),
    );
    expect(b.data.user).toMatchObject({
      role: 'tutor',
      isFormSubmitted: false,
      fullName: 'Tara Tutor',
      verificationStatus: 'pending',
    });
  });

  it('logs in an existing account of the matching role', async () => {
    const { user } = await createTutor(ctx.db);
    const b = body(await signIn({ email: user.email, role: 'tutor', authType: 'login' }));
    expect(b.success).toBe(true);
    expect(b.data.user._id).toBe(user.id);
    expect(b.data.user.tutoring_mode).toEqual(['Online Tutoring']);
    expect(b.data.user.min_hour_charge).toBe(500);
  });

  it('logs in without a role in login mode (the login link carries none)', async () => {
    const { user } = await createStudent(ctx.db);
    const res = await signIn({ email: user.email, authType: 'login' });
    expect(res.statusCode).toBe(200);
    expect(body(res).data.user.role).toBe('student');
  });

  it('answers Account Exists when the email holds the other role, in either mode', async () => {
    const { user } = await createStudent(ctx.db);
    for (const authType of ['login', 'registration']) {
      const res = await signIn({ email: user.email, role: 'tutor', authType });
      expect(res.statusCode).toBe(409);
      expect(body(res)).toMatchObject({
        success: false,
        message: 'You already have an account as student.',
        data: { code: 'ACCOUNT_EXISTS', role: 'student' },
      });
    }
  });

  it('answers Account Not Found in login mode for an unknown email, and creates nothing', async () => {
    const res = await signIn({ email: 'nobody@example.test', role: 'student', authType: 'login' });
    expect(res.statusCode).toBe(404);
    expect(body(res).message).toBe('No account exists with this email. Create one to proceed.');
    const again = await signIn({ email: 'nobody@example.test', authType: 'login' });
    expect(again.statusCode).toBe(404);
  });

  it('signs ADMIN_EMAILS in as admin', async () => {
    const b = body(await signIn({ email: 'admin@tutorsplace.in', authType: 'login' }));
    expect(b.data.user.role).toBe('admin');
  });

  it('requires a role to create an account', async () => {
    const res = await signIn({ email: 'x@example.test', authType: 'registration' });
    expect(res.statusCode).toBe(400);
    expect(body(res).message).toBe('Role is required to create an account.');
  });
});

describe('tokens: /api/me and /api/logout', () => {
  it('returns the user for a live token, and 401 once logged out', async () => {
    const b = body(
      await signIn({
        email: 'me@example.test',
        fullName: 'Me',
        role: 'student',
        authType: 'registration',
      }),
    );
    const headers = { authorization: `Bearer ${b.data.accessToken}` };
    const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers });
    expect(me.statusCode).toBe(200);
    expect(body(me).data.email).toBe('me@example.test');

    const out = await ctx.app.inject({ method: 'POST', url: '/api/logout', headers });
    expect(out.statusCode).toBe(200);
    const after = await ctx.app.inject({ method: 'GET', url: '/api/me', headers });
    expect(after.statusCode).toBe(401);
    expect(body(after)).toMatchObject({
      success: false,
      message: 'Your session has expired. Please sign in again.',
    });
  });

  it('stores only a hash of the token', async () => {
    const b = body(
      await signIn({ email: 'hash@example.test', role: 'student', authType: 'registration' }),
    );
    const rows = await ctx.db.execute<{ token_hash: string }>(
      `select token_hash from auth_tokens` as never,
    );
    const hashes = (rows as unknown as { rows: { token_hash: string }[] }).rows.map(
      (r) => r.token_hash,
    );
    expect(hashes).not.toContain(b.data.accessToken);
    expect(hashes.every((h) => /^[0-9a-f]{64}$/.test(h))).toBe(true);
  });

  it('gives 401 for a missing, malformed or unknown token on a protected route', async () => {
    for (const authorization of [undefined, 'Basic abc', 'Bearer nope']) {
      const res = await ctx.app.inject({
        method: 'GET',
        url: '/api/me',
        headers: authorization ? { authorization } : {},
      });
      expect(res.statusCode).toBe(401);
      expect(body(res).success).toBe(false);
    }
  });

  it('expires tokens', async () => {
    const { user } = await createStudent(ctx.db);
    const { issueToken } = await import('../src/modules/auth/tokens');
    const token = await issueToken(ctx.db, user.id, 1, new Date(Date.now() - 2 * 3600_000));
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(res.statusCode).toBe(401);
  });
});

describe('dev sign-in availability', () => {
  it('lists demo accounts in development', async () => {
    const res = await ctx.app.inject({ method: 'GET', url: '/api/dev/accounts' });
    expect(res.statusCode).toBe(200);
    expect(body(res).data.some((a: { role: string }) => a.role === 'admin')).toBe(true);
  });
});
