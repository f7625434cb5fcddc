import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema } from '@tm/shared/schemas/common';
import { okResponse } from '@tm/shared/contract/envelope';
import {
  adminConversationSchema,
  messageReportListSchema,
  reportReceiptSchema,
  suspensionSchema,
} from '@tm/shared/contract/conversations';
import {
  adminReportsQuerySchema,
  suspendMessagingRequestSchema,
} from '@tm/shared/schemas/conversations';
import { ok } from '../../../lib/envelope';
import { currentUser } from '../../../plugins/app/auth';
import {
  listMessageReports,
  readReportedConversation,
  resolveMessageReport,
} from '../../../modules/messages/admin-messages';
import { setSuspension } from '../../../modules/messages/messaging-settings';

/** The report queue, reading a reported conversation (logged), suspending messaging. Admins only. */
const adminMessageRoutes: FastifyPluginAsyncZod = async (app) => {
  app.requireUserOnEveryRoute('admin');
  const tags = ['admin-messages'];

  app.get(
    '/admin/message-reports',
    {
      schema: {
        tags,
        querystring: adminReportsQuerySchema,
        response: okResponse(messageReportListSchema),
      },
    },
    async (request) => ok(await listMessageReports({ db: app.db, ...request.query })),
  );

  app.post(
    '/admin/message-reports/:id/resolve',
    { schema: { tags, params: idParamSchema, response: okResponse(reportReceiptSchema) } },
    async (request) =>
      ok(
        await resolveMessageReport({
          db: app.db,
          admin: currentUser(request),
          reportId: request.params.id,
        }),
        'Report closed.',
      ),
  );

  app.get(
    '/admin/conversations/:id',
    { schema: { tags, params: idParamSchema, response: okResponse(adminConversationSchema) } },
    async (request, reply) => {
      reply.header('cache-control', 'private, no-store');
      return ok(
        await readReportedConversation({
          db: app.db,
          admin: currentUser(request),
          conversationId: request.params.id,
        }),
      );
    },
  );

  app.post(
    '/admin/messaging-suspensions/:id',
    {
      schema: {
        tags,
        params: idParamSchema,
        body: suspendMessagingRequestSchema,
        response: okResponse(suspensionSchema),
      },
    },
    async (request) =>
      ok(
        await setSuspension({
          db: app.db,
          adminId: currentUser(request).id,
          userId: request.params.id,
          suspend: true,
          reason: request.body.reason,
        }),
        'Messaging suspended.',
      ),
  );

  app.delete(
    '/admin/messaging-suspensions/:id',
    {
      schema: { tags, params: idParamSchema, response: okResponse(suspensionSchema) },
    },
    async (request) =>
      ok(
        await setSuspension({
          db: app.db,
          adminId: currentUser(request).id,
          userId: request.params.id,
          suspend: false,
        }),
        'Messaging restored.',
      ),
  );
};

export default adminMessageRoutes;
