// POST /api/submit-tutor-form (core-marketplace §4 Sign-up, §5 final submit): the six-step form
// with its files. A first submission creates the profile and sends it to review; a tutor whose
// profile was rejected may submit again (stored documents count unless replaced).
import { eq } from 'drizzle-orm';
import { AppError } from '@tm/shared/errors';
import { submitTutorFormSchema } from '@tm/shared/schemas/tutor-form';
import type { UserDto } from '@tm/shared/schemas/user';
import type { Db } from '../../db/client';
import { tutorProfiles } from '../../db/schema/tutor-profiles';
import { users } from '../../db/schema/users';
import type { FileStore } from '../../ports/files';
import type { AuthUser } from '../auth/tokens';
import type { ReceivedForm } from '../files/receive-uploads';
import { loadUserDto } from '../users/user-dto';
import { checkReferences } from '../lookups/check-references';
import { submittedProfileColumns } from './profile-columns';
import { refreshTutorPriceInr } from './price-inr';
import {
  documentsAsFileValues,
  loadTutorDocumentsWire,
  saveTutorUploads,
  uploadsAsFileValues,
} from './tutor-documents';
import { formError } from './validation-error';
import { deleteStored } from '../files/process-image';

export const MSG_ALREADY_SUBMITTED = 'Your tutor form has already been submitted.';

/**
 * A tutor whose form is in (and not rejected) who sends the form again means to update it: a
 * spec client has no other path for "tutor profile update with file fields". Such a request is
 * taken by updateTutorAccount with the account page's rules.
 */
export async function isTutorFormUpdate(db: Db, user: AuthUser): Promise<boolean> {
  if (!user.isFormSubmitted) return false;
  const [profile] = await db
    .select({ status: tutorProfiles.verificationStatus })
    .from(tutorProfiles)
    .where(eq(tutorProfiles.userId, user.id))
    .limit(1);
  return Boolean(profile) && profile!.status !== 'rejected';
}

export async function submitTutorForm(opts: {
  db: Db;
  store: FileStore;
  user: AuthUser;
  form: ReceivedForm;
}): Promise<UserDto> {
  const { db, user, form } = opts;
  if (user.role !== 'tutor')
    throw new AppError('FORBIDDEN', 'Only tutors can submit the tutor form.');
  const [existing] = await db
    .select()
    .from(tutorProfiles)
    .where(eq(tutorProfiles.userId, user.id))
    .limit(1);
  const isResubmission = user.isFormSubmitted && existing?.verificationStatus === 'rejected';
  if (user.isFormSubmitted && !isResubmission)
    throw new AppError('CONFLICT', MSG_ALREADY_SUBMITTED);

  const stored = documentsAsFileValues(await loadTutorDocumentsWire(db, user.id));
  const fresh = (field: Parameters<typeof uploadsAsFileValues>[1]) =>
    uploadsAsFileValues(form.uploads, field);
  const newer = <T>(list: T[], fallback: T[] | T | undefined) => (list.length ? list : fallback);
  const parsed = submitTutorFormSchema.safeParse({
    ...form.fields,
    profilePhoto:
      fresh('profilePhoto')[0] ??
      (user.profilePhotoKey ? { name: 'current photo', size: 0 } : undefined),
    certificates: newer(fresh('certificates'), stored.certificates),
    govt_ids: newer(fresh('govt_ids'), stored.govt_ids),
    resume: fresh('resume')[0] ?? stored.resume,
    addressProof: fresh('addressProof')[0] ?? stored.addressProof,
  });
  if (!parsed.success) throw formError(parsed.error);
  const values = parsed.data;
  await checkReferences(db, values);

  const now = new Date();
  const replacedKeys = await db.transaction(async (tx) => {
    // Two submissions at once: the second waits here and is refused like a late one.
    const [locked] = await tx
      .select({ isFormSubmitted: users.isFormSubmitted })
      .from(users)
      .where(eq(users.id, user.id))
      .for('update');
    if (locked?.isFormSubmitted && !isResubmission)
      throw new AppError('CONFLICT', MSG_ALREADY_SUBMITTED);
    const saved = await saveTutorUploads(tx, user.id, form.uploads);
    const columns = {
      ...submittedProfileColumns(values),
      verificationStatus: 'pending' as const,
      rejectionReason: null,
      submittedAt: now,
      reviewedAt: null,
      updatedAt: now,
    };
    await tx
      .insert(tutorProfiles)
      .values({ userId: user.id, ...columns })
      .onConflictDoUpdate({ target: tutorProfiles.userId, set: columns });
    await tx
      .update(users)
      .set({
        fullName: values.fullName,
        isFormSubmitted: true,
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
