import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { STUDENT_FORM_MESSAGES } from '@tm/shared/schemas/student-form';
import { okResponse } from '@tm/shared/contract/envelope';
import { userResponseSchema } from '@tm/shared/contract/users';
import { ok } from '../../../lib/envelope';
import { withUploadedForm } from '../../../modules/files/with-uploaded-form';
import { submitStudentForm } from '../../../modules/students/submit-student-form';
import { currentUser } from '../../../plugins/app/auth';

const formDoc = {
  consumes: ['application/json', 'multipart/form-data'],
  description:
    'The student form (core-marketplace §3 Student profile names). JSON, or multipart/form-data with an optional image file ' +
    'profilePhoto (alias photo; jpeg, png or gif under 5 MB, checked by content). Lists as JSON arrays, repeated fields or comma lists.',
};

/** Student profile (core-marketplace §2 Student account, §7 POST /submit-student-form): students only. */
const studentRoutes: FastifyPluginAsyncZod = async (app) => {
  app.post(
    '/submit-student-form',
    {
      schema: { tags: ['students'], ...formDoc, response: okResponse(userResponseSchema) },
      preHandler: app.requireUser('student'),
    },
    async (request) => {
      const user = currentUser(request);
      const files = { store: app.ports.files, allowed: ['profilePhoto'] as const, json: true };
      const dto = await withUploadedForm(request, files, (form) =>
        submitStudentForm({
          db: app.db,
          store: app.ports.files,
          mail: app.ports.mail,
          publicUrl: app.config.PUBLIC_URL ?? null,
          ip: request.ip,
          user,
          form,
        }),
      );
      return ok({ user: dto }, STUDENT_FORM_MESSAGES.profileUpdated);
    },
  );
};

export default studentRoutes;
