import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { favouriteRequestSchema, getFavouritesQuerySchema } from '@tm/shared/schemas/tutor-search';
import { okResponse } from '@tm/shared/contract/envelope';
import { favouriteStateSchema, getTutorsResponseSchema } from '@tm/shared/contract/discovery';
import { ok } from '../../../lib/envelope';
import { addFavourite, removeFavourite } from '../../../modules/favourites/favourite-tutor';
import { listFavourites } from '../../../modules/favourites/list-favourites';
import { currentUser } from '../../../plugins/app/auth';

/** Favourite tutors (core-marketplace §2 Favourite tutors, §7): students only. */
const favouriteRoutes: FastifyPluginAsyncZod = async (app) => {
  const student = app.requireUser('student');
  const toggle = { tags: ['favourites'], response: okResponse(favouriteStateSchema) };

  app.post(
    '/add-favorite',
    { schema: { ...toggle, body: favouriteRequestSchema }, preHandler: student },
    async (request) => {
      await addFavourite({
        db: app.db,
        studentId: currentUser(request).id,
        tutorId: request.body.tutorId,
      });
      return ok({ tutorId: request.body.tutorId, isFavourite: true }, 'Added to favorites.');
    },
  );

  app.post(
    '/remove-favorite',
    { schema: { ...toggle, body: favouriteRequestSchema }, preHandler: student },
    async (request) => {
      await removeFavourite({
        db: app.db,
        studentId: currentUser(request).id,
        tutorId: request.body.tutorId,
      });
      return ok({ tutorId: request.body.tutorId, isFavourite: false }, 'Removed from favorites.');
    },
  );

  app.get(
    '/get-favorites',
    {
      schema: {
        tags: ['favourites'],
        querystring: getFavouritesQuerySchema,
        response: okResponse(getTutorsResponseSchema),
      },
      preHandler: student,
    },
    async (request) =>
      ok(
        await listFavourites({
          db: app.db,
          studentId: currentUser(request).id,
          page: request.query.page,
          limit: request.query.limit,
        }),
      ),
  );
};

export default favouriteRoutes;
