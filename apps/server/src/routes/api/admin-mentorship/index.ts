import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { idParamSchema } from '@tm/shared/schemas/common';
import {
  assignMentorSchema,
  markContactedSchema,
  mentorshipListQuerySchema,
} from '@tm/shared/schemas/mentorship';
import { okResponse } from '@tm/shared/contract/envelope';
import {
  consultationListSchema,
  followedUpRequestSchema,
  mentorListSchema,
  researchRequestListSchema,
} from '@tm/shared/contract/mentorship';
import { ok } from '../../../lib/envelope';
import {
  assignMentor,
  listConsultations,
  listMentors,
  listResearchRequests,
  markContacted,
} from '../../../modules/mentorship/follow-up';
import { currentUser } from '../../../plugins/app/auth';

const kindParams = idParamSchema.extend({
  kind: z.enum(['research', 'consultation'], { error: 'Unknown request kind.' }),
});

/** The team's follow-up of PhD mentorship requests. Admins only. */
const adminMentorshipRoutes: FastifyPluginAsyncZod = async (app) => {
  app.requireUserOnEveryRoute('admin');
  const tags = ['admin-mentorship'];
  const followedUp = okResponse(followedUpRequestSchema);

  app.get(
    '/admin/mentorship/research',
    {
      schema: {
        tags,
        querystring: mentorshipListQuerySchema,
        response: okResponse(researchRequestListSchema),
      },
    },
    async (request) =>
      ok({ requests: await listResearchRequests({ db: app.db, ...request.query }) }),
  );

  app.get(
    '/admin/mentorship/consultations',
    {
      schema: {
        tags,
        querystring: mentorshipListQuerySchema,
        response: okResponse(consultationListSchema),
      },
    },
    async (request) => ok({ requests: await listConsultations({ db: app.db, ...request.query }) }),
  );

  app.get(
    '/admin/mentorship/mentors',
    { schema: { tags, response: okResponse(mentorListSchema) } },
    async () => ok({ mentors: await listMentors(app.db) }),
  );

  app.post(
    '/admin/mentorship/:kind/:id/contacted',
    { schema: { tags, params: kindParams, body: markContactedSchema, response: followedUp } },
    async (request) => {
      const data = await markContacted({
        db: app.db,
        kind: request.params.kind,
        id: request.params.id,
        adminId: currentUser(request).id,
        ...request.body,
      });
      return ok(data, data.contacted ? 'Marked as contacted.' : 'Marked as not contacted.');
    },
  );

  app.post(
    '/admin/mentorship/:kind/:id/mentor',
    { schema: { tags, params: kindParams, body: assignMentorSchema, response: followedUp } },
    async (request) => {
      const data = await assignMentor({
        db: app.db,
        kind: request.params.kind,
        id: request.params.id,
        mentorId: request.body.mentorId,
        mail: {
          mail: app.ports.mail,
          team: app.config.ADMIN_EMAILS,
          log: (err: unknown, msg: string) => app.log.error({ err }, msg),
        },
        publicUrl: app.config.PUBLIC_URL ?? null,
      });
      return ok(data, data.mentor ? 'Mentor assigned.' : 'Mentor removed.');
    },
  );
};

export default adminMentorshipRoutes;
