// core-marketplace §2 Student account, §3 Student profile, §5 Student account: edits the student
// profile with photo choice from images. Email is read-only; the contact number is digits only
// and locked once set; the time zone is read-only (the browser's, taken when the profile is first
// saved); student_type is student or parent; subjects at most 15; pincodes in groups of 6 digits;
// availability needs days and times. The shared schema checks here and the server checks again;
// a refused save opens "Update Error" with the server's text (§8).
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import {
  DAYS,
  LIMITS,
  STUDENT_TYPES,
  TIME_SLOTS,
  TUTORING_MODES,
  HOME_TUTORING,
} from '@tm/shared/constants/marketplace';
import { DIALOG_TITLES, MSG } from '@tm/shared/messages';
import { STUDENT_FORM_MESSAGES, studentFormSchema } from '@tm/shared/schemas/student-form';
import type { StudentUser } from '@tm/shared/schemas/user';
import { Avatar } from '@/components/ui/avatar';
import { AvailabilityField } from '@/components/ui/availability-picker';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { Field } from '@/components/ui/field';
import { FileInput } from '@/components/ui/file-input';
import { Input } from '@/components/ui/input';
import { MessageDialog } from '@/components/ui/message-dialog';
import { MultiSelect } from '@/components/ui/multi-select';
import { ProgressBar } from '@/components/ui/progress-bar';
import { Select } from '@/components/ui/select';
import { CheckboxGroup } from '@/components/ui/checkbox-group';
import { describeSubmitError, type DialogMessage } from '@/entities/tutor/form/submit-errors';
import type { UploadProgress } from '@/lib/api-client';
import { useCategories, useCountries, useSubcategories } from '@/lib/lookups';
import { StateCityFields } from '@/entities/user/state-city-fields';
import { setUser, useSession } from '@/lib/session-store';
import { showToast } from '@/lib/toast-store';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useSchemaForm } from '@/lib/use-schema-form';
import { viewerTimezone } from '@/lib/viewer-timezone';
import { AccountDataSection } from '@/components/account-data/account-data-section';
import { ADULT_AGE } from '@tm/shared/rules/minor-consent';
import { ageOn } from '@tm/shared/rules/age';
import { isIsoDate, todayIn } from '@tm/shared/rules/dates';
import { useSubmitStudentForm } from '../api/submit-student-form';
import { MessageMailsSetting } from '@/components/messages/message-mails-setting';
import { AgeFields } from '../components/age-fields';

interface Values {
  fullName: string;
  contactNumber: string;
  country: string;
  state: string;
  city: string;
  pincodes: string;
  timezone: string;
  student_type: string;
  tutoring_mode: string[];
  category: string;
  subcategory: string[];
  avl_days: string[];
  avl_time: string[];
  date_of_birth: string;
  is_adult: boolean;
  parent_email: string;
}

const str = (v: unknown) => (typeof v === 'string' ? v : '');
const list = (v: unknown) =>
  Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : [];

function valuesFromUser(user: StudentUser): Values {
  return {
    fullName: user.fullName ?? '',
    contactNumber: str(user.contactNumber),
    country: str(user.country) || 'India',
    state: str(user.state),
    city: str(user.city),
    pincodes: str(user.pincodes),
    timezone: viewerTimezone(user),
    student_type: str(user.student_type),
    tutoring_mode: list(user.tutoring_mode),
    category: str(user.category),
    subcategory: list(user.subcategory),
    avl_days: list(user.avl_days),
    avl_time: list(user.avl_time),
    date_of_birth: str(user.date_of_birth),
    is_adult: user.is_adult === true,
    parent_email: str(user.parent_email),
  };
}

function toFormData(values: Values, photo: File | null): FormData {
  const form = new FormData();
  for (const [key, value] of Object.entries(values))
    form.append(key, Array.isArray(value) ? JSON.stringify(value) : String(value));
  if (photo) form.append('profilePhoto', photo);
  return form;
}

const STUDENT_TYPE_LABELS: Record<string, string> = { student: 'Student', parent: 'Parent' };

export default function StudentAccountPage() {
  useDocumentTitle('My Account');
  const { user } = useSession();
  if (user?.role !== 'student') return null; // the route lets only students in
  return <StudentAccount key={user._id} user={user} />;
}

