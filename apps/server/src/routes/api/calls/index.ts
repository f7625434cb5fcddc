import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { ok } from '../../../lib/envelope';
import { currentUser, currentUserOrGuest } from '../../../plugins/app/auth';
import { consultationRoom } from '../../../modules/calls/consultation-room';
import { iceServersFor } from '../../../modules/calls/ice-servers';
import { handleSignallingSocket } from '../../../modules/calls/signalling';
import { handleInboxSocket } from '../../../modules/messages/inbox-socket';
import { routeLiveSocket } from '../../../modules/live/route-socket';
import { readClassChat } from '../../../modules/calls/class-chat';
import { readClassBoard } from '../../../modules/calls/class-board';
import { idParamSchema } from '@tm/shared/schemas/common';
import {
  consultationRoomRequestSchema,
  consultationRoomSchema,
} from '@tm/shared/call/consultation-call';
import { okResponse } from '@tm/shared/contract/envelope';
import { classBoardSchema, classChatSchema, iceServersSchema } from '@tm/shared/contract/calls';

const tags = ['calls'];

/** Live classes: ICE servers for the browser and the signalling socket. */
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

  // The class's whiteboard, read-only (during and after the class): the booking's two people.
  app.get(
    '/calls/:id/board',
    {
      schema: { tags, params: idParamSchema, response: okResponse(classBoardSchema) },
      preHandler: app.requireUser('student', 'tutor'),
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok({
        update: await readClassBoard({
          db: app.db,
          user: currentUser(request),
          bookingId: request.params.id,
        }),
      });
    },
  );

  // A consultation's call: its mentor signed in, or its requester with the call key of
  // the join link (a guest). The key travels in the body, never in a URL. Anyone else: 403.
  app.post(
    '/calls/consultation-room',
    {
      schema: {
        tags,
        body: consultationRoomRequestSchema,
        response: okResponse(consultationRoomSchema),
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return ok(
        await consultationRoom({
          db: app.db,
          config: app.config,
          consultationId: request.body.consultationId,
          key: request.body.key,
          user: currentUserOrGuest(request),
        }),
      );
    },
  );

  // The product's one socket: a class's call room or a person's inbox, authenticated by its first
  // message (modules/live/route-socket.ts), never by a header or query.
  app.get('/calls/ws', { websocket: true, schema: { hide: true } }, (socket) => {
    routeLiveSocket(socket, {
      call: (s) =>
        handleSignallingSocket(s, {
          db: app.db,
          pubsub: app.ports.pubsub,
          log: app.log,
          sessionIdleHours: app.config.SESSION_IDLE_HOURS,
          sessions: app.sessions,
          timings: {
            answerTimeInterval: app.config.CALL_ANSWER_TIMEOUT_SECONDS,
            dialingTimeInterval: app.config.CALL_DIALING_INTERVAL_SECONDS,
            disconnectTimeInterval: app.config.CALL_DISCONNECT_SECONDS,
            statsReportTimeInterval: 5,
          },
        }),
      inbox: (s) =>
        handleInboxSocket(s, {
          db: app.db,
          pubsub: app.ports.pubsub,
          log: app.log,
          sessionIdleHours: app.config.SESSION_IDLE_HOURS,
          sessions: app.sessions,
        }),
    });
  });
};

export default callRoutes;
