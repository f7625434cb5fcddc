import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { build } from './helper';
import { createAdmin, createBlog, upsertPage } from '../src/seed/factories';

// A stand-in for the built SPA's index.html, with the defaults the real one carries.
const distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'tm-seo-'));
fs.writeFileSync(
  path.join(distDir, 'index.html'),
  `<!doctype html>
<html lang="en">
  <head>
    <meta charset="UTF-8" />
    <title>TutorsPlace — verified home and online tutors</title>
    <meta
      name="description"
      content="Default description."
    />
    <link rel="icon" type="image/svg+xml" href="/favicon.svg" />
  </head>
  <body><div id="root"></div></body>
</html>`,
);
const ctx = await build({ WEB_DIST_DIR: distDir, PUBLIC_URL: 'http://tutors.example.in' });
// without PUBLIC_URL the Host header must not reach canonical or og:url.
const noPublicUrl = await build({ WEB_DIST_DIR: distDir, PORT: '4321' });
const page = async (url: string) => {
  const res = await ctx.app.inject({ method: 'GET', url, headers: { host: 'tutors.example.in' } });
  expect(res.statusCode, url).toBe(200);
  expect(res.headers['content-type']).toContain('text/html');
  return res;
};
const tag = (html: string, re: RegExp) => re.exec(html)?.[1];
const title = (html: string) => tag(html, /<title>([^<]*)<\/title>/);
const meta = (html: string, attr: 'name' | 'property', key: string) =>
  tag(html, new RegExp(`<meta ${attr}="${key}" content="([^"]*)"`));

