// core-marketplace §2 "Authentication screen", steps 2–6 of the tutor sign-up (step 1, the
// sign-in, is auth-page.tsx). §5: every step's rules come from the shared schemas the server
// also applies; Continue checks the step, Create Account (step 6) checks them all and sends the
// form with its files; Back and the back icon go to the previous step (step 1 from step 2).
// A field's problem (a rule, a refused file, the server's answer about a field) is said at the
// field, and the first one gets the focus: no dialog on top. Only a failure that is no field's
// (Account Creation Failed) opens one.
// §4: the tutor's token is stored but they are not logged in until the form is submitted; the
// returned user then replaces the stored one, which logs them in (→ / → /tutor-dashboard).
// The draft, files included, survives a reload (lib/tutor-draft.ts).
import { useCallback, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router';
import { DIALOG_TITLES, MSG } from '@tm/shared/messages';
import {
  submitTutorFormSchema,
  TUTOR_FIELD_STEP,
  TUTOR_STEP_SCHEMAS,
  type TutorFormStep,
} from '@tm/shared/schemas/tutor-form';
import type { UserDto } from '@tm/shared/schemas/user';
import { BECOME_A_TUTOR_HREF } from '@/lib/auth-links';
import type { UploadProgress } from '@/lib/api-client';
import { logout, setUser, useSession } from '@/lib/session-store';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Button } from '@/components/ui/button';
import { MessageDialog } from '@/components/ui/message-dialog';
import { ProgressBar } from '@/components/ui/progress-bar';
import { ArrowLeftIcon, ShieldIcon } from '@/components/ui/icons';
import {
  emptyTutorForm,
  toFormData,
  type TutorFormValues,
} from '@/entities/tutor/form/form-values';
import { describeSubmitError, type DialogMessage } from '@/entities/tutor/form/submit-errors';
import { useSchemaForm } from '@/lib/use-schema-form';
import { PersonalFields } from '@/entities/tutor/form/personal-fields';
import { TeachingFields } from '@/entities/tutor/form/teaching-fields';
import { ProfessionalFields } from '@/entities/tutor/form/professional-fields';
import { AvailabilityFields } from '@/entities/tutor/form/availability-fields';
import { PublicProfileFields } from '@/entities/tutor/form/public-profile-fields';
import { useSubmitTutorForm } from '../api/submit-tutor-form';
import { AuthCard } from '../components/auth-card';
import { TUTOR_STEP_TITLES } from '../lib/auth-copy';
import { useTutorDraft } from '../lib/tutor-draft';

const LAST_STEP = 6;

export default function TutorSignUpPage() {
  const { token, user } = useSession();
  // Only a tutor who has signed in with an unfinished profile belongs here.
  if (!token || !user || user.role !== 'tutor')
    return <Navigate to={BECOME_A_TUTOR_HREF} replace />;
  return <TutorSignUp user={user} />;
}

