import type { ComponentType } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router';

/** A lazy route function that also names the module it loads (see vite.config.ts). */
export type LazyPage = LazyRouteFunction<RouteObject> & { source?: string };

/**
 * A route's component from a module's default export, loaded on first visit: each page (and
 * the role layouts) is its own chunk, so the landing's first download stays small.
 *
 * `source` (the import specifier, e.g. `@/features/blog/pages/blogs-page`) is added by the build
 * (vite.config.ts, `lazyPageSources`), not written by hand: the server uses it to list the
 * chunks of a server-rendered page as `<link rel="modulepreload">`.
 */
export function lazyPage(
  load: () => Promise<{ default: ComponentType }>,
  source?: string,
): LazyPage {
  const lazy: LazyPage = async () => ({ Component: (await load()).default });
  lazy.source = source;
  return lazy;
}
