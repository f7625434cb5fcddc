// Admin rights follow ADMIN_EMAILS on every request and sign-in;
// sessions end everywhere on request, are purged when dead, and time out when idle.
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { body, build } from './helper';
import { createAdmin, createStudent, createUser } from '../src/seed/factories';
import { loadConfig } from '../src/config';
import { authTokens } from '../src/db/schema/users';
import { hashToken, issueToken, purgeDeadTokens } from '../src/modules/auth/tokens';
import { startBookingSweeper } from '../src/modules/bookings/sweep-bookings';

const ctx = await build({ SESSION_IDLE_HOURS: '24' });
const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

describe('admin rights come from ADMIN_EMAILS only', () => {
  it('an admin whose email is not (or no longer) listed loses access at once', async () => {
    const listed = await createAdmin(ctx.db);
    const removed = await createUser(ctx.db, { role: 'admin', email: 'former.admin@example.test' });
    const ok = await ctx.injectAs(listed, { method: 'GET', url: '/api/admin/tutors' });
    expect(ok.statusCode).toBe(200);
    const token = await issueToken(ctx.db, removed.id, 1);
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/admin/tutors',
      headers: bearer(token),
    });
    expect(res.statusCode).toBe(401);
    // Its token is ended, not merely refused this once.
    const [row] = await ctx.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.tokenHash, hashToken(token)));
    expect(row!.revokedAt).not.toBeNull();
  });

  it('signing in as a removed admin is refused with a clear message', async () => {
    await createUser(ctx.db, { role: 'admin', email: 'ex.admin@example.test' });
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/dev/sign-in',
      payload: { email: 'ex.admin@example.test', authType: 'login' },
    });
    expect(res.statusCode).toBe(403);
    expect(body(res).message).toBe(
      'This account no longer has admin access. Please ask an administrator if this is a mistake.',
    );
  });

  it('production: no demo seed and no default admin unless configured', () => {
    const prod = loadConfig({ NODE_ENV: 'production' });
    expect(prod.SEED_DEMO).toBe(false);
    expect(prod.ADMIN_EMAILS).toEqual([]);
    const dev = loadConfig({ NODE_ENV: 'development' });
    expect(dev.SEED_DEMO).toBe(true);
    expect(dev.ADMIN_EMAILS).toEqual(['admin@tutorsplace.in']);
    expect(loadConfig({ NODE_ENV: 'production', SEED_DEMO: 'true' }).SEED_DEMO).toBe(true);
  });
});

describe('sessions', () => {
  it('"Log out everywhere" ends every session of the user', async () => {
    const { user } = await createStudent(ctx.db);
    const phone = await issueToken(ctx.db, user.id, 24);
    const laptop = await issueToken(ctx.db, user.id, 24);
    const other = await createStudent(ctx.db);
    const otherToken = await issueToken(ctx.db, other.user.id, 24);
    const res = await ctx.app.inject({
      method: 'POST',
      url: '/api/logout-everywhere',
      headers: bearer(phone),
    });
    expect(res.statusCode).toBe(200);
    expect(body(res).data.sessionsEnded).toBeGreaterThanOrEqual(2);
    for (const t of [phone, laptop]) {
      const me = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: bearer(t) });
      expect(me.statusCode).toBe(401);
    }
    const still = await ctx.app.inject({
      method: 'GET',
      url: '/api/me',
      headers: bearer(otherToken),
    });
    expect(still.statusCode).toBe(200);
  });

  it('a session idle for longer than SESSION_IDLE_HOURS ends; use keeps it alive', async () => {
    const { user } = await createStudent(ctx.db);
    const idle = await issueToken(ctx.db, user.id, 24 * 30);
    const active = await issueToken(ctx.db, user.id, 24 * 30);
    const dayAgo = new Date(Date.now() - 25 * 3600_000);
    const hourAgo = new Date(Date.now() - 3600_000);
    await ctx.db
      .update(authTokens)
      .set({ lastUsedAt: dayAgo })
      .where(eq(authTokens.tokenHash, hashToken(idle)));
    await ctx.db
      .update(authTokens)
      .set({ lastUsedAt: hourAgo })
      .where(eq(authTokens.tokenHash, hashToken(active)));
    const res = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: bearer(idle) });
    expect(res.statusCode).toBe(401);
    expect(body(res).message).toBe('Your session has expired. Please sign in again.');
    const ok = await ctx.app.inject({ method: 'GET', url: '/api/me', headers: bearer(active) });
    expect(ok.statusCode).toBe(200);
    const [row] = await ctx.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.tokenHash, hashToken(active)));
    expect(row!.lastUsedAt.getTime()).toBeGreaterThan(hourAgo.getTime() + 30 * 60_000);
  });

  it('the sweeper purges revoked, expired and idle tokens and keeps live ones', async () => {
    const { user } = await createStudent(ctx.db);
    const now = new Date();
    const live = await issueToken(ctx.db, user.id, 24, now);
    const expired = await issueToken(ctx.db, user.id, 1, new Date(now.getTime() - 2 * 3600_000));
    const revoked = await issueToken(ctx.db, user.id, 24, now);
    const idle = await issueToken(
      ctx.db,
      user.id,
      24 * 30,
      new Date(now.getTime() - 48 * 3600_000),
    );
    await ctx.db
      .update(authTokens)
      .set({ revokedAt: now })
      .where(eq(authTokens.tokenHash, hashToken(revoked)));
    const purged = await purgeDeadTokens(ctx.db, { idleHours: 24, now });
    expect(purged).toBeGreaterThanOrEqual(3);
    const left = new Set(
      (await ctx.db.select({ h: authTokens.tokenHash }).from(authTokens)).map((r) => r.h),
    );
    expect(left.has(hashToken(live))).toBe(true);
    for (const t of [expired, revoked, idle]) expect(left.has(hashToken(t))).toBe(false);

    // The running sweeper does the same on its tick.
    const again = await issueToken(ctx.db, user.id, 1, new Date(now.getTime() - 2 * 3600_000));
    const runs: unknown[] = [];
    const sweeper = startBookingSweeper({
      db: ctx.db,
      intervalSeconds: 3600,
      log: { info: () => {}, error: () => {} },
      tokenIdleHours: 24,
      onRun: (r) => runs.push(r),
    });
    await sweeper.firstRun;
    await sweeper.stop();
    expect(runs).toEqual([{ expired: 0, completed: 0, missed: 0, tokensPurged: 1 }]);
    const gone = await ctx.db
      .select()
      .from(authTokens)
      .where(eq(authTokens.tokenHash, hashToken(again)));
    expect(gone).toEqual([]);
  });
});
