// Log In is no dead end: a visible "Sign up", and "Account Not Found" creates the account for the
// role from the dialog, then comes back to the page that asked for sign-in.
import { expect, test } from '@playwright/test';
import { shotBoth, uniqueEmail } from './support';

test('a new visitor on Log In: Sign up is in sight, and Account Not Found creates the account', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const found = await (
    await page.request.get('/api/get-tutors?search=Ananya%20Iyer&limit=1')
  ).json();
  const tutor = found.data.tutors[0] as { _id: string; fullName: string };

  // A guest wants to book a trial and is asked to log in.
  await page.goto(`/tutor-details/${tutor._id}?trial=true`);
  await page.getByRole('link', { name: 'Log in to book a trial' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Login Into Your Account' }),
  ).toBeVisible();
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    const signUp = page.getByRole('link', { name: 'Sign up' });
    await signUp.scrollIntoViewIfNeeded();
    await expect(signUp).toBeVisible();
  }
  await expect(page.getByRole('link', { name: 'Sign up' })).toHaveAttribute(
    'href',
    new RegExp(
      `authType=registration&userRole=student&next=${encodeURIComponent(`/tutor-details/${tutor._id}`)}`,
    ),
  );
  await shotBoth(page, 'log-in-sign-up-link');

  // They have no account yet: the developer sign-in stands in for Google here.
  const email = uniqueEmail('new.parent');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Full name').fill('Neha Parent');
  await page.getByRole('button', { name: 'Sign in with email' }).click();
  const dialog = page.getByRole('dialog', { name: 'Account Not Found' });
  await expect(dialog).toContainText('No account exists with this email. Create one to proceed.');
  await expect(dialog.getByRole('button', { name: 'Create tutor account' })).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'OK' })).toHaveCount(0);
  await shotBoth(page, 'log-in-account-not-found');
  await dialog.getByRole('button', { name: 'Create student account' }).click();

  // Created and signed in, back on the tutor's page where they were.
  await expect(page).toHaveURL(new RegExp(`/tutor-details/${tutor._id}\\?trial=true#booking$`));
  await expect(page.getByRole('heading', { level: 1, name: tutor.fullName })).toBeVisible();
  // A new student's profile is not complete yet: the page asks for it before booking.
  await expect(page.getByRole('heading', { name: 'Complete Your Profile' })).toBeVisible();
  const me = await page.evaluate(() => JSON.parse(localStorage.getItem('user') ?? 'null'));
  expect(me).toMatchObject({ email, role: 'student' });
  expect(errors).toEqual([]);
});
