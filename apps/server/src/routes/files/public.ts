import type { FastifyInstance } from 'fastify';
import { eq } from 'drizzle-orm';
import { files } from '../../db/schema/files';
import { fail } from '../../lib/envelope';
import { keyForWidth } from '../../modules/files/process-image';

/**
 * GET /files/public/... : public uploads (profile photos, blog images), by relative path from the
 * API host (core-marketplace §7). Only keys under public/ are served here; private documents go
 * through /api/files/{id} with an access check.
 */
export default async function publicFileRoutes(app: FastifyInstance) {
  app.get('/files/public/*', { schema: { hide: true } }, async (request, reply) => {
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
      .type(meta.mimeType)
      .send(stored.body);
  });
}
