import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  REVIEW_MESSAGES,
  adminReviewDtoSchema,
  adminReviewsQuerySchema,
  adminReviewsResponseSchema,
  myRatingsQuerySchema,
  myRatingsResponseSchema,
  replyRatingRequestSchema,
  reviewDtoSchema,
  reviewVisibilityRequestSchema,
  submitRatingRequestSchema,
  tutorReviewsQuerySchema,
  tutorReviewsResponseSchema,
} from '@tm/shared/schemas/reviews';
import { idParamSchema } from '@tm/shared/schemas/common';
import { okResponse } from '@tm/shared/contract/envelope';
import { ok } from '../../../lib/envelope';
import { currentUser } from '../../../plugins/app/auth';
import { submitRating } from '../../../modules/reviews/submit-rating';
import { replyRating } from '../../../modules/reviews/reply-rating';
import { listMyRatings, listTutorReviews } from '../../../modules/reviews/list-reviews';
import { listReviewsForAdmin, setReviewVisibility } from '../../../modules/reviews/admin-reviews';

/** reviews. The tutor page's list is public like the page itself. */
const reviewRoutes: FastifyPluginAsyncZod = async (app) => {
  const tags = ['reviews'];

  app.post(
    '/submit-rating',
    {
      schema: {
        tags,
        body: submitRatingRequestSchema,
        response: okResponse(reviewDtoSchema),
      },
      preHandler: app.requireUser('student'),
    },
    async (request) =>
      ok(
        await submitRating({ db: app.db, user: currentUser(request), request: request.body }),
        REVIEW_MESSAGES.submitted,
      ),
  );

  app.post(
    '/reply-rating',
    {
      schema: {
        tags,
        body: replyRatingRequestSchema,
        response: okResponse(reviewDtoSchema),
      },
      preHandler: app.requireUser('tutor'),
    },
    async (request) =>
      ok(
        await replyRating({ db: app.db, user: currentUser(request), request: request.body }),
        REVIEW_MESSAGES.replied,
      ),
  );

  app.get(
    '/tutor-reviews',
    {
      schema: {
        tags,
        querystring: tutorReviewsQuerySchema,
        response: okResponse(tutorReviewsResponseSchema),
      },
    },
    async (request) => ok(await listTutorReviews({ db: app.db, ...request.query })),
  );

  app.get(
    '/my-ratings',
    {
      schema: {
        tags,
        querystring: myRatingsQuerySchema,
        response: okResponse(myRatingsResponseSchema),
      },
      preHandler: app.requireUser('student'),
    },
    async (request) =>
      ok(
        await listMyRatings({
          db: app.db,
          user: currentUser(request),
          bookingIds: request.query.bookingIds,
        }),
      ),
  );

  app.get(
    '/admin/reviews',
    {
      schema: {
        tags,
        querystring: adminReviewsQuerySchema,
        response: okResponse(adminReviewsResponseSchema),
      },
      preHandler: app.requireUser('admin'),
    },
    async (request) => ok(await listReviewsForAdmin({ db: app.db, ...request.query })),
  );

  app.post(
    '/admin/reviews/:id/visibility',
    {
      schema: {
        tags,
        params: idParamSchema,
        body: reviewVisibilityRequestSchema,
        response: okResponse(adminReviewDtoSchema),
      },
      preHandler: app.requireUser('admin'),
    },
    async (request) => {
      const review = await setReviewVisibility({
        db: app.db,
        admin: currentUser(request),
        reviewId: request.params.id,
        hidden: request.body.hidden,
      });
      return ok(review, review.commentHidden ? 'Review hidden.' : 'Review shown again.');
    },
  );
};

export default reviewRoutes;
