// A PDF sent as a document is opened by an admin (and by the tutor): it must be a document, not a
// program. Refused: a file that does not parse as a PDF with at least one page, and one with
// JavaScript, a launch action (runs a program), embedded files or rich media, or web page markup
// (a PDF that is also an HTML page). Parsed with pdf-lib (@cantoo/pdf-lib, the maintained fork):
// every object, those packed in compressed object streams included, with escaped names decoded
// (/Java#53cript is /JavaScript). As a second look, the bytes outside streams are searched for the
// same names and for HTML, which also finds objects the parser skipped as malformed but a lenient
// reader might still run. The PDF is kept as sent (rewriting it would break digital signatures on
// certificates) and served as an attachment.
import { AppError } from '@tm/shared/errors';
import { DIALOG_TITLES } from '@tm/shared/messages';
import type { UploadField } from '@tm/shared/rules/uploads';

export const MSG_PDF_UNREADABLE = 'This PDF could not be read. Please upload another one.';
export const MSG_PDF_ACTIVE_CONTENT =
  'This PDF contains JavaScript, an action that opens a program, an attached file or web page code, which we do not accept. Please save it again as a plain PDF (for example with "Print to PDF") and upload that.';

/** Dictionary keys that only JavaScript, launch actions, attachments and rich media use. */
const ACTIVE_KEYS = new Set([
  'JS',
  'JavaScript',
  'EmbeddedFiles',
  'EmbeddedFile',
  'EF',
  'RichMedia',
]);
/** Names that mark such an object (/S /JavaScript, /S /Launch, /Type /EmbeddedFile, ...). */
const ACTIVE_NAMES = new Set([
  'JavaScript',
  'Launch',
  'EmbeddedFile',
  'FileAttachment',
  'GoToE',
  'RichMedia',
]);
const RAW_ACTIVE_NAME = /\/(?:JavaScript|JS|Launch|EmbeddedFiles?|RichMedia|GoToE)(?![\w.#-])/;
const RAW_HTML = /<(?:html|script|iframe|body|svg|object|embed)\b/i;

function refuse(field: UploadField, message: string): AppError {
  return new AppError('BAD_REQUEST', message, {
    code: 'INVALID_FILE_TYPE',
    title: DIALOG_TITLES.invalidFileType,
    field,
  });
}

/** The PDF's bytes outside its streams, with #xx escapes in names decoded. */
function textOutsideStreams(data: Buffer): string {
  return data
    .toString('latin1')
    .replace(/stream\r?\n[\s\S]*?endstream/g, ' ')
    .replace(/#([0-9A-Fa-f]{2})/g, (_, hex: string) => String.fromCharCode(parseInt(hex, 16)));
}

/** True when a parsed object, or anything inside it, is JavaScript, a launch action and so on. */
async function hasActiveObjects(data: Buffer): Promise<boolean | null> {
  const { PDFArray, PDFDict, PDFDocument, PDFName, PDFStream } = await import('@cantoo/pdf-lib');
  let doc;
  try {
    doc = await PDFDocument.load(data, {
      ignoreEncryption: true,
      throwOnInvalidObject: false,
      updateMetadata: false,
    });
    if (doc.getPageCount() < 1) return null;
  } catch {
    return null;
  }
  const stack: unknown[] = doc.context.enumerateIndirectObjects().map(([, object]) => object);
  while (stack.length) {
    const object = stack.pop();
    if (object instanceof PDFName) {
      if (ACTIVE_NAMES.has(object.decodeText())) return true;
    } else if (object instanceof PDFDict) {
      for (const [key, value] of object.entries()) {
        if (ACTIVE_KEYS.has(key.decodeText())) return true;
        stack.push(value);
      }
    } else if (object instanceof PDFArray) {
      stack.push(...object.asArray());
    } else if (object instanceof PDFStream) {
      stack.push(object.dict);
    }
  }
  return false;
}

/** Throws a 400 for a PDF that is unreadable or holds active content (see above). */
export async function checkPdf(field: UploadField, data: Buffer): Promise<void> {
  const text = textOutsideStreams(data);
  if (RAW_ACTIVE_NAME.test(text) || RAW_HTML.test(text))
    throw refuse(field, MSG_PDF_ACTIVE_CONTENT);
  const active = await hasActiveObjects(data);
  if (active === null) throw refuse(field, MSG_PDF_UNREADABLE);
  if (active) throw refuse(field, MSG_PDF_ACTIVE_CONTENT);
}
