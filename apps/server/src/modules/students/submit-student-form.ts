// POST /api/submit-student-form (core-marketplace §3 Student profile, §5 Student account, §7): the
// student completes or edits their profile, optionally with a new photo. Answers the updated user
// (§4: submitting the form replaces the stored user).
import { and, eq, inArray } from 'drizzle-orm';
import { DEFAULT_TIMEZONE } from '@tm/shared/constants/marketplace';
import { AppError } from '@tm/shared/errors';
import {
  STUDENT_FORM_MESSAGES as M,
  submitStudentFormRequestSchema,
} from '@tm/shared/schemas/student-form';
import { firstIssueMessage, issuesByField } from '@tm/shared/schemas/tutor-form';
import type { UserDto } from '@tm/shared/schemas/user';
import type { Db } from '../../db/client';
import { files } from '../../db/schema/files';
import { studentProfiles } from '../../db/schema/student-profiles';
import { users } from '../../db/schema/users';
import type { FileStore } from '../../ports/files';
import type { AuthUser } from '../auth/tokens';
import type { ReceivedForm } from '../files/receive-uploads';
import { checkReferences } from '../lookups/check-references';
import { loadUserDto } from '../users/user-dto';
import { deleteStored } from '../files/process-image';
import type { MailPort, MailMessage } from '../../ports/mail';
import { applyAgeDeclaration } from '../data-rights/parental-consent';

function refuse(field: string, message: string): never {
  throw new AppError('BAD_REQUEST', message, { errors: { [field]: message } });
}

export interface SubmitStudentFormOptions {
  db: Db;
  store: FileStore;
  mail: MailPort;
  publicUrl: string | null;
  ip: string;
  user: AuthUser;
  /** Text fields and, when multipart, the received (already checked and stored) photo. */
  form: Pick<ReceivedForm, 'fields' | 'uploads'>;
}

/**
 * Rules beyond the shared schema:
 * - Email is read-only: it is not a field of the form (a sent `email` is ignored).
 * - The contact number is locked once set (§5): a different number is refused.
 * - Time zone is read-only (§5): taken from the browser when the profile is first saved, kept after.
 * - Category and subjects must be in the catalogue; country, state and city in the lookups.
 * - Saving a valid form marks the profile complete (isFormSubmitted), which booking requires (§6).
 */
export async function submitStudentForm(opts: SubmitStudentFormOptions): Promise<UserDto> {
  const { db, user, form } = opts;
  const parsed = submitStudentFormRequestSchema.safeParse(form.fields);
  if (!parsed.success)
    throw new AppError('BAD_REQUEST', firstIssueMessage(parsed.error), {
      errors: issuesByField(parsed.error),
    });
  const values = parsed.data;

  await checkReferences(db, values, {
    category: M.categoryUnknown,
    subcategory: M.subjectsUnknown,
  });

  const photo = form.uploads.find((u) => u.field === 'profilePhoto');
  const now = new Date();
  let parentMail: MailMessage | null = null;
  const replacedPhotoKeys = await db.transaction(async (tx) => {
    const [existing] = await tx
      .select()
      .from(studentProfiles)
      .where(eq(studentProfiles.userId, user.id))
      .limit(1)
      .for('update');
    if (existing?.contactNumber && existing.contactNumber !== values.contactNumber)
      refuse('contactNumber', M.contactLocked);

    const columns = {
      contactNumber: values.contactNumber,
      country: values.country,
      state: values.state,
      city: values.city,
      pincodes: values.pincodes || null,
      avlDays: values.avl_days,
      avlTime: values.avl_time,
      tutoringModes: values.tutoring_mode,
      category: values.category,
      subcategories: values.subcategory,
      studentType: values.student_type,
      updatedAt: now,
    };
    // DPDP Act s.9: a student under 18 needs a parent's consent (parental-consent.ts).
    const age = await applyAgeDeclaration({
      tx,
      user,
      existing,
      values,
      publicUrl: opts.publicUrl,
      ip: opts.ip,
      now,
    });
    Object.assign(columns, age.profile);
    parentMail = age.mail;
    if (existing)
      await tx.update(studentProfiles).set(columns).where(eq(studentProfiles.userId, user.id));
    else
      await tx
        .insert(studentProfiles)
        .values({ userId: user.id, timezone: values.timezone || DEFAULT_TIMEZONE, ...columns });

    // A new photo replaces the old one; the old bytes are removed once this has committed.
    let replaced: string[] = [];
    if (photo) {
      const old = await tx
        .select({ id: files.id, key: files.storageKey })
        .from(files)
        .where(and(eq(files.ownerId, user.id), eq(files.kind, 'photo')));
      if (old.length)
        await tx.delete(files).where(
          inArray(
            files.id,
            old.map((o) => o.id),
          ),
        );
      replaced = old.map((o) => o.key);
      await tx.insert(files).values({
        ownerId: user.id,
        kind: 'photo',
        storageKey: photo.key,
        originalName: photo.name,
        mimeType: photo.mime,
        sizeBytes: photo.size,
      });
    }
    await tx
      .update(users)
      .set({
        fullName: values.fullName,
        isFormSubmitted: true,
        updatedAt: now,
        ...(photo ? { profilePhotoKey: photo.key } : {}),
      })
      .where(eq(users.id, user.id));
    return replaced;
  });
  // Delete after commit: the old photo's bytes go only once nothing points at them.
  await Promise.allSettled(replacedPhotoKeys.map((key) => deleteStored(opts.store, key)));
  if (parentMail) await opts.mail.send(parentMail);
  return (await loadUserDto(db, user.id))!;
}
