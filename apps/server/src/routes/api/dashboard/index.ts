import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { okResponse } from '@tm/shared/contract/envelope';
import { dashboardInsightsSchema } from '@tm/shared/contract/admin';
import { ok } from '../../../lib/envelope';
import { tutorInsights } from '../../../modules/dashboard/tutor-insights';
import { currentUser } from '../../../plugins/app/auth';

const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard',
    {
      schema: {
        tags: ['tutors'],
        response: okResponse(dashboardInsightsSchema),
      },
      preHandler: app.requireUser('tutor'),
    },
    async (request) => ok(await tutorInsights(app.db, currentUser(request).id)),
  );
};

export default dashboardRoutes;
