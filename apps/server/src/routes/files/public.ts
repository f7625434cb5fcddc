import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { eq } from 'drizzle-orm';
import { files } from '../../db/schema/files';
import { fail } from '../../lib/envelope';
import { publicFileResourcePolicy } from '../../plugins/external/cors';
import { keyForWidth } from '../../modules/files/process-image';

/**
 * GET /api/files/public/... (and /files/public/..., the address before issue 13): public uploads
 * (profile photos, blog images), by path relative to the API base (core-marketplace §7). Only keys
 * under public/ are served here; private documents go through /api/files/{id} with an access check.
 */
export default async function publicFileRoutes(app: FastifyInstance) {
  const serve = async (request: FastifyRequest, reply: FastifyReply) => {
    const key = `public/${(request.params as { '*': string })['*']}`;
    if (key.includes('..')) return reply.status(404).send(fail('Not found.'));
    const [meta] = await app.db.select().from(files).where(eq(files.storageKey, key)).limit(1);
    if (!meta) return reply.status(404).send(fail('Not found.'));
    // ?w=<css px>: the smallest stored WebP variant at least that wide (the screen's size).
    const w = Number((request.query as { w?: string }).w);
    const wanted = Number.isInteger(w) && w > 0 && w <= 4000 ? w : undefined;
    const stored =
      (await app.ports.files.get(keyForWidth(key, wanted))) ?? (await app.ports.files.get(key));
    if (!stored) return reply.status(404).send(fail('Not found.'));
    return reply
      .header('cache-control', 'public, max-age=86400')
      .header('x-content-type-options', 'nosniff')
      .header('cross-origin-resource-policy', publicFileResourcePolicy(app.config.CORS_ORIGINS))
      .type(meta.mimeType)
      .send(stored.body);
  };
  app.get('/files/public/*', { schema: { hide: true } }, serve);
  app.get('/api/files/public/*', { schema: { hide: true } }, serve);
}
