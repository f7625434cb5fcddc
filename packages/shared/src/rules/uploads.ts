// Upload rules of core-marketplace §5 (steps 2–4, account photo) and §9 (5 files per multi-upload,
// photo under 5 MB), shared by the screens (checked when a file is chosen) and the server (checked
// again on the bytes it receives). A file is judged by its content (magic bytes, read by file-type),
// and its name's extension must agree with it: a text file or a program renamed to .pdf is refused.
import { LIMITS } from '../constants/marketplace';
import { DIALOG_TITLES, MSG } from '../messages';

/** The document and image types the product accepts. `doc` is legacy Word (a CFB container). */
export type FileKind = 'pdf' | 'png' | 'jpg' | 'gif' | 'doc' | 'docx';

export const FILE_KIND_MIME: Record<FileKind, string> = {
  pdf: 'application/pdf',
  png: 'image/png',
  jpg: 'image/jpeg',
  gif: 'image/gif',
  doc: 'application/msword',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
};

/** Extensions a file of each kind may carry. */
export const FILE_KIND_EXTENSIONS: Record<FileKind, readonly string[]> = {
  pdf: ['pdf'],
  png: ['png'],
  jpg: ['jpg', 'jpeg'],
  gif: ['gif'],
  doc: ['doc'],
  docx: ['docx'],
};

/**
 * What a content sniffer (file-type, by magic bytes) calls each accepted kind. file-type is the
 * one sniffer: the server runs it on the whole file, the browser on a file's first bytes.
 */
const DETECTED_KINDS: Record<string, FileKind> = {
  pdf: 'pdf',
  png: 'png',
  jpg: 'jpg',
  gif: 'gif',
  cfb: 'doc', // legacy Word is a CFB container
  docx: 'docx',
};

export const UPLOAD_FIELDS = [
  'profilePhoto',
  'resume',
  'certificates',
  'govt_ids',
  'addressProof',
] as const;
/** The optional document of the PhD mentorship forms (mentorship-policies-video §5). */
export const MENTORSHIP_UPLOAD_FIELDS = ['researchDocument', 'consultationDocument'] as const;
/** The admin blog editor's image (its rule is the account photo's, §5). */
export const CONTENT_UPLOAD_FIELDS = ['blogImage'] as const;
/** A message's attachment (an image or a PDF), private to the conversation's two people. */
export const MESSAGE_UPLOAD_FIELDS = ['messageAttachment'] as const;
export type UploadField =
  | (typeof UPLOAD_FIELDS)[number]
  | (typeof MENTORSHIP_UPLOAD_FIELDS)[number]
  | (typeof CONTENT_UPLOAD_FIELDS)[number]
  | (typeof MESSAGE_UPLOAD_FIELDS)[number];

/** The `files.kind` a field's uploads are stored as. */
export type StoredFileKind =
  | 'photo'
  | 'resume'
  | 'certificate'
  | 'govt_id'
  | 'address_proof'
  | 'research_document'
  | 'consultation_document'
  | 'blog_image'
  | 'message_attachment';

export interface UploadRule {
  field: UploadField;
  label: string;
  multiple: boolean;
  maxFiles: number;
  /** Largest accepted size in bytes (see `withinSize` for how the limit applies). */
  maxBytes: number;
  /** The photo must be strictly under its limit (§9 "under 5 MB"); documents may equal theirs. */
  strictlyUnder: boolean;
  kinds: readonly FileKind[];
  storedAs: StoredFileKind;
  /** Public files are served to anyone; the others only to their tutor and admins. */
  isPublic: boolean;
  typeMessage: string;
  sizeMessage: string;
}

const mb = (bytes: number) => `${Math.round(bytes / (1024 * 1024))}MB`;
const documentType = (exts: string) => `Please select a valid file (${exts}).`;
/** Not in the spec (it gives only the photo's): documents may be up to LIMITS.documentMaxBytes. */
const documentSize = `Please select a file smaller than ${mb(LIMITS.documentMaxBytes)}.`;

