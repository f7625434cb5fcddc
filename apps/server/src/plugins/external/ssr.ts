import { AsyncLocalStorage } from 'node:async_hooks';
import fs from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { readSessionCookie } from '@tm/shared/rules/session';
import type { UserDto } from '@tm/shared/schemas/user';
import { scriptJson } from '../../modules/content/seo';

/** What the web build's server entry (apps/web/src/entry-server.tsx) exports. */
interface ServerEntry {
  SSR_STATE_ID: string;
  isServerRenderedPath(pathname: string): boolean;
  rendersForViewer(pathname: string): boolean;
  routeSources(pathname: string): string[];
  render(
    url: URL,
    signal?: AbortSignal,
    viewer?: { token: string; user: UserDto } | null,
  ): Promise<{ html: string; state: unknown; sources: string[] } | null>;
  setApiTransport(
    transport: (
      url: string,
      init: { method: string; headers: Record<string, string> },
    ) => Promise<{ status: number; body: unknown }>,
  ): void;
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}

/** A page that takes longer than this is sent as the client app instead. */
const RENDER_TIMEOUT_MS = 5000;

/** The entry script as the web build writes it into index.html. */
const ENTRY_SCRIPT = /<script type="module" crossorigin src="(\/assets\/[^"]+\.js)"><\/script>/;

/**
 * Server rendering of the public pages, from the web build's `ssr/entry-server.js`:
 * `render` puts the page's markup into index.html's `<div id="root">`, the data it was rendered
 * with into a JSON script (data, not code: the CSP allows no inline scripts) and the page's route
 * chunks into `<link rel="modulepreload">`. The page's API calls are answered in-process by the
 * same routes a browser calls (`app.inject`, from the visitor's address), so the data is exactly
 * what the browser would have fetched. Null when the build has no server entry.
 */