function TutorSignUp({ user }: { user: UserDto }) {
  const location = useLocation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const draft = useTutorDraft(user._id, () => emptyTutorForm(user.fullName));
  // each step is a history entry (`?step=`), so Back and Forward move between steps.
  // The URL says which step is shown; without one, the saved draft's step is put in the URL.
  const urlStep = Number(params.get('step'));
  const fromUrl = Number.isInteger(urlStep) && urlStep >= 2 && urlStep <= LAST_STEP;
  const step = Math.min(Math.max(fromUrl ? urlStep : draft.step, 2), LAST_STEP) as TutorFormStep;
  const { setStep: saveStep } = draft;
  // A layout effect (and the draft saves in one): the step is saved in the same task that shows it,
  // since a move comes after the asynchronous checks, and a reload right after must not lose it.
  useLayoutEffect(() => {
    if (draft.step !== step) saveStep(step);
  }, [draft.step, step, saveStep]);
  const urlFor = useCallback(
    (n: number) => {
      const next = new URLSearchParams(location.search);
      next.set('step', String(n));
      return { pathname: location.pathname, search: `?${next.toString()}` };
    },
    [location.pathname, location.search],
  );
  useEffect(() => {
    if (!fromUrl) void navigate(urlFor(step), { replace: true });
  }, [fromUrl, navigate, urlFor, step]);
  /** Moves to step n as a new history entry (remembering which step it came from). */
  const goTo = (n: number) => void navigate(urlFor(n), { state: { fromStep: step } });
  const search = (() => {
    const rest = new URLSearchParams(location.search);
    rest.delete('step');
    const text = rest.toString();
    return text ? `?${text}` : '';
  })();
  const title = TUTOR_STEP_TITLES[step];
  useDocumentTitle(title);

  // Continue checks the step's rules; Create Account the last step's, then every step's (§5).
  const form = useSchemaForm<TutorFormValues>({
    defaultValues: draft.values,
    store: draft,
    schema: () =>
      step === LAST_STEP
        ? [TUTOR_STEP_SCHEMAS[step], submitTutorFormSchema]
        : TUTOR_STEP_SCHEMAS[step],
  });
  const { errors, setErrors, clearErrors } = form;
  const [dialog, setDialog] = useState<DialogMessage | null>(null);
  // Bumped to move the focus to the first field marked invalid once it is on screen (the marks
  // may come a render after the failure, and on another step); `focusedFor` is the last bump done.
  const [errorFocus, setErrorFocus] = useState(0);
  const focusedFor = useRef(0);
  const formRef = useRef<HTMLFormElement>(null);
  const [progress, setProgress] = useState<number | null | undefined>(undefined);
  const onProgress = useCallback((p: UploadProgress) => setProgress(p.percent), []);
  const submit = useSubmitTutorForm(onProgress);

  // A new step: announce its title and start at the top.
  const firstRender = useRef(true);
  useEffect(() => {
    if (firstRender.current) {
      firstRender.current = false;
      return;
    }
    window.scrollTo(0, 0);
    document.getElementById('auth-title')?.focus();
  }, [step]);

  const { set: setForm } = form;
  const set = useCallback(
    (patch: Partial<TutorFormValues>) => {
      setForm(patch); // a changed field's old message no longer applies
      if ('avl_days' in patch || 'avl_time' in patch) clearErrors(['avl_days', 'avl_time']);
    },
    [setForm, clearErrors],
  );
  const marked = Object.keys(errors).join();
  useEffect(() => {
    if (focusedFor.current === errorFocus) return;
    const first = formRef.current?.querySelector<HTMLElement>('[aria-invalid="true"]');
    if (!first) return;
    focusedFor.current = errorFocus;
    first.focus();
    first.scrollIntoView?.({ block: 'center' });
  }, [errorFocus, step, marked]);

  const fail = (failure: { dialog: DialogMessage; fieldErrors: Record<string, string> }) => {
    const firstField = Object.keys(failure.fieldErrors)[0];
    if (!firstField) return setDialog(failure.dialog);
    const target = TUTOR_FIELD_STEP[firstField];
    if (target && target !== step) goTo(target);
    setErrorFocus((n) => n + 1);
  };

  const back = () => {
    if (step === 2) void navigate({ pathname: '/authentication', search });
    // Came here from the previous step: going back is the browser's Back (no entry piles up).
    else if ((location.state as { fromStep?: number } | null)?.fromStep === step - 1)
      void navigate(-1);
    else void navigate(urlFor(step - 1), { replace: true });
  };

  const next = form.submit((values) => {
    if (step < LAST_STEP) return goTo(step + 1);
    setProgress(0);
    submit.mutate(toFormData(values), {
      onSuccess: (saved) => {
        // The saved draft is cleared first; a failure to clear it must not keep them out.
        void draft
          .clear()
          .catch(() => undefined)
          .then(() => {
            setUser(saved); // now logged in (§4): the guest-only route sends them on to the dashboard
            void navigate('/tutor-dashboard', { replace: true });
          });
      },
      onError: (error) => {
        setProgress(undefined);
        const failure = describeSubmitError(error, {
          title: DIALOG_TITLES.accountCreationFailed,
          message: MSG.submitTutorFormFailed,
        });
        setErrors(failure.fieldErrors);
        fail(failure);
      },
    });
  }, fail);

  const switchAccount = async () => {
    await draft.clear();
    logout();
    void navigate(BECOME_A_TUTOR_HREF, { replace: true });
  };

  const section = {
    values: draft.values,
    errors,
    set,
    mode: 'sign-up' as const,
    progress,
  };
  const submitting = submit.isPending;

  return (
    <>
      <AuthCard
        wide
        title={title}
        step={step}
        subtitle={
          step === 2 && draft.restored
            ? 'Welcome back: your saved details are filled in.'
            : undefined
        }
        leading={
          <button
            type="button"
            onClick={back}
            disabled={submitting}
            aria-label="Back to the previous step"
            className="-ml-2 rounded-lg p-2 text-xl text-neutral-700 hover:bg-neutral-100"
          >
            <ArrowLeftIcon />
          </button>
        }
      >
        <form ref={formRef} noValidate onSubmit={next}>
          {step === 2 && <PersonalFields {...section} email={user.email} />}
          {step === 3 && <TeachingFields {...section} />}
          {step === 4 && <ProfessionalFields {...section} />}
          {step === 5 && <AvailabilityFields {...section} />}
          {step === 6 && (
            <>
              <PublicProfileFields {...section} />
              {/* core-marketplace §6: the tutor undertaking. */}
              <p className="mt-6 flex gap-2 rounded-lg bg-neutral-50 p-3 text-xs text-neutral-700">
                <ShieldIcon className="mt-0.5 shrink-0 text-base text-accent-700" />
                By creating your account you agree that sessions and payments go through the
                platform only. Off-platform contact or payment may lead to withheld payouts,
                suspension or termination.
              </p>
            </>
          )}
          {!draft.filesRestored && (
            <p className="mt-4 text-xs text-neutral-600">Restoring your saved files…</p>
          )}
          {submitting && (
            <ProgressBar
              className="mt-6"
              percent={progress ?? null}
              label="Uploading your details and documents"
            />
          )}
          <div className="mt-8 flex flex-col-reverse gap-3 sm:flex-row sm:items-center sm:justify-between">
            <Button variant="secondary" onClick={back} disabled={submitting}>
              <ArrowLeftIcon /> Back
            </Button>
            <Button type="submit" loading={submitting} disabled={!draft.filesRestored}>
              {step === LAST_STEP ? 'Create Account' : 'Continue'}
            </Button>
          </div>
        </form>
        <div className="mt-6 border-t border-neutral-100 pt-4 text-center">
          <Button
            variant="ghost"
            size="sm"
            onClick={() => void switchAccount()}
            disabled={submitting}
          >
            Use a different account
          </Button>
        </div>
      </AuthCard>
      <MessageDialog
        open={dialog !== null}
        onOpenChange={(open) => !open && setDialog(null)}
        title={dialog?.title ?? ''}
        message={dialog?.message ?? ''}
      />
    </>
  );
}
