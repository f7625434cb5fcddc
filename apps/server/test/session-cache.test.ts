// token lookups are reused for a few seconds, and what must end at once still does: on
// this node, and (with Redis) on every other node. The cache's time-to-live is long here (300 s),
// so a session that ends during a test ended because it was forgotten, not because time passed.
import net from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../src/app';
import { authTokens } from '../src/db/schema/users';
import { createRedisPubSub, type PubSub } from '../src/ports/pubsub';
import { hashToken, issueToken } from '../src/modules/auth/tokens';
import { createStudent, createUser } from '../src/seed/factories';
import { build } from './helper';
import { multipart, tutorFields, validFiles } from './support/tutor-form';

const ctx = await build({
  SESSION_CACHE_SECONDS: '300',
  ADMIN_EMAILS: 'admin@tutorsplace.in,@admins.example.test,promoted@example.test',
});
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
const me = (app: App, token: string) =>
  app.inject({ method: 'GET', url: '/api/me', headers: bearer(token) });

/** Polls until the request answers `status` (another node hears of a change asynchronously). */
async function eventually(get: () => Promise<{ statusCode: number }>, status: number) {
  const deadline = Date.now() + 15_000;
  let last = 0;
  while (Date.now() < deadline) {
    last = (await get()).statusCode;
    if (last === status) return last;
    await new Promise((r) => setTimeout(r, 25));
  }
  return last;
}

/** Revokes a token behind the server's back: a cached lookup does not see it. */
async function revokeInDatabase(token: string) {
  await ctx.db
    .update(authTokens)
    .set({ revokedAt: new Date() })
    .where(eq(authTokens.tokenHash, hashToken(token)));
}

describe('one node', () => {
  it('a lookup is reused: a token revoked in the database still works until forgotten', async () => {
    const { user } = await createStudent(ctx.db);
    const token = await issueToken(ctx.db, user.id, 24);
    expect((await me(ctx.app, token)).statusCode).toBe(200);
    await revokeInDatabase(token);
    // Served from the cache (the database says revoked): this is what the cache saves.
    expect((await me(ctx.app, token)).statusCode).toBe(200);
    const out = await ctx.app.inject({
      method: 'POST',
      url: '/api/logout',
      headers: bearer(token),
    });
    expect(out.statusCode).toBe(200);
    expect((await me(ctx.app, token)).statusCode).toBe(401);
  });

  it('logout ends the session at once even though it was cached', async () => {
    const { user } = await createStudent(ctx.db);
    const token = await issueToken(ctx.db, user.id, 24);
    expect((await me(ctx.app, token)).statusCode).toBe(200);
    await ctx.app.inject({ method: 'POST', url: '/api/logout', headers: bearer(token) });
    expect((await me(ctx.app, token)).statusCode).toBe(401);
  });

  it('an expired token is refused even while its lookup is cached', async () => {
    const { user } = await createStudent(ctx.db);
    // Lives one second: the cached lookup is kept for 300 s, the token's own expiry still wins.
    const token = await issueToken(ctx.db, user.id, 1, new Date(Date.now() - 3600_000 + 1000));
    expect((await me(ctx.app, token)).statusCode).toBe(200);
    const deadline = Date.now() + 10_000;
    let status = 200;
    while (status === 200 && Date.now() < deadline) {
      await new Promise((r) => setTimeout(r, 100));
      status = (await me(ctx.app, token)).statusCode;
    }
    expect(status).toBe(401);
  });
});

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
async function redisUp(): Promise<boolean> {
  const { hostname, port } = new URL(REDIS_URL);
  return new Promise((resolve) => {
    const s = net.connect(Number(port || 6379), hostname, () => {
      s.end();
      resolve(true);
    });
    s.on('error', () => resolve(false));
  });
}
const up = await redisUp();
const nodes: Array<{ app: App; pubsub: PubSub }> = [];

describe.skipIf(!up)('two nodes through Redis', () => {
  beforeAll(async () => {
    for (let i = 0; i < 2; i++) {
      const pubsub = createRedisPubSub(REDIS_URL);
      const app = await buildApp({
        config: ctx.config,
        database: ctx.database,
        ports: { ...ctx.ports, pubsub },
        logger: false,
      });
      await app.ready();
      await app.sessionsHearing; // until then a node reads every session from the database
      nodes.push({ app, pubsub });
    }
  });
  afterAll(async () => {
    for (const n of nodes) {
      await n.app.close();
      await n.pubsub.close();
    }
  });
  const [a, b] = [() => nodes[0]!.app, () => nodes[1]!.app];

  it('node B caches lookups too (a revocation behind its back goes unseen)', async () => {
    const { user } = await createStudent(ctx.db);
    const token = await issueToken(ctx.db, user.id, 24);
    expect((await me(b(), token)).statusCode).toBe(200);
    await revokeInDatabase(token);
    expect((await me(b(), token)).statusCode).toBe(200);
  });

  it('logout on node A ends the session on node B, which had it cached', async () => {
    const { user } = await createStudent(ctx.db);
    const token = await issueToken(ctx.db, user.id, 24);
    expect((await me(a(), token)).statusCode).toBe(200);
    expect((await me(b(), token)).statusCode).toBe(200);
    const out = await a().inject({ method: 'POST', url: '/api/logout', headers: bearer(token) });
    expect(out.statusCode).toBe(200);
    expect(await eventually(() => me(b(), token), 401)).toBe(401);
  });

  it('"log out everywhere" on node A ends every session of the user on node B', async () => {
    const { user } = await createStudent(ctx.db);
    const phone = await issueToken(ctx.db, user.id, 24);
    const laptop = await issueToken(ctx.db, user.id, 24);
    expect((await me(b(), laptop)).statusCode).toBe(200);
    await a().inject({ method: 'POST', url: '/api/logout-everywhere', headers: bearer(phone) });
    expect(await eventually(() => me(b(), laptop), 401)).toBe(401);
  });

  it('a role change at sign-in on node A reaches node B at once', async () => {
    // A student whose email has since been added to ADMIN_EMAILS: signing in makes them admin.
    const user = await createUser(ctx.db, { role: 'student', email: 'promoted@example.test' });
    const token = await issueToken(ctx.db, user.id, 24);
    const adminList = () =>
      b().inject({ method: 'GET', url: '/api/admin/tutors', headers: bearer(token) });
    expect((await adminList()).statusCode).toBe(403); // cached as a student on B
    const signIn = await a().inject({
      method: 'POST',
      url: '/api/dev/sign-in',
      payload: { email: 'promoted@example.test', authType: 'login' },
    });
    expect(signIn.statusCode).toBe(200);
    expect(await eventually(adminList, 200)).toBe(200);
  });

  it("a tutor's form submitted on node A opens the tutor pages on node B", async () => {
    const tutor = await createUser(ctx.db, { role: 'tutor', isFormSubmitted: false });
    const token = await issueToken(ctx.db, tutor.id, 24);
    const dashboard = () =>
      b().inject({ method: 'GET', url: '/api/dashboard', headers: bearer(token) });
    expect((await dashboard()).statusCode).toBe(403); // form not submitted, cached on B
    const form = await multipart(tutorFields(), validFiles());
    const res = await a().inject({
      method: 'POST',
      url: '/api/submit-tutor-form',
      payload: form.payload,
      headers: { ...form.headers, ...bearer(token) },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await eventually(dashboard, 200)).toBe(200);
  });
});
