import { expect, test, type Page } from '@playwright/test';
import { shotBoth, signInViaApi } from './support';

// Reschedule and cancellation journeys, each on its own fresh tutor, student and booking (test-support route):
// a student proposes a new time and the tutor accepts it; a student pays, cancels 2 days ahead
// and sees the full refund (sandbox refund id) while the tutor's Payments shows the reversal.

async function fixture(page: Page, status: 'accepted' | 'active', daysAhead: number) {
  const res = await page.request.post('/api/test/booking', { data: { status, daysAhead } });
  expect(res.ok()).toBeTruthy();
  return (await res.json()).data as {
    bookingId: string;
    startDate: string;
    tutor: { email: string; fullName: string };
    student: { email: string; fullName: string };
  };
}

const addDays = (iso: string, n: number) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + n);
  return d.toISOString().slice(0, 10);
};
const label = (iso: string) =>
  new Date(`${iso}T00:00:00Z`).toLocaleDateString('en-GB', {
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    timeZone: 'UTC',
  });

test('a student proposes a new time and the tutor accepts it', async ({ browser }) => {
  const errors: string[] = [];
  const studentContext = await browser.newContext();
  const tutorContext = await browser.newContext();
  const student = await studentContext.newPage();
  const tutor = await tutorContext.newPage();
  for (const p of [student, tutor]) p.on('pageerror', (e) => errors.push(e.message));
  const f = await fixture(student, 'active', 3);
  const newDate = addDays(f.startDate, 1);
  await signInViaApi(student, { email: f.student.email, authType: 'login' });
  await signInViaApi(tutor, { email: f.tutor.email, authType: 'login' });

  await student.goto('/student-classes');
  const card = student.getByRole('article', { name: new RegExp(`with ${f.tutor.fullName}`) });
  await card.getByRole('button', { name: 'Reschedule' }).click();
  const dialog = student.getByRole('dialog', { name: 'Propose a new time' });
  await expect(dialog).toBeVisible();
  // The form's own check (the same rule the server runs) before anything is sent.
  await dialog.getByRole('button', { name: 'Propose new time' }).click();
  await expect(dialog.getByText('Please select a new start time.')).toBeVisible();
  await dialog.getByLabel('New date').fill(newDate);
  await dialog.getByLabel('New start time').fill('19:30');
  await dialog.getByLabel('Message (optional)').fill('School exam that evening');
  await shotBoth(student, 'issue15-reschedule-dialog');
  await dialog.getByRole('button', { name: 'Propose new time' }).click();
  await expect(dialog).toBeHidden();
  const proposal = card.getByRole('group', { name: 'Reschedule proposal' });
  await expect(proposal).toContainText('You proposed a new time');
  await expect(proposal).toContainText(`${label(newDate)}, 7:30 PM – 8:30 PM`);
  await expect(proposal.getByRole('button', { name: 'Withdraw proposal' })).toBeVisible();
  await shotBoth(student, 'issue15-proposal-student');

  await tutor.goto('/tutor-classes');
  const tutorCard = tutor.getByRole('article', { name: new RegExp(`from ${f.student.fullName}`) });
  const incoming = tutorCard.getByRole('group', { name: 'Reschedule proposal' });
  await expect(incoming).toContainText(`${f.student.fullName} proposed a new time`);
  await expect(incoming).toContainText('School exam that evening');
  await shotBoth(tutor, 'issue15-proposal-tutor');
  await incoming.getByRole('button', { name: 'Accept new time' }).click();
  await expect(incoming).toBeHidden();

  // Both class lists say when the class is now; where it was is a history line only.
  const now = `${label(newDate)}, 7:30 PM – 8:30 PM (Asia/Kolkata)`;
  const history = `Moved from ${label(f.startDate)}, 6:00 PM – 7:00 PM`;
  const was = new RegExp(label(f.startDate), 'g');
  await expect(tutorCard.getByText(now, { exact: true })).toBeVisible();
  await expect(tutorCard.getByText(history, { exact: true })).toBeVisible();
  expect((await tutorCard.textContent())!.match(was)).toHaveLength(1);
  await shotBoth(tutor, 'moved-class-tutor-card');

  await student.reload();
  await expect(card.getByText(now, { exact: true })).toBeVisible();
  await expect(card.getByText(history, { exact: true })).toBeVisible();
  expect((await card.textContent())!.match(was)).toHaveLength(1);
  await shotBoth(student, 'moved-class-student-card');

  // The student's class window speaks of the new date and time.
  await student.goto(`/video-call/${f.bookingId}`);
  await expect(student.getByText(label(newDate)).first()).toBeVisible();
  await expect(student.getByText(/7:30 PM/).first()).toBeVisible();
  await expect(student.getByText(label(f.startDate))).toHaveCount(0);
  expect(errors).toEqual([]);
});

test('a student cancels 2 days ahead: full refund in the sandbox and in the tutor Payments', async ({
  browser,
}) => {
  const errors: string[] = [];
  const studentContext = await browser.newContext();
  const tutorContext = await browser.newContext();
  const student = await studentContext.newPage();
  const tutor = await tutorContext.newPage();
  for (const p of [student, tutor]) p.on('pageerror', (e) => errors.push(e.message));
  const f = await fixture(student, 'accepted', 2);
  await signInViaApi(student, { email: f.student.email, authType: 'login' });
  await signInViaApi(tutor, { email: f.tutor.email, authType: 'login' });

  // Pay through the sandbox checkout (₹600: one hour at ₹600).
  await student.goto('/student-classes');
  const card = student.getByRole('article', { name: new RegExp(`with ${f.tutor.fullName}`) });
  await card.getByRole('button', { name: 'Pay for class' }).click();
  const checkout = student.getByRole('dialog', { name: 'Sandbox checkout' });
  await checkout.getByRole('tab', { name: 'UPI' }).click();
  await checkout.getByRole('button', { name: 'Pay ₹600' }).click();
  const success = student.getByRole('dialog', { name: 'Payment Successful' });
  await success.getByRole('button', { name: 'OK' }).click();
  await expect(card.getByText('Active', { exact: true })).toBeVisible();

  await tutor.goto('/tutor-payments');
  await expect(tutor.getByTestId('available-balance')).toHaveText('₹570');

  await card.getByRole('button', { name: 'Cancel booking' }).click();
  const dialog = student.getByRole('dialog', { name: 'Cancel booking' });
  await expect(dialog).toContainText('Refund: ₹600');
  await expect(dialog).toContainText('You paid ₹600. Cancelling now refunds ₹600.');
  await expect(dialog).toContainText('Free cancellation up to 12 hours before each session.');
  await dialog.getByLabel('Reason (optional)').fill('Exams moved');
  await shotBoth(student, 'issue15-cancel-dialog');
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByText('Cancelled', { exact: true })).toBeVisible();
  const refund = student.getByTestId(`refund-${f.bookingId}`);
  await expect(refund).toHaveAttribute('data-status', 'processed');
  await expect(refund).toContainText(
    /Refunded ₹600 \(cancelled by the student\) · refund rfnd_\w+/,
  );
  await shotBoth(student, 'issue15-cancelled-student');

  await tutor.reload();
  await expect(tutor.getByTestId('available-balance')).toHaveText('₹0');
  const reversal = tutor.getByRole('row').filter({ hasText: 'Refund (earning reversed)' });
  await expect(reversal).toContainText('−₹570');
  await shotBoth(tutor, 'issue15-tutor-payments-after-refund');
  expect(errors).toEqual([]);
});
