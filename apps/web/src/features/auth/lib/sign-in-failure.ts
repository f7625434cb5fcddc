// core-marketplace §4 "Sign-up" and §8 "Dialogs": what a failed sign-in shows.
import { DIALOG_TITLES, MSG } from '@tm/shared/messages';
import { ApiError, serverMessage } from '@/lib/api-client';

export interface SignInFailure {
  title: string;
  message: string;
  /** 409: an account of the other role exists; the spec says this "causes a logout". */
  clearsSession: boolean;
  /** 404 "Account Not Found": the dialog offers to create the account ("Create one to proceed."). */
  offersSignUp?: boolean;
}

export function describeSignInFailure(error: unknown): SignInFailure {
  if (error instanceof ApiError && error.status === 409) {
    return { title: DIALOG_TITLES.accountExists, message: error.message, clearsSession: true };
  }
  if (error instanceof ApiError && error.status === 404) {
    return {
      title: DIALOG_TITLES.accountNotFound,
      message: serverMessage(error) ?? MSG.accountNotFound,
      clearsSession: false,
      offersSignUp: true,
    };
  }
  return {
    title: DIALOG_TITLES.loginFailed,
    message: serverMessage(error) ?? MSG.googleLoginFailed,
    clearsSession: false,
  };
}
