// the app's own bundle must not trip its Content Security Policy (zod's JIT
// probe used `new Function`, an `unsafe-eval` violation on every page). Visits the main pages as a
// guest, a student, a tutor and the admin and asserts that no violation is reported.
import { expect, test, type Page } from '@playwright/test';
import { signInViaApi } from './support';

async function watchCsp(page: Page): Promise<string[]> {
  const seen: string[] = [];
  page.on('console', (msg) => {
    if (/Content Security Policy/i.test(msg.text())) seen.push(`console: ${msg.text()}`);
  });
  await page.exposeFunction('__reportCsp', (text: string) => seen.push(text));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      (window as unknown as { __reportCsp: (t: string) => void }).__reportCsp(
        `${e.violatedDirective} blocked ${e.blockedURI} at ${e.sourceFile}:${e.lineNumber}`,
      );
    });
  });
  return seen;
}

async function visit(page: Page, paths: string[]) {
  for (const path of paths) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
    // Forms validate with zod: touch one so parsers run, not only load.
    await page.waitForTimeout(200);
  }
}

test('no CSP violation on the public pages', async ({ page }) => {
  const seen = await watchCsp(page);
  await visit(page, [
    '/',
    '/blogs',
    '/privacy-policy',
    '/about-us',
    '/authentication',
    '/tutor-sign-up',
  ]);
  expect(seen).toEqual([]);
});

test('no CSP violation on the signed-in pages of each role', async ({ page }) => {
  const seen = await watchCsp(page);
  await signInViaApi(page, { email: 'riya.sharma@example.in', authType: 'login' });
  await visit(page, [
    '/student-dashboard',
    '/student-classes',
    '/favourite-tutors',
    '/student-account',
  ]);
  await signInViaApi(page, { email: 'ananya.iyer@example.in', authType: 'login' });
  await visit(page, ['/tutor-dashboard', '/tutor-requests', '/tutor-account']);
  await signInViaApi(page, { email: 'admin@tutorsplace.in', authType: 'login' });
  await visit(page, ['/admin/tutors', '/admin/blogs']);
  expect(seen).toEqual([]);
});
