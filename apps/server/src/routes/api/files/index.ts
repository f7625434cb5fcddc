import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema } from '@tm/shared/schemas/common';
import { openFileFor } from '../../../modules/files/read-file';
import { currentUser } from '../../../plugins/app/auth';
import { sendStoredFile } from '../../../lib/send-stored-file';
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
          { kind: meta.kind, ownerId: meta.ownerId },
        );
      return sendStoredFile(reply, meta, stored);
    },
  );
};

export default fileRoutes;
