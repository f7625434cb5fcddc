// /sitemap.xml lists the public pages, published blogs and verified tutors, with
// absolute addresses from PUBLIC_URL. The sitemap protocol allows 50,000 URLs per file: past that,
// /sitemap.xml is a sitemap index naming /sitemaps/{n}.xml, each holding one page of URLs.
import { sql } from 'drizzle-orm';
import { POLICY_PAGE_KEYS } from '@tm/shared/constants/page-meta';
import type { Db } from '../../db/client';
import { rowsOf } from '../discovery/tutor-card';
import { tutorPagePath } from '../discovery/tutor-meta';

/** sitemaps.org: at most 50,000 URLs (and 50 MB) per sitemap file. */
export const SITEMAP_MAX_URLS = 50_000;

/** Public pages with fixed addresses (the route table's public pages, §2). */
export const SITEMAP_STATIC_PATHS = [
  '/',
  '/blogs',
  '/about-us',
  '/phd-mentorship',
  ...POLICY_PAGE_KEYS.map((k) => `/${k}`),
];

interface Entry {
  path: string;
  lastmod?: Date | string | null;
}

const xml = (s: string) =>
  s
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;');

const isoDate = (d: Date | string | null | undefined) =>
  d ? new Date(d).toISOString().slice(0, 19) + 'Z' : null;

// Group classes: open batches of verified tutors that have not ended.
const OPEN_BATCHES = sql`from batches b join tutor_profiles p on p.user_id = b.tutor_id
  where b.status = 'open' and b.last_end_at > now() and p.verification_status = 'verified'`;

type Counts = { blogs: number; tutors: number; batches: number };

async function counts(db: Db): Promise<Counts> {
  const [row] = rowsOf<{
    blogs: number | string;
    tutors: number | string;
    batches: number | string;
  }>(
    await db.execute(sql`select
      (select count(*) from blogs where published) as blogs,
      (select count(*) from tutor_profiles where verification_status = 'verified') as tutors,
      (select count(*) ${OPEN_BATCHES}) as batches`),
  );
  return {
    blogs: Number(row?.blogs ?? 0),
    tutors: Number(row?.tutors ?? 0),
    batches: Number(row?.batches ?? 0),
  };
}

/** URLs number `offset` to `offset + limit - 1` of the whole list (static, blogs, tutors, batches). */
async function entries(db: Db, offset: number, limit: number, c: Counts): Promise<Entry[]> {
  const blogCount = c.blogs;
  const out: Entry[] = SITEMAP_STATIC_PATHS.slice(offset, offset + limit).map((path) => ({ path }));
  let skip = Math.max(0, offset - SITEMAP_STATIC_PATHS.length);
  if (out.length < limit && skip < blogCount) {
    const blogs = rowsOf<{ slug: string; updated_at: string | Date }>(
      await db.execute(sql`select slug, updated_at from blogs where published
        order by id limit ${limit - out.length} offset ${skip}`),
    );
    for (const b of blogs)
      out.push({ path: `/blog-details?slug=${b.slug}`, lastmod: b.updated_at });
  }
  skip = Math.max(0, skip - blogCount);
  if (out.length < limit) {
    const tutors = rowsOf<{ user_id: string; updated_at: string | Date }>(
      await db.execute(sql`select user_id, updated_at from tutor_profiles
        where verification_status = 'verified'
        order by user_id limit ${limit - out.length} offset ${skip}`),
    );
    for (const t of tutors) out.push({ path: tutorPagePath(t.user_id), lastmod: t.updated_at });
  }
  skip = Math.max(0, skip - c.tutors);
  if (out.length < limit) {
    const batches = rowsOf<{ id: string; updated_at: string | Date }>(
      await db.execute(sql`select b.id, b.updated_at ${OPEN_BATCHES}
        order by b.id limit ${limit - out.length} offset ${skip}`),
    );
    for (const b of batches) out.push({ path: `/batch/${b.id}`, lastmod: b.updated_at });
  }
  return out;
}

function urlset(origin: string, list: Entry[]): string {
  const urls = list.map((e) => {
    const lastmod = isoDate(e.lastmod);
    return `  <url><loc>${xml(origin + e.path)}</loc>${lastmod ? `<lastmod>${lastmod}</lastmod>` : ''}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/**
 * The sitemap: `page` undefined is /sitemap.xml (a urlset when everything fits in one file, else
 * a sitemap index); `page` n is /sitemaps/n.xml. Null for a page that does not exist.
 */
export async function buildSitemap(opts: {
  db: Db;
  origin: string;
  page?: number;
  pageSize?: number;
}): Promise<string | null> {
  const pageSize = opts.pageSize ?? SITEMAP_MAX_URLS;
  const c = await counts(opts.db);
  const total = SITEMAP_STATIC_PATHS.length + c.blogs + c.tutors + c.batches;
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (opts.page === undefined) {
    if (pages === 1) return urlset(opts.origin, await entries(opts.db, 0, pageSize, c));
    const now = isoDate(new Date());
    const items = Array.from(
      { length: pages },
      (_, i) =>
        `  <sitemap><loc>${xml(`${opts.origin}/sitemaps/${i + 1}.xml`)}</loc><lastmod>${now}</lastmod></sitemap>`,
    );
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      '<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
      ...items,
      '</sitemapindex>',
      '',
    ].join('\n');
  }
  if (pages === 1 || opts.page < 1 || opts.page > pages) return null;
  return urlset(opts.origin, await entries(opts.db, (opts.page - 1) * pageSize, pageSize, c));
}

/** robots.txt: everything public may be crawled except the API (public files aside) and accounts. */
export function robotsTxt(origin: string): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Allow: /api/files/public/',
    'Disallow: /api/',
    'Disallow: /admin',
    'Disallow: /authentication',
    'Disallow: /video-call/',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}
