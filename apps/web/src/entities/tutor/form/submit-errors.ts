// How a refused tutor form answer is shown (core-marketplace §8): an upload refusal carries its
// own title (Too Many Files, Invalid File Type, File Too Large) and a rule the server applied
// "Error", each with the field it concerns; anything else is the caller's dialog (Account Creation
// Failed / Update Error) with the server's text or the default message. The sign-up shows a
// field's failure at the field only; the account pages also open the dialog.
import { DIALOG_TITLES } from '@tm/shared/messages';
import type { z } from 'zod';
import { issuesByField, firstIssueMessage } from '@tm/shared/schemas/tutor-form';
import { ApiError, serverMessage } from '@/lib/api-client';

export interface DialogMessage {
  title: string;
  message: string;
}

export interface SubmitFailure {
  dialog: DialogMessage;
  fieldErrors: Record<string, string>;
}

export function describeSubmitError(error: unknown, fallback: DialogMessage): SubmitFailure {
  if (error instanceof ApiError && error.status === 400) {
    const data = (
      error.data as { data?: { title?: unknown; field?: unknown; errors?: unknown } } | null
    )?.data;
    const message = serverMessage(error) ?? fallback.message;
    if (data && typeof data.title === 'string') {
      return {
        dialog: { title: data.title, message },
        // At the field as the file field says a refusal it made itself ("File Too Large: ...").
        fieldErrors:
          typeof data.field === 'string' ? { [data.field]: `${data.title}: ${message}` } : {},
      };
    }
    const fieldErrors =
      data && typeof data.errors === 'object' && data.errors !== null
        ? (data.errors as Record<string, string>)
        : {};
    return { dialog: { title: DIALOG_TITLES.error, message }, fieldErrors };
  }
  return {
    dialog: { title: fallback.title, message: serverMessage(error) ?? fallback.message },
    fieldErrors: {},
  };
}

/** A failed shared-schema check: the "Error" dialog with the first message, and every field's. */
export function describeValidation(error: z.ZodError): SubmitFailure {
  return {
    dialog: { title: DIALOG_TITLES.error, message: firstIssueMessage(error) },
    fieldErrors: issuesByField(error),
  };
}
