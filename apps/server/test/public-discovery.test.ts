// tutor pages for crawlers (no JavaScript), the sitemap, robots.txt and CORS.
import crypto from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { SaxesParser } from 'saxes';
import { body, build } from './helper';
import { createBlog, createTutor } from '../src/seed/factories';
import { buildSitemap } from '../src/modules/content/sitemap';
import { files } from '../src/db/schema/files';

const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tm-discovery-'));
fs.writeFileSync(
  path.join(distDir, 'index.html'),
  `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>TutorsPlace — verified home and online tutors</title>
    <meta name="description" content="Default description." />
  </head>
  <body><div id="root"></div><script type="module" src="/assets/app.js"></script></body>
</html>`,
);
const PUBLIC_URL = 'https://tutors.example.in';
const CLIENT = 'http://127.0.0.1:4599';
const ctx = await build({
  WEB_DIST_DIR: distDir,
  PUBLIC_URL,
  CORS_ORIGINS: `${CLIENT}, https://app.example.in/`,
});

/** A GET as curl would make it: no JavaScript runs, only the served HTML counts. */
const curl = (url: string, headers: Record<string, string> = {}) =>
  ctx.app.inject({ method: 'GET', url, headers: { host: 'evil.example.com', ...headers } });

const title = (html: string) => /<title>([^<]*)<\/title>/.exec(html)?.[1];
const jsonLd = (html: string) =>
  [...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g)].map(
    (m) => JSON.parse(m[1]!) as Record<string, unknown>,
  );

describe('a tutor page without JavaScript', () => {
  it('has the tutor in <title>, description, canonical, Open Graph and JSON-LD (Person, subjects, price range)', async () => {
    const { user } = await createTutor(ctx.db, {
      user: { fullName: 'Meera <Nair>' },
      profile: {
        subcategories: ['Physics (Class 11-12)', 'Mathematics (Class 11-12)'],
        headline: 'IIT alumna teaching JEE physics',
        minHourChargeMinor: 80000,
        maxHourChargeMinor: 150000,
        contactNumber: '9000000077',
        tutoringModes: ['Home Tutoring'],
        pincodes: '560034',
      },
    });
    for (const url of [`/tutor-details/${user.id}`, `/tutor/${user.id}?trial=true`]) {
      const res = await curl(url);
      expect(res.statusCode).toBe(200);
      const html = res.body;
      expect(title(html)).toBe(
        'Meera &lt;Nair&gt; – Physics (Class 11-12), Mathematics (Class 11-12) Tutor | TutorsPlace',
      );
      expect(html).toContain(
        `<link rel="canonical" href="${PUBLIC_URL}/tutor-details/${user.id}" />`,
      );
      expect(html).toContain(
        `<meta property="og:url" content="${PUBLIC_URL}/tutor-details/${user.id}" />`,
      );
      expect(html).toContain('<meta property="og:type" content="profile" />');
      expect(html).toMatch(
        /<meta name="description" content="IIT alumna teaching JEE physics\. Subjects: /,
      );
      // The name is escaped inside JSON too: no "<" can close the script element.
      expect(html).not.toContain('<Nair>');
      const [ld] = jsonLd(html);
      expect(ld).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'Person',
        name: 'Meera <Nair>',
        url: `${PUBLIC_URL}/tutor-details/${user.id}`,
        knowsAbout: ['Physics (Class 11-12)', 'Mathematics (Class 11-12)'],
        makesOffer: {
          '@type': 'Offer',
          priceSpecification: { priceCurrency: 'INR', minPrice: 800, maxPrice: 1500 },
        },
      });
      // Nothing private reaches the page.
      expect(html).not.toContain('9000000077');
      expect(html).not.toContain('560034');
      expect(html).not.toContain(user.email);
      expect(html.match(/<title>/g)).toHaveLength(1);
    }
  });

  it('keeps the default page for an unknown or unverified tutor', async () => {
    const { user } = await createTutor(ctx.db, {
      user: { fullName: 'Pending Person' },
      profile: { verificationStatus: 'pending' },
    });
    const html = (await curl(`/tutor-details/${user.id}`)).body;
    expect(html).not.toContain('Pending Person');
    expect(title(html)).toBe('TutorsPlace — verified home and online tutors');
    expect(jsonLd(html)).toHaveLength(0);
    expect((await curl('/tutor-details/not-an-id')).statusCode).toBe(200);
  });
});

interface Parsed {
  root: string;
  namespace: string | undefined;
  entries: Array<{ loc: string; lastmod?: string; parent: string }>;
}

