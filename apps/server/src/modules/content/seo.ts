import type { FastifyInstance } from 'fastify';
import { and, eq } from 'drizzle-orm';
import { BRAND_NAME } from '@tm/shared/constants/contact';
import { LANDING_DESCRIPTION, LANDING_TITLE } from '@tm/shared/constants/landing-meta';
import {
  blogPageTitle,
  tutorPageDescription,
  tutorPageTitle,
  POLICY_PAGE_KEYS,
  POLICY_PAGE_META,
  PUBLIC_PAGE_META,
  type PolicyPageKey,
} from '@tm/shared/constants/page-meta';
import { SLUG_PATTERN } from '@tm/shared/schemas/content';
import type { Db } from '../../db/client';
import { blogs, pages } from '../../db/schema/content';
import { absolutePublicFileUrl, publicFileUrl } from '../../lib/file-url';
import { htmlToText } from './sanitise';
import { publicTutor, tutorJsonLd, tutorPagePath } from '../discovery/tutor-meta';

export interface SeoMeta {
  title: string;
  description: string;
  type: 'website' | 'article' | 'profile';
  /** Path (and query) of the page's canonical address. */
  path: string;
  /** Relative or absolute image URL. */
  image?: string | null;
  /** schema.org data, put in a JSON-LD script (tutor pages). */
  jsonLd?: Record<string, unknown>;
}

/** JSON for a <script> block: `<` escaped so no value can close the script element. */
export const scriptJson = (data: unknown) =>
  JSON.stringify(data)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');

const escapeHtml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

/**
 * Puts the page's <title>, meta description, canonical link and Open Graph / Twitter tags into the
 * SPA's index.html, replacing the defaults, so crawlers and link previews (which do not run the
 * app's JavaScript) see what the page is about. Every value is HTML-escaped.
 */
export function injectMeta(html: string, meta: SeoMeta, origin: string): string {
  const url = `${origin}${meta.path}`;
  const image = meta.image ? absolutePublicFileUrl(origin, meta.image) : null;
  const tags = [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<link rel="canonical" href="${escapeHtml(url)}" />`,
    `<meta property="og:site_name" content="${escapeHtml(BRAND_NAME)}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:type" content="${meta.type}" />`,
    `<meta property="og:url" content="${escapeHtml(url)}" />`,
    ...(image ? [`<meta property="og:image" content="${escapeHtml(image)}" />`] : []),
    `<meta name="twitter:card" content="${image ? 'summary_large_image' : 'summary'}" />`,
    ...(meta.jsonLd
      ? [`<script type="application/ld+json">${scriptJson(meta.jsonLd)}</script>`]
      : []),
  ].join('\n    ');
  const stripped = html
    .replace(/<title>[\s\S]*?<\/title>\s*/i, '')
    .replace(/<meta\s[^>]*name=["']description["'][^>]*>\s*/gi, '')
    .replace(/<meta\s[^>]*(?:property=["']og:|name=["']twitter:)[^>]*>\s*/gi, '')
    .replace(/<link\s[^>]*rel=["']canonical["'][^>]*>\s*/gi, '')
    .replace(/<script\s[^>]*application\/ld\+json[^>]*>[\s\S]*?<\/script>\s*/gi, '');
  // A function replacement: `$` sequences in titles must not be read as replacement patterns.
  return stripped.replace(/<\/head>/i, () => `  ${tags}\n  </head>`);
}

function normalisePath(url: string): string {
  const path = url.split('?')[0]!.split('#')[0]!;
  return path.length > 1 ? path.replace(/\/+$/, '') : path;
}

/** The meta of a public page, or null for pages this module does not describe. */
export async function metaFor(
  db: Db,
  url: string,
  query: Record<string, unknown>,
  origin: string,
): Promise<SeoMeta | null> {
  const path = normalisePath(url);
  const tutorPage = /^\/(?:tutor-details|tutor)\/([^/]{1,100})$/.exec(path);
  if (tutorPage) {
    const tutor = await publicTutor(db, decodeURIComponent(tutorPage[1]!));
    if (!tutor) return null;
    return {
      title: tutorPageTitle(tutor),
      description: tutorPageDescription(tutor),
      type: 'profile',
      path: tutorPagePath(tutor._id),
      image: tutor.profilePhoto,
      jsonLd: tutorJsonLd(tutor, origin),
    };
  }
  if (path === '/blog-details') {
    const slug = typeof query.slug === 'string' ? query.slug : '';
    if (SLUG_PATTERN.test(slug) && slug.length <= 200) {
      const [blog] = await db
        .select()
        .from(blogs)
        .where(and(eq(blogs.slug, slug), eq(blogs.published, true)))
        .limit(1);
      if (blog) {
        const description =
          blog.description?.trim() ||
          htmlToText(blog.content ?? '') ||
          PUBLIC_PAGE_META['/blogs']!.description;
        return {
          title: blogPageTitle(blog.title),
          description,
          type: 'article',
          path: `/blog-details?slug=${slug}`,
          image: publicFileUrl(blog.imageKey),
        };
      }
    }
    return { ...PUBLIC_PAGE_META['/blogs']!, type: 'website', path: '/blogs' };
  }
  const key = path.slice(1) as PolicyPageKey;
  if (POLICY_PAGE_KEYS.includes(key)) {
    // The admin may have retitled the page; the description is the fixed summary.
    const [page] = await db
      .select({ title: pages.title })
      .from(pages)
      .where(eq(pages.key, key))
      .limit(1);
    const title = `${page?.title ?? POLICY_PAGE_META[key].title} | ${BRAND_NAME}`;
    return { title, description: POLICY_PAGE_META[key].description, type: 'website', path };
  }
  if (path === '/' || path === '/welcome')
    return { title: LANDING_TITLE, description: LANDING_DESCRIPTION, type: 'website', path };
  const fixed = PUBLIC_PAGE_META[path];
  return fixed ? { ...fixed, type: 'website', path } : null;
}

/**
 * The site's own origin for canonical and og:url: PUBLIC_URL, else (development) the address the
 * server listens on. Never the request's Host header, which any client can set.
 */
export function originOf(app: FastifyInstance): string {
  if (app.config.PUBLIC_URL) return app.config.PUBLIC_URL.replace(/\/+$/, '');
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : app.config.PORT;
  return `http://localhost:${port}`;
}

/**
 * Registers the transform with the SPA plugin once the app is assembled (the SPA plugin is
 * registered after the API routes, so its list exists only then). A failed lookup serves the
 * default index.html rather than an error page.
 */
export async function contentSeo(app: FastifyInstance) {
  app.addHook('onReady', async () => {
    app.spaHtmlTransforms.push(async (html, request) => {
      try {
        const origin = originOf(app);
        const meta = await metaFor(
          app.db,
          request.url,
          (request.query ?? {}) as Record<string, unknown>,
          origin,
        );
        return meta ? injectMeta(html, meta, origin) : null;
      } catch (err) {
        request.log.warn({ err }, 'seo: could not build page meta');
        return null;
      }
    });
  });
}