function StudentAccount({ user }: { user: StudentUser }) {
  const navigate = useNavigate();
  const returnTo = (useLocation().state as { returnTo?: unknown } | null)?.returnTo;
  const { form, values, errors, set, setErrors, submit } = useSchemaForm<Values>({
    defaultValues: valuesFromUser(user),
    schema: () => studentFormSchema,
  });
  const [photo, setPhoto] = useState<File | null>(null);
  const [dialog, setDialog] = useState<DialogMessage | null>(null);
  const [progress, setProgress] = useState<number | null | undefined>(undefined);
  const onProgress = useCallback((p: UploadProgress) => setProgress(p.percent), []);
  const save = useSubmitStudentForm(onProgress);
  const contactLocked = Boolean(str(user.contactNumber)); // §5: locked once set

  const countries = useCountries();
  const categories = useCategories();
  const subjects = useSubcategories(values.category);

  // §4: a category change drops chosen subjects that are not in the new category's list.
  const subjectOptions = subjects.options;
  useEffect(() => {
    if (!subjectOptions.length) return;
    const chosen = form.getValues('subcategory');
    const kept = chosen.filter((s) => subjectOptions.includes(s));
    if (kept.length !== chosen.length) form.setValue('subcategory', kept);
  }, [subjectOptions, form]);

  const timezoneOptions = useMemo(() => [values.timezone], [values.timezone]);

  const onSubmit = submit(
    (checked) => {
      setProgress(photo ? 0 : undefined);
      save.mutate(
        { form: toFormData(checked, photo), hasPhoto: photo !== null },
        {
          onSuccess: (saved) => {
            setProgress(undefined);
            setUser(saved);
            setPhoto(null);
            showToast(STUDENT_FORM_MESSAGES.profileUpdated, 'success');
            if (typeof returnTo === 'string' && returnTo.startsWith('/')) void navigate(returnTo);
          },
          onError: (error) => {
            setProgress(undefined);
            // §8: the student form's default message is the sign-in one; a refusal is an Update Error
            // with the server's text (upload refusals keep their own titles: Invalid File Type, ...).
            const failure = describeSubmitError(error, {
              title: DIALOG_TITLES.updateError,
              message: MSG.googleSignInFailed,
            });
            if (failure.dialog.title === DIALOG_TITLES.error)
              failure.dialog.title = DIALOG_TITLES.updateError;
            setErrors(failure.fieldErrors);
            setDialog(failure.dialog);
          },
        },
      );
    },
    (failure) => setDialog(failure.dialog),
  );

  const saving = save.isPending;
  const today = todayIn(values.timezone);
  const birthLocked = Boolean(str(user.date_of_birth));
  const minor =
    values.student_type === 'student' &&
    isIsoDate(values.date_of_birth) &&
    ageOn(values.date_of_birth, today) < ADULT_AGE;
  const homeTutoring = values.tutoring_mode.includes(HOME_TUTORING);

  return (
    <div className="grid gap-6">
      <header>
        <h1 className="text-2xl font-semibold tracking-tight md:text-3xl">My Account</h1>
        {!user.isFormSubmitted && (
          <p role="status" className="mt-2 text-sm text-neutral-700">
            Complete your profile to book classes and trials.
          </p>
        )}
      </header>

      <form noValidate className="grid gap-6" onSubmit={onSubmit}>
        <Card>
          <h2 className="text-lg font-semibold">Personal Details</h2>
          <div className="mt-4 flex flex-wrap items-center gap-4">
            <Avatar src={user.profilePhoto} name={user.fullName} id={user._id} size="xl" />
            <Field label="Profile photo" error={errors.profilePhoto} className="min-w-0 flex-1">
              <FileInput
                field="profilePhoto"
                files={photo ? [photo] : []}
                onChange={(files) => setPhoto(files[0] ?? null)}
                progress={progress}
                preview
              />
            </Field>
          </div>
          <div className="mt-6 grid gap-4 sm:grid-cols-2">
            <Field label="Full name" required error={errors.fullName} className="sm:col-span-2">
              <Input
                value={values.fullName}
                onChange={(e) => set({ fullName: e.target.value })}
                autoComplete="name"
                maxLength={100}
              />
            </Field>
            <Field label="Email" hint="From your sign-in; it cannot be changed here.">
              <Input type="email" value={user.email} readOnly />
            </Field>
            <Field
              label="Contact number"
              required
              error={errors.contactNumber}
              hint={
                contactLocked ? 'Locked once set: contact support to change it.' : 'Digits only.'
              }
            >
              <Input
                value={values.contactNumber}
                onChange={(e) => set({ contactNumber: e.target.value })}
                inputMode="numeric"
                autoComplete="tel-national"
                maxLength={LIMITS.contactNumberMaxDigits}
                readOnly={contactLocked}
                aria-readonly={contactLocked || undefined}
                className={contactLocked ? 'bg-neutral-100' : undefined}
              />
            </Field>
            <fieldset
              className="sm:col-span-2"
              aria-describedby={errors.student_type ? 'student-type-error' : undefined}
            >
              <legend className="mb-1.5 text-sm font-medium text-neutral-800">
                I am a
                <span className="text-danger-600" aria-hidden="true">
                  {' '}
                  *
                </span>
              </legend>
              <div className="flex flex-wrap gap-2">
                {STUDENT_TYPES.map((type) => (
                  <label
                    key={type}
                    className="inline-flex h-11 cursor-pointer items-center gap-2 rounded-lg border border-neutral-300 bg-white px-4 text-sm font-medium has-checked:border-accent-700 has-checked:bg-accent-50 has-focus-visible:outline-2 has-focus-visible:outline-accent-600"
                  >
                    <input
                      type="radio"
                      name="student_type"
                      value={type}
                      checked={values.student_type === type}
                      onChange={() => set({ student_type: type })}
                      className="size-4 accent-accent-700"
                    />
                    {STUDENT_TYPE_LABELS[type]}
                  </label>
                ))}
              </div>
              {errors.student_type && (
                <p id="student-type-error" className="mt-1.5 text-sm text-danger-700">
                  {errors.student_type}
                </p>
              )}
            </fieldset>
            {values.student_type === 'student' && (
              <AgeFields
                values={values}
                errors={errors}
                set={set}
                birthLocked={birthLocked}
                minor={minor}
                today={today}
                consentState={user.consent_state ?? null}
              />
            )}
          </div>
        </Card>

        <Card>
          <h2 className="text-lg font-semibold">Location</h2>
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            <Field label="Country" required error={errors.country}>
              <Select
                value={values.country}
                onChange={(e) => set({ country: e.target.value, state: '', city: '' })}
                options={
                  countries.options.length || !values.country ? countries.options : [values.country]
                }
                placeholder="Select country"
                autoComplete="country-name"
              />
            </Field>
            <StateCityFields values={values} errors={errors} set={set} />
            <Field
              label="Pincodes"
              required={homeTutoring}
              error={errors.pincodes}
              hint={`6-digit pincodes separated by commas, up to ${LIMITS.pincodesMax}${homeTutoring ? ' (needed for home tutoring)' : ''}.`}
            >
              <Input
                value={values.pincodes}
                onChange={(e) => set({ pincodes: e.target.value.replace(/[^\d,\s]/g, '') })}
                inputMode="numeric"
                maxLength={LIMITS.pincodesFieldLength}
                placeholder="560034"
              />
            </Field>
            <Field
              label="Timezone"
              hint="Set from your device when the profile is first saved."
              className="sm:col-span-2"
            >
              <Select value={values.timezone} options={timezoneOptions} disabled aria-readonly />
            </Field>
          </div>
        </Card>

        <Card>
          <h2 className="text-lg font-semibold">Learning Preferences</h2>
          <div className="mt-4 grid gap-4 sm:grid-cols-2">
            <CheckboxGroup
              legend="Tutoring mode"
              required
              options={TUTORING_MODES}
              value={values.tutoring_mode}
              onChange={(next) => set({ tutoring_mode: next })}
              error={errors.tutoring_mode}
              className="sm:col-span-2"
            />
            <Field label="Category" required error={errors.category}>
              <Select
                value={values.category}
                onChange={(e) => set({ category: e.target.value })}
                options={
                  categories.options.length || !values.category
                    ? categories.options
                    : [values.category]
                }
                placeholder="Select category"
              />
            </Field>
            <Field
              label="Subjects"
              required
              error={errors.subcategory}
              hint={`Up to ${LIMITS.studentSubjectsMax} subjects.`}
            >
              <MultiSelect
                options={subjects.options}
                value={values.subcategory}
                onChange={(next) => set({ subcategory: next })}
                max={LIMITS.studentSubjectsMax}
                placeholder={values.category ? 'Select subjects' : 'Select a category first'}
                emptyText={values.category ? 'No subjects' : 'Select a category first'}
              />
            </Field>
            <div className="sm:col-span-2">
              <AvailabilityField
                label="Availability"
                required
                days={values.avl_days}
                times={values.avl_time}
                onChange={({ days, times }) =>
                  set({
                    avl_days: DAYS.filter((d) => days.includes(d)),
                    avl_time: TIME_SLOTS.filter((t) => times.includes(t)),
                  })
                }
                error={errors.avl_days ?? errors.avl_time}
              />
            </div>
          </div>
        </Card>

        <div className="sticky bottom-0 -mx-4 grid gap-3 border-t border-neutral-200 bg-white/95 px-4 py-4 backdrop-blur md:mx-0 md:rounded-xl md:border">
          {saving && progress !== undefined && (
            <ProgressBar percent={progress} label="Uploading your photo" />
          )}
          <div className="flex justify-end">
            <Button type="submit" loading={saving} className="w-full sm:w-auto">
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
