import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema } from '@tm/shared/schemas/common';
import { openFileFor } from '../../../modules/files/read-file';
import { currentUser } from '../../../plugins/app/auth';
import { auditActorOf, writeAudit } from '../../../modules/audit/write-audit';

const fileRoutes: FastifyPluginAsyncZod = async (app) => {
  // Private documents (resume, certificates, government ids, address proof): the tutor and admins.
  app.get(
    '/files/:id',
    { schema: { tags: ['files'], params: idParamSchema }, preHandler: app.requireUser() },
    async (request, reply) => {
      const user = currentUser(request);
      const { meta, stored } = await openFileFor({
        db: app.db,
        store: app.ports.files,
        fileId: request.params.id,
        user,
      });
      // Someone else's document (an admin reviewing a tutor's government id): on the record.
      if (meta.ownerId !== user.id && !['photo', 'blog_image'].includes(meta.kind))
        await writeAudit(
          app.db,
          auditActorOf(request),
          'document.view',
          { type: 'file', id: meta.id },
          {
            kind: meta.kind,
            ownerId: meta.ownerId,
          },
        );
      const filename = meta.originalName.replace(/[^\w.\- ()]/g, '_');
      // Always a download, never a page of this site: a document is someone else's file (the
      // screens show PDFs and images from a blob, components/document-link.tsx).
      const disposition = 'attachment';
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
