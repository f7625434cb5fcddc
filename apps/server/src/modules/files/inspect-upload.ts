// Judges an uploaded file by its bytes (core-marketplace §5 upload rules, issue: magic bytes, not
// the name). The shared rule reads the signature and checks that the name agrees; file-type then
// confirms the format from the whole header (a .docx must really be a Word document, not any zip).
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '@tm/shared/errors';
import {
  FILE_KIND_MIME,
  SNIFF_BYTES,
  checkUpload,
  invalidFileType,
  type FileKind,
  type UploadField,
  type UploadProblem,
} from '@tm/shared/rules/uploads';

/** What file-type calls each accepted kind. */
const FILE_TYPE_EXT: Record<FileKind, string> = {
  pdf: 'pdf',
  png: 'png',
  jpg: 'jpg',
  gif: 'gif',
  doc: 'cfb',
  docx: 'docx',
};

/** A refused upload as a 400 answer that carries the dialog's title (§8: Invalid File Type, ...). */
export function uploadError(problem: UploadProblem): AppError {
  return new AppError('BAD_REQUEST', problem.message, {
    code: problem.code,
    title: problem.title,
    field: problem.field,
  });
}

export async function inspectUpload(
  field: UploadField,
  name: string,
  data: Buffer,
): Promise<{ kind: FileKind; mime: string }> {
  const checked = checkUpload(field, { name, size: data.length }, data.subarray(0, SNIFF_BYTES));
  if ('problem' in checked) throw uploadError(checked.problem);
  const detected = await fileTypeFromBuffer(data);
  if (detected?.ext !== FILE_TYPE_EXT[checked.kind]) throw uploadError(invalidFileType(field));
  return { kind: checked.kind, mime: FILE_KIND_MIME[checked.kind] };
}
