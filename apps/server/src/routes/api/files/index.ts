import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema } from '@tm/shared/schemas/common';
import { openFileFor } from '../../../modules/files/read-file';
import { currentUser } from '../../../plugins/app/auth';
import { sendStoredFile } from '../../../lib/send-stored-file';

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
      return sendStoredFile(reply, meta, stored);
    },
  );
};

export default fileRoutes;
