import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope';

const systemRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get('/health', { schema: { tags: ['system'] } }, async (_request, reply) => {
    const started = performance.now();
    try {
      await app.database.ping();
      return ok({
        status: 'ok',
        database: {
          kind: app.database.kind,
          ok: true,
          latencyMs: Math.round(performance.now() - started),
        },
      });
    } catch (err) {
      app.log.error({ err }, 'health check: database unreachable');
      return reply.status(503).send({
        success: false,
        data: { status: 'degraded', database: { kind: app.database.kind, ok: false } },
        message: 'Database unreachable.',
      });
    }
  });

  /** What the web app needs to know about this deployment (which sign-in to offer). */
  app.get('/config', { schema: { tags: ['system'] } }, async () =>
    ok({
      googleClientId: app.config.GOOGLE_CLIENT_ID ?? null,
      devSignIn: app.config.devSignInEnabled,
      razorpayKeyId: app.config.RAZORPAY_KEY_ID ?? null,
    }),
  );
};

export default systemRoutes;
