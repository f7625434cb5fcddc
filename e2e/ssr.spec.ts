import { expect, test, type Page } from '@playwright/test';
import { shotBoth, signInViaApi, uniqueEmail } from './support';

// the public pages arrive rendered by the server (content, title and meta in the first
// response), are hydrated without a mismatch, and nothing on them shifts while they load.

interface PublicPage {
  path: string;
  title: string | RegExp;
  /** Text of the page's content (not the header or footer) that must be in the raw HTML. */
  content: string;
  h1: string;
}

async function publicPages(page: Page): Promise<PublicPage[]> {
  const blogs = (await (await page.request.get('/api/blogs?page=0&limit=1')).json()).data.blogs;
  const tutors = (await (await page.request.get('/api/get-tutors?limit=1')).json()).data.tutors;
  expect(blogs.length, 'the demo has a published blog').toBe(1);
  expect(tutors.length, 'the demo has a verified tutor').toBe(1);
  const blog = blogs[0] as { slug: string; title: string; description: string };
  const tutor = tutors[0] as { _id: string; fullName: string; headline: string };
  return [
    {
      path: '/',
      title: 'TutorsPlace | Verified home and online tutors in India',
      content: 'The right tutor, at home or online.',
      h1: 'The right tutor, at home or online.',
    },
    {
      path: '/blogs',
      title: /Blog/,
      content: blog.title,
      h1: 'Study smarter, teach better',
    },
    {
      path: `/blog-details?slug=${blog.slug}`,
      title: `${blog.title} | TutorsPlace Blog`,
      content: blog.description,
      h1: blog.title,
    },
    {
      path: '/about-us',
      title: /About/,
      content: 'Our founder’s story',
      h1: 'Connecting talent with opportunity.',
    },
    {
      path: '/privacy-policy',
      title: 'Privacy Policy | TutorsPlace',
      content: 'Last updated',
      h1: 'Privacy Policy',
    },
    {
      path: '/phd-mentorship',
      title: /PhD/,
      content: 'Literature review guidance',
      h1: 'Expert guidance for every stage of your PhD',
    },
    {
      path: `/tutor/${tutor._id}`,
      title: new RegExp(tutor.fullName),
      content: tutor.headline,
      h1: tutor.fullName,
    },
  ];
}

/**
 * Holds the app's entry script back until `release()` is called: the page is on screen as the
 * server rendered it, not yet hydrated, as on a slow connection while the scripts download.
 */
async function holdAppEntry(page: Page): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[\w-]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}

const decode = (html: string) =>
  html
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>');

test('the first HTML of each public page holds its title, content and preloaded chunks', async ({
  page,
}) => {
  for (const p of await publicPages(page)) {
    const res = await page.request.get(p.path);
    expect(res.status(), p.path).toBe(200);
    const html = await res.text();
    const title = decode(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? '');
    if (typeof p.title === 'string') expect(title, p.path).toBe(p.title);
    else expect(title, p.path).toMatch(p.title);
    expect(html, p.path).toMatch(/<link rel="canonical" href="[^"]+"/);
    expect(html, p.path).toMatch(/<meta property="og:title" content="[^"]+"/);
    const root = /<div id="root">([\s\S]*)<\/div>\s*<script type="application\/json"/.exec(html);
    expect(root, `${p.path}: server-rendered markup in #root`).not.toBeNull();
    const body = decode(root![1]!);
    expect(body, p.path).toContain(p.content);
    expect(body, p.path).toMatch(new RegExp(`<h1[^>]*>${escapeRegExp(p.h1)}</h1>`));
    // No loading state in what the server sends.
    expect(body, p.path).not.toContain('Loading…');
    // The hydration data is JSON, not code (the CSP allows no inline script).
    expect(html, p.path).not.toMatch(/<script(?![^>]*(?:src=|type="application\/(?:ld\+)?json"))/);
  }
  // The app's scripts load once the page has painted (public/load-app.js), the page's own route
  // chunk with the entry (not found after the entry runs); no module script in the first HTML.
  const blogsHtml = await (await page.request.get('/blogs')).text();
  expect(blogsHtml).toMatch(
    /<script src="\/load-app\.js" data-entry="\/assets\/index-[\w-]+\.js" data-chunks="[^"]*\/assets\/blogs-page-[\w-]+\.js[^"]*" defer><\/script>/,
  );
  expect(blogsHtml).not.toMatch(/<script type="module"|rel="modulepreload"/);
  // The server's rendering bundle and the build manifest are not served.
  for (const hidden of ['/ssr/entry-server.js', '/.vite/manifest.json'])
    expect((await page.request.get(hidden)).status(), hidden).toBe(404);
});

