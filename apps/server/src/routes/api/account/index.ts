import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okResponse } from '@tm/shared/contract/envelope';
import {
  dataExportListSchema,
  dataExportSchema,
  deletionStatusSchema,
  requestDeletionSchema,
} from '@tm/shared/contract/data-rights';
import { DATA_RIGHTS_MESSAGES } from '@tm/shared/constants/data-rights';
import { idParamSchema } from '@tm/shared/schemas/common';
import { ok } from '../../../lib/envelope';
import { currentUser } from '../../../plugins/app/auth';
import {
  listDataExports,
  openDataExport,
  requestDataExport,
} from '../../../modules/data-rights/export-data';
import { loadDataExportFor } from '../../../modules/access/data-export-access';
import { deletionStatus, requestDeletion } from '../../../modules/data-rights/erase-account';
import { auditActorOf } from '../../../modules/audit/write-audit';

const tags = ['account'];

/** "Download my data" and "Delete my account" (DPDP Act 2023 s.11, s.12): students and tutors. */
const accountRoutes: FastifyPluginAsyncZod = async (app) => {
  const person = app.requireUser('student', 'tutor');
  // Pending background builds, so a closing server (or a test) can wait for them.
  const building = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...building]);
  });

  app.get(
    '/account/exports',
    { schema: { tags, response: okResponse(dataExportListSchema) }, preHandler: person },
    async (request) => ok({ exports: await listDataExports(app.db, currentUser(request)) }),
  );

  app.post(
    '/account/exports',
    {
      schema: { tags, response: okResponse(dataExportSchema) },
      preHandler: person,
      config: { rateLimit: { max: 5, timeWindow: '1 hour' } },
    },
    async (request) => {
      const { dto, done } = await requestDataExport({
        db: app.db,
        store: app.ports.files,
        mail: app.ports.mail,
        publicUrl: app.config.PUBLIC_URL ?? null,
        log: request.log,
        user: currentUser(request),
        ip: request.ip,
      });
      building.add(done);
      void done.finally(() => building.delete(done));
      return ok(dto, DATA_RIGHTS_MESSAGES.exportStarted);
    },
  );

  app.get(
    '/account/exports/:id/download',
    { schema: { tags, params: idParamSchema }, preHandler: person },
    async (request, reply) => {
      const row = await loadDataExportFor({
        db: app.db,
        viewer: currentUser(request),
        exportId: request.params.id,
      });
      const stored = await openDataExport({ store: app.ports.files, row });
      const day = row.createdAt.toISOString().slice(0, 10);
      return reply
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="tutorsplace-data-${day}.zip"`)
        .header('cache-control', 'private, no-store')
        .send(stored.body);
    },
  );

  app.get(
    '/account/deletion',
    { schema: { tags, response: okResponse(deletionStatusSchema) }, preHandler: person },
    async (request) => ok(await deletionStatus(app.db, currentUser(request))),
  );

  app.post(
    '/account/deletion',
    {
      schema: { tags, body: requestDeletionSchema, response: okResponse(deletionStatusSchema) },
      preHandler: person,
    },
    async (request) => {
      const status = await requestDeletion({
        db: app.db,
        mail: app.ports.mail,
        endSessions: (id) => app.sessions.endUser(id),
        user: currentUser(request),
        actor: auditActorOf(request),
      });
      return ok(status, DATA_RIGHTS_MESSAGES.deletionScheduled(status.eraseAfter!.slice(0, 10)));
    },
  );
};

export default accountRoutes;
