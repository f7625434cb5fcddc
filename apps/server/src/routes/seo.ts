import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { fail } from '../lib/envelope';
import { originOf } from '../modules/content/seo';
import { buildSitemap, robotsTxt } from '../modules/content/sitemap';

const HOUR = 'public, max-age=3600';

/** GET /sitemap.xml, /sitemaps/{n}.xml and /robots.txt for search engines. Public. */
export default async function seoRoutes(app: FastifyInstance) {
  app.get('/sitemap.xml', { schema: { hide: true } }, async (request, reply) => {
    const body = await buildSitemap({ db: app.db, origin: originOf(app) });
    return reply.header('cache-control', HOUR).type('application/xml; charset=utf-8').send(body);
  });

  const pageParam = z.object({ file: z.string().regex(/^[1-9]\d{0,6}\.xml$/) });
  app.get('/sitemaps/:file', { schema: { hide: true } }, async (request, reply) => {
    const parsed = pageParam.safeParse(request.params);
    const page = parsed.success ? Number.parseInt(parsed.data.file, 10) : 0;
    const body = page ? await buildSitemap({ db: app.db, origin: originOf(app), page }) : null;
    if (!body) return reply.status(404).send(fail('Not found.'));
    return reply.header('cache-control', HOUR).type('application/xml; charset=utf-8').send(body);
  });

  app.get('/robots.txt', { schema: { hide: true } }, async (request, reply) =>
    reply
      .header('cache-control', HOUR)
      .type('text/plain; charset=utf-8')
      .send(robotsTxt(originOf(app))),
  );
}
