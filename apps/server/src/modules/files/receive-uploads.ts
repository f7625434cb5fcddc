// Reads a multipart request (every upload route, through withUploadedForm): text fields
// into an object, files checked one by one as they arrive (count, size, type by content, the
// virus scanner when one is configured) and put in the file store at once, so that memory holds
// one file at a time. Public images become WebP variants; a document's image is decoded and
// written again, a document's PDF is checked for active content (check-pdf.ts). If anything is
// refused, the files already stored are removed again.
import crypto from 'node:crypto';
import type { FastifyRequest } from 'fastify';
import { AppError } from '@tm/shared/errors';
import { DIALOG_TITLES } from '@tm/shared/messages';
import {
  UPLOAD_RULES,
  fileTooLarge,
  tooManyFiles,
  type FileKind,
  type UploadField,
} from '@tm/shared/rules/uploads';
import type { FileStore } from '../../ports/files';
import { inspectUpload, uploadError } from './inspect-upload';
import { deleteStored, reencodeDocumentImage, storeImage } from './process-image';
import { checkPdf } from './check-pdf';
import { MSG_CONTROL_CHAR, hasControlChars, stripControlChars } from '../../lib/control-chars';

export interface ReceivedUpload {
  field: UploadField;
  /** The name the user's file had (shown back to them; never used as a storage path). */
  name: string;
  size: number;
  kind: FileKind;
  mime: string;
  /** Where the bytes were put in the file store. */
  key: string;
}

export interface ReceivedForm {
  fields: Record<string, string | string[]>;
  uploads: ReceivedUpload[];
  /** Removes the stored files (when the request is refused after they were received). */
  discard(): Promise<void>;
}

/** Another name a screen may give a file field (the issue calls the photo field "photo"). */
const FIELD_ALIASES: Record<string, UploadField> = { photo: 'profilePhoto' };

export const MSG_INFECTED = 'This file did not pass our virus check. Please upload another file.';
export const MSG_SCANNER_DOWN =
  'Uploads cannot be checked for viruses right now. Please try again in a few minutes.';

/** The port's verdict on one file: 400 for a virus, 503 when the scanner gives no answer. */
async function scanForViruses(request: FastifyRequest, field: UploadField, data: Buffer) {
  const scanner = request.server.ports.virusScanner;
  if (scanner.kind === 'none') return;
  let verdict;
  try {
    verdict = await scanner.scan(data);
  } catch (err) {
    request.log.error({ err }, 'virus scanner gave no answer');
    throw new AppError('SERVICE_UNAVAILABLE', MSG_SCANNER_DOWN);
  }
  if (!verdict.infected) return;
  request.log.warn({ field, signature: verdict.signature }, 'upload refused by the virus scanner');
  throw new AppError('BAD_REQUEST', MSG_INFECTED, {
    code: 'INFECTED_FILE',
    title: DIALOG_TITLES.invalidFileType,
    field,
  });
}

/** What is kept of a document: its image written again, its PDF as sent once checked. */
async function prepareDocument(field: UploadField, kind: FileKind, data: Buffer): Promise<Buffer> {
  if (kind === 'png' || kind === 'jpg' || kind === 'gif') return reencodeDocumentImage(data, kind);
  if (kind === 'pdf') await checkPdf(field, data);
  return data; // Word files: judged by their content's type only (and the virus scanner)
}

function fieldName(raw: string): string {
  return raw.endsWith('[]') ? raw.slice(0, -2) : raw;
}

/** The store folder of a field's files: public images by kind, private documents by kind. */
function folderFor(field: UploadField): string {
  const rule = UPLOAD_RULES[field];
  if (!rule.isPublic) return `private/${rule.storedAs}`;
  return rule.storedAs === 'blog_image' ? 'public/blog-images' : 'public/photos';
}

export function storageKeyFor(field: UploadField, kind: FileKind): string {
  return `${folderFor(field)}/${crypto.randomUUID()}.${kind}`;
}

