// A tutor's documents (resume, certificates, government ids, address proof) and photo: reading
// them for the wire, and replacing them with newly received uploads inside a transaction.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { StoredFileKind, UploadField } from '@tm/shared/rules/uploads';
import { UPLOAD_RULES } from '@tm/shared/rules/uploads';
import type { FileLike } from '@tm/shared/schemas/tutor-form';
import type { Db } from '../../db/client';
import { files } from '../../db/schema/files';
import { tutorDocuments } from '../../db/schema/tutor-profiles';
import { privateFileUrl } from '../../lib/file-url';
import type { ReceivedUpload } from '../files/receive-uploads';

type DocumentKind = (typeof tutorDocuments.$inferSelect)['kind'];

/** A stored document as the owner and admins see it; `url` needs the bearer token. */
export interface DocumentRef {
  _id: string;
  name: string;
  url: string;
  mimeType: string;
  size: number;
  createdAt: string;
}

/** The spec's field names (core-marketplace §3) for the documents. */
export interface TutorDocumentsWire {
  resume: DocumentRef | null;
  certificates: DocumentRef[];
  govt_ids: DocumentRef[];
  addressProof: DocumentRef | null;
}

const FIELD_OF_KIND: Record<DocumentKind, 'resume' | 'certificates' | 'govt_ids' | 'addressProof'> =
  {
    resume: 'resume',
    certificate: 'certificates',
    govt_id: 'govt_ids',
    address_proof: 'addressProof',
  };

export function emptyDocuments(): TutorDocumentsWire {
  return { resume: null, certificates: [], govt_ids: [], addressProof: null };
}

/** Documents of several tutors at once (the admin queue), keyed by tutor id. */
export async function loadTutorDocuments(
  db: Db,
  tutorIds: string[],
): Promise<Map<string, TutorDocumentsWire>> {
  const out = new Map<string, TutorDocumentsWire>(tutorIds.map((id) => [id, emptyDocuments()]));
  if (!tutorIds.length) return out;
  const rows = await db
    .select({ tutorId: tutorDocuments.tutorId, kind: tutorDocuments.kind, file: files })
    .from(tutorDocuments)
    .innerJoin(files, eq(files.id, tutorDocuments.fileId))
    .where(inArray(tutorDocuments.tutorId, tutorIds))
    .orderBy(asc(tutorDocuments.createdAt), asc(files.originalName));
  for (const r of rows) {
    const docs = out.get(r.tutorId)!;
    const ref: DocumentRef = {
      _id: r.file.id,
      name: r.file.originalName,
      url: privateFileUrl(r.file.id),
      mimeType: r.file.mimeType,
      size: r.file.sizeBytes,
      createdAt: r.file.createdAt.toISOString(),
    };
    const field = FIELD_OF_KIND[r.kind];
    if (field === 'certificates' || field === 'govt_ids') docs[field].push(ref);
    else docs[field] = ref;
  }
  return out;
}

export async function loadTutorDocumentsWire(db: Db, tutorId: string): Promise<TutorDocumentsWire> {
  return (await loadTutorDocuments(db, [tutorId])).get(tutorId)!;
}

/** Stored documents as file values for the form rules (a stored file counts as chosen). */
export function documentsAsFileValues(
  docs: TutorDocumentsWire,
): Record<
  'resume' | 'certificates' | 'govt_ids' | 'addressProof',
  FileLike | FileLike[] | undefined
> {
  const asFile = (d: DocumentRef) => ({ name: d.name, size: d.size });
  return {
    resume: docs.resume ? asFile(docs.resume) : undefined,
    certificates: docs.certificates.map(asFile),
    govt_ids: docs.govt_ids.map(asFile),
    addressProof: docs.addressProof ? asFile(docs.addressProof) : undefined,
  };
}

/** Uploads of one field as the form rules see them. */
export function uploadsAsFileValues(uploads: ReceivedUpload[], field: UploadField): FileLike[] {
  return uploads.filter((u) => u.field === field).map((u) => ({ name: u.name, size: u.size }));
}

/**
 * Records received uploads for a tutor: each field that got new files replaces that field's old
 * ones (a new photo replaces the old photo). Returns the new photo's key, if any, and the storage
 * keys of replaced files, to delete once the transaction has committed.
 */
export async function saveTutorUploads(
  tx: Db,
  tutorId: string,
  uploads: ReceivedUpload[],
): Promise<{ photoKey: string | null; replacedKeys: string[] }> {
  const replacedKeys: string[] = [];
  let photoKey: string | null = null;
  const fieldsWithUploads = [...new Set(uploads.map((u) => u.field))];
  for (const field of fieldsWithUploads) {
    const storedAs: StoredFileKind = UPLOAD_RULES[field].storedAs;
    const fresh = uploads.filter((u) => u.field === field);
    const old = await tx
      .select({ id: files.id, key: files.storageKey })
      .from(files)
      .where(and(eq(files.ownerId, tutorId), eq(files.kind, storedAs)));
    if (old.length) {
      await tx.delete(files).where(
        inArray(
          files.id,
          old.map((o) => o.id),
        ),
      ); // cascades to tutor_documents
      replacedKeys.push(...old.map((o) => o.key));
    }
    const inserted = await tx
      .insert(files)
      .values(
        fresh.map((u) => ({
          ownerId: tutorId,
          kind: storedAs,
          storageKey: u.key,
          originalName: u.name,
          mimeType: u.mime,
          sizeBytes: u.size,
        })),
      )
      .returning({ id: files.id, key: files.storageKey });
    if (storedAs === 'photo') photoKey = inserted[0]!.key;
    else if (storedAs in FIELD_OF_KIND)
      await tx
        .insert(tutorDocuments)
        .values(inserted.map((f) => ({ tutorId, fileId: f.id, kind: storedAs as DocumentKind })));
  }
  return { photoKey, replacedKeys };
}
