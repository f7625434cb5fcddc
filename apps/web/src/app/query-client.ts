import { hydrate, QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';
import { canHydrate, type SsrState } from '@/lib/ssr-state';
import { getSession, subscribe, type Session } from '@/lib/session-store';

/** A 4xx will not change on retry; network and server errors get one more try. */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        refetchOnWindowFocus: false,
        retry: (failureCount, error) =>
          !(error instanceof ApiError && error.status < 500) && failureCount < 1,
      },
      mutations: { retry: false },
    },
  });
}

/** One cache for the whole app; it lives in this (lazily loaded) module, not in a component. */
export const queryClient = createQueryClient();

/**
 * A server-rendered page's data goes into the cache only when the page was rendered for the
 * session this browser holds (`canHydrate`, as main.tsx decides whether to hydrate). A public page
 * is rendered as a guest sees it: its answers (a tutor without pincodes, no favourite hearts) must
 * not stand in for the signed-in viewer's, who gets their own from the API.
 */
export function seedFromServer(
  state: SsrState | null,
  session: Session,
  client: QueryClient = queryClient,
): boolean {
  if (!state || !canHydrate(state, session)) return false;
  hydrate(client, state);
  return true;
}

/**
 * The cache holds one viewer's answers: when who is signed in changes (a sign-in, a logout, a 401,
 * another tab), it starts empty, so no screen reached afterwards shows what the last viewer saw.
 */
export function followViewer(client: QueryClient = queryClient): () => void {
  let viewer = getSession().user?._id ?? null;
  return subscribe(() => {
    const next = getSession().user?._id ?? null;
    if (next === viewer) return;
    viewer = next;
    client.removeQueries();
  });
}

if (typeof window !== 'undefined') followViewer();
