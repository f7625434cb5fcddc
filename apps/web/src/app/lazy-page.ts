import type { ComponentType } from 'react';
import type { LazyRouteFunction, RouteObject } from 'react-router';

/**
 * A route's component from a module's default export, loaded on first visit: each page (and
 * the role layouts) is its own chunk, so the landing's first download stays small.
 */
export function lazyPage(
  load: () => Promise<{ default: ComponentType }>,
): LazyRouteFunction<RouteObject> {
  return async () => ({ Component: (await load()).default });
}
