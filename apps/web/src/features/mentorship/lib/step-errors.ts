import type { z } from 'zod';
import { issuesByField } from '@tm/shared/schemas/tutor-form';

/** The shared schema's message for each field of a step; {} when the step is valid. */
export function stepErrors(schema: z.ZodType, values: unknown): Record<string, string> {
  const r = schema.safeParse(values);
  return r.success ? {} : issuesByField(r.error);
}

/** Whether the screen is the mobile layout of mentorship §9 (768 px or narrower). */
export const MOBILE_QUERY = '(max-width: 768px)';

/** The form's values as multipart fields; lists as one JSON array (options contain commas). */
export function toFormData(values: Record<string, unknown>, document: File | undefined): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(values)) {
    if (value === undefined || value === null) continue;
    form.append(key, Array.isArray(value) ? JSON.stringify(value) : String(value));
  }
  if (document) form.append('document', document);
  return form;
}
