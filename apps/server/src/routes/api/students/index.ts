import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '@tm/shared/errors';
import { STUDENT_FORM_MESSAGES } from '@tm/shared/schemas/student-form';
import { okResponse } from '@tm/shared/contract/envelope';
import { userResponseSchema } from '@tm/shared/contract/users';
import { ok } from '../../../lib/envelope';
import { receiveMultipart, type ReceivedForm } from '../../../modules/files/receive-uploads';
import { submitStudentForm } from '../../../modules/students/submit-student-form';
import { currentUser } from '../../../plugins/app/auth';
import { deleteStored } from '../../../modules/files/process-image';

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
      // The schema is applied in the module to JSON and multipart alike (multipart has no body to validate here).
      const isObject =
        typeof request.body === 'object' && request.body !== null && !Array.isArray(request.body);
      if (!request.isMultipart() && !isObject)
        throw new AppError('BAD_REQUEST', 'Request body must be a JSON object.');
      const form: ReceivedForm = request.isMultipart()
        ? await receiveMultipart(request, { store: app.ports.files, allowed: ['profilePhoto'] })
        : { fields: request.body as ReceivedForm['fields'], uploads: [], discard: async () => {} };
      try {
        const { user: dto, replacedPhotoKeys } = await submitStudentForm({
          db: app.db,
          store: app.ports.files,
          user,
          form,
        });
        await Promise.allSettled(
          replacedPhotoKeys.map((key) => deleteStored(app.ports.files, key)),
        );
        return ok({ user: dto }, STUDENT_FORM_MESSAGES.profileUpdated);
      } catch (err) {
        await form.discard();
        throw err;
      }
    },
  );
};

export default studentRoutes;