async function readLimited(file: AsyncIterable<Buffer>, maxBytes: number): Promise<Buffer | null> {
  const chunks: Buffer[] = [];
  let size = 0;
  let tooLarge = false;
  for await (const chunk of file) {
    size += chunk.length;
    if (size > maxBytes)
      tooLarge = true; // keep reading (and dropping) so the request ends cleanly
    else chunks.push(chunk);
  }
  return tooLarge ? null : Buffer.concat(chunks);
}

export async function receiveMultipart(
  request: FastifyRequest,
  opts: {
    store: FileStore;
    allowed: readonly UploadField[];
    /** Other names the form gives its file fields (the mentorship forms call theirs "document"). */
    aliases?: Record<string, UploadField>;
    /** What the request must carry, said (400) when it is not multipart or names another file. */
    expect?: string;
  },
): Promise<ReceivedForm> {
  if (!request.isMultipart())
    throw opts.expect
      ? new AppError('BAD_REQUEST', opts.expect)
      : new AppError('UNSUPPORTED_MEDIA_TYPE', 'Please send the form as multipart/form-data.');
  const fields: Record<string, string | string[]> = {};
  const uploads: ReceivedUpload[] = [];
  const discard = async () => {
    await Promise.allSettled(uploads.map((u) => deleteStored(opts.store, u.key)));
  };
  let storing = false; // a file store failure is ours (500), not a malformed request
  try {
    for await (const part of request.parts()) {
      const name = fieldName(part.fieldname);
      if (part.type === 'field') {
        const value = String(part.value ?? '');
        if (hasControlChars(value) || hasControlChars(name))
          throw new AppError('BAD_REQUEST', MSG_CONTROL_CHAR);
        const prev = fields[name];
        fields[name] =
          prev === undefined ? value : [...(Array.isArray(prev) ? prev : [prev]), value];
        continue;
      }
      const field = (opts.aliases?.[name] ?? FIELD_ALIASES[name] ?? name) as UploadField;
      if (!opts.allowed.includes(field)) {
        await readLimited(part.file, 0);
        throw new AppError('BAD_REQUEST', opts.expect ?? `Unexpected file field "${name}".`);
      }
      const rule = UPLOAD_RULES[field];
      if (uploads.filter((u) => u.field === field).length + 1 > rule.maxFiles) {
        await readLimited(part.file, 0);
        throw uploadError(tooManyFiles(field));
      }
      // Reads up to the field's limit; the shared rule then decides the boundary ("under 5 MB").
      const data = await readLimited(part.file, rule.maxBytes);
      if (!data || part.file.truncated) throw uploadError(fileTooLarge(field));
      const originalName = (stripControlChars(part.filename ?? '') || 'file').slice(0, 200);
      const { kind, mime } = await inspectUpload(field, originalName, data);
      await scanForViruses(request, field, data);
      if (rule.isPublic) {
        // A public photo: pixel limit, then WebP variants without metadata (process-image.ts).
        const image = await storeImage(opts.store, folderFor(field), data);
        uploads.push({
          field,
          name: originalName,
          size: image.size,
          kind,
          mime: image.mime,
          key: image.key,
        });
        continue;
      }
      const kept = await prepareDocument(field, kind, data);
      const key = storageKeyFor(field, kind);
      storing = true;
      await opts.store.put(key, kept, mime);
      storing = false;
      uploads.push({ field, name: originalName, size: kept.length, kind, mime, key });
    }
  } catch (err) {
    await discard();
    if (err instanceof AppError || storing) throw err;
    const e = err as { code?: string; statusCode?: number };
    if (e.code === 'FST_FILES_LIMIT')
      throw new AppError('BAD_REQUEST', 'Too many files in one request.');
    // The multipart plugin's own limits carry a 4xx status; anything else from the parser
    // (a cut-off or malformed body) is the client's too, never a 500.
    if (e.statusCode && e.statusCode >= 400 && e.statusCode < 500) throw err;
    throw new AppError(
      'BAD_REQUEST',
      'The form could not be read: the upload was interrupted or malformed. Please try again.',
    );
  }
  return { fields, uploads, discard };
}
