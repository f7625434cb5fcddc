// Server rendering: what the server rendered a page with, for the first render in the
// browser to match it (hydration). The server puts the React Query cache it rendered with into
// `<script type="application/json" id="tm-ssr-state">` (data, not code: the CSP allows no inline
// scripts), and the server's own render reads its per-request cache through ServerQueryClient.
import { createContext, useContext } from 'react';
import type { DehydratedState, QueryClient, QueryKey } from '@tanstack/react-query';
import type { UserDto } from '@tm/shared/schemas/user';
import type { Session } from './session-store';

export const SSR_STATE_ID = 'tm-ssr-state';

/** The request's cache while the server renders a page; null in the browser. */
export const ServerQueryClient = createContext<QueryClient | null>(null);

/** The page's data, and who it was rendered for: a signed-in student (tutor discovery), or null. */
export interface SsrState extends DehydratedState {
  viewer?: UserDto | null;
}

let browserState: SsrState | null | undefined;

/** The state the server rendered this page with, or null (client-rendered page). */
export function ssrState(): SsrState | null {
  if (browserState !== undefined) return browserState;
  const script = typeof document === 'undefined' ? null : document.getElementById(SSR_STATE_ID);
  try {
    browserState = script?.textContent ? (JSON.parse(script.textContent) as SsrState) : null;
  } catch {
    browserState = null;
  }
  return browserState;
}

/**
 * Whether the browser may hydrate the server's HTML: only when it was rendered for the session this
 * browser holds (a guest page for a guest, the student's page for the same student). Otherwise
 * (signed in or out since, another account, or a page rendered as a guest for a signed-in visitor
 * whose cookie had not been written yet) the client app renders the page afresh.
 */
export function canHydrate(state: SsrState | null, session: Session): boolean {
  if (!state) return false;
  const viewer = state.viewer ?? null;
  if (!viewer) return !session.isLoggedIn;
  return session.isLoggedIn && session.user?._id === viewer._id;
}

/**
 * True while the page on screen is the server's HTML being hydrated (and on the server itself):
 * parts that would otherwise wait for idle time (below-the-fold sections, the footer) render at
 * once, so the first render matches the server's markup; their code still loads on its own.
 */
export function useServerRendered(): boolean {
  const server = useContext(ServerQueryClient);
  return server !== null || ssrState() !== null;
}

const keyHash = (key: QueryKey) => JSON.stringify(key);

/**
 * What the server loaded for `key`, for screens outside the React Query provider (the landing):
 * from the server's cache while it renders, from the page's state in the browser.
 */
export function useServerData<T>(key: QueryKey): T | undefined {
  const server = useContext(ServerQueryClient);
  if (server) return server.getQueryData<T>(key);
  const hash = keyHash(key);
  return ssrState()?.queries.find((q) => keyHash(q.queryKey) === hash)?.state.data as T | undefined;
}