describe('the canonical origin', () => {
  it('never comes from the Host header: PUBLIC_URL, else the listening address', async () => {
    const res = await noPublicUrl.app.inject({
      method: 'GET',
      url: '/privacy-policy',
      headers: { host: 'evil.example', 'x-forwarded-host': 'evil.example' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.body).not.toContain('evil.example');
    expect(meta(res.body, 'property', 'og:url')).toBe('http://localhost:4321/privacy-policy');
  });
});

describe('page titles and descriptions in the served HTML (crawlers, link previews)', () => {
  it('describes a blog post shared by its ?slug= link, as an article', async () => {
    await createBlog(ctx.db, {
      slug: 'thesis-defense-tips',
      title: 'Thesis Defense Tips: How to Prepare for Your Viva',
      description: 'Practical preparation for the viva voce.',
      imageKey: 'public/blog-images/cover.png',
    });
    const html = (await page('/blog-details?slug=thesis-defense-tips')).body;
    expect(title(html)).toBe(
      'Thesis Defense Tips: How to Prepare for Your Viva | TutorsPlace Blog',
    );
    expect(meta(html, 'name', 'description')).toBe('Practical preparation for the viva voce.');
    expect(meta(html, 'property', 'og:title')).toBe(
      'Thesis Defense Tips: How to Prepare for Your Viva | TutorsPlace Blog',
    );
    expect(meta(html, 'property', 'og:description')).toBe(
      'Practical preparation for the viva voce.',
    );
    expect(meta(html, 'property', 'og:type')).toBe('article');
    expect(meta(html, 'property', 'og:url')).toBe(
      'http://tutors.example.in/blog-details?slug=thesis-defense-tips',
    );
    expect(meta(html, 'property', 'og:image')).toBe(
      'http://tutors.example.in/api/files/public/blog-images/cover.png',
    );
    // The defaults are replaced, not duplicated.
    expect(html.match(/<title>/g)).toHaveLength(1);
    expect(html.match(/name="description"/g)).toHaveLength(1);
    expect(html).not.toContain('Default description.');
    expect(html).toContain('<div id="root"></div>');
  });

  it('escapes everything it injects', async () => {
    await createBlog(ctx.db, {
      slug: 'tricky',
      title: '</title><script>alert(1)</script> "Quotes" & more',
      description: '"><img src=x onerror=alert(2)>',
    });
    const html = (await page('/blog-details?slug=tricky')).body;
    expect(html).not.toContain('<script>alert(1)');
    expect(html).not.toContain('<img src=x');
    expect(title(html)).toBe(
      '&lt;/title&gt;&lt;script&gt;alert(1)&lt;/script&gt; &quot;Quotes&quot; &amp; more | TutorsPlace Blog',
    );
    expect(meta(html, 'property', 'og:description')).toBe(
      '&quot;&gt;&lt;img src=x onerror=alert(2)&gt;',
    );
  });

  it('keeps $ sequences literal (no replacement patterns in the injected tags)', async () => {
    await createBlog(ctx.db, {
      slug: 'dollars',
      title: 'Save $$ on fees',
      description: "Save $` now and $' later, $& too",
    });
    const html = (await page('/blog-details?slug=dollars')).body;
    expect(title(html)).toBe('Save $$ on fees | TutorsPlace Blog');
    expect(meta(html, 'name', 'description')).toBe('Save $` now and $&#39; later, $&amp; too');
    expect(html.match(/<head>/g)).toHaveLength(1);
  });

  it('uses the article text when a post has no description', async () => {
    await createBlog(ctx.db, {
      slug: 'no-desc',
      title: 'No description',
      description: null,
      content: '<h2>Start</h2><p>Revise NCERT first &amp; then solve past papers.</p>',
    });
    expect(meta((await page('/blog-details?slug=no-desc')).body, 'name', 'description')).toBe(
      'Start Revise NCERT first &amp; then solve past papers.',
    );
  });

  it('does not describe a draft, an unknown or a malformed slug: the blog list meta instead', async () => {
    await createBlog(ctx.db, {
      slug: 'secret-draft',
      title: 'Secret draft',
      published: false,
      postedAt: null,
    });
    for (const url of [
      '/blog-details?slug=secret-draft',
      '/blog-details?slug=nope',
      '/blog-details?slug=%3Cx%3E',
      '/blog-details',
    ]) {
      const html = (await page(url)).body;
      expect(title(html), url).toBe('Blog | TutorsPlace');
      expect(html).not.toContain('Secret draft');
    }
  });

  it('titles the policy pages, following an admin rename', async () => {
    await upsertPage(ctx.db, {
      key: 'cancellation-refund',
      title: 'Cancellation & Refund',
      html: '<p>x</p>',
    });
    let html = (await page('/cancellation-refund')).body;
    expect(title(html)).toBe('Cancellation &amp; Refund | TutorsPlace');
    expect(meta(html, 'name', 'description')).toBe(
      'When TutorsPlace bookings can be cancelled and how refunds for paid classes and consultations are made.',
    );
    expect(meta(html, 'property', 'og:type')).toBe('website');

    const admin = await createAdmin(ctx.db, { email: 'seo.admin@admins.example.test' });
    await ctx.injectAs(admin, {
      method: 'PUT',
      url: '/api/admin/pages/cancellation-refund',
      payload: { title: 'Cancellations and Refunds', html: '<p>y</p>' },
    });
    html = (await page('/cancellation-refund')).body;
    expect(title(html)).toBe('Cancellations and Refunds | TutorsPlace');

    // A page not yet in the database still gets its fixed title.
    expect(title((await page('/shipping-policy')).body)).toBe('Shipping Policy | TutorsPlace');
    expect(title((await page('/terms-and-conditions/')).body)).toBe(
      'Terms &amp; Conditions | TutorsPlace',
    );
    expect(title((await page('/privacy-policy')).body)).toBe('Privacy Policy | TutorsPlace');
  });

  it('titles the landing, blog list and about-us pages', async () => {
    for (const url of ['/', '/welcome']) {
      const html = (await page(url)).body;
      expect(title(html), url).toBe('TutorsPlace | Verified home and online tutors in India');
      expect(meta(html, 'property', 'og:description'), url).toMatch(
        /^Share your need, get matched with verified tutors/,
      );
    }
    expect(title((await page('/blogs')).body)).toBe('Blog | TutorsPlace');
    expect(title((await page('/about-us')).body)).toBe('About us | TutorsPlace');
  });

  it('titles and describes /phd-mentorship for link previews', async () => {
    const html = (await page('/phd-mentorship')).body;
    expect(title(html)).toBe('PhD Mentorship | TutorsPlace');
    expect(meta(html, 'name', 'description')).toMatch(/^One-to-one PhD mentoring sessions/);
    expect(meta(html, 'property', 'og:url')).toBe('http://tutors.example.in/phd-mentorship');
  });

  it('titles and describes tutor discovery, also for a shared search link', async () => {
    const html = (await page('/student-dashboard?search=maths')).body;
    expect(title(html)).toBe('Find Tutors | TutorsPlace');
    expect(meta(html, 'name', 'description')).toMatch(/^Search verified tutors for home tutoring/);
    expect(meta(html, 'property', 'og:url')).toBe('http://tutors.example.in/student-dashboard');
  });

  it('leaves other pages as built, and serves HTML under a Content-Security-Policy', async () => {
    const res = await page('/student-classes');
    expect(title(res.body)).toBe('TutorsPlace — verified home and online tutors');
    expect(res.body).toContain('Default description.');
    const csp = (await page('/blog-details?slug=thesis-defense-tips')).headers[
      'content-security-policy'
    ] as string;
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
  });
});
