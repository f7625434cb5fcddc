// The tutor page: on a phone, Book A Trial lands on the booking form (it sits below the whole
// profile) and a bar stuck to the bottom leads to it; a signed-in student sees the complete page
// (Preferred Pincodes, their favourite heart) however they reached it: a direct load, a reload,
// or signing in from the page as a guest.
import { expect, test, type Page } from '@playwright/test';
import { shotBoth, signInViaApi, uniqueEmail } from './support';

// Demo tutor: home tutoring in Bengaluru with preferred pincodes (no journey books with her).
const TUTOR = 'Priya Menon';

async function tutorId(page: Page): Promise<string> {
  const res = await page.request.get(`/api/get-tutors?search=${encodeURIComponent(TUTOR)}&limit=1`);
  const tutors = (await res.json()).data.tutors as { _id: string; fullName: string }[];
  expect(tutors[0]?.fullName).toBe(TUTOR);
  return tutors[0]!._id;
}

test('at 375 px Book A Trial brings the booking form into view; the sticky bar leads to it', async ({
  browser,
}) => {
  const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
  const page = await context.newPage();
  await signInViaApi(page, { email: 'riya.sharma@example.in', authType: 'login' });
  await page.goto(`/student-dashboard?search=${encodeURIComponent(TUTOR)}`);
  await page.getByRole('link', { name: `Book A Trial with ${TUTOR}` }).click();
  const trialForm = page.getByRole('form', { name: 'Book a Free Trial' });
  await expect(trialForm.getByRole('heading', { name: 'Book a Free Trial' })).toBeInViewport();
  await expect(page.getByRole('link', { name: 'Book a Free Trial' })).toBeHidden();
  await page.screenshot({ path: 'e2e/screenshots/tutor-page-trial-landing-375.png' });

  // Opened from its top (Book A Class Now): the form is far down, the bar leads to it.
  const id = await tutorId(page);
  await page.goto(`/tutor-details/${id}`);
  const classForm = page.getByRole('form', { name: 'Book a Class' });
  await expect(page.getByRole('heading', { level: 1, name: TUTOR })).toBeInViewport();
  await expect(classForm.getByRole('heading', { name: 'Book a Class' })).not.toBeInViewport();
  const bar = page.getByRole('link', { name: 'Book a Class' });
  await expect(bar).toBeInViewport();
  await page.screenshot({ path: 'e2e/screenshots/tutor-page-sticky-bar-375.png' });
  await bar.click();
  await expect(classForm.getByRole('heading', { name: 'Book a Class' })).toBeInViewport();
  await expect(bar).toBeHidden();

  // At 1280 px the form is the sticky right column, in view from the start; no bar.
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.goto(`/tutor-details/${id}`);
  await expect(classForm.getByRole('heading', { name: 'Book a Class' })).toBeInViewport();
  await expect(bar).toBeHidden();
  await shotBoth(page, 'tutor-page-booking');
});

async function expectCompleteView(page: Page) {
  const pincodes = page.getByRole('list', { name: 'Preferred pincodes' });
  await expect(pincodes).toContainText('560041');
  await expect(page.getByRole('button', { name: `Favourite ${TUTOR}` })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
}

test('a signed-in student sees pincodes and their heart on a direct load, a reload and after signing in here', async ({
  browser,
}) => {
  const errors: string[] = [];
  // A fresh student who has this tutor among their favourites.
  const email = uniqueEmail('fav.student');
  const context = await browser.newContext();
  const page = await context.newPage();
  page.on('pageerror', (e) => errors.push(e.message));
  const { accessToken } = await signInViaApi(page, {
    email,
    fullName: 'Fav Student',
    role: 'student',
    authType: 'registration',
  });
  const id = await tutorId(page);
  const fav = await page.request.post('/api/add-favorite', {
    data: { tutorId: id },
    headers: { Authorization: `Bearer ${accessToken}` },
  });
  expect(fav.ok()).toBeTruthy();

  // Direct load: the server renders the page as a guest sees it; the student's view replaces it.
  await page.goto(`/tutor-details/${id}`);
  await expectCompleteView(page);
  await page.reload();
  await expectCompleteView(page);
  await shotBoth(page, 'tutor-page-signed-in');

  // As a guest: no pincodes, then "Log in to book" on the page and back, signed in.
  const guest = await (await browser.newContext()).newPage();
  guest.on('pageerror', (e) => errors.push(e.message));
  await guest.goto(`/tutor-details/${id}`);
  await expect(guest.getByRole('heading', { level: 1, name: TUTOR })).toBeVisible();
  await expect(guest.getByRole('heading', { name: 'Preferred Pincodes' })).toHaveCount(0);
  await guest.getByRole('link', { name: 'Log in to book' }).click();
  await guest.getByLabel('Email').fill(email);
  await guest.getByRole('button', { name: 'Sign in with email' }).click();
  await expect(guest).toHaveURL(new RegExp(`/tutor-details/${id}#booking$`));
  await expectCompleteView(guest);
  expect(errors).toEqual([]);
});
