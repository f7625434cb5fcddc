// Server rendering of the public pages. Built by apps/web/scripts/build.mjs into
// <dist>/ssr/entry-server.js and loaded by the server (apps/server/src/plugins/external/spa.ts),
// which calls `render` for the paths in `isServerRenderedPath` and puts the markup into index.html.
// The server answers the pages' API calls in-process through `setApiTransport` (the same routes,
// validation and response schemas as the browser's calls), so the data the client hydrates with is
// exactly what its own request would have returned. Signed-in screens are not rendered here, with
// one exception: tutor discovery (/student-dashboard), open to guests and students alike, is
// rendered for the signed-in student whose session cookie came with the request (`viewer`; the
// server checked the token with GET /me and sends their Authorization with the page's calls).
import '@tm/shared/zod-config';
import { StrictMode, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { prerenderToNodeStream } from 'react-dom/static';
import {
  createStaticHandler,
  createStaticRouter,
  matchRoutes,
  StaticRouterProvider,
  type StaticHandlerContext,
} from 'react-router';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { POLICY_PAGE_KEYS, type PolicyPageKey } from '@tm/shared/constants/page-meta';
import { blogQueryOptions } from '@/features/blog/api/get-blog';
import { blogsQueryOptions } from '@/features/blog/api/get-blogs';
import { pageFromSearch } from '@/features/blog/pages/blogs-page';
import { pageQueryOptions } from '@/features/content/api/get-page';
import { similarTutorsQueryOptions } from '@/features/discovery/api/get-similar-tutors';
import { tutorQueryOptions } from '@/features/discovery/api/get-tutor';
import { recentBlogsQuery } from '@/features/landing/lib/recent-blogs';
import { tutorSearchQueryOptions } from '@/features/student/api/get-tutors';
import { subjectsQuery } from '@/lib/lookups';
import { ServerSession, sessionOf } from '@/lib/session-store';
import { tutorFiltersFromParams } from '@tm/shared/rules/tutor-filters';
import type { UserDto } from '@tm/shared/schemas/user';
import { routes } from './app/routes';
import type { LazyPage } from './app/lazy-page';
import { createQueryClient } from './app/query-client';

export { setApiTransport } from './lib/api-client';
export { SSR_STATE_ID } from './lib/ssr-state';
import { ServerQueryClient, type SsrState } from './lib/ssr-state';

const isPolicyPageKey = (key: string): key is PolicyPageKey =>
  (POLICY_PAGE_KEYS as readonly string[]).includes(key);

const TUTOR_PATH = /^\/(?:tutor-details|tutor)\/([^/]{1,100})$/;
const DISCOVERY_PATH = '/student-dashboard';
const FIXED_PATHS = new Set([
  '/',
  '/welcome',
  '/blogs',
  '/blog-details',
  '/about-us',
  '/phd-mentorship',
  DISCOVERY_PATH,
]);

/** The pages rendered on the server; every other path is the client app. */
export function isServerRenderedPath(pathname: string): boolean {
  return (
    FIXED_PATHS.has(pathname) || isPolicyPageKey(pathname.slice(1)) || TUTOR_PATH.test(pathname)
  );
}

/**
 * The pages rendered for a signed-in student (their session cookie came with the request); the
 * others are rendered as a guest sees them whoever asks. Only tutor discovery for now: the other
 * student screens are the client app, and a public page looks the same to everyone.
 */
export function rendersForViewer(pathname: string): boolean {
  return pathname === DISCOVERY_PATH;
}

/** Loads into `client` what the page at `url` shows, with the page's own query options. */
async function prefetch(client: QueryClient, url: URL): Promise<unknown> {
  const path = url.pathname;
  // (The banner of a student's next class is left to the browser: it counts the minutes to the
  // class, which the server's clock and the browser's could disagree on while hydrating.)
  if (path === DISCOVERY_PATH)
    return Promise.all([
      client.prefetchInfiniteQuery(
        tutorSearchQueryOptions(tutorFiltersFromParams(url.searchParams)),
      ),
      client.prefetchQuery(subjectsQuery),
    ]);
  const tutor = TUTOR_PATH.exec(path);
  if (tutor) {
    const id = decodeURIComponent(tutor[1]!);
    return Promise.all([
      client.prefetchQuery(tutorQueryOptions(id)),
      client.prefetchQuery(similarTutorsQueryOptions(id)),
    ]);
  }
  if (path === '/blogs')
    return client.prefetchQuery(blogsQueryOptions(pageFromSearch(url.searchParams.get('page'))));
  if (path === '/blog-details') {
    const slug = url.searchParams.get('slug');
    return slug ? client.prefetchQuery(blogQueryOptions(slug)) : undefined;
  }
  if (path === '/' || path === '/welcome') return client.prefetchQuery(recentBlogsQuery);
  const key = path.slice(1);
  if (isPolicyPageKey(key)) return client.prefetchQuery(pageQueryOptions(key));
  return undefined;
}

export interface RenderResult {
  /** The markup for `<div id="root">`. */
  html: string;
  /** The React Query cache as JSON, for the client to hydrate with. */
  state: unknown;
  /** The build's import specifiers of the route modules the page uses (for modulepreload). */
  sources: string[];
}

/** Who a page is rendered for: a signed-in student (see rendersForViewer), or a guest. */
export interface Viewer {
  token: string;
  /** The student's profile as GET /me returned it for the token. */
  user: UserDto;
}

/**
 * Renders `url` as `viewer` (or a guest) sees it, or null when the route table answers with a
 * redirect or an error (the server then sends the client app as before).
 */
export async function render(
  url: URL,
  signal?: AbortSignal,
  viewer: Viewer | null = null,
): Promise<RenderResult | null> {
  if (viewer && (viewer.user.role !== 'student' || !rendersForViewer(url.pathname))) return null;
  // A fresh cache per request; retries would only delay a page whose data failed to load (the
  // client shows the error state and its retry button, as it would after its own request).
  const queryClient = createQueryClient();
  queryClient.setDefaultOptions({
    queries: { ...queryClient.getDefaultOptions().queries, retry: false },
  });
  const handler = createStaticHandler(routes);
  const [context] = await Promise.all([
    handler.query(new Request(url, { signal })),
    prefetch(queryClient, url),
  ]);
  if (context instanceof Response || (context as StaticHandlerContext).errors) return null;
  const staticContext = context as StaticHandlerContext;
  const router = createStaticRouter(handler.dataRoutes, staticContext);
  const app = (
    <StrictMode>
      <ServerSession.Provider value={viewer ? sessionOf(viewer.token, viewer.user) : null}>
        <ServerQueryClient.Provider value={queryClient}>
          <StaticRouterProvider router={router} context={staticContext} hydrate={false} />
        </ServerQueryClient.Provider>
      </ServerSession.Provider>
    </StrictMode>
  );
  // A lazy component (the footer, the landing's later sections) suspends the first time it
  // renders in this process: `prerender` waits for it (and so loads it), and the page is then
  // rendered with renderToString, which sends every part inline. (prerender's own output moves
  // large or late parts into hidden blocks revealed by inline scripts, which the CSP forbids.)
  // A page that still has a part pending, or any script, is not used: the client app is sent.
  const pending = (html: string) => /<!--\$[!?]-->/.test(html) || html.includes('<script');
  let html = renderToString(app);
  for (let attempt = 0; attempt < 3 && pending(html); attempt++) {
    await prerender(app, signal);
    html = renderToString(app);
  }
  if (pending(html)) return null;
  const sources = staticContext.matches
    .map((m) => (m.route as { lazySource?: string }).lazySource)
    .filter((s): s is string => !!s);
  const state: SsrState = {
    ...dehydrate(queryClient, {
      // Failed queries are left out: the client asks again, and shows its own error state.
      shouldDehydrateQuery: (query) => query.state.status === 'success',
    }),
    // The browser hydrates only if it holds the same session (ssr-state.ts canHydrate).
    viewer: viewer?.user ?? null,
  };
  queryClient.clear();
  return { html, state, sources };
}

/** Renders `app` to the end, every lazy part loaded and every suspended part resolved. */
async function prerender(app: ReactNode, signal?: AbortSignal): Promise<void> {
  const { prelude } = await prerenderToNodeStream(app, { signal });
  for await (const chunk of prelude) void chunk;
}

/**
 * The build paths of the route modules a path uses (any path, rendered here or not): the server
 * preloads their chunks with the page, so the browser fetches them with the entry, not after it.
 */
export function routeSources(pathname: string): string[] {
  return (matchRoutes(routes, pathname) ?? [])
    .map((m) => (m.route as { lazySource?: string }).lazySource)
    .filter((s): s is string => !!s);
}

/** The route modules in `routes` with the source each loads, so the server can tag matches. */
function tagLazySources(list: typeof routes): void {
  for (const route of list) {
    const source = (route.lazy as LazyPage | undefined)?.source;
    if (source) (route as { lazySource?: string }).lazySource = source;
    if (route.children) tagLazySources(route.children);
  }
}
tagLazySources(routes);
