import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../lib/envelope';
import { tutorInsights } from '../../../modules/dashboard/tutor-insights';
import { currentUser } from '../../../plugins/app/auth';

const insights = z.object({
  totalViews: z.number(),
  totalConversions: z.number(),
  activeStudents: z.number(),
  totalEarning: z.number(),
  totalWithdrawals: z.number(),
});

const dashboardRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/dashboard',
    {
      schema: {
        tags: ['tutors'],
        response: { 200: z.object({ success: z.boolean(), data: insights, message: z.string() }) },
      },
      preHandler: app.requireUser('tutor'),
    },
    async (request) => ok(await tutorInsights(app.db, currentUser(request).id)),
  );
};

export default dashboardRoutes;
