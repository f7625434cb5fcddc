// Server rendering (issue 17): what the server rendered a page with, for the first render in the
// browser to match it (hydration). The server puts the React Query cache it rendered with into
// `<script type="application/json" id="tm-ssr-state">` (data, not code: the CSP allows no inline
// scripts), and the server's own render reads its per-request cache through ServerQueryClient.
import { createContext, useContext } from 'react';
import type { DehydratedState, QueryClient, QueryKey } from '@tanstack/react-query';

export const SSR_STATE_ID = 'tm-ssr-state';

/** The request's cache while the server renders a page; null in the browser. */
export const ServerQueryClient = createContext<QueryClient | null>(null);

let browserState: DehydratedState | null | undefined;

/** The state the server rendered this page with, or null (client-rendered page). */
export function ssrState(): DehydratedState | null {
  if (browserState !== undefined) return browserState;
  const script = typeof document === 'undefined' ? null : document.getElementById(SSR_STATE_ID);
  try {
    browserState = script?.textContent ? (JSON.parse(script.textContent) as DehydratedState) : null;
  } catch {
    browserState = null;
  }
  return browserState;
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
