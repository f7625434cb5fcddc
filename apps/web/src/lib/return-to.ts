// a guest who presses Book or the favourite heart signs in and comes back to the same
// page. The page to return to travels in the sign-in link's `next` parameter.
import { LOGIN_HREF } from './auth-links';

export const NEXT_PARAM = 'next';

/** A same-site path to return to, or null: never another host (`//x`, `/\x`) or the sign-in screen. */
export function safeReturnPath(value: string | null | undefined): string | null {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\'))
    return null;
  if (value.startsWith('/authentication')) return null;
  return value;
}

/** The Log In link that brings the viewer back to `returnTo` once signed in. */
export function signInHref(returnTo: string): string {
  return `${LOGIN_HREF}&${NEXT_PARAM}=${encodeURIComponent(returnTo)}`;
}
