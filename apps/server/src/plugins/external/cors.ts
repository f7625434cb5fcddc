import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import cors from '@fastify/cors';

/**
 * Cross-origin deployment: a browser client hosted on another origin (as the spec's
 * client is) may call the API when its origin is in CORS_ORIGINS. Unset: same origin only, and a
 * preflight is not answered. Credentials travel in the Authorization header only (spec §6), never
 * in cookies, so `credentials` stays off.
 */
export default fp(async function corsPlugin(app: FastifyInstance) {
  const origins = app.config.CORS_ORIGINS;
  if (!origins.length) return;
  await app.register(cors, {
    origin: origins,
    credentials: false,
    methods: ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'],
    allowedHeaders: ['Authorization', 'Content-Type', 'X-Request-Id'],
    exposedHeaders: ['X-Request-Id', 'Content-Disposition'],
    maxAge: 600,
    strictPreflight: false,
  });
});

/**
 * Cross-Origin-Resource-Policy for public files: `same-origin` (helmet's default) blocks an <img>
 * on a configured client origin, so public files say `cross-origin` when origins are configured.
 * The header cannot name origins; public files are public anyway (no access check).
 */
export function publicFileResourcePolicy(
  origins: readonly string[],
): 'same-origin' | 'cross-origin' {
  return origins.length ? 'cross-origin' : 'same-origin';
}
