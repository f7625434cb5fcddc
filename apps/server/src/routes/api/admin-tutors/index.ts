import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  adminTutorListQuerySchema,
  outboxQuerySchema,
  approveTutorRequestSchema,
  rejectTutorRequestSchema,
} from '@tm/shared/schemas/admin-tutors';
import { idParamSchema } from '@tm/shared/schemas/common';
import { okResponse } from '@tm/shared/contract/envelope';
import { adminTutorListSchema, reviewedTutorSchema } from '@tm/shared/contract/users';
import { outboxPageSchema } from '@tm/shared/contract/admin';
import { ok } from '../../../lib/envelope';
import { countTutorsByStatus, listTutorsForReview } from '../../../modules/admin/list-tutors';
import { listOutbox } from '../../../modules/admin/list-outbox';
import { approveTutor, rejectTutor } from '../../../modules/admin/review-tutor';

/** Tutor verification and the mail outbox. Admins only. */
const adminTutorRoutes: FastifyPluginAsyncZod = async (app) => {
  app.requireUserOnEveryRoute('admin');
  const tags = ['admin-tutors'];
  const review = (tutorId: string) => ({
    db: app.db,
    mail: app.ports.mail,
    tutorId,
    publicUrl: app.config.PUBLIC_URL ?? null,
  });

  app.get(
    '/admin/tutors',
    {
      schema: {
        tags,
        querystring: adminTutorListQuerySchema,
        response: okResponse(adminTutorListSchema),
      },
    },
    async (request) => {
      const [list, counts] = await Promise.all([
        listTutorsForReview({ db: app.db, ...request.query }),
        countTutorsByStatus(app.db),
      ]);
      return ok({ ...list, counts });
    },
  );

  app.post(
    '/admin/tutors/:id/approve',
    {
      schema: {
        tags,
        params: idParamSchema,
        body: approveTutorRequestSchema,
        response: okResponse(reviewedTutorSchema),
      },
    },
    async (request) => {
      return ok(
        await approveTutor({
          ...review(request.params.id),
          reviewedSubmission: request.body?.submittedAt,
        }),
        'Tutor approved.',
      );
    },
  );

  app.post(
    '/admin/tutors/:id/reject',
    {
      schema: {
        tags,
        params: idParamSchema,
        body: rejectTutorRequestSchema,
        response: okResponse(reviewedTutorSchema),
      },
    },
    async (request) => {
      return ok(
        await rejectTutor({ ...review(request.params.id), reason: request.body.reason }),
        'Tutor rejected.',
      );
    },
  );

  app.get(
    '/admin/outbox',
    { schema: { tags, querystring: outboxQuerySchema, response: okResponse(outboxPageSchema) } },
    async (request) => {
      return ok(await listOutbox({ db: app.db, ...request.query }));
    },
  );
};

export default adminTutorRoutes;
