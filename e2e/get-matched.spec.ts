import { expect, test, type Page } from '@playwright/test';
import { MASK } from '@tm/shared/rules/contact-masking';
import { sendBookingForm, shotBoth, signInViaApi } from './support';

// "Share your need, get matched", in separate browser contexts: a guest fills in a need and signs
// in without losing it, posts it; two matching tutors see it in Leads and send offers; the student
// compares and shortlists, books a free trial from one offer (the booking form filled in from
// it); the need is booked and the other tutor sees it closed.

function kolkataDate(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

async function sendOffer(page: Page, email: string, message: string) {
  await signInViaApi(page, { email, authType: 'login' });
  await page.goto('/tutor-leads');
  const lead = page.getByTestId('lead').filter({ hasText: 'Physics (Class 11-12)' });
  await expect(lead).toBeVisible();
  // The tutor sees why they matched, and neither the student's name nor their phone number.
  await expect(lead).toContainText('Teaches Physics (Class 11-12) · online');
  await expect(lead).not.toContainText('Vikram');
  await expect(lead).toContainText(MASK);
  await lead.getByRole('button', { name: 'Answer' }).click();
  const form = lead.getByRole('form', { name: 'Your offer' });
  await form.getByLabel('Message to the student').fill(message);
  await form.getByLabel('Start time (your clock)').fill('18:00');
  await form.getByRole('button', { name: 'Send offer' }).click();
  await expect(lead.getByTestId('lead-status')).toHaveText('Offer sent');
}

test('a guest shares a need, two tutors offer, the student books a trial from one', async ({
  browser,
  request,
}) => {
  const errors: string[] = [];
  const fixture = await request.post('/api/test/matching-tutors');
  expect(fixture.ok()).toBeTruthy();
  const { data } = await fixture.json();
  const [asha, bala] = data.tutors as { email: string; fullName: string }[];

  const studentContext = await browser.newContext();
  const ashaContext = await browser.newContext();
  const balaContext = await browser.newContext();
  const student = await studentContext.newPage();
  const ashaPage = await ashaContext.newPage();
  const balaPage = await balaContext.newPage();
  for (const p of [student, ashaPage, balaPage]) p.on('pageerror', (e) => errors.push(e.message));

  // --- A guest fills in the need ---
  await student.goto('/post-need');
  const form = student.getByRole('form', { name: 'Your need' });
  await form.getByLabel('Category').selectOption('School (CBSE)');
  await form.getByLabel('Subject').selectOption('Physics (Class 11-12)');
  await form.getByLabel('Start date').fill(kolkataDate(2));
  await form
    .getByLabel('Anything tutors should know (optional)')
    .fill('Mechanics first, board exam in March. My number is 98765 43210.');
  // Validation in plain words before anything is sent.
  await form.getByRole('button', { name: 'Sign in to post' }).click();
  await expect(form).toContainText('Please choose at least one day.');
  await form.getByRole('button', { name: /Choose days and times/ }).click();
  const picker = student.getByRole('dialog', { name: 'Days and times' });
  for (const day of ['Mon', 'Wed', 'Fri']) await picker.getByRole('button', { name: day }).click();
  await picker.getByRole('button', { name: '6 PM – 9 PM' }).click();
  await picker.getByRole('button', { name: 'Done' }).click();
  await form.getByLabel('Budget per hour (optional)').fill('900');
  await shotBoth(student, 'get-matched-need-form');
  await form.getByRole('button', { name: 'Sign in to post' }).click();
  await expect(student).toHaveURL(/\/authentication/);

  // --- Signs in and comes back: what they typed is still there ---
  await signInViaApi(student, { email: 'vikram.parent@example.in', authType: 'login' });
  await student.goto('/post-need');
  await expect(form.getByLabel('Subject')).toHaveValue('Physics (Class 11-12)');
  await expect(form.getByLabel('Budget per hour (optional)')).toHaveValue('900');
  await form.getByRole('button', { name: 'Post my need' }).click();
  await expect(student).toHaveURL(/\/my-needs\/[0-9a-f-]{36}$/);
  const needUrl = new URL(student.url()).pathname;
  await expect(student.getByText('No offers yet')).toBeVisible();

  // --- Both tutors get it and send offers ---
  await sendOffer(ashaPage, asha!.email, 'I teach mechanics with daily practice sets.');
  await sendOffer(balaPage, bala!.email, 'Ten years of CBSE physics. Mail me at bala@example.com');

  // --- The student compares, shortlists, and books a trial from Asha's offer ---
  await student.goto(needUrl);
  const offers = student.getByTestId('offer');
  await expect(offers).toHaveCount(2);
  const ashaOffer = offers.filter({ hasText: asha!.fullName });
  const balaOffer = offers.filter({ hasText: bala!.fullName });
  await expect(balaOffer).toContainText(MASK);
  await expect(balaOffer).not.toContainText('bala@example.com');
  await ashaOffer.getByRole('button', { name: 'Shortlist' }).click();
  await expect(ashaOffer.getByRole('button', { name: 'Shortlisted' })).toBeVisible();
  await shotBoth(student, 'get-matched-compare-offers');
  await ashaOffer.getByRole('link', { name: 'Book free trial' }).click();
  const booking = student.getByRole('form', { name: 'Book a Free Trial' });
  await expect(booking).toBeVisible();
  await expect(booking.getByLabel('Subject')).toHaveValue('Physics (Class 11-12)');
  await expect(booking.getByLabel('Start time')).toHaveValue('18:00');
  await sendBookingForm(student, booking.getByRole('button', { name: 'Book Free Trial' }));
  await expect(student.getByRole('heading', { name: /Confirmed!$/ })).toBeVisible();

  // --- The need is booked; the other tutor sees it closed ---
  await expect(async () => {
    await student.goto(needUrl);
    await expect(student.getByTestId('need-status')).toHaveText('Booked', { timeout: 1000 });
  }).toPass();
  await balaPage.goto('/tutor-leads');
  const balaLead = balaPage.getByTestId('lead').filter({ hasText: 'Physics (Class 11-12)' });
  await expect(balaLead.getByTestId('lead-status')).toHaveText('Offer sent · Booked');
  await shotBoth(balaPage, 'get-matched-leads');

  expect(errors).toEqual([]);
  await Promise.all([studentContext.close(), ashaContext.close(), balaContext.close()]);
});
