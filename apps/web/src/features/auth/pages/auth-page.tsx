// core-marketplace §2 "Authentication screen", step 1: Google sign-in (and, in development, the
// developer sign-in) with the consent line. Steps 2–6 live in tutor-sign-up-page.tsx.
import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { SIGN_UP_ROLES, type SignUpRole } from '@tm/shared/constants/marketplace';
import type { DevSignInRequest } from '@tm/shared/schemas/auth';
import { useDocumentTitle } from '@/lib/use-document-title';
import { Button } from '@/components/ui/button';
import { LoadingState } from '@/components/ui/spinner';
import { useConfig } from '../api/get-config';
import { useDevSignIn } from '../api/dev-sign-in';
import { useGoogleSignIn } from '../api/google-sign-in';
import { AuthCard } from '../components/auth-card';
import { AuthModeSwitch } from '../components/auth-mode-switch';
import { ConsentLine } from '../components/consent-line';
import { DevSignInPanel } from '../components/dev-sign-in-panel';
import { GoogleSignInButton } from '../components/google-sign-in-button';
import { SignInFailureDialog } from '../components/sign-in-failure-dialog';
import { readAuthParams } from '../lib/auth-params';
import { stepOneTitle } from '../lib/auth-copy';
import { useSignInOutcome } from '../lib/use-sign-in-outcome';

/** The last sign-in sent, so "Account Not Found" can create the account with it. */
type Attempt = { kind: 'google'; credential: string } | { kind: 'dev'; body: DevSignInRequest };

const SUBTITLES: Record<'login' | SignUpRole, string> = {
  login: 'Welcome back. Sign in to continue.',
  student: 'Find, compare and book verified tutors.',
  tutor: 'Teach students at home, at your place or online.',
};

export default function AuthPage() {
  const [searchParams] = useSearchParams();
  const { authType, userRole, tutoringMode } = readAuthParams(searchParams);
  const title = stepOneTitle(authType, userRole);
  useDocumentTitle(title);

  const config = useConfig();
  const outcome = useSignInOutcome();
  const handlers = { onSuccess: outcome.onSuccess, onError: outcome.onError };
  const google = useGoogleSignIn();
  const dev = useDevSignIn();
  const pending = google.isPending || dev.isPending;
  const registering = authType === 'registration';
  const [attempt, setAttempt] = useState<Attempt | null>(null);
  const send = (next: Attempt) => {
    setAttempt(next);
    if (next.kind === 'google') {
      google.mutate({ credential: next.credential, role: userRole, authType }, handlers);
    } else dev.mutate(next.body, handlers);
  };
  // "Account Not Found" → the same sign-in again, now creating the account for the chosen role.
  const createAccount = (role: SignUpRole) => {
    if (attempt?.kind === 'google')
      google.mutate({ credential: attempt.credential, role, authType: 'registration' }, handlers);
    else if (attempt?.kind === 'dev')
      dev.mutate({ ...attempt.body, role, authType: 'registration' }, handlers);
  };

  return (
    <>
      <AuthCard
        title={title}
        subtitle={registering && userRole ? SUBTITLES[userRole] : SUBTITLES.login}
        step={registering ? 1 : undefined}
      >
        {tutoringMode && registering && (
          <p className="mb-4 rounded-lg bg-accent-50 px-3 py-2 text-sm text-accent-800">
            Looking for {tutoringMode}
          </p>
        )}
        <div className="grid gap-5" aria-busy={pending || undefined}>
          {config.isPending && (
            <LoadingState label="Loading sign-in options…" className="min-h-24" />
          )}
          {config.isError && (
            <div role="alert" className="rounded-lg bg-danger-50 p-4 text-sm text-danger-700">
              <p>Sign-in options could not be loaded: {config.error.message}</p>
              <Button
                variant="secondary"
                size="sm"
                className="mt-3"
                onClick={() => void config.refetch()}
              >
                Try again
              </Button>
            </div>
          )}
          {config.data?.googleClientId && (
            <GoogleSignInButton
              clientId={config.data.googleClientId}
              authType={authType}
              onCredential={(credential) => send({ kind: 'google', credential })}
            />
          )}
          {config.data && !config.data.googleClientId && !config.data.devSignIn && (
            <p className="text-center text-sm text-neutral-600">
              Sign-in is not available right now. Please try again later.
            </p>
          )}
          {pending && <LoadingState label="Signing you in…" className="min-h-12" />}
          {config.data?.devSignIn && (
            <DevSignInPanel
              key={`${authType}-${userRole ?? ''}`}
              authType={authType}
              userRole={userRole}
              pending={pending}
              onSubmit={(body) => send({ kind: 'dev', body })}
            />
          )}
          <ConsentLine />
        </div>
        <AuthModeSwitch registering={registering} userRole={userRole} />
      </AuthCard>
      <SignInFailureDialog
        failure={outcome.failure}
        onDismiss={outcome.dismissFailure}
        roles={userRole ? [userRole] : SIGN_UP_ROLES}
        onCreate={attempt ? createAccount : null}
      />
    </>
  );
}