/**
 * Parses a sitemap with a real XML parser and checks it against the sitemaps.org 0.9 schema's
 * structure: root urlset or sitemapindex in the sitemap namespace; each url/sitemap holds exactly
 * one absolute http(s) loc (≤ 2,048 chars) and at most one W3C-datetime lastmod; no other elements
 * than the schema's (changefreq/priority allowed under url); at most 50,000 entries.
 */
function parseSitemap(xml: string): Parsed {
  const parser = new SaxesParser({ xmlns: true });
  const stack: string[] = [];
  let text = '';
  const out: Parsed = { root: '', namespace: undefined, entries: [] };
  let current: { loc?: string; lastmod?: string; parent: string; children: string[] } | null = null;
  parser.on('opentag', (tag) => {
    const parent = stack.at(-1);
    if (!parent) {
      out.root = tag.local;
      out.namespace = tag.uri;
      expect(['urlset', 'sitemapindex']).toContain(tag.local);
    } else if (parent === out.root) {
      expect(tag.local).toBe(out.root === 'urlset' ? 'url' : 'sitemap');
      current = { parent: tag.local, children: [] };
    } else {
      const allowed =
        out.root === 'urlset' ? ['loc', 'lastmod', 'changefreq', 'priority'] : ['loc', 'lastmod'];
      expect(allowed).toContain(tag.local);
      current!.children.push(tag.local);
    }
    expect(tag.uri).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
    stack.push(tag.local);
    text = '';
  });
  parser.on('text', (t) => (text += t));
  parser.on('closetag', (tag) => {
    stack.pop();
    if (tag.local === 'loc') current!.loc = text;
    if (tag.local === 'lastmod') current!.lastmod = text;
    if (tag.local === 'url' || tag.local === 'sitemap') {
      const c = current!;
      expect(c.children.filter((x) => x === 'loc')).toHaveLength(1);
      expect(c.children.filter((x) => x === 'lastmod').length).toBeLessThanOrEqual(1);
      expect(c.loc).toMatch(/^https?:\/\/[^\s]+$/);
      expect(c.loc!.length).toBeLessThanOrEqual(2048);
      if (c.lastmod)
        expect(c.lastmod).toMatch(/^\d{4}-\d{2}-\d{2}(T\d{2}:\d{2}(:\d{2})?(Z|[+-]\d{2}:\d{2}))?$/);
      out.entries.push({ loc: c.loc!, lastmod: c.lastmod, parent: c.parent });
    }
    text = '';
  });
  parser.write(xml).close();
  expect(out.entries.length).toBeLessThanOrEqual(50_000);
  return out;
}

