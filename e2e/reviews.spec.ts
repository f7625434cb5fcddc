// a student reviews a class that was held, and the rating shows on the tutor's
// card and page; the tutor replies; an admin hides the text. Screenshots at 375 and 1280 px.
import { expect, test, type Browser } from '@playwright/test';
import { REVIEW_MESSAGES } from '@tm/shared/schemas/reviews';
import { shotBoth, signInViaApi } from './support';

interface HeldClass {
  bookingId: string;
  tutor: { id: string; email: string; fullName: string };
  student: { id: string; email: string; fullName: string };
}

async function as(browser: Browser, email: string) {
  const page = await (await browser.newContext()).newPage();
  await signInViaApi(page, { email, authType: 'login' });
  return page;
}

test('a student rates a held class; the rating shows on the tutor card and page; tutor replies; admin hides', async ({
  browser,
  page: setup,
}) => {
  const res = await setup.request.post('/api/test/held-class');
  expect(res.ok()).toBeTruthy();
  const held: HeldClass = (await res.json()).data;

  // The student finds the completed class in My Classes and rates it.
  const student = await as(browser, held.student.email);
  await student.goto('/student-classes?status=completed');
  const card = student.getByRole('listitem').filter({ hasText: held.tutor.fullName });
  await card.getByRole('button', { name: 'Rate this class' }).click();
  const dialog = student.getByRole('dialog', { name: 'Rate this class' });
  await dialog.getByRole('button', { name: 'Submit rating' }).click();
  await expect(dialog.getByText(REVIEW_MESSAGES.ratingRequired)).toBeVisible();
  await expect(dialog.getByText(REVIEW_MESSAGES.commentRequired)).toBeVisible();
  await dialog.getByLabel('4 stars: Very good').check({ force: true });
  await dialog
    .getByLabel('Comment')
    .fill('Explained projectile motion clearly. <script>alert(1)</script> Recommended!');
  await shotBoth(student, 'reviews-rating-dialog');
  await dialog.getByRole('button', { name: 'Submit rating' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByText('Your rating:')).toBeVisible();
  await expect(card.getByRole('img', { name: 'Rated 4.0 out of 5' })).toBeVisible();
  await expect(card.getByRole('button', { name: 'Rate this class' })).toHaveCount(0);

  // The tutor's card in discovery shows the average and the count.
  await student.goto(`/student-dashboard?search=${encodeURIComponent(held.tutor.fullName)}`);
  const tutorCard = student.getByRole('article', { name: held.tutor.fullName });
  await expect(tutorCard.getByTestId('rating-summary')).toContainText('4.0');
  await expect(tutorCard.getByTestId('rating-summary')).toContainText('(1 review)');
  await tutorCard.scrollIntoViewIfNeeded();
  await shotBoth(student, 'reviews-tutor-card');

  // The public tutor page lists the review as text (the markup is shown, not run).
  const guest = await (await browser.newContext()).newPage();
  await guest.goto(`/tutor-details/${held.tutor.id}`);
  const reviews = guest.getByRole('region', { name: 'Reviews' });
  await expect(
    reviews.getByText('Explained projectile motion clearly.', { exact: false }),
  ).toBeVisible();
  await expect(reviews.getByText('<script>alert(1)</script>', { exact: false })).toBeVisible();
  await expect(reviews.getByText('Rohan', { exact: true })).toBeVisible();
  await expect(guest.getByText(held.student.fullName)).toHaveCount(0); // first name only

  // The tutor reads it on their dashboard and replies once.
  const tutor = await as(browser, held.tutor.email);
  await tutor.goto('/tutor-dashboard');
  const tutorReviews = tutor.getByRole('region', { name: 'Reviews' });
  await tutorReviews.getByRole('button', { name: 'Reply' }).click();
  await tutorReviews.getByLabel('Your reply').fill('Thank you, Rohan! See you next week.');
  await tutorReviews.getByRole('button', { name: 'Post reply' }).click();
  await expect(tutorReviews.getByText('Thank you, Rohan! See you next week.')).toBeVisible();
  await expect(tutorReviews.getByRole('button', { name: 'Reply' })).toHaveCount(0);

  await guest.reload();
  await expect(reviews.getByText('Tutor’s reply')).toBeVisible();
  await reviews.scrollIntoViewIfNeeded();
  await shotBoth(guest, 'reviews-tutor-page');

  // An admin hides the text; the public page then shows the notice and never the text.
  const admin = await as(browser, 'admin@tutorsplace.in');
  await admin.goto('/admin/reviews');
  const item = admin.getByRole('listitem').filter({ hasText: held.tutor.fullName });
  await expect(
    item.getByText('Explained projectile motion clearly.', { exact: false }),
  ).toBeVisible();
  await item.getByRole('button', { name: `Hide the review by ${held.student.fullName}` }).click();
  await expect(item.getByText('Hidden from the public')).toBeVisible();
  await shotBoth(admin, 'reviews-admin');

  await guest.reload();
  await expect(reviews.getByText(REVIEW_MESSAGES.hiddenText)).toBeVisible();
  await expect(guest.getByText('Explained projectile motion', { exact: false })).toHaveCount(0);
  await expect(reviews.getByTestId('rating-summary')).toContainText('4.0'); // the rating still counts
});
