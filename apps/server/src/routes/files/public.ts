import type { FastifyInstance } from 'fastify';
import { fail } from '../../lib/envelope';
import { readPublicFile } from '../../modules/files/read-public-file';

/**
 * GET /files/public/... : public uploads (profile photos, blog images), by relative path from the
 * API host (core-marketplace §7). Only keys under public/ are served here; private documents go
 * through /api/files/{id} with an access check.
 */
export default async function publicFileRoutes(app: FastifyInstance) {
  app.get('/files/public/*', { schema: { hide: true } }, async (request, reply) => {
    const file = await readPublicFile({
      db: app.db,
      store: app.ports.files,
      path: (request.params as { '*': string })['*'],
    });
    if (!file) return reply.status(404).send(fail('Not found.'));
    return reply
      .header('cache-control', 'public, max-age=86400')
      .header('x-content-type-options', 'nosniff')
      .type(file.mimeType)
      .send(file.body);
  });
}
