// Judges an uploaded file by its bytes (core-marketplace §5 upload rules: magic bytes, not the
// name): file-type reads the content of the whole file (a .docx must really be a Word document,
// not any zip), and the shared rule checks that the name agrees and the field accepts that kind.
import { fileTypeFromBuffer } from 'file-type';
import { AppError } from '@tm/shared/errors';
import {
  FILE_KIND_MIME,
  checkUpload,
  type FileKind,
  type UploadField,
  type UploadProblem,
} from '@tm/shared/rules/uploads';

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
  const detected = await fileTypeFromBuffer(data);
  const checked = checkUpload(field, { name, size: data.length }, detected?.ext);
  if ('problem' in checked) throw uploadError(checked.problem);
  return { kind: checked.kind, mime: FILE_KIND_MIME[checked.kind] };
}
