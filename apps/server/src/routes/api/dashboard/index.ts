import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { ok } from '../../../lib/envelope';
import { tutorInsights } from '../../../modules/dashboard/tutor-insights';
import { requireSubmittedTutor } from '../../../modules/tutors/require-submitted-tutor';
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
    async (request) => {
      const user = currentUser(request);
      requireSubmittedTutor(user);
      return ok(await tutorInsights(app.db, user.id));
    },
  );
};

export default dashboardRoutes;
