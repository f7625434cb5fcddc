import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope';
import { currentUser } from '../../../plugins/app/auth';
import { iceServersFor } from '../../../modules/calls/ice-servers';
import { handleSignallingSocket } from '../../../modules/calls/signalling';
import { readClassChat } from '../../../modules/calls/class-chat';
import { idParamSchema } from '@tm/shared/schemas/common';
import { okResponse } from '@tm/shared/contract/envelope';
import { classChatSchema, iceServersSchema } from '@tm/shared/contract/calls';

const tags = ['calls'];

/** Live classes (issue 12): ICE servers for the browser and the signalling socket. */
const callRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/calls/ice-servers',
    {
      schema: { tags, response: okResponse(iceServersSchema) },
      preHandler: app.requireUser('student', 'tutor'),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(iceServersFor(app.config, currentUser(request).id));
    },
  );

  // The class chat, also readable after the class (tutor and student of the booking only).
  app.get(
    '/calls/:id/messages',
    {
      schema: { tags, params: idParamSchema, response: okResponse(classChatSchema) },
      preHandler: app.requireUser('student', 'tutor'),
    },
    async (request) =>
      ok({
        messages: await readClassChat({
          db: app.db,
          user: currentUser(request),
          bookingId: request.params.id,
        }),
      }),
  );

  // Authenticated by its first message (see modules/calls/signalling.ts), not by a header or query.
  app.get('/calls/ws', { websocket: true, schema: { hide: true } }, (socket) => {
    handleSignallingSocket(socket, {
      db: app.db,
      pubsub: app.ports.pubsub,
      log: app.log,
      sessionIdleHours: app.config.SESSION_IDLE_HOURS,
      timings: {
        answerTimeInterval: app.config.CALL_ANSWER_TIMEOUT_SECONDS,
        dialingTimeInterval: app.config.CALL_DIALING_INTERVAL_SECONDS,
        disconnectTimeInterval: app.config.CALL_DISCONNECT_SECONDS,
        statsReportTimeInterval: 5,
      },
    });
  });
};

export default callRoutes;