export async function loadServerRenderer(app: FastifyInstance, distDir: string) {
  const entryFile = path.join(distDir, 'ssr', 'entry-server.js');
  if (!fs.existsSync(entryFile)) return null;
  const entry = (await import(pathToFileURL(entryFile).href)) as ServerEntry;
  const manifestFile = path.join(distDir, '.vite', 'manifest.json');
  const manifest = fs.existsSync(manifestFile)
    ? (JSON.parse(fs.readFileSync(manifestFile, 'utf8')) as Record<string, ManifestChunk>)
    : {};

  /** The request being rendered: the visitor's address, and their token when it is for them. */
  const visitor = new AsyncLocalStorage<{ ip: string; token: string | null }>();
  const inject = (url: string, headers: Record<string, string>) => {
    const store = visitor.getStore();
    return app.inject({
      method: 'GET',
      url,
      headers: store?.token ? { ...headers, authorization: `Bearer ${store.token}` } : headers,
      remoteAddress: store?.ip ?? '127.0.0.1',
    });
  };
  entry.setApiTransport(async (url, init) => {
    if (init.method !== 'GET') throw new Error('Server rendering only reads.');
    const response = await inject(url, init.headers);
    let body: unknown;
    try {
      body = response.body ? (JSON.parse(response.body) as unknown) : undefined;
    } catch {
      body = undefined;
    }
    return { status: response.statusCode, body };
  });

  /**
   * The chunks (and their static imports) of the route modules `sources`, and their stylesheets
   * (a page's own CSS, e.g. the article styles, must apply before first paint, or the text moves
   * when the chunk adds it). Files `html` already names are left out.
   */
  function pageAssets(sources: string[], html: string) {
    const files = new Set<string>();
    const seen = new Set<string>();
    const visit = (key: string) => {
      const chunk = manifest[key];
      if (!chunk || seen.has(key)) return;
      seen.add(key);
      files.add(chunk.file);
      for (const css of chunk.css ?? []) files.add(css);
      for (const dependency of chunk.imports ?? []) visit(dependency);
    };
    // The entry's own imports too: the build leaves their preload to this server.
    for (const source of ['index.html', ...sources]) visit(source);
    const wanted = [...files].filter((file) => !html.includes(`/${file}"`));
    return {
      styles: wanted.filter((file) => file.endsWith('.css')),
      scripts: wanted.filter((file) => !file.endsWith('.css')),
    };
  }

  const styleLinks = (files: string[]) =>
    files.map((file) => `<link rel="stylesheet" crossorigin href="/${file}">`);

  /** The client app: the page's chunks preloaded with the entry. */
  function assetLinks(sources: string[], html: string): string {
    const { styles, scripts } = pageAssets(sources, html);
    return [
      ...styleLinks(styles),
      ...scripts.map((file) => `<link rel="modulepreload" crossorigin href="/${file}">`),
    ].join('\n    ');
  }

  /**
   * A rendered page is readable before its scripts run (they only hydrate what is shown), so the
   * entry and the page's chunks are loaded by /load-app.js once the page has painted, instead of
   * sharing a slow connection with the page, its stylesheets and its images. Signed-in screens,
   * which show nothing until their scripts run, keep the entry as the build wrote it.
   */
  function loadAfterPaint(sources: string[], html: string): string {
    const entryTag = ENTRY_SCRIPT.exec(html);
    if (!entryTag)
      return html.replace(/<\/head>/i, () => `  ${assetLinks(sources, html)}\n  </head>`);
    const { styles, scripts } = pageAssets(sources, html);
    const loader = `<script src="/load-app.js" data-entry="${entryTag[1]}" data-chunks="${scripts.map((f) => `/${f}`).join(' ')}" defer></script>`;
    return html
      .replace(entryTag[0], () => loader)
      .replace(/<\/head>/i, () => `  ${styleLinks(styles).join('\n    ')}\n  </head>`);
  }

  /**
   * Who the page at `pathname` is rendered for: the signed-in user whose session cookie came with
   * the request, checked like any token (GET /me), on the pages that render for one (tutor
   * discovery); null for a guest (no cookie, or a token that is no longer valid).
   */
  async function viewerOf(request: FastifyRequest, pathname: string) {
    const token = readSessionCookie(request.headers.cookie);
    if (!token || !entry.rendersForViewer(pathname)) return null;
    const me = await visitor.run({ ip: request.ip, token }, () =>
      inject('/api/me', { accept: 'application/json' }),
    );
    if (me.statusCode !== 200) return null;
    const user = (JSON.parse(me.body) as { data: UserDto }).data;
    return { token, user };
  }

  return {
    /**
     * index.html with the page rendered into it, or null to send it as it is. A page rendered for
     * a signed-in visitor is marked private (`Cache-Control: private, no-store` on `reply`).
     */
    async render(
      html: string,
      request: FastifyRequest,
      reply: FastifyReply,
    ): Promise<string | null> {
      const url = new URL(request.url, 'http://localhost');
      const clientApp = () => {
        // The client app: still name the page's chunks, so they load with the entry.
        const links = assetLinks(entry.routeSources(url.pathname), html);
        return links ? html.replace(/<\/head>/i, () => `  ${links}\n  </head>`) : null;
      };
      if (!entry.isServerRenderedPath(url.pathname)) return clientApp();
      // Whatever the page turns out to be, it may differ by who asks.
      if (entry.rendersForViewer(url.pathname)) reply.header('vary', 'cookie');
      try {
        const viewer = await viewerOf(request, url.pathname);
        // Another role's session (a tutor, an admin): their app sends them to their own screens.
        if (viewer && viewer.user.role !== 'student') return clientApp();
        const page = await visitor.run({ ip: request.ip, token: viewer?.token ?? null }, () =>
          entry.render(url, AbortSignal.timeout(RENDER_TIMEOUT_MS), viewer),
        );
        if (!page) return null;
        if (viewer) reply.header('cache-control', 'private, no-store');
        const state = `<script type="application/json" id="${entry.SSR_STATE_ID}">${scriptJson(page.state)}</script>`;
        return loadAfterPaint(page.sources, html).replace(
          '<div id="root"></div>',
          () => `<div id="root">${page.html}</div>\n    ${state}`,
        );
      } catch (err) {
        request.log.warn({ err }, 'ssr: the page could not be rendered, sending the client app');
        return null;
      }
    },
  };
}
