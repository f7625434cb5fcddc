import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { UPLOAD_FIELDS } from '@tm/shared/rules/uploads';
import { okResponse } from '@tm/shared/contract/envelope';
import { userResponseSchema } from '@tm/shared/contract/users';
import { ok } from '../../../lib/envelope';
import { withUploadedForm } from '../../../modules/files/with-uploaded-form';
import { isTutorFormUpdate, submitTutorForm } from '../../../modules/tutors/submit-tutor-form';
import { updateTutorAccount } from '../../../modules/tutors/update-tutor-account';
import { currentUser } from '../../../plugins/app/auth';

// Uploads are larger than the JSON body limit; the multipart plugin enforces per-file limits and
// withUploadedForm the per-field ones (core-marketplace §5, §9).
const multipartDoc = {
  consumes: ['multipart/form-data'],
  description:
    'Multipart form: the tutor form fields (core-marketplace §3 names; lists as JSON arrays or repeated fields) and the files ' +
    'profilePhoto (alias photo), resume, certificates (up to 5), govt_ids (up to 5), addressProof. Files are checked by content.',
};

const tutorRoutes: FastifyPluginAsyncZod = async (app) => {
  const files = { store: app.ports.files, allowed: UPLOAD_FIELDS };

  app.post(
    '/submit-tutor-form',
    {
      schema: { tags: ['tutors'], ...multipartDoc, response: okResponse(userResponseSchema) },
      preHandler: app.requireUser('tutor'),
      config: { tutorSignUp: true },
    },
    async (request) => {
      const user = currentUser(request);
      // Sent again by a tutor whose form is in: an update, with the account page's rules (locked
      // fields stay as they are; documents as PUT /tutor-account takes them).
      if (await isTutorFormUpdate(app.db, user)) {
        const updated = await withUploadedForm(request, files, (form) =>
          updateTutorAccount({ db: app.db, store: app.ports.files, user, form }),
        );
        return ok({ user: updated }, 'Your changes have been saved.');
      }
      const dto = await withUploadedForm(request, files, (form) =>
        submitTutorForm({ db: app.db, store: app.ports.files, user, form }),
      );
      return ok({ user: dto }, 'Your profile has been submitted for review.');
    },
  );

  // Also takes a JSON body when no files change.
  app.put(
    '/tutor-account',
    {
      schema: { tags: ['tutors'], ...multipartDoc, response: okResponse(userResponseSchema) },
      preHandler: app.requireUser('tutor'),
    },
    async (request) => {
      const user = currentUser(request);
      const dto = await withUploadedForm(request, { ...files, json: true }, (form) =>
        updateTutorAccount({ db: app.db, store: app.ports.files, user, form }),
      );
      return ok({ user: dto }, 'Your changes have been saved.');
    },
  );
};

export default tutorRoutes;
