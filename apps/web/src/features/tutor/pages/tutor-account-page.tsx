// core-marketplace §2 "Tutor account": sections Personal Details, Teaching Preferences, Schedule &
// Availability; photo change (§5 Account photo checks); an availability field that opens the
// days-and-times picker; Save Changes; Logout with "Are you sure you want to logout?". Gender,
// birth date, phone and email are locked. Saving is checked here with the shared rules and again
// on the server. A rejected tutor fixes the profile and resubmits it, which returns it to review.
import { useCallback, useRef, useState, type FormEvent } from 'react';
import { DIALOG_TITLES, MSG } from '@tm/shared/messages';
import { updateTutorAccountSchema } from '@tm/shared/schemas/tutor-form';
import type { TutorUser } from '@tm/shared/schemas/user';
import type { UploadProgress } from '@/lib/api-client';
import { setUser, useSession } from '@/lib/session-store';
import { showToast } from '@/lib/toast-store';
import { useDocumentTitle } from '@/lib/use-document-title';
import { DocumentLink, type DocumentRef } from '@/components/document-link';
import { LogoutButton } from '@/components/logout-button';
import { AccountDataSection } from '@/components/account-data/account-data-section';
import { Avatar } from '@/components/ui/avatar';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { FileInput } from '@/components/ui/file-input';
import { MessageDialog } from '@/components/ui/message-dialog';
import { ProgressBar } from '@/components/ui/progress-bar';
import {
  toFormData,
  valuesFromUser,
  type TutorFormValues,
} from '@/entities/tutor/form/form-values';
import { describeSubmitError, type DialogMessage } from '@/entities/tutor/form/submit-errors';
import { useSchemaForm } from '@/lib/use-schema-form';
import { PersonalFields } from '@/entities/tutor/form/personal-fields';
import { TeachingFields } from '@/entities/tutor/form/teaching-fields';
import { ProfessionalFields } from '@/entities/tutor/form/professional-fields';
import { AvailabilityFields } from '@/entities/tutor/form/availability-fields';
import { PublicProfileFields } from '@/entities/tutor/form/public-profile-fields';
import { useUpdateTutorAccount } from '../api/update-tutor-account';
import { MessageMailsSetting } from '@/components/messages/message-mails-setting';

const LOCKED: ReadonlyArray<keyof TutorFormValues> = ['gender', 'dateOfBirth', 'contactNumber'];
const STATUS_LABEL = {
  pending: 'Under review',
  verified: 'Verified',
  rejected: 'Rejected',
} as const;

interface StoredDocs {
  resume: DocumentRef | null;
  certificates: DocumentRef[];
  govt_ids: DocumentRef[];
  addressProof: DocumentRef | null;
}

function storedDocs(user: TutorUser): StoredDocs {
  return {
    resume: user.resume,
    certificates: user.certificates,
    govt_ids: user.govt_ids,
    addressProof: user.addressProof,
  };
}

export default function TutorAccountPage() {
  useDocumentTitle('Account');
  const { user } = useSession();
  if (user?.role !== 'tutor') return null; // the route lets only tutors in
  return <TutorAccount key={user._id} user={user} />;
}

