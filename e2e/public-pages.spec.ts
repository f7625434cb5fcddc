import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { expect, test, type Page } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';
import { shotBoth, signInViaApi } from './support';

// Public pages journeys: the public face (landing, blog, policy pages, about us) and the content admin.

// The build the server under test serves (playwright.config.ts sets it).
const DIST = process.env.WEB_DIST_DIR!;
const PNG_1x1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

async function expectNoSeriousA11yViolations(page: Page, name: string) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'best-practice'])
    .analyze();
  const bad = results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`,
    );
  expect(bad, `axe on ${name}`).toEqual([]);
}

async function adminToken(page: Page): Promise<string> {
  const res = await page.request.post('/api/dev/sign-in', {
    data: { email: 'admin@tutorsplace.in', authType: 'login' },
  });
  expect(res.ok()).toBeTruthy();
  return (await res.json()).data.accessToken;
}

test('landing: hero calls to action, sections, chat shortcut, budget and accessibility', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  // Initial = every script and stylesheet the browser fetches for `/` before the first lazy piece
  // (the below-the-fold chunk, fetched once the page is idle or scrolled).
  const initial = new Set<string>();
  let lazyStarted = false;
  page.on('request', (req) => {
    const url = new URL(req.url()).pathname;
    if (url.includes('below-the-fold')) lazyStarted = true;
    if (!lazyStarted && ['script', 'stylesheet'].includes(req.resourceType())) initial.add(url);
  });

  await page.goto('/');
  await expect(page).toHaveTitle('TutorsPlace | Verified home and online tutors in India');
  await expect(
    page.getByRole('heading', { level: 1, name: 'The right tutor, at home or online.' }),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');

  // Performance budget: the landing's initial JS + CSS, gzipped, at most 120 kB.
  let gzip = 0;
  const lines: string[] = [];
  for (const asset of initial) {
    const size = zlib.gzipSync(fs.readFileSync(path.join(DIST, asset)), { level: 9 }).length;
    gzip += size;
    lines.push(`${asset} ${(size / 1000).toFixed(2)} kB`);
  }
  console.log(
    `landing initial JS+CSS (gzip -9): ${(gzip / 1000).toFixed(2)} kB\n  ${lines.sort().join('\n  ')}`,
  );
  expect(gzip).toBeLessThanOrEqual(120_000);
  expect([...initial].some((a) => /api-client|blog-card/.test(a))).toBe(false);

  // Sections of core-marketplace §2 "Landing page".
  for (const name of [
    'Learning that fits your family',
    'From first question to first class in four steps',
    'Teach with us',
    'What learners, parents and tutors say',
    'Built by a teacher, for learners and teachers',
    'Recent articles',
  ]) {
    await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
  }
  await expect(page.getByRole('heading', { level: 3, name: 'PhD Mentorship' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Explore PhD mentorship →' })).toHaveAttribute(
    'href',
    '/phd-mentorship',
  );
  await expect(page.getByRole('link', { name: 'Register as a tutor' })).toHaveAttribute(
    'href',
    '/authentication?authType=registration&userRole=tutor',
  );
  await expect(page.getByRole('link', { name: 'Read our story' })).toHaveAttribute(
    'href',
    '/about-us',
  );
  await expect(page.locator('section[aria-labelledby="testimonials-title"] figure')).toHaveCount(4);
  await expect(page.locator('video, audio')).toHaveCount(0);

  // Recent blogs come from the API once the section is near.
  await page.getByRole('heading', { name: 'Recent articles' }).scrollIntoViewIfNeeded();
  await expect(page.locator('[aria-labelledby="blogs-title"] article').first()).toBeVisible();

  // The chat-message shortcut: WhatsApp with the welcome text and both registration links.
  const chat = page.getByRole('link', { name: 'Chat with us on WhatsApp (opens in a new tab)' });
  const href = (await chat.getAttribute('href'))!;
  const url = new URL(href);
  expect(`${url.origin}${url.pathname}`).toBe('https://wa.me/919845012345');
  const origin = new URL(page.url()).origin;
  const text = url.searchParams.get('text')!;
  expect(text).toMatch(/^Hello and welcome to TutorsPlace!/);
  expect(text).toContain(`${origin}/authentication?authType=registration&userRole=student`);
  expect(text).toContain(`${origin}/authentication?authType=registration&userRole=tutor`);

  await page.evaluate(() => window.scrollTo(0, 0));
  await expectNoSeriousA11yViolations(page, '/');
  await shotBoth(page, 'public-landing');

  await page.getByRole('link', { name: 'Find a home tutor' }).first().click();
  await expect(page).toHaveURL(
    /\/authentication\?authType=registration&userRole=student&tutoringMode=Home%20Tutoring$/,
  );
  await page.goto('/welcome');
  await page.getByRole('link', { name: 'Find an online tutor' }).first().click();
  await expect(page).toHaveURL(
    /\/authentication\?authType=registration&userRole=student&tutoringMode=Online%20Tutoring$/,
  );
  expect(errors).toEqual([]);
});

test('blog: pages through the list, opens a post, reloads it and shares its link', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  // Enough posts for a second page (the seed holds 3).
  const token = await adminToken(page);
  const run = Date.now().toString(36);
  for (let i = 1; i <= 10; i++) {
    const res = await page.request.post('/api/admin/blogs', {
      headers: { authorization: `Bearer ${token}` },
      data: {
        title: `Revision note ${i} (${run})`,
        description: `Short revision note number ${i}.`,
        content: `<p>Note ${i}.</p>`,
        published: true,
      },
    });
    expect(res.ok()).toBeTruthy();
  }

  await page.goto('/blogs');
  await expect(page).toHaveTitle('Blog | TutorsPlace');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Study smarter, teach better' }),
  ).toBeVisible();
  await expect(page.locator('main article')).toHaveCount(10);
  await expectNoSeriousA11yViolations(page, '/blogs');
  await shotBoth(page, 'public-blogs');

  const pager = page.getByRole('navigation', { name: 'Blog pages' });
  await expect(pager.getByRole('link', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  await pager.getByRole('link', { name: 'Page 2' }).click();
  await expect(page).toHaveURL(/\/blogs\?page=2$/);
  await expect(pager.getByRole('link', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  const card = page.locator('main article').filter({ hasText: 'Thesis Defense Tips' });
  await expect(card).toContainText('03/10/2026'); // dd/mm/yyyy
  await card.getByRole('link').click();

  await expect(page).toHaveURL(/\/blog-details\?slug=thesis-defense-tips$/);
  const heading = page.getByRole('heading', {
    level: 1,
    name: 'Thesis Defense Tips: How to Prepare for Your Viva with Confidence',
  });
  await expect(heading).toBeVisible();
  await expect(
    page.getByRole('heading', { level: 2, name: 'Rehearse with a mock viva' }),
  ).toBeVisible();
  await page.reload();
  await expect(heading).toBeVisible();
  await expect(page).toHaveTitle(
    'Thesis Defense Tips: How to Prepare for Your Viva with Confidence | TutorsPlace Blog',
  );
  await shotBoth(page, 'public-blog-details');

  // What a crawler or link preview receives without running the app.
  const html = await (await page.request.get('/blog-details?slug=thesis-defense-tips')).text();
  expect(html).toContain(
    '<title>Thesis Defense Tips: How to Prepare for Your Viva with Confidence | TutorsPlace Blog</title>',
  );
  expect(html).toContain('<meta property="og:type" content="article" />');
  expect(html).toContain(
    '<meta property="og:description" content="Practical preparation for the viva voce: structure, rehearsal and handling difficult questions." />',
  );

  // A link to a post that does not exist.
  await page.goto('/blog-details?slug=no-such-post');
  await expect(page.getByText('Article not found')).toBeVisible();
  expect(errors).toEqual([]);
});

test('content admin: publishes a blog with an image, and unsafe HTML never reaches visitors', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  page.on('dialog', (d) => {
    errors.push(`unexpected dialog: ${d.message()}`);
    void d.dismiss();
  });
  await signInViaApi(page, { email: 'admin@tutorsplace.in', authType: 'login' });

  const title = `Board exam countdown ${Date.now().toString(36)}`;
  await page.goto('/admin/blogs');
  await expect(page.getByRole('heading', { level: 1, name: 'Blogs' })).toBeVisible();
  await page.getByRole('button', { name: 'New blog' }).click();
  await page.getByLabel('Title').fill(title);
  await page
    .getByLabel('Description')
    .fill('A four-week plan for the last month before the boards.');
  await page
    .getByLabel('Upload image')
    .setInputFiles({ name: 'cover.png', mimeType: 'image/png', buffer: PNG_1x1 });
  await expect(page.getByRole('img', { name: 'Blog image preview' })).toHaveAttribute(
    'src',
    /^\/api\/files\/public\/blog-images\/.+\.webp(\?w=\d+)?$/,
  );
  await page
    .getByLabel('Content')
    .fill(
      '<h2>Week 1</h2><p>Finish the syllabus once.</p><script>window.__xss = 1</script><img src="/nope.png" onerror="window.__xss = 2"><a href="javascript:window.__xss=3">trap</a>',
    );
  const preview = page.getByRole('region', { name: 'Preview' });
  await expect(preview.getByRole('heading', { name: 'Week 1' })).toBeVisible();
  await shotBoth(page, 'admin-blog-editor');
  await page.getByRole('button', { name: 'Publish', exact: true }).click();
  await expect(page.getByText('Blog published.')).toBeVisible();
  const row = page.locator('li').filter({ hasText: title });
  await expect(row.getByText('Published')).toBeVisible();
  await shotBoth(page, 'admin-blogs');

  // It appears first in the public list, with its image.
  await page.goto('/blogs');
  const first = page.locator('main article').first();
  await expect(first.getByRole('heading', { name: title })).toBeVisible();
  await expect(first.locator('img')).toHaveAttribute('src', /^\/api\/files\/public\/blog-images\//);
  await first.getByRole('link', { name: title }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Week 1' })).toBeVisible();
  const article = await page.locator('main article').innerHTML();
  for (const bad of ['<script', 'onerror', 'javascript:']) expect(article).not.toContain(bad);
  expect(await page.evaluate(() => (window as { __xss?: number }).__xss)).toBeUndefined();

  // Unpublish from the list: gone from the public blog.
  await page.goto('/admin/blogs');
  await page.getByRole('button', { name: `Unpublish ${title}` }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Unpublish' }).click();
  await expect(page.getByText('Blog unpublished.')).toBeVisible();
  await page.goto('/blogs');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Study smarter, teach better' }),
  ).toBeVisible();
  await expect(page.locator('main article').first()).toBeVisible();
  await expect(page.getByRole('heading', { name: title })).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('policy pages and about us: server HTML, failure texts, admin edit, accessibility', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));

  await page.goto('/cancellation-refund');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Cancellation & Refund' }),
  ).toBeVisible();
  await expect(page.getByText('Trial classes are free (25 minutes, one session).')).toBeVisible();
  await expect(page).toHaveTitle('Cancellation & Refund | TutorsPlace');

  await page.goto('/privacy-policy');
  await expect(page.getByRole('heading', { level: 2, name: 'Grievance Officer' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/privacy-policy');
  await shotBoth(page, 'public-privacy-policy');

  for (const [route, text] of [
    ['terms-and-conditions', 'Something went wrong while getting Terms & Conditions.'],
    ['privacy-policy', 'Something went wrong while getting privacy policy.'],
    ['cancellation-refund', 'Something went wrong while getting content.'],
    ['shipping-policy', 'Something went wrong while getting content.'],
  ] as const) {
    await page.route(`**/api/pages/${route}`, (r) =>
      r.fulfill({
        status: 500,
        contentType: 'application/json',
        body: '{"success":false,"data":null,"message":"boom"}',
      }),
    );
    // a fresh load arrives rendered by the server (which reads the page in-process), so
    // the browser's failing request is met on a client-side visit, from the footer's link.
    await page.goto('/about-us');
    await page.waitForLoadState('networkidle'); // hydrated: the link navigates in the app
    await page.locator(`footer a[href="/${route}"]`).click();
    await expect(page).toHaveURL(new RegExp(`/${route}$`));
    await expect(page.getByRole('alert')).toContainText(text);
  }
  await page.unrouteAll();
  await shotBoth(page, 'public-policy-failure');

  await page.goto('/about-us');
  await expect(page).toHaveTitle('About us | TutorsPlace');
  for (const value of ['Trust', 'Personalization', 'Growth'])
    await expect(page.getByRole('heading', { level: 3, name: value })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Our founder’s story' })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Our mission' })).toBeVisible();
  await expectNoSeriousA11yViolations(page, '/about-us');
  await shotBoth(page, 'public-about-us');

  // An admin edits the shipping policy; visitors see it.
  await signInViaApi(page, { email: 'admin@tutorsplace.in', authType: 'login' });
  await page.goto('/admin/pages?key=shipping-policy');
  const content = page.getByLabel('Content');
  await expect(content).toHaveValue(/does not sell|do not sell/);
  await content.fill(
    `${await content.inputValue()}\n<p>Printed worksheets are never posted; they are shared as PDFs.</p><img src=x onerror="alert(1)">`,
  );
  await page.getByRole('button', { name: 'Save page' }).click();
  await expect(page.getByText('Page saved.')).toBeVisible();
  await shotBoth(page, 'admin-pages');
  await page.goto('/shipping-policy');
  await expect(
    page.getByText('Printed worksheets are never posted; they are shared as PDFs.'),
  ).toBeVisible();
  expect(await page.locator('main article').innerHTML()).not.toContain('onerror');
  expect(errors).toEqual([]);
});
