// Read replicas (docs/decisions/read-replica.md) against a real streaming standby of the test
// PostgreSQL server: scripts/pg-replica.sh starts it and .ci/run exports TEST_REPLICA_URL. Guest
// discovery is served by the replica; a user who just wrote reads from the primary; a replica whose
// replay is paused, or that is stopped, is skipped and the primary serves with no error.
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import type { Client } from 'pg';
import { body, build, type TestContext } from './helper';
import { withDb } from './global-setup';
import { createStudent, createTutor } from '../src/seed/factories';

const replicaUrl = process.env.TEST_REPLICA_URL;
const onPostgres = inject('testDb').kind === 'postgres';
const skipReason = !onPostgres
  ? 'runs on PostgreSQL only (TEST_DB=postgres)'
  : !replicaUrl
    ? 'TEST_REPLICA_URL is unset (scripts/pg-replica.sh start, then TEST_REPLICA_URL=postgres://postgres@127.0.0.1:5433/postgres; .ci/run does both)'
    : null;
if (skipReason && onPostgres) console.warn(`read-replica.test.ts SKIPPED: ${skipReason}`);

const TOKEN = 'metrics-token-for-replica-tests-0123456789';
const script = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../scripts/pg-replica.sh',
);

const title = skipReason ? `read replica (skipped: ${skipReason})` : 'read replica';

describe.skipIf(skipReason !== null)(title, () => {
  let ctx: TestContext;
  let standby: Client;

  /** Waits until the standby has replayed everything the primary has written so far. */
  async function caughtUp() {
    const { rows } = await ctx.database.pgPool!.query<{ lsn: string }>(
      'select pg_current_wal_lsn()::text as lsn',
    );
    for (;;) {
      const r = await standby.query<{ done: boolean }>(
        'select pg_last_wal_replay_lsn() >= $1::pg_lsn as done',
        [rows[0]!.lsn],
      );
      if (r.rows[0]!.done) break;
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    await ctx.app.readRouter.check();
  }

  const names = async (as: { id: string } | null, headers: Record<string, string> = {}) => {
    const res = await ctx.injectAs(as, {
      method: 'GET',
      url: '/api/get-tutors?pageSize=50',
      headers,
    });
    expect(res.statusCode).toBe(200);
    return (body(res).data.tutors as { fullName: string }[]).map((t) => t.fullName);
  };

  beforeAll(async () => {
    ctx = await build({ METRICS_TOKEN: TOKEN }, { replicaUrl });
    const { default: pg } = await import('pg');
    standby = new pg.Client({ connectionString: withDb(replicaUrl!, 'postgres') });
    await standby.connect();
  });
  afterAll(async () => {
    await standby.query('select pg_wal_replay_resume()').catch(() => {});
    await standby.end().catch(() => {});
  });

  it('serves guest discovery from the replica, counted in /metrics', async () => {
    await createTutor(ctx.db, { user: { fullName: 'Replica Ravi' } });
    await caughtUp();
    expect(ctx.app.readRouter.replicas()).toEqual([
      expect.objectContaining({ fit: true, reason: null }),
    ]);
    const before = ctx.app.readRouter.stats().replica;
    expect(await names(null)).toContain('Replica Ravi');
    expect(ctx.app.readRouter.stats().replica).toBe(before + 1);
    const metrics = await ctx.app.inject({
      method: 'GET',
      url: '/metrics',
      headers: { authorization: `Bearer ${TOKEN}` },
    });
    expect(metrics.body).toMatch(
      new RegExp(`tm_db_reads\\{served_by="replica",reason=""\\} ${before + 1}\\b`),
    );
    expect(metrics.body).toMatch(/tm_db_replica_fit\{replica="127\.0\.0\.1:\d+\/tm_t_\w+"\} 1/);
  });

  it('skips a replica whose replay is paused; a user who just wrote reads from the primary', async () => {
    const student = (await createStudent(ctx.db)).user;
    const tutor = (await createTutor(ctx.db, { user: { fullName: 'Tutor Before Pause' } })).user;
    await caughtUp();
    await standby.query('select pg_wal_replay_pause()');
    try {
      await createTutor(ctx.db, { user: { fullName: 'Written While Paused' } });
      // Until its next check the router still trusts the replica: guests see its (older) rows,
      // which shows the reads really run there.
      expect(await names(null)).not.toContain('Written While Paused');

      // A write by the student: their next reads go to the primary (on this node, and on any
      // node through the cookie the write set).
      const add = await ctx.injectAs(student, {
        method: 'POST',
        url: '/api/add-favorite',
        payload: { tutorId: tutor.id },
      });
      expect(add.statusCode).toBe(200);
      const cookie = String(add.headers['set-cookie']).match(/tm_rw=\d+/)?.[0];
      expect(cookie).toBeDefined();
      const recent = ctx.app.readRouter.stats().primary.recentWrite;
      expect(await names(student)).toContain('Written While Paused');
      expect(await names(null, { cookie: cookie! })).toContain('Written While Paused');
      expect(ctx.app.readRouter.stats().primary.recentWrite).toBe(recent + 2);

      // The check sees the paused replay: the replica is skipped, the primary serves guests.
      await ctx.app.readRouter.check();
      expect(ctx.app.readRouter.replicas()[0]).toMatchObject({
        fit: false,
        reason: 'replay paused',
      });
      const lagging = ctx.app.readRouter.stats().primary.lagging;
      expect(await names(null)).toContain('Written While Paused');
      expect(ctx.app.readRouter.stats().primary.lagging).toBe(lagging + 1);
    } finally {
      await standby.query('select pg_wal_replay_resume()');
    }
    await caughtUp();
    expect(ctx.app.readRouter.replicas()[0]).toMatchObject({ fit: true });
    const served = ctx.app.readRouter.stats().replica;
    expect(await names(null)).toContain('Written While Paused');
    expect(ctx.app.readRouter.stats().replica).toBe(served + 1);
  });

  // Last: it stops the standby (the next `scripts/pg-replica.sh start` makes a new one).
  it('answers from the primary with no error when the replica is stopped', async () => {
    await createTutor(ctx.db, { user: { fullName: 'After The Stop' } });
    await caughtUp();
    expect(ctx.app.readRouter.replicas()[0]).toMatchObject({ fit: true });
    await standby.end();
    execFileSync(script, ['stop-replica'], { stdio: 'pipe' });
    const failed = ctx.app.readRouter.stats().primary.failed;
    // The router still thought the replica fit: the read fails over within the request.
    expect(await names(null)).toContain('After The Stop');
    expect(ctx.app.readRouter.stats().primary.failed).toBe(failed + 1);
    expect(ctx.app.readRouter.replicas()[0]).toMatchObject({ fit: false, reason: 'unreachable' });
    await ctx.app.readRouter.check();
    expect(ctx.app.readRouter.replicas()[0]).toMatchObject({ fit: false, reason: 'unreachable' });
    expect(await names(null)).toContain('After The Stop');
  });
});
