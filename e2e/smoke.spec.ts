import { expect, test } from '@playwright/test';
import { shotBoth } from './support';

// Smoke journey: the landing page, continue as a demo student through the dev sign-in, land on
// the student dashboard, log out; a guest opening a logged-in-only route lands on /welcome.
test('guest → demo student → dashboard → logout → guard', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));

  await page.goto('/');
  await expect(page.getByRole('link', { name: /find a tutor/i }).first()).toBeVisible();
  await shotBoth(page, 'smoke-landing');

  await page
    .getByRole('link', { name: /log in/i })
    .first()
    .click();
  await expect(page).toHaveURL(/\/authentication\?authtype=login/);
  await expect(page.getByRole('heading', { name: 'Login Into Your Account' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Continue as Riya Sharma/ })).toBeVisible();
  await shotBoth(page, 'smoke-sign-in');

  await page.getByRole('button', { name: /Continue as Riya Sharma/ }).click();
  await expect(page).toHaveURL(/\/student-dashboard/);
  const stored = await page.evaluate(() => ({
    token: localStorage.getItem('token'),
    user: JSON.parse(localStorage.getItem('user') ?? 'null'),
  }));
  expect(stored.token).toBeTruthy();
  expect(stored.user.email).toBe('riya.sharma@example.in');
  // the token's cookie, with which the server renders discovery for the student.
  const sessionCookie = async () =>
    (await page.context().cookies()).find((c) => c.name === 'tm_session');
  expect((await sessionCookie())?.value).toBe(encodeURIComponent(stored.token!));

  // Logout asks for confirmation first.
  await shotBoth(page, 'smoke-student-dashboard');
  await page
    .getByRole('button', { name: /^log ?out$/i })
    .first()
    .click();
  const dialog = page.getByRole('alertdialog').or(page.getByRole('dialog'));
  await expect(dialog.getByText('Are you sure you want to logout?')).toBeVisible();
  await dialog.getByRole('button', { name: /log ?out/i }).click();
  await expect(page).toHaveURL(/\/welcome/);
  expect(await page.evaluate(() => localStorage.getItem('token'))).toBeNull();
  expect(await sessionCookie(), 'logout removes the cookie').toBeUndefined();

  // A guest opening a logged-in-only route is sent to /welcome.
  await page.goto('/student-classes');
  await expect(page).toHaveURL(/\/welcome$/);
  expect(errors).toEqual([]);
});

test('unknown API paths answer 404 in the envelope; the SPA serves client routes on reload', async ({
  request,
}) => {
  const res = await request.get('/api/nope');
  expect(res.status()).toBe(404);
  expect(await res.json()).toMatchObject({ success: false, data: null });
  const page = await request.get('/blogs');
  expect(page.status()).toBe(200);
  expect(await page.text()).toContain('<div id="root">');
});
