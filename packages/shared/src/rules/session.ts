import type { UserDto } from '../schemas/user';

/**
 * core-marketplace §4 Login state: logged in only when a token exists and the stored user is a
 * student, or a tutor whose isFormSubmitted is true. Admins (not in the spec) count as logged in.
 */
export function isLoggedIn(
  token: string | null | undefined,
  user: Pick<UserDto, 'role' | 'isFormSubmitted'> | null | undefined,
): boolean {
  if (!token || !user) return false;
  if (user.role === 'tutor') return user.isFormSubmitted === true;
  return user.role === 'student' || user.role === 'admin';
}

/** Where `/` sends a logged-in user (core-marketplace §2 route table; admins go to /admin). */
export function homePathFor(user: Pick<UserDto, 'role'>): string {
  if (user.role === 'tutor') return '/tutor-dashboard';
  if (user.role === 'admin') return '/admin';
  return '/student-dashboard';
}

/**
 * the cookie that lets the server render tutor discovery as the signed-in student sees
 * it (the first response is the page, not an empty app that paints after its scripts and three
 * API calls). The session itself still lives in localStorage (§4) and the API reads only the
 * `Authorization` header, never this cookie, so a request from another site can't act with it;
 * the server uses it only to render a page (reads only), and validates it like any token.
 * Written by the web app's session store on sign-in and on start, removed on logout.
 */
export const SESSION_COOKIE = 'tm_session';

/** How long the browser keeps the cookie; the server's own token expiry still decides. */
export const SESSION_COOKIE_MAX_AGE_S = 30 * 24 * 3600;

/** The `document.cookie` assignment that stores `token` (or, with null, removes the cookie). */
export function sessionCookie(token: string | null, secure: boolean): string {
  const value = token === null ? '' : encodeURIComponent(token);
  const maxAge = token === null ? 0 : SESSION_COOKIE_MAX_AGE_S;
  return `${SESSION_COOKIE}=${value}; Path=/; Max-Age=${maxAge}; SameSite=Lax${secure ? '; Secure' : ''}`;
}

/** The session token in a `Cookie` request header, or null (absent, empty or malformed). */
export function readSessionCookie(header: string | undefined): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const eq = part.indexOf('=');
    if (eq < 0 || part.slice(0, eq).trim() !== SESSION_COOKIE) continue;
    try {
      const token = decodeURIComponent(part.slice(eq + 1).trim());
      return token && token.length <= 512 ? token : null;
    } catch {
      return null;
    }
  }
  return null;
}
