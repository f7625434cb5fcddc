// Builds the multipart body of the tutor form, as the wizard sends it: lists as JSON arrays,
// numbers as text, files with their names.
import type { InjectOptions } from 'fastify';
import { VALID_FILE_COUNTS, validTutorFields } from '@tm/shared/schemas/tutor-form.cases';
import { sampleDocx, samplePdf, samplePng } from '../../src/seed/sample-files';

export interface UploadSpec {
  field: string;
  name: string;
  data: Buffer;
  type?: string;
}

export async function multipart(
  fields: Record<string, unknown>,
  files: UploadSpec[] = [],
): Promise<Pick<InjectOptions, 'payload' | 'headers'>> {
  const form = new FormData();
  for (const [key, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    form.append(key, Array.isArray(value) ? JSON.stringify(value) : String(value));
  }
  for (const f of files)
    form.append(
      f.field,
      new Blob([new Uint8Array(f.data)], { type: f.type ?? 'application/octet-stream' }),
      f.name,
    );
  const request = new Request('http://localhost/', { method: 'POST', body: form });
  return {
    payload: Buffer.from(await request.arrayBuffer()),
    headers: { 'content-type': request.headers.get('content-type')! },
  };
}

/** The valid form's files (a real PNG photo, PDF certificates, PNG government ids, ...), by count. */
export function validFiles(
  counts: Partial<Record<keyof typeof VALID_FILE_COUNTS, number>> = {},
): UploadSpec[] {
  const c = { ...VALID_FILE_COUNTS, ...counts };
  const out: UploadSpec[] = [];
  if (c.profilePhoto)
    out.push({ field: 'profilePhoto', name: 'me.png', data: samplePng(), type: 'image/png' });
  for (let i = 0; i < c.certificates; i++)
    out.push({
      field: 'certificates',
      name: `certificate-${i}.pdf`,
      data: samplePdf([`Certificate ${i}`]),
      type: 'application/pdf',
    });
  for (let i = 0; i < c.govt_ids; i++)
    out.push({
      field: 'govt_ids',
      name: `aadhaar-${i}.png`,
      data: samplePng({ rgb: [200, 120, 40] }),
      type: 'image/png',
    });
  if (c.resume) out.push({ field: 'resume', name: 'cv.docx', data: sampleDocx() });
  if (c.addressProof)
    out.push({
      field: 'addressProof',
      name: 'proof.pdf',
      data: samplePdf(['Address proof']),
      type: 'application/pdf',
    });
  return out;
}

export function tutorFields(patch: Record<string, unknown> = {}): Record<string, unknown> {
  const fields = validTutorFields();
  for (const [k, v] of Object.entries(patch)) {
    if (v === undefined) delete fields[k];
    else fields[k] = v;
  }
  return fields;
}
