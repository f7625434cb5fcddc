import type { z } from 'zod';
import { AppError } from '@tm/shared/errors';
import { firstIssueMessage, issuesByField } from '@tm/shared/schemas/tutor-form';

/** A refused form: 400 with the first rule's message (the spec's text) and every field's message. */
export function formError(error: z.ZodError): AppError {
  return new AppError('BAD_REQUEST', firstIssueMessage(error), { errors: issuesByField(error) });
}
