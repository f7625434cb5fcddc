import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  trialAvailabilityQuerySchema,
  trialAvailabilityResponseSchema,
  upcomingClassesQuerySchema,
  upcomingClassesResponseSchema,
} from '@tm/shared/schemas/classes';
import { okResponse } from '@tm/shared/contract/envelope';
import {
  tutorStudentsQuerySchema,
  tutorStudentsResponseSchema,
} from '@tm/shared/schemas/tutor-students';
import { ok } from '../../../lib/envelope';
import { checkTrialAvailability } from '../../../modules/bookings/booking-limits';
import { upcomingClasses } from '../../../modules/bookings/upcoming-classes';
import { listTutorStudents } from '../../../modules/students/list-tutor-students';
import { currentUser } from '../../../plugins/app/auth';

/** The tutor's students, the one-trial question, the next classes. */
const classRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/students',
    {
      schema: {
        tags: ['tutors'],
        querystring: tutorStudentsQuerySchema,
        response: okResponse(tutorStudentsResponseSchema),
      },
      preHandler: app.requireUser('tutor'),
    },
    async (request) =>
      ok(await listTutorStudents({ db: app.db, user: currentUser(request), query: request.query })),
  );

  app.get(
    '/check-trial-availability',
    {
      schema: {
        tags: ['bookings'],
        querystring: trialAvailabilityQuerySchema,
        response: okResponse(trialAvailabilityResponseSchema),
      },
      preHandler: app.requireUser('student'),
    },
    async (request) =>
      ok(
        await checkTrialAvailability({
          db: app.db,
          user: currentUser(request),
          tutorId: request.query.tutorId,
        }),
      ),
  );

  app.get(
    '/get-upcoming-classes',
    {
      schema: {
        tags: ['bookings'],
        querystring: upcomingClassesQuerySchema,
        response: okResponse(upcomingClassesResponseSchema),
      },
      preHandler: app.requireUser('student', 'tutor'),
    },
    async (request) =>
      ok(
        await upcomingClasses({
          db: app.db,
          user: currentUser(request),
          limit: request.query.limit,
        }),
      ),
  );
};

export default classRoutes;
