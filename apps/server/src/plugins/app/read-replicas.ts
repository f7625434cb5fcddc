// Where a latency-tolerant read runs (docs/decisions/read-replica.md): `app.readDb(request, fn)`
// runs `fn` on a fit read replica, or on the primary when the caller wrote in the last
// READ_YOUR_WRITES_MS (their own writes must show at once) or no replica is fit.
import fp from 'fastify-plugin';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db } from '../../db/client';
import { createReadRouter, primaryOnlyRouter, type ReadRouter } from '../../db/replicas';

/**
 * How long after a successful write a user's reads stay on the primary. Well above the lag limit
 * plus the check interval: a replica still missing the write is either skipped or catches up first.
 */
export const READ_YOUR_WRITES_MS = 15_000;
/** How often each replica's replay state is checked. */
export const REPLICA_CHECK_MS = 1000;
/** The cookie that carries the window to every node behind the load balancer. */
export const RECENT_WRITE_COOKIE = 'tm_rw';

declare module 'fastify' {
  interface FastifyInstance {
    readRouter: ReadRouter;
    /** Runs a read-only, latency-tolerant query on a replica when that is safe. */
    readDb<T>(request: FastifyRequest, fn: (db: Db) => Promise<T>): Promise<T>;
  }
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

function cookieUntil(request: FastifyRequest): number {
  const header = request.headers.cookie;
  if (!header) return 0;
  const m = new RegExp(`(?:^|;\\s*)${RECENT_WRITE_COOKIE}=(\\d{1,15})`).exec(header);
  return m ? Number(m[1]) : 0;
}

export default fp(async function readReplicas(app: FastifyInstance) {
  const { config, database } = app;
  const router =
    database.kind === 'postgres' && database.pgPool && config.DATABASE_REPLICA_URL?.length
      ? await createReadRouter({
          primary: database.db,
          primaryPool: database.pgPool,
          replicaUrls: config.DATABASE_REPLICA_URL,
          maxLagMs: config.DATABASE_REPLICA_MAX_LAG_MS,
          checkEveryMs: REPLICA_CHECK_MS,
          poolMax: config.DATABASE_POOL_MAX,
          onError: (err, msg) => app.log.warn({ err }, msg),
        })
      : primaryOnlyRouter(database.db);
  app.decorate('readRouter', router);
  app.addHook('onClose', () => router.close());
  if (!router.enabled) {
    app.decorate('readDb', <T>(_request: FastifyRequest, fn: (db: Db) => Promise<T>) =>
      router.read(fn),
    );
    return;
  }

  // Users who wrote recently, on this node (API clients without cookies); bounded by the window.
  const recentWriters = new Map<string, number>();
  app.addHook('onSend', async (request, reply) => {
    if (!WRITE_METHODS.has(request.method) || reply.statusCode >= 400 || !request.user) return;
    const until = Date.now() + READ_YOUR_WRITES_MS;
    recentWriters.delete(request.user.id);
    recentWriters.set(request.user.id, until);
    for (const [id, t] of recentWriters) {
      if (t > Date.now()) break;
      recentWriters.delete(id);
    }
    reply.header('set-cookie', [
      ...[reply.getHeader('set-cookie') ?? []].flat().map(String),
      `${RECENT_WRITE_COOKIE}=${until}; Max-Age=${READ_YOUR_WRITES_MS / 1000}; Path=/; HttpOnly; SameSite=Lax`,
    ]);
  });
  app.decorate('readDb', <T>(request: FastifyRequest, fn: (db: Db) => Promise<T>) => {
    const now = Date.now();
    const userUntil = request.user ? (recentWriters.get(request.user.id) ?? 0) : 0;
    return router.read(fn, { primary: userUntil > now || cookieUntil(request) > now });
  });
});
