import { useContext } from 'react';
import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { getSession } from '@/lib/session-store';
import { ServerQueryClient, ssrState } from '@/lib/ssr-state';
import { queryClient, seedFromServer } from './query-client';

// A server-rendered page brings the data it was rendered with: the cache starts with it,
// so the first render matches the server's HTML and nothing is fetched again; only when it was
// rendered for this browser's session (a guest's page never stands in for a signed-in student's).
seedFromServer(ssrState(), getSession());

/**
 * The React Query provider, as a lazily loaded layout route around every route except the
 * landing (`/` for guests and /welcome). Why: TanStack Query is ~7 kB gzip, and the landing's
 * first download has a 120 kB budget that react-dom and react-router already mostly fill.
 * A landing section that later needs server data should be a lazy component under its own
 * Suspense boundary that fetches with lib/api-client, or the landing moves under this route
 * once the budget allows.
 *
 * On the server (entry-server.tsx) each request renders with its own cache instead of this one.
 */
export default function AppProviders() {
  const server = useContext(ServerQueryClient);
  return (
    <QueryClientProvider client={server ?? queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