function escapeRegExp(s: string) {
  return s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

test('public pages hydrate the server HTML without errors and nothing shifts', async ({ page }) => {
  const pages = await publicPages(page);
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`${page.url()} console: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`${page.url()} pageerror: ${e.message}`));
  // The h1 the server sent, kept before any script runs, and every layout shift.
  await page.addInitScript(() => {
    const w = window as unknown as { serverH1?: Element | null; shifts: number };
    w.shifts = 0;
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as unknown as { value: number }[])
        w.shifts += entry.value;
    }).observe({ type: 'layout-shift', buffered: true });
    document.addEventListener('DOMContentLoaded', () => {
      w.serverH1 = document.querySelector('h1');
    });
  });
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    for (const p of pages) {
      await page.goto(p.path);
      await expect(page.getByRole('heading', { level: 1, name: p.h1 })).toBeVisible();
      await page.waitForLoadState('networkidle');
      // Hydrated: React adopted the server's h1 (a client render would have replaced it) and
      // the page answers to clicks (client-side navigation, no reload).
      const same = await page.evaluate(
        () =>
          (window as unknown as { serverH1?: Element | null }).serverH1 ===
          document.querySelector('h1'),
      );
      expect(same, `${p.path} at ${width}: server h1 adopted`).toBe(true);
      const shifts = await page.evaluate(() => (window as unknown as { shifts: number }).shifts);
      expect(shifts, `${p.path} at ${width}: cumulative layout shift`).toBeLessThanOrEqual(0.02);
    }
  }
  expect(problems).toEqual([]);

  // Client-side navigation still works from a hydrated page.
  await page.goto('/about-us');
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => ((window as unknown as { marker: number }).marker = 1));
  await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Blogs' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Study smarter, teach better' }),
  ).toBeVisible();
  expect(await page.evaluate(() => (window as unknown as { marker?: number }).marker)).toBe(1);

  for (const p of pages) {
    await page.goto(p.path);
    await page.waitForLoadState('networkidle');
    await shotBoth(
      page,
      `ssr${p.path.replace(/[^a-z0-9]+/gi, '-').replace(/-[0-9a-f-]{20,}$/, '')}`,
    );
  }
});

test('a signed-in visitor gets the client app on a server-rendered page, without errors', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  await signInViaApi(page, {
    email: uniqueEmail('ssr-student'),
    fullName: 'Ssr Student',
    role: 'student',
    authType: 'registration',
  });
  await page.goto('/blogs');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Study smarter, teach better' }),
  ).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(problems).toEqual([]);
});

test('discovery arrives rendered for the signed-in student and hydrates without a mismatch', async ({
  page,
}) => {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(`console: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  const { accessToken } = await signInViaApi(page, {
    email: uniqueEmail('ssr-discovery'),
    fullName: 'Meera Discovery',
    role: 'student',
    authType: 'registration',
  });
  const tutors = (await (await page.request.get('/api/get-tutors?limit=1')).json()).data.tutors;

  // The first response is the student's page: their bar, the profile notice, the tutor cards.
  const raw = await page.request.get('/student-dashboard');
  expect(raw.headers()['cache-control']).toBe('private, no-store');
  const html = decode(await raw.text());
  expect(html).toContain('Complete your profile.');
  expect(html).toContain('Meera Discovery');
  expect(html).toContain(tutors[0].fullName);
  expect(html, 'the token stays out of the page').not.toContain(accessToken);
  // A guest (no cookie) gets the guest page: no notice, nobody's name.
  const guest = await page.request.get('/student-dashboard', { headers: { cookie: '' } });
  const guestHtml = decode(await guest.text());
  expect(guestHtml).toContain(tutors[0].fullName);
  expect(guestHtml).not.toContain('Complete your profile.');
  expect(guestHtml).not.toContain('Meera Discovery');

  // On screen before any script has run, and the same page once hydrated.
  const release = await holdAppEntry(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/student-dashboard', { waitUntil: 'domcontentloaded' });
  await expect(page.getByText('Complete your profile.')).toBeVisible();
  await expect(page.getByRole('heading', { name: tutors[0].fullName })).toBeVisible();
  // Hydrated, not replaced: the server's own elements get React's fibers and stay in the page.
  const notice = await page.getByText('Complete your profile.').elementHandle();
  const isHydrated = () =>
    notice!.evaluate(
      (el) => el.isConnected && Object.keys(el).some((k) => k.startsWith('__reactFiber')),
    );
  expect(await isHydrated()).toBe(false);
  release();
  await expect.poll(isHydrated).toBe(true);
  await page.waitForLoadState('networkidle');
  await page.getByRole('button', { name: 'Show filters' }).click();
  await expect(page.getByRole('button', { name: 'Hide filters' })).toBeVisible();
  await page.getByRole('searchbox').first().fill('zzzz-nobody');
  await expect(page.getByText('No tutors found matching your criteria.')).toBeVisible();
  expect(problems).toEqual([]);
  await shotBoth(page, 'ssr-discovery-student');
});

test('a page read, scrolled and clicked before it hydrates keeps its place and its open answer', async ({
  page,
}) => {
  // Held until the reader has scrolled and opened a question.
  const release = await holdAppEntry(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/phd-mentorship', { waitUntil: 'domcontentloaded' });
  const question = page.getByText('Will a mentor write my thesis or paper?');
  await question.click();
  const answer = page.getByText('Mentors guide your research and review your drafts');
  await expect(answer).toBeVisible();
  const scrolled = await page.evaluate(() => window.scrollY);
  expect(scrolled, 'the question is further down the page').toBeGreaterThan(500);
  const isHydrated = () =>
    page.evaluate(() =>
      Object.keys(document.querySelector('h1') ?? {}).some((k) => k.startsWith('__reactFiber')),
    );
  expect(await isHydrated()).toBe(false);

  release();
  await expect.poll(isHydrated).toBe(true);
  await page.waitForLoadState('networkidle');
  expect(await page.evaluate(() => window.scrollY)).toBe(scrolled);
  await expect(answer).toBeVisible();
  // And a change of page still starts at the top.
  await page.getByRole('link', { name: 'Request Research Guidance' }).last().click();
  await expect(page).toHaveURL(/\/research-form$/);
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBe(0);
});

test('a search typed and sent from the landing before it hydrates still searches', async ({
  page,
}) => {
  const release = await holdAppEntry(page);
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await page.getByRole('searchbox', { name: 'Search tutors' }).fill('Physics');
  await page.getByRole('button', { name: 'Search tutors' }).click();
  // The browser submitted the plain form: the discovery screen with the search.
  await expect(page).toHaveURL(/\/student-dashboard\?search=Physics$/);
  release();
  await expect(page.getByRole('heading', { name: 'Find Tutors' })).toBeVisible();
  await expect(page.getByRole('searchbox').first()).toHaveValue('Physics');
});

test('a button pressed before the page hydrates does its job once it has', async ({ page }) => {
  const release = await holdAppEntry(page);
  await page.setViewportSize({ width: 375, height: 812 });
  await page.goto('/blogs', { waitUntil: 'domcontentloaded' });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
    'aria-expanded',
    'false',
  );
  release();
  await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
});
