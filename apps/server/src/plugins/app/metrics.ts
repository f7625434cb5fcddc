// Prometheus metrics at GET /metrics: request rate and latency by route (fastify-metrics
// on prom-client), process metrics, database pool use, and sweeper runs. Each app has its own
// registry. /metrics answers only with `Authorization: Bearer <METRICS_TOKEN>`; without a token
// configured it does not exist (404), so it is never public by accident.
import crypto from 'node:crypto';
import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { SweeperRun } from '../../modules/bookings/sweep-bookings';

declare module 'fastify' {
  interface FastifyInstance {
    /** Counts one sweeper run (null: the run failed). */
    recordSweep: (run: SweeperRun | null) => void;
  }
}

function sameSecret(a: string, b: string): boolean {
  const ha = crypto.createHash('sha256').update(a).digest();
  const hb = crypto.createHash('sha256').update(b).digest();
  return crypto.timingSafeEqual(ha, hb);
}

export default fp(async function metrics(app: FastifyInstance) {
  if (!app.config.METRICS_TOKEN) {
    // Nobody can read them: collect nothing (timing every request has a cost) and load nothing.
    app.decorate('recordSweep', () => {});
    app.get('/metrics', { schema: { hide: true } }, async (_request, reply) =>
      reply.status(404).send({ success: false, data: null, message: 'Not found.' }),
    );
    return;
  }
  const [{ default: metricsPlugin }, { default: client }] = await Promise.all([
    import('fastify-metrics'),
    import('prom-client'),
  ]);
  const registry = new client.Registry();
  await app.register(metricsPlugin, {
    endpoint: null,
    clearRegisterOnInit: true,
    defaultMetrics: { enabled: true, register: registry },
    routeMetrics: {
      enabled: true,
      registeredRoutesOnly: true,
      overrides: {
        histogram: { registers: [registry] },
        summary: { registers: [registry] },
      },
    },
  });

  new client.Gauge({
    name: 'tm_db_pool_connections',
    help: 'Database pool connections by state (PostgreSQL only)',
    labelNames: ['state'],
    registers: [registry],
    collect() {
      const stats = app.database.poolStats();
      if (!stats) return;
      this.set({ state: 'total' }, stats.total);
      this.set({ state: 'idle' }, stats.idle);
      this.set({ state: 'waiting' }, stats.waiting);
      this.set({ state: 'max' }, stats.max);
    },
  });
  new client.Gauge({
    name: 'tm_db_reads',
    help: 'Replica-eligible reads since start, by where they ran (replica, or primary and why)',
    labelNames: ['served_by', 'reason'],
    registers: [registry],
    collect() {
      const stats = app.readRouter.stats();
      this.set({ served_by: 'replica', reason: '' }, stats.replica);
      for (const [reason, n] of Object.entries(stats.primary))
        this.set({ served_by: 'primary', reason }, n);
    },
  });
  new client.Gauge({
    name: 'tm_db_replica_fit',
    help: 'Whether each read replica takes reads (1) or is skipped (0), at its last check',
    labelNames: ['replica'],
    registers: [registry],
    collect() {
      for (const r of app.readRouter.replicas()) this.set({ replica: r.url }, r.fit ? 1 : 0);
    },
  });
  const sweeps = new client.Counter({
    name: 'tm_sweeper_runs_total',
    help: 'Booking and session sweeper runs',
    labelNames: ['outcome'],
    registers: [registry],
  });
  const swept = new client.Counter({
    name: 'tm_sweeper_changes_total',
    help: 'Rows changed by the sweeper (bookings expired or completed, tokens purged)',
    labelNames: ['change'],
    registers: [registry],
  });
  app.decorate('recordSweep', (run: SweeperRun | null) => {
    sweeps.inc({ outcome: run ? 'ok' : 'failed' });
    if (!run) return;
    swept.inc({ change: 'expired' }, run.expired);
    swept.inc({ change: 'completed' }, run.completed);
    swept.inc({ change: 'tokens_purged' }, run.tokensPurged);
  });

  app.get(
    '/metrics',
    { schema: { hide: true }, config: { disableMetrics: true } },
    async (request, reply) => {
      const token = app.config.METRICS_TOKEN;
      if (!token)
        return reply.status(404).send({ success: false, data: null, message: 'Not found.' });
      const header = request.headers.authorization ?? '';
      const given = /^Bearer\s+(\S+)$/i.exec(header)?.[1] ?? '';
      if (!sameSecret(given, token))
        return reply
          .status(401)
          .header('www-authenticate', 'Bearer')
          .send({ success: false, data: null, message: 'A valid metrics token is required.' });
      return reply.type(registry.contentType).send(await registry.metrics());
    },
  );
});