/** §5 "Account photo": jpeg, jpg, png, gif, under 5 MB, with the spec's two messages. */
const PHOTO_RULE: UploadRule = {
  field: 'profilePhoto',
  label: 'Profile photo',
  multiple: false,
  maxFiles: 1,
  maxBytes: LIMITS.photoMaxBytes,
  strictlyUnder: true,
  kinds: ['jpg', 'png', 'gif'],
  storedAs: 'photo',
  isPublic: true,
  typeMessage: MSG.invalidImageType,
  sizeMessage: MSG.imageTooLarge,
};

export const UPLOAD_RULES: Record<UploadField, UploadRule> = {
  // §5 step 2 "profile photo (an image)" and "Account photo": jpeg, jpg, png, gif, under 5 MB.
  profilePhoto: PHOTO_RULE,
  // §5 step 4: resume optional (pdf, doc, docx).
  resume: {
    field: 'resume',
    label: 'Resume',
    multiple: false,
    maxFiles: 1,
    maxBytes: LIMITS.documentMaxBytes,
    strictlyUnder: false,
    kinds: ['pdf', 'doc', 'docx'],
    storedAs: 'resume',
    isPublic: false,
    typeMessage: documentType('pdf, doc, docx'),
    sizeMessage: documentSize,
  },
  // §5 step 4: certificates and government ids (multiple; pdf, jpg, png), at most 5 each (§9).
  certificates: {
    field: 'certificates',
    label: 'Certificates',
    multiple: true,
    maxFiles: LIMITS.filesPerMultiUpload,
    maxBytes: LIMITS.documentMaxBytes,
    strictlyUnder: false,
    kinds: ['pdf', 'jpg', 'png'],
    storedAs: 'certificate',
    isPublic: false,
    typeMessage: documentType('pdf, jpg, png'),
    sizeMessage: documentSize,
  },
  govt_ids: {
    field: 'govt_ids',
    label: 'Government IDs',
    multiple: true,
    maxFiles: LIMITS.filesPerMultiUpload,
    maxBytes: LIMITS.documentMaxBytes,
    strictlyUnder: false,
    kinds: ['pdf', 'jpg', 'png'],
    storedAs: 'govt_id',
    isPublic: false,
    typeMessage: documentType('pdf, jpg, png'),
    sizeMessage: documentSize,
  },
  // §5 step 3: address proof (pdf, doc, docx, jpg, png), required with At Tutor Place.
  addressProof: {
    field: 'addressProof',
    label: 'Address proof',
    multiple: false,
    maxFiles: 1,
    maxBytes: LIMITS.documentMaxBytes,
    strictlyUnder: false,
    kinds: ['pdf', 'doc', 'docx', 'jpg', 'png'],
    storedAs: 'address_proof',
    isPublic: false,
    typeMessage: documentType('pdf, doc, docx, jpg, png'),
    sizeMessage: documentSize,
  },
  // mentorship-policies-video §5: the research form's document (pdf, doc, docx, jpg, png) and the
  // consultation form's (pdf, doc, docx); both optional, private (admins only).
  researchDocument: {
    field: 'researchDocument',
    label: 'Document',
    multiple: false,
    maxFiles: 1,
    maxBytes: LIMITS.documentMaxBytes,
    strictlyUnder: false,
    kinds: ['pdf', 'doc', 'docx', 'jpg', 'png'],
    storedAs: 'research_document',
    isPublic: false,
    typeMessage: documentType('pdf, doc, docx, jpg, png'),
    sizeMessage: documentSize,
  },
  consultationDocument: {
    field: 'consultationDocument',
    label: 'Document',
    multiple: false,
    maxFiles: 1,
    maxBytes: LIMITS.documentMaxBytes,
    strictlyUnder: false,
    kinds: ['pdf', 'doc', 'docx'],
    storedAs: 'consultation_document',
    isPublic: false,
    typeMessage: documentType('pdf, doc, docx'),
    sizeMessage: documentSize,
  },
  // Messages: images and PDFs, private to the conversation (served after its access check).
  messageAttachment: {
    field: 'messageAttachment',
    label: 'Attachment',
    multiple: false,
    maxFiles: 1,
    maxBytes: LIMITS.documentMaxBytes,
    strictlyUnder: false,
    kinds: ['pdf', 'jpg', 'png'],
    storedAs: 'message_attachment',
    isPublic: false,
    typeMessage: documentType('pdf, jpg, png'),
    sizeMessage: documentSize,
  },
  // Blog images follow the photo rule: one rule, one status and one message.
  blogImage: { ...PHOTO_RULE, field: 'blogImage', label: 'Image', storedAs: 'blog_image' },
};

