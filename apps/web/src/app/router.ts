import { createBrowserRouter, matchRoutes } from 'react-router';
import { routes } from './routes';

/**
 * Loads the lazy routes the current address matches before the router starts, so the first
 * render is the page itself (as the server rendered it), not the loading fallback.
 */
async function loadMatchedRoutes(): Promise<void> {
  const matches = matchRoutes(routes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/** The browser's router; with `preload`, the current page's route modules are loaded first. */
export async function createRouter({ preload }: { preload: boolean }) {
  if (preload) await loadMatchedRoutes();
  return createBrowserRouter(routes);
}
