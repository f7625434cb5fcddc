import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  getSimilarTutorsQuerySchema,
  getTutorQuerySchema,
  getTutorsQuerySchema,
} from '@tm/shared/schemas/tutor-search';
import { ok } from '../../../lib/envelope';
import { getTutors } from '../../../modules/discovery/get-tutors';
import { getTutor } from '../../../modules/discovery/get-tutor';
import { getSimilarTutors } from '../../../modules/discovery/similar-tutors';
import { currentUser } from '../../../plugins/app/auth';

/**
 * Tutor discovery (core-marketplace §2 Student dashboard and Tutor detail page, §7). Decision: any
 * signed-in user may browse (students search; a tutor may look at their own public page; admins
 * check profiles); guests may not (§6: guests see sign-in and public pages only).
 */
const discoveryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/get-tutors',
    {
      schema: { tags: ['discovery'], querystring: getTutorsQuerySchema },
      preHandler: app.requireUser(),
    },
    async (request) =>
      ok(await getTutors({ db: app.db, viewer: currentUser(request), query: request.query })),
  );

  app.get(
    '/get-tutor',
    {
      schema: { tags: ['discovery'], querystring: getTutorQuerySchema },
      preHandler: app.requireUser(),
    },
    async (request) =>
      ok(await getTutor({ db: app.db, viewer: currentUser(request), tutorId: request.query.id })),
  );

  app.get(
    '/get-similar-tutors',
    {
      schema: { tags: ['discovery'], querystring: getSimilarTutorsQuerySchema },
      preHandler: app.requireUser(),
    },
    async (request) =>
      ok({
        tutors: await getSimilarTutors({
          db: app.db,
          viewer: currentUser(request),
          tutorId: request.query.id,
          limit: request.query.limit,
        }),
      }),
  );
};

export default discoveryRoutes;
