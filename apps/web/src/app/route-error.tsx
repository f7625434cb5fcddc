import { isRouteErrorResponse, useRouteError } from 'react-router';
import { Button, ButtonLink } from '@/components/ui/button';
import NotFoundPage from './not-found-page';

/**
 * The router's error screen. The usual cause is a lazy page chunk that failed to download
 * (offline, or a new deploy replaced it), so the way out is a reload.
 */
export function RouteError() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  return (
    <main
      id="main"
      className="mx-auto flex min-h-dvh max-w-reading flex-col items-center justify-center px-6 text-center"
    >
      <h1 className="text-2xl font-semibold">Something went wrong</h1>
      <p className="mt-2 text-neutral-600">
        This page could not be loaded. Check your connection and try again.
      </p>
      <div className="mt-6 flex gap-3">
        <Button onClick={() => window.location.reload()}>Reload</Button>
        <ButtonLink to="/" variant="secondary">
          Go home
        </ButtonLink>
      </div>
    </main>
  );
}
