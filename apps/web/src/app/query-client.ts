import { QueryClient } from '@tanstack/react-query';
import { ApiError } from '@/lib/api-client';

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
