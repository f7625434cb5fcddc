import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope';
import { envelope, okResponse } from '@tm/shared/contract/envelope';
import { healthSchema, publicConfigSchema, readinessSchema } from '@tm/shared/contract/system';

const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  // Liveness: the process answers. No dependency is checked, so a database outage does not make
  // an orchestrator restart every node at once (that is what /ready is for).
  app.get(
    '/health',
    { schema: { tags: ['system'], response: okResponse(healthSchema) } },
    async () => ok({ status: 'ok' as const, uptimeSeconds: Math.round(process.uptime()) }),
  );

  // Readiness: the database answers and, when REDIS_URL is set, Redis too. A load balancer sends
  // traffic only to nodes that answer 200 here.
  app.get(
    '/ready',
    {
      schema: {
        tags: ['system'],
        response: { ...okResponse(readinessSchema), 503: envelope(readinessSchema) },
      },
    },
    async (_request, reply) => {
      const timed = async (check: () => Promise<void>) => {
        const started = performance.now();
        try {
          await Promise.race([
            check(),
            new Promise((_, reject) => setTimeout(() => reject(new Error('timed out')), 3000)),
          ]);
          return { ok: true, latencyMs: Math.round(performance.now() - started) };
        } catch (err) {
          app.log.error({ err }, 'readiness check failed');
          return { ok: false };
        }
      };
      const database = { kind: app.database.kind, ...(await timed(() => app.database.ping())) };
      const redis =
        app.ports.pubsub.kind === 'redis' ? await timed(() => app.ports.pubsub.ping()) : null;
      const janus =
        app.ports.media.kind === 'janus' ? await timed(() => app.ports.media.ping()) : null;
      const ready = database.ok && (redis?.ok ?? true) && (janus?.ok ?? true);
      const data = {
        status: ready ? ('ok' as const) : ('degraded' as const),
        database,
        redis,
        janus,
      };
      if (ready) return ok(data);
      return reply.status(503).send({
        success: false,
        data,
        message: !database.ok
          ? 'Database unreachable.'
          : redis && !redis.ok
            ? 'Redis unreachable.'
            : 'Janus unreachable.',
      });
    },
  );

  /** What the web app needs to know about this deployment (which sign-in to offer). */
  app.get(
    '/config',
    { schema: { tags: ['system'], response: okResponse(publicConfigSchema) } },
    async () =>
      ok({
        googleClientId: app.config.GOOGLE_CLIENT_ID ?? null,
        devSignIn: app.config.devSignInEnabled,
        razorpayKeyId: app.config.RAZORPAY_KEY_ID ?? null,
      }),
  );
};

export default systemRoutes;
