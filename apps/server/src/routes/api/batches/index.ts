import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { idParamSchema } from '@tm/shared/schemas/common';
import {
  batchCancelResultSchema,
  batchDtoSchema,
  batchListQuerySchema,
  batchListSchema,
  batchSessionParamSchema,
  cancelBatchSchema,
  createBatchSchema,
  enrolmentDtoSchema,
  rosterSchema,
  roomTokenSchema,
  updateBatchSchema,
} from '@tm/shared/schemas/batches';
import { okResponse } from '@tm/shared/contract/envelope';
import { ok } from '../../../lib/envelope';
import { currentUser, currentUserOrGuest } from '../../../plugins/app/auth';
import {
  cancelBatch,
  cancelBatchSession,
  createBatch,
  updateBatch,
} from '../../../modules/batches/manage-batch';
import { enrolInBatch } from '../../../modules/batches/enrol';
import { admitToRoom } from '../../../modules/batches/room';
import {
  batchRoster,
  getBatch,
  listMyBatches,
  listOpenBatches,
} from '../../../modules/batches/list-batches';

const tags = ['batches'];
const noBody = z.unknown().optional();

/** Group classes: batches, enrolment (paid through the booking payment routes), the roster. */
const batchRoutes: FastifyPluginAsyncZod = async (app) => {
  const enabled = () => app.ports.media.kind !== 'none';
  const tutor = app.requireUser('tutor');
  const cancelCtx = (request: FastifyRequest) => ({
    db: app.db,
    user: currentUser(request),
    groupClassesEnabled: enabled(),
    payments: app.ports.payments,
    mail: { mail: app.ports.mail, appUrl: app.config.PUBLIC_URL, log: request.log },
  });

  app.get(
    '/batches',
    { schema: { tags, querystring: batchListQuerySchema, response: okResponse(batchListSchema) } },
    async (request) =>
      ok(
        await listOpenBatches({
          db: app.db,
          viewer: currentUserOrGuest(request),
          query: request.query,
          enabled: enabled(),
        }),
      ),
  );
  app.get(
    '/batches/mine',
    {
      schema: { tags, response: okResponse(batchListSchema) },
      preHandler: app.requireUser('student', 'tutor'),
    },
    async (request) =>
      ok(await listMyBatches({ db: app.db, viewer: currentUser(request), enabled: enabled() })),
  );
  app.get(
    '/batches/:id',
    { schema: { tags, params: idParamSchema, response: okResponse(batchDtoSchema) } },
    async (request) =>
      ok(
        await getBatch({
          db: app.db,
          viewer: currentUserOrGuest(request),
          batchId: request.params.id,
          enabled: enabled(),
        }),
      ),
  );
  app.post(
    '/batches',
    {
      schema: { tags, body: createBatchSchema, response: okResponse(batchDtoSchema) },
      preHandler: tutor,
    },
    async (request) =>
      ok(
        await createBatch({
          db: app.db,
          user: currentUser(request),
          groupClassesEnabled: enabled(),
          request: request.body,
        }),
        'Batch created.',
      ),
  );
  app.patch(
    '/batches/:id',
    {
      schema: {
        tags,
        params: idParamSchema,
        body: updateBatchSchema,
        response: okResponse(batchDtoSchema),
      },
      preHandler: tutor,
    },
    async (request) =>
      ok(
        await updateBatch({
          db: app.db,
          user: currentUser(request),
          groupClassesEnabled: enabled(),
          batchId: request.params.id,
          request: request.body,
        }),
        'Batch saved.',
      ),
  );
  app.post(
    '/batches/:id/cancel',
    {
      schema: {
        tags,
        params: idParamSchema,
        body: cancelBatchSchema,
        response: okResponse(batchCancelResultSchema),
      },
      preHandler: tutor,
    },
    async (request) =>
      ok(
        await cancelBatch({
          ...cancelCtx(request),
          batchId: request.params.id,
          reason: request.body.reason,
        }),
        'Batch cancelled. Every enrolled student is refunded in full.',
      ),
  );
  app.post(
    '/batches/:id/sessions/:key/cancel',
    {
      schema: {
        tags,
        params: batchSessionParamSchema,
        body: cancelBatchSchema,
        response: okResponse(batchCancelResultSchema),
      },
      preHandler: tutor,
    },
    async (request) =>
      ok(
        await cancelBatchSession({
          ...cancelCtx(request),
          batchId: request.params.id,
          sessionKey: request.params.key,
          reason: request.body.reason,
        }),
        'Session cancelled. Every enrolled student is refunded for it.',
      ),
  );
  app.post(
    '/batches/:id/enrol',
    {
      schema: {
        tags,
        params: idParamSchema,
        body: noBody,
        response: okResponse(enrolmentDtoSchema),
      },
      preHandler: app.requireUser('student'),
      config: { rateLimit: { max: 30, timeWindow: '1 minute' } },
    },
    async (request) =>
      ok(
        await enrolInBatch({ db: app.db, user: currentUser(request), batchId: request.params.id }),
        'Seat held. Complete the payment to enrol.',
      ),
  );
  app.get(
    '/batches/:id/roster',
    {
      schema: { tags, params: idParamSchema, response: okResponse(rosterSchema) },
      preHandler: app.requireUser('tutor', 'admin'),
    },
    async (request) =>
      ok(
        await batchRoster({ db: app.db, viewer: currentUser(request), batchId: request.params.id }),
      ),
  );
  app.post(
    '/batches/:id/room-token',
    {
      schema: { tags, params: idParamSchema, body: noBody, response: okResponse(roomTokenSchema) },
      preHandler: app.requireUser('student', 'tutor'),
      config: { rateLimit: { max: 60, timeWindow: '1 minute' } },
    },
    async (request) =>
      ok(
        await admitToRoom({
          db: app.db,
          media: app.ports.media,
          user: currentUser(request),
          batchId: request.params.id,
          log: request.log,
        }),
      ),
  );
};

export default batchRoutes;
