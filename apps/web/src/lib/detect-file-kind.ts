// The browser's cheap pre-check of a chosen file's content: file-type (the server's sniffer too)
// on the file's first bytes, so a text file renamed .pdf is refused at once with the §8 dialog.
// The server reads the whole file again and decides.
import { fileTypeFromBuffer } from 'file-type';

/** Enough for file-type to recognise every format the product accepts. */
const HEAD_BYTES = 4100;

/** What file-type calls the file's content (`pdf`, `png`, `docx`, ...), or undefined. */
export async function detectFileKind(file: Blob): Promise<string | undefined> {
  const head = new Uint8Array(await file.slice(0, HEAD_BYTES).arrayBuffer());
  const ext = (await fileTypeFromBuffer(head))?.ext;
  // A .docx's parts may lie past the first bytes, where only a zip shows: let it through here.
  return ext === 'zip' ? 'docx' : ext;
}
