import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okResponse } from '@tm/shared/contract/envelope';
import {
  auditPageSchema,
  auditQuerySchema,
  erasedUserSchema,
} from '@tm/shared/contract/data-rights';
import { DATA_RIGHTS_MESSAGES } from '@tm/shared/constants/data-rights';
import { idParamSchema } from '@tm/shared/schemas/common';
import { ok } from '../../../lib/envelope';
import { auditCsv, listAudit } from '../../../modules/audit/list-audit';
import { auditActorOf } from '../../../modules/audit/write-audit';
import { eraseUser } from '../../../modules/data-rights/erase-account';

/** Erasure on request and the audit log (read and CSV only: no route changes it). Admins only. */
const adminDataRightsRoutes: FastifyPluginAsyncZod = async (app) => {
  app.requireUserOnEveryRoute('admin');
  const tags = ['admin-data-rights'];

  app.post(
    '/admin/users/:id/erase',
    { schema: { tags, params: idParamSchema, response: okResponse(erasedUserSchema) } },
    async (request) =>
      ok(
        await eraseUser({
          db: app.db,
          store: app.ports.files,
          endSessions: (id) => app.sessions.endUser(id),
          userId: request.params.id,
          actor: auditActorOf(request),
          log: request.log,
        }),
        DATA_RIGHTS_MESSAGES.userErased,
      ),
  );

  app.get(
    '/admin/audit',
    { schema: { tags, querystring: auditQuerySchema, response: okResponse(auditPageSchema) } },
    async (request) => ok(await listAudit(app.db, request.query)),
  );

  app.get(
    '/admin/audit.csv',
    { schema: { tags, querystring: auditQuerySchema } },
    async (request, reply) =>
      reply
        .header('content-type', 'text/csv; charset=utf-8')
        .header('content-disposition', 'attachment; filename="audit-log.csv"')
        .header('cache-control', 'private, no-store')
        .send(await auditCsv(app.db, request.query)),
  );
};

export default adminDataRightsRoutes;
