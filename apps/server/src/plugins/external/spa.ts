import fs from 'node:fs';
import path from 'node:path';
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
    await app.register(fastifyStatic, {
      root: distDir!,
      prefix: '/',
      wildcard: false,
      index: false,
      // The server-rendering bundle and the build manifest are for this server, not for browsers.
      allowedPath: (pathName) => !/^\/(?:ssr|\.vite)(?:\/|$)/.test(pathName),
      // apps/web's build writes .br/.gz beside each asset; send those to browsers that accept them.
      preCompressed: true,
      setHeaders(res, filePath) {
        if (filePath.includes(`${path.sep}assets${path.sep}`))
          res.header('cache-control', 'public, max-age=31536000, immutable');
      },
    });
  }
  // The server-rendering bundle loads once the server listens (or on the first page, whichever
  // comes first), not before: the API serves without waiting for it (issue 17, start-up time).
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
    // Issue 17: the public pages arrive rendered (title and meta above, the page's markup here).
    // (Only reached with a build: the not-found handler below sends the app only then.)
    html = (await (await renderer())?.render(html, request)) ?? html;
    return reply.header('cache-control', 'no-cache').type('text/html; charset=utf-8').send(html);
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
