import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema } from '@tm/shared/schemas/common';
import { openFileFor } from '../../../modules/files/read-file';
import { currentUser } from '../../../plugins/app/auth';

/** Formats a browser may show in a tab; Word files are downloaded instead. */
const INLINE = new Set(['application/pdf', 'image/png', 'image/jpeg', 'image/gif']);

const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  // Private documents (resume, certificates, government ids, address proof): the tutor and admins.
  app.get(
    '/files/:id',
    { schema: { tags: ['files'], params: idParamSchema }, preHandler: app.requireUser() },
    async (request, reply) => {
      const { meta, stored } = await openFileFor({
        db: app.db,
        store: app.ports.files,
        fileId: request.params.id,
        user: currentUser(request),
      });
      const filename = meta.originalName.replace(/[^\w.\- ()]/g, '_');
      const disposition = INLINE.has(meta.mimeType) ? 'inline' : 'attachment';
      reply
        .header('cache-control', 'private, no-store')
        .header('x-content-type-options', 'nosniff')
        .header('content-security-policy', "default-src 'none'; img-src 'self'; object-src 'self'")
        .header('content-disposition', `${disposition}; filename="${filename}"`)
        .type(meta.mimeType);
      if (stored.size !== undefined) reply.header('content-length', stored.size);
      return reply.send(stored.body);
    },
  );
};

export default fileRoutes;
