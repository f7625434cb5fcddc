import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { FastifyRequest } from 'fastify';
import { okResponse, noData } from '@tm/shared/contract/envelope';
import { idParamSchema } from '@tm/shared/schemas/common';
import {
  NEED_MESSAGES as M,
  declineNeedRequestSchema,
  leadListSchema,
  markBookedRequestSchema,
  needDetailSchema,
  needListSchema,
  needSchema,
  offerParamsSchema,
  postNeedRequestSchema,
  responseStatsSchema,
  sendOfferRequestSchema,
  shortlistRequestSchema,
} from '@tm/shared/schemas/needs';
import { ok } from '../../../lib/envelope';
import { currentUser } from '../../../plugins/app/auth';
import { postNeed } from '../../../modules/needs/post-need';
import { getNeed, listMyNeeds } from '../../../modules/needs/read-needs';
import { listLeads } from '../../../modules/needs/leads';
import { answerNeed } from '../../../modules/needs/answer-need';
import { closeNeed, markNeedBooked, shortlistOffer } from '../../../modules/needs/manage-need';
import { getResponseStats } from '../../../modules/needs/response-stats';

const tags = ['needs'];

// Per signed-in person rather than per address (many people share a school's or a carrier's
// address); the daily limits in the modules are the real guard, this one stops bursts.
const perUser = (max: number) => ({
  rateLimit: {
    max,
    timeWindow: '1 minute',
    keyGenerator: (request: FastifyRequest) =>
      `${request.routeOptions.url}:${request.headers.authorization ?? request.ip}`,
  },
});

/** Needs and offers ("share your need, get matched"; docs/decisions/get-matched.md). */
const needRoutes: FastifyPluginAsyncZod = async (app) => {
  const student = app.requireUser('student');
  const tutor = app.requireUser('tutor');
  const signedIn = app.requireUser('student', 'tutor', 'admin');
  const mailFor = (request: FastifyRequest) => ({
    mail: app.ports.mail,
    appUrl: app.config.PUBLIC_URL,
    log: request.log,
  });

  app.post(
    '/needs',
    {
      schema: { tags, body: postNeedRequestSchema, response: okResponse(needSchema) },
      preHandler: student,
      config: perUser(20),
    },
    async (request) =>
      ok(
        await postNeed({
          db: app.db,
          viewer: currentUser(request),
          request: request.body,
          mail: mailFor(request),
        }),
        M.posted,
      ),
  );

  app.get(
    '/needs',
    { schema: { tags, response: okResponse(needListSchema) }, preHandler: student },
    async (request) => ok(await listMyNeeds({ db: app.db, viewer: currentUser(request) })),
  );

  app.get(
    '/needs/:id',
    {
      schema: { tags, params: idParamSchema, response: okResponse(needDetailSchema) },
      preHandler: signedIn,
    },
    async (request) =>
      ok(await getNeed({ db: app.db, viewer: currentUser(request), needId: request.params.id })),
  );

  app.post(
    '/needs/:id/close',
    { schema: { tags, params: idParamSchema, response: okResponse(noData) }, preHandler: student },
    async (request) => {
      await closeNeed({ db: app.db, viewer: currentUser(request), needId: request.params.id });
      return ok(null, M.closed);
    },
  );

  app.post(
    '/needs/:id/booked',
    {
      schema: {
        tags,
        params: idParamSchema,
        body: markBookedRequestSchema,
        response: okResponse(noData),
      },
      preHandler: student,
    },
    async (request) => {
      await markNeedBooked({
        db: app.db,
        viewer: currentUser(request),
        needId: request.params.id,
        bookingId: request.body.bookingId,
      });
      return ok(null, M.booked);
    },
  );

  app.post(
    '/needs/:id/offers/:offerId/shortlist',
    {
      schema: {
        tags,
        params: offerParamsSchema,
        body: shortlistRequestSchema,
        response: okResponse(noData),
      },
      preHandler: student,
    },
    async (request) => {
      await shortlistOffer({
        db: app.db,
        viewer: currentUser(request),
        needId: request.params.id,
        offerId: request.params.offerId,
        shortlisted: request.body.shortlisted,
      });
      return ok(null, M.shortlisted);
    },
  );

  app.get(
    '/leads',
    { schema: { tags, response: okResponse(leadListSchema) }, preHandler: tutor },
    async (request) => ok(await listLeads({ db: app.db, viewer: currentUser(request) })),
  );

  app.post(
    '/needs/:id/offer',
    {
      schema: {
        tags,
        params: idParamSchema,
        body: sendOfferRequestSchema,
        response: okResponse(noData),
      },
      preHandler: tutor,
      config: perUser(20),
    },
    async (request) => {
      await answerNeed({
        db: app.db,
        viewer: currentUser(request),
        needId: request.params.id,
        answer: { kind: 'offer', offer: request.body },
        mail: mailFor(request),
      });
      return ok(null, M.offerSent);
    },
  );

  app.post(
    '/needs/:id/decline',
    {
      schema: {
        tags,
        params: idParamSchema,
        body: declineNeedRequestSchema,
        response: okResponse(noData),
      },
      preHandler: tutor,
    },
    async (request) => {
      await answerNeed({
        db: app.db,
        viewer: currentUser(request),
        needId: request.params.id,
        answer: { kind: 'decline', decline: request.body },
        mail: mailFor(request),
      });
      return ok(null, M.declined);
    },
  );

  // Public like the tutor's page it is shown on.
  app.get(
    '/tutors/:id/response-stats',
    { schema: { tags, params: idParamSchema, response: okResponse(responseStatsSchema) } },
    async (request) => ok(await getResponseStats(app.db, request.params.id)),
  );
};

export default needRoutes;
