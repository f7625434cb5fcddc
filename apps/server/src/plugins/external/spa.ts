import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import fp from 'fastify-plugin';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { fail } from '../../lib/envelope';
import { loadServerRenderer } from './ssr';

declare module 'fastify' {
  interface FastifyInstance {
    /**
     * Hooks that may rewrite the SPA's index.html for a path (title, description, Open Graph tags
     * for crawlers and link previews). Return null to leave it alone.
     */
    spaHtmlTransforms: Array<
      (html: string, request: FastifyRequest) => Promise<string | null> | string | null
    >;
  }
}

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Whether an Accept-Encoding header accepts `encoding` (named, and not with q=0). */
export function acceptsEncoding(header: string | undefined, encoding: 'br' | 'gzip'): boolean {
  return (header ?? '').split(',').some((part) => {
    const [name, ...params] = part.split(';');
    return (
      name!.trim().toLowerCase() === encoding &&
      !params.some((param) => /^\s*q\s*=\s*0(?:\.0{0,3})?\s*$/i.test(param))
    );
  });
}

/**
 * The page's HTML compressed as the browser accepts it. @fastify/compress works on routes, and
 * pages are answered by the not-found handler (every path the app's router knows), so it never
 * saw them: a server-rendered page (tutor discovery with its twelve cards, ~100 kB) went out
 * whole. Brotli at quality 4 and gzip at 5, as app.ts sets for the API.
 */
async function compressedPage(html: string, request: FastifyRequest, reply: FastifyReply) {
  const vary = reply.getHeader('vary');
  reply.header('vary', vary ? `${String(vary)}, accept-encoding` : 'accept-encoding');
  const accept = request.headers['accept-encoding'];
  if (html.length < 1024) return html;
  if (acceptsEncoding(accept, 'br')) {
    reply.header('content-encoding', 'br');
    return brotli(html, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 } });
  }
  if (acceptsEncoding(accept, 'gzip')) {
    reply.header('content-encoding', 'gzip');
    return gzip(html, { level: 5 });
  }
  return html;
}

/**
 * Serves the built web app (apps/web/dist) on the same port as the API: hashed assets with long
 * caching, and index.html for every other non-API GET so client-side routes survive a reload.
 * Unknown /api paths answer 404 in the envelope.
 */
export default fp(async function spa(app: FastifyInstance, opts: { distDir?: string }) {
  const distDir = opts.distDir;
  const hasDist = !!distDir && fs.existsSync(path.join(distDir, 'index.html'));
  app.decorate('spaHtmlTransforms', []);
  let indexHtml = '';
  if (hasDist) {
    indexHtml = fs.readFileSync(path.join(distDir!, 'index.html'), 'utf8');
    // The hashed assets (~320 files with their .br/.gz copies) under one wildcard route: one
    // route per file, as `wildcard: false` makes, cost ~60 ms of every start. A missing
    // asset falls through to the not-found handler below (404).
    await app.register(fastifyStatic, {
      root: path.join(distDir!, 'assets'),
      prefix: '/assets/',
      wildcard: true,
      index: false,
      // apps/web's build writes .br/.gz beside each asset; send those to browsers that accept them.
      preCompressed: true,
      setHeaders(res) {
        res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
    // The few files at the top (favicon, load-app.js), one route each: `/` itself stays the app's.
    await app.register(fastifyStatic, {
      root: distDir!,
      prefix: '/',
      wildcard: false,
      index: false,
      decorateReply: false,
      globIgnore: ['assets/**', 'ssr/**', '.vite/**', 'index.html'],
      // The server-rendering bundle and the build manifest are for this server, not for browsers.
      allowedPath: (pathName) => !/^\/(?:ssr|\.vite)(?:\/|$)/.test(pathName),
      preCompressed: true,
    });
  }
  // The server-rendering bundle loads once the server listens (or on the first page, whichever
  // comes first), not before: the API serves without waiting for it (start-up time).
  let rendererLoad: ReturnType<typeof loadServerRenderer> | undefined;
  const renderer = () =>
    (rendererLoad ??= loadServerRenderer(app, distDir!).catch((err: unknown) => {
      app.log.error({ err }, 'ssr: the server-rendering bundle did not load; pages go unrendered');
      return null;
    }));
  if (hasDist) {
    app.addHook('onListen', async () => {
      void renderer();
    });
  } else {
    app.log.warn({ distDir }, 'web app not built: only the API is served (run npm run build)');
  }

  async function sendIndex(request: FastifyRequest, reply: FastifyReply) {
    let html = indexHtml;
    for (const transform of app.spaHtmlTransforms) {
      const next = await transform(html, request);
      if (next !== null) html = next;
    }
    // the public pages arrive rendered (title and meta above, the page's markup here).
    // (Only reached with a build: the not-found handler below sends the app only then.)
    html = (await (await renderer())?.render(html, request, reply)) ?? html;
    // (A page rendered for a signed-in student is already marked private, no-store.)
    if (!reply.hasHeader('cache-control')) reply.header('cache-control', 'no-cache');
    reply.type('text/html; charset=utf-8');
    return reply.send(await compressedPage(html, request, reply));
  }

  app.setNotFoundHandler(async (request, reply) => {
    const url = request.url.split('?')[0]!;
    if (url === '/api' || url.startsWith('/api/')) {
      return reply.status(404).send(fail(`No API route ${request.method} ${url}.`));
    }
    if (
      hasDist &&
      (request.method === 'GET' || request.method === 'HEAD') &&
      !url.startsWith('/files/') &&
      !path.extname(url)
    ) {
      return sendIndex(request, reply);
    }
    return reply.status(404).send(fail('Not found.'));
  });
});