function TutorAccount({ user }: { user: TutorUser }) {
  const status = (user.verificationStatus ?? 'pending') as keyof typeof STATUS_LABEL;
  const docs = storedDocs(user);
  const rejected = status === 'rejected';
  const resubmitting = useRef(false);
  const { values, errors, set, setErrors, submit, reset } = useSchemaForm<TutorFormValues>({
    defaultValues: valuesFromUser(user),
    schema: () => updateTutorAccountSchema,
    // Stored documents count as chosen for the rules (e.g. the address proof for At Tutor Place).
    prepare: (v) => ({
      ...v,
      addressProof:
        v.addressProof ??
        (docs.addressProof ? { name: docs.addressProof.name, size: docs.addressProof.size } : null),
      resubmit: resubmitting.current,
    }),
  });
  const [dialog, setDialog] = useState<DialogMessage | null>(null);
  const [progress, setProgress] = useState<number | null | undefined>(undefined);
  const onProgress = useCallback((p: UploadProgress) => setProgress(p.percent), []);
  const save = useUpdateTutorAccount(onProgress);

  const send = (checked: TutorFormValues, resubmit: boolean) => {
    setProgress(0);
    const extra: Record<string, string> = resubmit ? { resubmit: 'true' } : {};
    save.mutate(toFormData(checked, { omit: LOCKED, extra }), {
      onSuccess: (saved) => {
        setProgress(undefined);
        setUser(saved);
        // The returned user is the truth again (new files are now stored documents).
        reset(valuesFromUser(saved));
        showToast(
          resubmit
            ? 'Your profile has been resubmitted for review.'
            : 'Your changes have been saved.',
          'success',
        );
      },
      onError: (error) => {
        setProgress(undefined);
        const failure = describeSubmitError(error, {
          title: DIALOG_TITLES.updateError,
          message: MSG.submitTutorFormFailed,
        });
        // §8: a refused save is an Update Error with the server's text (upload refusals keep their own titles).
        if (failure.dialog.title === DIALOG_TITLES.error)
          failure.dialog.title = DIALOG_TITLES.updateError;
        setErrors(failure.fieldErrors);
        setDialog(failure.dialog);
      },
    });
  };
  /** Checks (with `resubmit` for the rules) and saves; called from the form's events only. */
  const saveAs = (resubmit: boolean, event?: FormEvent) => {
    resubmitting.current = resubmit;
    return submit(
      (checked) => send(checked, resubmit),
      (failure) => setDialog(failure.dialog),
    )(event);
  };

  const section = { values, errors, set, mode: 'account' as const, progress };
  const view = (doc: DocumentRef) => ({ name: doc.name, action: <DocumentLink doc={doc} /> });
  const saving = save.isPending;

  return (
    <div className="grid gap-6">
      <header className="flex flex-wrap items-center gap-4">
        <h1 className="text-2xl font-semibold tracking-tight md:text-3xl">Account</h1>
        <span
          className={
            status === 'verified'
              ? 'rounded-full bg-success-50 px-2.5 py-0.5 text-xs font-medium text-success-700'
              : status === 'rejected'
                ? 'rounded-full bg-danger-50 px-2.5 py-0.5 text-xs font-medium text-danger-700'
                : 'rounded-full bg-accent-50 px-2.5 py-0.5 text-xs font-medium text-accent-800'
          }
        >
          {STATUS_LABEL[status]}
        </span>
        <LogoutButton variant="secondary" className="ml-auto" />
      </header>

      {rejected && (
        <div
          role="alert"
          className="rounded-xl border border-danger-100 bg-danger-50 p-4 text-sm text-danger-700"
        >
          <p className="font-semibold">Your Profile Has Been Rejected.</p>
          {user.rejectionReason ? (
            <p className="mt-1 whitespace-pre-line">{user.rejectionReason}</p>
          ) : (
            <p className="mt-1">Resubmit your details to request again.</p>
          )}
          <p className="mt-2 text-neutral-700">
            Fix what is asked below (you can replace your documents), then choose “Save and resubmit
            for review”.
          </p>
        </div>
      )}

      <form noValidate className="grid gap-6" onSubmit={(e) => saveAs(false, e)}>
        <Card>
          <h2 className="text-lg font-semibold">Personal Details</h2>
          <div className="mt-4 flex flex-wrap items-center gap-4">
            <Avatar src={user.profilePhoto} name={user.fullName} id={user._id} size="xl" />
            <Field label="Profile photo" error={errors.profilePhoto} className="min-w-0 flex-1">
              <FileInput
                field="profilePhoto"
                files={values.profilePhoto ? [values.profilePhoto] : []}
                onChange={(files) => set({ profilePhoto: files[0] ?? null })}
                preview
              />
            </Field>
          </div>
          <div className="mt-6">
            <PersonalFields {...section} email={user.email} hidePhoto />
          </div>
        </Card>

        <Card>
          <h2 className="text-lg font-semibold">Teaching Preferences</h2>
          <div className="mt-4 grid gap-8">
            <TeachingFields {...section} storedAddressProof={docs.addressProof?.name ?? null} />
            <div>
              <h3 className="mb-3 text-base font-semibold text-neutral-900">
                Professional details
              </h3>
              <ProfessionalFields
                {...section}
                documentsLocked={status === 'verified'}
                stored={{
                  certificates: docs.certificates.map(view),
                  govt_ids: docs.govt_ids.map(view),
                  resume: docs.resume ? view(docs.resume) : null,
                }}
              />
            </div>
            <div>
              <h3 className="mb-3 text-base font-semibold text-neutral-900">Public profile</h3>
              <PublicProfileFields {...section} />
            </div>
          </div>
        </Card>

        <Card>
          <h2 className="text-lg font-semibold">Schedule & Availability</h2>
          <div className="mt-4">
            <AvailabilityFields {...section} />
          </div>
        </Card>

        <div className="sticky bottom-0 -mx-4 grid gap-3 border-t border-neutral-200 bg-white/95 px-4 py-4 backdrop-blur md:mx-0 md:rounded-xl md:border">
          {saving && <ProgressBar percent={progress ?? null} label="Saving your changes" />}
          <div className="flex flex-col gap-3 sm:flex-row sm:justify-end">
            {rejected && (
              <Button variant="secondary" loading={saving} onClick={() => saveAs(true)}>
                Save and resubmit for review
              </Button>
            )}
            <Button type="submit" loading={saving}>
              Save Changes
            </Button>
          </div>
        </div>
      </form>
      <MessageMailsSetting />
      <AccountDataSection />
      <MessageDialog
        open={dialog !== null}
        onOpenChange={(open) => !open && setDialog(null)}
        title={dialog?.title ?? ''}
        message={dialog?.message ?? ''}
      />
    </div>
  );
}
