import { QueryClientProvider } from '@tanstack/react-query';
import { Outlet } from 'react-router';
import { queryClient } from './query-client';

/**
 * The React Query provider, as a lazily loaded layout route around every route except the
 * landing (`/` for guests and /welcome). Why: TanStack Query is ~7 kB gzip, and the landing's
 * first download has a 120 kB budget that react-dom and react-router already mostly fill.
 * A landing section that later needs server data should be a lazy component under its own
 * Suspense boundary that fetches with lib/api-client, or the landing moves under this route
 * once the budget allows.
 */
export default function AppProviders() {
  return (
    <QueryClientProvider client={queryClient}>
      <Outlet />
    </QueryClientProvider>
  );
}
