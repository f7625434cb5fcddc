// What both mentorship forms share on the server: the parsed fields (the shared schema, with the
// spec's message beside each field), the country checked against the lookups, and the optional
// document recorded as a private file (admins only: it has no owner).
import type { z } from 'zod';
import { AppError } from '@tm/shared/errors';
import { MENTORSHIP_MESSAGES } from '@tm/shared/schemas/mentorship';
import { firstIssueMessage, issuesByField } from '@tm/shared/schemas/tutor-form';
import type { Db } from '../../db/client';
import { files } from '../../db/schema/files';
import type { ReceivedUpload } from '../files/receive-uploads';
import { listCountries } from '../lookups/locations';

export function parseForm<S extends z.ZodType>(schema: S, fields: unknown): z.output<S> {
  const parsed = schema.safeParse(fields);
  if (!parsed.success)
    throw new AppError('BAD_REQUEST', firstIssueMessage(parsed.error), {
      errors: issuesByField(parsed.error),
    });
  return parsed.data;
}

let countries: Set<string> | null = null;
/** The country must be one of GET /api/get-countries (the screens' list). */
export function assertKnownCountry(country: string) {
  countries ??= new Set(listCountries());
  if (!countries.has(country))
    throw new AppError('BAD_REQUEST', MENTORSHIP_MESSAGES.country, {
      errors: { country: MENTORSHIP_MESSAGES.country },
    });
}

/** Records the received document (already checked by content and size and stored); its file id. */
export async function recordDocument(
  tx: Db,
  upload: ReceivedUpload | undefined,
  kind: 'research_document' | 'consultation_document',
): Promise<string | null> {
  if (!upload) return null;
  const [row] = await tx
    .insert(files)
    .values({
      ownerId: null,
      kind,
      storageKey: upload.key,
      originalName: upload.name,
      mimeType: upload.mime,
      sizeBytes: upload.size,
    })
    .returning({ id: files.id });
  return row!.id;
}
