// core-marketplace §4 "Sign-up": after Google (or developer) sign-in, store token and user. A
// student, a tutor who has submitted the form, or an admin is logged in and goes to `/` (which
// redirects to their dashboard); a tutor who has not goes to sign-up step 2 with name and email
// prefilled (the token stays stored so step 2 can submit, but isLoggedIn is still false).
import { useCallback, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import type { SignInResponse } from '@tm/shared/schemas/user';
import { NEXT_PARAM, safeReturnPath } from '@/lib/return-to';
import { login, logout } from '@/lib/session-store';
import { describeSignInFailure, type SignInFailure } from './sign-in-failure';

export const TUTOR_SIGN_UP_PATH = '/authentication/tutor-sign-up';

export function useSignInOutcome() {
  const navigate = useNavigate();
  const { search } = useLocation();
  const [failure, setFailure] = useState<SignInFailure | null>(null);

  const onSuccess = useCallback(
    ({ accessToken, user }: SignInResponse) => {
      login(accessToken, user);
      if (user.role === 'tutor' && !user.isFormSubmitted)
        void navigate({ pathname: TUTOR_SIGN_UP_PATH, search });
      // back to the page that asked for sign-in (a tutor page's Book), else home.
      else
        void navigate(safeReturnPath(new URLSearchParams(search).get(NEXT_PARAM)) ?? '/', {
          replace: true,
        });
    },
    [navigate, search],
  );

  const onError = useCallback((error: unknown) => {
    const next = describeSignInFailure(error);
    if (next.clearsSession) logout();
    setFailure(next);
  }, []);

  const dismissFailure = useCallback(() => setFailure(null), []);

  return { onSuccess, onError, failure, dismissFailure };
}
