// PUT /api/tutor-account (core-marketplace §2 Tutor account): saves the editable sections and,
// optionally, a new photo and new documents, re-checking every rule on the server. Gender, birth
// date, phone and email are locked (the schema has no place for them). A rejected tutor may
// resubmit, which sends the profile back to review.
import { eq } from 'drizzle-orm';
import { AppError } from '@tm/shared/errors';
import { updateTutorAccountSchema } from '@tm/shared/schemas/tutor-form';
import type { UserDto } from '@tm/shared/schemas/user';
import type { Db } from '../../db/client';
import { tutorProfiles } from '../../db/schema/tutor-profiles';
import { users } from '../../db/schema/users';
import type { FileStore } from '../../ports/files';
import type { AuthUser } from '../auth/tokens';
import type { ReceivedForm } from '../files/receive-uploads';
import { loadUserDto } from '../users/user-dto';
import { checkReferences } from '../lookups/check-references';
import { editableProfileColumns } from './profile-columns';
import { refreshTutorPriceInr } from './price-inr';
import {
  documentsAsFileValues,
  loadTutorDocumentsWire,
  saveTutorUploads,
  uploadsAsFileValues,
} from './tutor-documents';
import { formError } from './validation-error';
import { deleteStored } from '../files/process-image';

export const MSG_DOCUMENTS_LOCKED =
  'Your documents have been verified and can no longer be replaced.';
export const MSG_NOT_REJECTED = 'Only a rejected profile can be resubmitted for review.';

export async function updateTutorAccount(opts: {
  db: Db;
  store: FileStore;
  user: AuthUser;
  form: ReceivedForm;
}): Promise<UserDto> {
  const { db, user, form } = opts;
  const [profile] = await db
    .select()
    .from(tutorProfiles)
    .where(eq(tutorProfiles.userId, user.id))
    .limit(1);
  if (!profile) throw new AppError('NOT_FOUND', 'Your tutor profile was not found.');
  const newDocuments = form.uploads.filter((u) => u.field !== 'profilePhoto');
  // Verified documents were what the admin approved; swapping them would bypass the review.
  if (profile.verificationStatus === 'verified' && newDocuments.length)
    throw new AppError('CONFLICT', MSG_DOCUMENTS_LOCKED);

  const stored = documentsAsFileValues(await loadTutorDocumentsWire(db, user.id));
  const fresh = (field: Parameters<typeof uploadsAsFileValues>[1]) =>
    uploadsAsFileValues(form.uploads, field);
  const parsed = updateTutorAccountSchema.safeParse({
    ...form.fields,
    profilePhoto: fresh('profilePhoto')[0],
    certificates: fresh('certificates'),
    govt_ids: fresh('govt_ids'),
    resume: fresh('resume')[0] ?? stored.resume,
    addressProof: fresh('addressProof')[0] ?? stored.addressProof,
  });
  if (!parsed.success) throw formError(parsed.error);
  const values = parsed.data;
  if (values.resubmit && profile.verificationStatus !== 'rejected')
    throw new AppError('CONFLICT', MSG_NOT_REJECTED);
  await checkReferences(db, values);

  const now = new Date();
  const replacedKeys = await db.transaction(async (tx) => {
    // Re-check under the row lock that an admin's decision also takes (review-tutor.ts), so a
    // document swap cannot slip in between the check above and an approval.
    const [locked] = await tx
      .select({ status: tutorProfiles.verificationStatus })
      .from(tutorProfiles)
      .where(eq(tutorProfiles.userId, user.id))
      .for('update');
    if (locked?.status === 'verified' && newDocuments.length)
      throw new AppError('CONFLICT', MSG_DOCUMENTS_LOCKED);
    const saved = await saveTutorUploads(tx, user.id, form.uploads);
    await tx
      .update(tutorProfiles)
      .set({
        ...editableProfileColumns(values),
        updatedAt: now,
        // New documents while awaiting review are a new submission: an admin who opened the
        // older one cannot approve it (approveTutorRequestSchema).
        ...(locked?.status === 'pending' && newDocuments.length ? { submittedAt: now } : {}),
        ...(values.resubmit
          ? {
              verificationStatus: 'pending' as const,
              rejectionReason: null,
              submittedAt: now,
              reviewedAt: null,
            }
          : {}),
      })
      .where(eq(tutorProfiles.userId, user.id));
    await tx
      .update(users)
      .set({
        fullName: values.fullName,
        updatedAt: now,
        ...(saved.photoKey ? { profilePhotoKey: saved.photoKey } : {}),
      })
      .where(eq(users.id, user.id));
    await refreshTutorPriceInr(tx, user.id);
    return saved.replacedKeys;
  });
  await Promise.allSettled(replacedKeys.map((key) => deleteStored(opts.store, key)));
  return (await loadUserDto(db, user.id))!;
}