describe('sitemap.xml and robots.txt', () => {
  it('lists the public pages, published blogs and verified tutors with absolute PUBLIC_URL addresses', async () => {
    const { user: tutor } = await createTutor(ctx.db);
    const { user: pending } = await createTutor(ctx.db, {
      profile: { verificationStatus: 'pending' },
    });
    const blog = await createBlog(ctx.db, { slug: 'exam-tips-and-more' });
    const draft = await createBlog(ctx.db, { slug: 'a-draft-post', published: false });
    const res = await curl('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/xml');
    const map = parseSitemap(res.body);
    expect(map.root).toBe('urlset');
    const locs = map.entries.map((e) => e.loc);
    expect(locs).toContain(`${PUBLIC_URL}/`);
    expect(locs).toContain(`${PUBLIC_URL}/blogs`);
    expect(locs).toContain(`${PUBLIC_URL}/privacy-policy`);
    expect(locs).toContain(`${PUBLIC_URL}/tutor-details/${tutor.id}`);
    expect(locs).toContain(`${PUBLIC_URL}/blog-details?slug=${blog.slug}`);
    expect(locs).not.toContain(`${PUBLIC_URL}/tutor-details/${pending.id}`);
    expect(locs.join()).not.toContain(draft.slug);
    expect(locs.every((l) => l.startsWith(PUBLIC_URL))).toBe(true);
    expect(map.entries.find((e) => e.loc.endsWith(tutor.id))!.lastmod).toBeDefined();
    expect(new Set(locs).size).toBe(locs.length);
  });

  it('becomes a sitemap index of pages when the URLs pass one file, every URL in exactly one page', async () => {
    const whole = parseSitemap((await buildSitemap({ db: ctx.db, origin: PUBLIC_URL }))!);
    const pageSize = 3;
    const index = parseSitemap((await buildSitemap({ db: ctx.db, origin: PUBLIC_URL, pageSize }))!);
    expect(index.root).toBe('sitemapindex');
    expect(index.entries.length).toBe(Math.ceil(whole.entries.length / pageSize));
    const seen: string[] = [];
    for (const [i, entry] of index.entries.entries()) {
      expect(entry.loc).toBe(`${PUBLIC_URL}/sitemaps/${i + 1}.xml`);
      const page = parseSitemap(
        (await buildSitemap({ db: ctx.db, origin: PUBLIC_URL, pageSize, page: i + 1 }))!,
      );
      expect(page.root).toBe('urlset');
      expect(page.entries.length).toBeLessThanOrEqual(pageSize);
      seen.push(...page.entries.map((e) => e.loc));
    }
    expect(seen).toEqual(whole.entries.map((e) => e.loc));
    expect(
      await buildSitemap({
        db: ctx.db,
        origin: PUBLIC_URL,
        pageSize,
        page: index.entries.length + 1,
      }),
    ).toBeNull();
    // With everything in one file, /sitemaps/1.xml does not exist (no index points to it).
    expect((await curl('/sitemaps/1.xml')).statusCode).toBe(404);
    expect((await curl('/sitemaps/x.xml')).statusCode).toBe(404);
  });

  it('robots.txt allows the site, keeps crawlers out of the API and names the sitemap', async () => {
    const res = await curl('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/plain');
    expect(res.body).toContain('User-agent: *');
    expect(res.body).toContain('Disallow: /api/');
    expect(res.body).toContain('Allow: /api/files/public/');
    expect(res.body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
  });
});

describe('CORS for a client on another origin (CORS_ORIGINS)', () => {
  it('answers the preflight of any API route for a configured origin, never with credentials', async () => {
    for (const url of ['/api/get-tutors', '/api/submit-booking', '/api/dev/sign-in', '/api/me']) {
      const res = await ctx.app.inject({
        method: 'OPTIONS',
        url,
        headers: {
          origin: CLIENT,
          'access-control-request-method': 'POST',
          'access-control-request-headers': 'authorization,content-type',
        },
      });
      expect(res.statusCode, url).toBe(204);
      expect(res.headers['access-control-allow-origin']).toBe(CLIENT);
      expect(String(res.headers['access-control-allow-headers']).toLowerCase()).toContain(
        'authorization',
      );
      expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    }
    const get = await ctx.app.inject({
      method: 'GET',
      url: '/api/get-tutors',
      headers: { origin: 'https://app.example.in' },
    });
    expect(get.statusCode).toBe(200);
    expect(get.headers['access-control-allow-origin']).toBe('https://app.example.in');
    expect(get.headers.vary).toContain('Origin');
  });

  it('does not allow other origins', async () => {
    const res = await ctx.app.inject({
      method: 'GET',
      url: '/api/get-tutors',
      headers: { origin: 'https://evil.example.com' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('lets configured origins load public files (Cross-Origin-Resource-Policy)', async () => {
    const key = `public/photos/${crypto.randomUUID()}.png`;
    const { user } = await createTutor(ctx.db);
    await ctx.ports.files.put(key, Buffer.from('png'), 'image/png');
    await ctx.db.insert(files).values({
      ownerId: user.id,
      kind: 'photo',
      storageKey: key,
      originalName: 'me.png',
      mimeType: 'image/png',
      sizeBytes: 3,
    });
    for (const url of [`/api/files/${key}`, `/files/${key}`]) {
      const res = await ctx.app.inject({ method: 'GET', url, headers: { origin: CLIENT } });
      expect(res.statusCode, url).toBe(200);
      expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
    }
    // The API itself keeps helmet's same-origin policy.
    const api = await ctx.app.inject({ method: 'GET', url: '/api/get-tutors' });
    expect(api.headers['cross-origin-resource-policy']).toBe('same-origin');
    expect(body(api).success).toBe(true);
  });
});

describe('without CORS_ORIGINS: same origin only', () => {
  it('answers no preflight and sends no CORS headers', async () => {
    const plain = await build();
    const res = await plain.app.inject({
      method: 'OPTIONS',
      url: '/api/get-tutors',
      headers: { origin: CLIENT, 'access-control-request-method': 'GET' },
    });
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const get = await plain.app.inject({
      method: 'GET',
      url: '/api/get-tutors',
      headers: { origin: CLIENT },
    });
    expect(get.headers['access-control-allow-origin']).toBeUndefined();
  });
});
