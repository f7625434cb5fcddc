// The one upload pipeline: every route that takes files is
//   withUploadedForm(request, { store, allowed }, (form) => someModule({ ..., form }))
// The form is read with receiveMultipart (fields; each file checked by its content with file-type,
// by count and size against the shared rule, and stored as it arrives). The module validates the
// fields with the shared zod schema and writes in one transaction; if it throws (a refused field, a
// failed transaction), the files stored for this request are deleted again. Files a module
// replaces are deleted by the module after its commit.
import type { FastifyRequest } from 'fastify';
import { AppError } from '@tm/shared/errors';
import type { UploadField } from '@tm/shared/rules/uploads';
import type { FileStore } from '../../ports/files';
import { receiveMultipart, type ReceivedForm } from './receive-uploads';

export interface UploadedFormOptions {
  store: FileStore;
  /** The file fields this form takes (their rules are UPLOAD_RULES). */
  allowed: readonly UploadField[];
  /** Other names a client may give a file field. */
  aliases?: Record<string, UploadField>;
  /** Also take a JSON object body (a form sent without files). */
  json?: boolean;
  /** What the request must carry, said (400) when it is not multipart or names another file. */
  expect?: string;
}

const MSG_JSON_OBJECT = 'Request body must be a JSON object.';

function jsonForm(request: FastifyRequest): ReceivedForm {
  const b = request.body ?? {}; // a PUT that changes nothing may send no body
  if (typeof b !== 'object' || b === null || Array.isArray(b))
    throw new AppError('BAD_REQUEST', MSG_JSON_OBJECT);
  return { fields: b as ReceivedForm['fields'], uploads: [], discard: async () => {} };
}

export async function withUploadedForm<T>(
  request: FastifyRequest,
  opts: UploadedFormOptions,
  work: (form: ReceivedForm) => Promise<T>,
): Promise<T> {
  const form =
    opts.json && !request.isMultipart() ? jsonForm(request) : await receiveMultipart(request, opts);
  try {
    return await work(form);
  } catch (err) {
    await form.discard();
    throw err;
  }
}
