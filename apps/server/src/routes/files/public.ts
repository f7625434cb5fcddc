import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fail } from '../../lib/envelope';
import { publicFileResourcePolicy } from '../../plugins/external/cors';
import { readPublicFile } from '../../modules/files/read-public-file';

/**
 * GET /api/files/public/... (and /files/public/..., the older address): public uploads
 * (profile photos, blog images), by path relative to the API base (core-marketplace §7). Only keys
 * under public/ are served here; private documents go through /api/files/{id} with an access check.
 */
export default async function publicFileRoutes(app: FastifyInstance) {
  const serve = async (request: FastifyRequest, reply: FastifyReply) => {
    // ?w=<css px>: the smallest stored WebP variant at least that wide (the screen's size).
    const w = Number((request.query as { w?: string }).w);
    const file = await readPublicFile({
      db: app.db,
      store: app.ports.files,
      path: (request.params as { '*': string })['*'],
      width: Number.isInteger(w) && w > 0 && w <= 4000 ? w : undefined,
    });
    if (!file) return reply.status(404).send(fail('Not found.'));
    return reply
      .header('cache-control', 'public, max-age=86400')
      .header('x-content-type-options', 'nosniff')
      .header('cross-origin-resource-policy', publicFileResourcePolicy(app.config.CORS_ORIGINS))
      .type(file.mimeType)
      .send(file.body);
  };
  app.get('/files/public/*', { schema: { hide: true } }, serve);
  app.get('/api/files/public/*', { schema: { hide: true } }, serve);
}