/** The `accept` attribute for a field's file input (a hint only; the content decides). */
export function acceptAttribute(field: UploadField): string {
  const rule = UPLOAD_RULES[field];
  return rule.kinds
    .flatMap((k) => [...FILE_KIND_EXTENSIONS[k].map((e) => `.${e}`), FILE_KIND_MIME[k]])
    .join(',');
}

export function extensionOf(name: string): string {
  const dot = name.lastIndexOf('.');
  return dot < 0 ? '' : name.slice(dot + 1).toLowerCase();
}

export type UploadProblemCode = 'TOO_MANY_FILES' | 'INVALID_FILE_TYPE' | 'FILE_TOO_LARGE';
/** A refused upload: the dialog title and message of core-marketplace §8. */
export interface UploadProblem {
  code: UploadProblemCode;
  title: string;
  message: string;
  field: UploadField;
}

export function tooManyFiles(field: UploadField): UploadProblem {
  return {
    code: 'TOO_MANY_FILES',
    title: DIALOG_TITLES.tooManyFiles,
    message: MSG.tooManyFiles,
    field,
  };
}
export function invalidFileType(field: UploadField): UploadProblem {
  return {
    code: 'INVALID_FILE_TYPE',
    title: DIALOG_TITLES.invalidFileType,
    message: UPLOAD_RULES[field].typeMessage,
    field,
  };
}
export function fileTooLarge(field: UploadField): UploadProblem {
  return {
    code: 'FILE_TOO_LARGE',
    title: DIALOG_TITLES.fileTooLarge,
    message: UPLOAD_RULES[field].sizeMessage,
    field,
  };
}

/** Too Many Files when a field would hold more than it may (§5 step 4: "up to 5 files"). */
export function checkFileCount(field: UploadField, count: number): UploadProblem | null {
  return count > UPLOAD_RULES[field].maxFiles ? tooManyFiles(field) : null;
}

export function withinSize(field: UploadField, size: number): boolean {
  const rule = UPLOAD_RULES[field];
  return rule.strictlyUnder ? size < rule.maxBytes : size <= rule.maxBytes;
}

/**
 * The accepted kind of a file from what its content was detected as (file-type's `ext`) and its
 * name, or null: the name's extension must agree with the content (a CFB container only as .doc).
 */
export function kindFromContent(
  detected: string | null | undefined,
  name: string,
): FileKind | null {
  const kind = detected ? DETECTED_KINDS[detected] : undefined;
  if (!kind || !FILE_KIND_EXTENSIONS[kind].includes(extensionOf(name))) return null;
  return kind;
}

/**
 * Checks one chosen or received file: type by content (and a name that agrees with it), then size.
 * `detected` is what file-type read from the file's bytes (its `ext`), or null for unknown content.
 */
export function checkUpload(
  field: UploadField,
  file: { name: string; size: number },
  detected: string | null | undefined,
): { kind: FileKind } | { problem: UploadProblem } {
  const kind = kindFromContent(detected, file.name);
  if (!kind || !UPLOAD_RULES[field].kinds.includes(kind))
    return { problem: invalidFileType(field) };
  if (!withinSize(field, file.size)) return { problem: fileTooLarge(field) };
  return { kind };
}
