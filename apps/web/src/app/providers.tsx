import { useContext } from 'react';
import { hydrate, QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { ServerQueryClient, ssrState } from '@/lib/ssr-state';
import { queryClient } from './query-client';

// A server-rendered page (issue 17) brings the data it was rendered with: the cache starts with it,
// so the first render matches the server's HTML and nothing is fetched again.
const rendered = ssrState();
if (rendered) hydrate(queryClient, rendered);

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
