import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  getSimilarTutorsQuerySchema,
  getTutorQuerySchema,
  getTutorsQuerySchema,
} from '@tm/shared/schemas/tutor-search';
import { okResponse } from '@tm/shared/contract/envelope';
import { searchSuggestionsQuerySchema } from '@tm/shared/schemas/search';
import {
  searchSuggestionsSchema,
  getTutorsResponseSchema,
  similarTutorsSchema,
  tutorDetailSchema,
} from '@tm/shared/contract/discovery';
import { ok } from '../../../lib/envelope';
import { getTutors } from '../../../modules/discovery/get-tutors';
import { getTutor } from '../../../modules/discovery/get-tutor';
import { getSimilarTutors } from '../../../modules/discovery/similar-tutors';
import { currentUserOrGuest } from '../../../plugins/app/auth';
import { searchDictionary } from '../../../modules/discovery/search-dictionary';
import { suggestSubjects } from '../../../modules/discovery/search-terms';

/**
 * Tutor discovery (core-marketplace §2 Student dashboard and Tutor detail page, §7). Anyone may
 * browse verified tutors: discovery is public so tutor pages can be found from search
 * engines and shared. Guests get no contact details (never sent to anyone), no pincodes and no
 * favourites; booking and favourites still require a student.
 */
const discoveryRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/get-tutors',
    {
      schema: {
        tags: ['discovery'],
        querystring: getTutorsQuerySchema,
        response: okResponse(getTutorsResponseSchema),
      },
    },
    async (request) => {
      const viewer = currentUserOrGuest(request);
      // Read-only and latency-tolerant: a caught-up read replica may serve it.
      return ok(await app.readDb(request, (db) => getTutors({ db, viewer, query: request.query })));
    },
  );

  // Suggestions as you type ("maths 10" → Mathematics (Class 9-10)), from the catalogue held in
  // memory: no query per keystroke.
  app.get(
    '/search-suggestions',
    {
      schema: {
        tags: ['discovery'],
        querystring: searchSuggestionsQuerySchema,
        response: okResponse(searchSuggestionsSchema),
      },
    },
    async (request) =>
      ok({ suggestions: suggestSubjects(request.query.q, await searchDictionary(app.db)) }),
  );

  app.get(
    '/get-tutor',
    {
      schema: {
        tags: ['discovery'],
        querystring: getTutorQuerySchema,
        response: okResponse(tutorDetailSchema),
      },
    },
    async (request) =>
      ok(
        await getTutor({
          db: app.db,
          viewer: currentUserOrGuest(request),
          tutorId: request.query.id,
        }),
      ),
  );

  app.get(
    '/get-similar-tutors',
    {
      schema: {
        tags: ['discovery'],
        querystring: getSimilarTutorsQuerySchema,
        response: okResponse(similarTutorsSchema),
      },
    },
    async (request) => {
      const viewer = currentUserOrGuest(request);
      return ok({
        tutors: await app.readDb(request, (db) =>
          getSimilarTutors({ db, viewer, tutorId: request.query.id, limit: request.query.limit }),
        ),
      });
    },
  );
};

export default discoveryRoutes;
