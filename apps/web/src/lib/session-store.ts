// core-marketplace §4 "Login state": the token and the user live in localStorage under `token`
// and `user`; login stores both, logout clears both. A tiny subscribable store so React renders
// (useSession) and plain code (the API client) read the same value.
import { createContext, useContext, useSyncExternalStore } from 'react';
import type { UserDto } from '@tm/shared/schemas/user';
import { isLoggedIn, sessionCookie } from '@tm/shared/rules/session';

const TOKEN_KEY = 'token';
const USER_KEY = 'user';

export interface Session {
  token: string | null;
  user: UserDto | null;
  /** A tutor counts only once the sign-up form is submitted (see isLoggedIn). */
  isLoggedIn: boolean;
}

function readStorage(key: string): string | null {
  try {
    return window.localStorage.getItem(key);
  } catch {
    return null; // storage blocked (private mode, sandboxed frame): behave as a guest
  }
}

function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) window.localStorage.removeItem(key);
    else window.localStorage.setItem(key, value);
  } catch {
    // storage blocked: the session still lives in memory for this tab
  }
}

/**
 * a copy of the token in a cookie, so the server can render tutor discovery as this
 * student sees it (see SESSION_COOKIE in @tm/shared/rules/session). The API never reads it.
 */
function writeCookie(token: string | null): void {
  if (typeof document === 'undefined') return;
  try {
    document.cookie = sessionCookie(token, window.location.protocol === 'https:');
  } catch {
    // cookies blocked: pages are then rendered as a guest sees them, and the app takes over
  }
}

function parseUser(raw: string | null): UserDto | null {
  if (!raw) return null;
  try {
    const user = JSON.parse(raw) as UserDto | null;
    return user && typeof user === 'object' && typeof user.role === 'string' ? user : null;
  } catch {
    return null;
  }
}

function build(token: string | null, user: UserDto | null): Session {
  return { token, user, isLoggedIn: isLoggedIn(token, user) };
}

let current: Session = build(readStorage(TOKEN_KEY), parseUser(readStorage(USER_KEY)));
const listeners = new Set<() => void>();
// On start too: a session from before the cookie existed (or one whose cookie expired) gets it.
if (current.token) writeCookie(current.token);

function set(next: Session): void {
  current = next;
  for (const listener of listeners) listener();
}

export function getSession(): Session {
  return current;
}

export function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export function login(token: string, user: UserDto): void {
  writeStorage(TOKEN_KEY, token);
  writeStorage(USER_KEY, JSON.stringify(user));
  writeCookie(token);
  set(build(token, user));
}

/** Clears token and user. The server call lives in lib/use-logout.ts. */
export function logout(): void {
  writeStorage(TOKEN_KEY, null);
  writeStorage(USER_KEY, null);
  writeCookie(null);
  set(build(null, null));
}

/** §4: submitting the student or tutor form (or GET /me) replaces the stored user. */
export function setUser(user: UserDto): void {
  writeStorage(USER_KEY, JSON.stringify(user));
  set(build(current.token, user));
}

// Another tab logged in or out: follow it, so two tabs never disagree about who is signed in.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (event) => {
    if (event.key !== null && event.key !== TOKEN_KEY && event.key !== USER_KEY) return;
    set(build(readStorage(TOKEN_KEY), parseUser(readStorage(USER_KEY))));
    // (The cookie is shared by the tabs: the tab that logged in or out has already written it.)
  });
}

/**
 * The session a page is rendered for on the server: the signed-in student whose cookie
 * came with the request on tutor discovery, else a guest. Null in the browser.
 */
export const ServerSession = createContext<Session | null>(null);

/** The session of `user`, signed in with `token` (for the server's render). */
export function sessionOf(token: string, user: UserDto): Session {
  return build(token, user);
}

export function useSession(): Session {
  // On the server: the request's session (a guest unless entry-server was given a viewer). While
  // the browser hydrates, the store already holds the session the page was rendered for (main.tsx
  // hydrates only when the two agree).
  const server = useContext(ServerSession);
  return useSyncExternalStore(subscribe, getSession, () => server ?? getSession());
}
