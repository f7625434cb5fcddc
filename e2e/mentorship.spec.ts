import { expect, test } from '@playwright/test';
import { samplePdf } from '../apps/server/src/seed/sample-files';
import { shotBoth, signInViaApi, uniqueEmail } from './support';

// a visitor who is not signed in asks for research support and books and pays a
// 60-minute consultation from India through the sandbox; the admin sees both and marks the
// research request contacted.

// A real one-page PDF (a document's PDF must parse and have a page).
const PDF = samplePdf(['Research proposal']);

/** An India date some days ahead, as the date input takes it. */
function indiaDate(daysAhead: number): string {
  const d = new Date(Date.now() + daysAhead * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(d);
}

test('research support, a paid consultation, and the admin follow-up', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const researchEmail = uniqueEmail('scholar');
  const consultEmail = uniqueEmail('booker');

  // The marketing page: hero and calls to action; server-rendered title.
  await page.goto('/phd-mentorship');
  await expect(page).toHaveTitle('PhD Mentorship | TutorsPlace');
  await expect(page.getByRole('link', { name: 'Book PhD Consultation' })).toHaveAttribute(
    'href',
    '/consultation-form',
  );
  await expect(page.getByRole('link', { name: 'Explore Research Support' })).toHaveAttribute(
    'href',
    '/research-form',
  );
  await page.getByText('Will a mentor write my thesis or paper?').click();
  await expect(page.getByText('Mentors guide your research and review your drafts')).toBeVisible();
  await shotBoth(page, 'phd-mentorship');

  // Research form, step 1 submitted empty: each message beside its field.
  await page.getByRole('link', { name: 'Request Research Guidance' }).first().click();
  await expect(page).toHaveURL(/\/research-form$/);
  await expect(page.getByRole('heading', { name: 'Basic Info' })).toBeVisible();
  await expect(page.getByLabel('Country')).toHaveValue('India');
  await page.getByLabel('Country').selectOption('');
  await page.getByRole('button', { name: 'Next' }).click();
  for (const message of [
    'Please enter your full name.',
    'Please enter your email.',
    'Please enter your phone/WhatsApp.',
    'Please select your country.',
  ])
    await expect(page.getByText(message)).toBeVisible();
  await shotBoth(page, 'research-step1-errors');

  await page.getByLabel('Full Name').fill('Asha Rao');
  await page.getByLabel('Email').fill(researchEmail);
  await page.getByLabel('Phone/WhatsApp').fill('+91 98123-45678');
  await expect(page.getByLabel('Phone/WhatsApp')).toHaveValue('919812345678');
  await page.getByLabel('Country').selectOption('India');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(
    page.getByRole('heading', { name: 'Project Details & Support Needed' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Please select at least one support needed.')).toBeVisible();
  await page.getByLabel('Research Area / Discipline').fill('Marine ecology');
  await page.getByLabel('Current Stage').selectOption('Methodology');
  await page.getByLabel('Methodology clarity').check();
  await page.getByLabel('Formatting (APA, MLA, etc.)').check();
  await page.getByLabel('Target Deadline').selectOption('2–3 weeks');
  await page
    .locator('input[type=file]')
    .setInputFiles({ name: 'proposal.pdf', mimeType: 'application/pdf', buffer: PDF });
  await expect(page.getByText('proposal.pdf')).toBeVisible();
  await shotBoth(page, 'research-step2');
  await page.getByRole('button', { name: 'Submit' }).click();
  await expect(page.getByText('Our team will contact you within 24 hours.')).toBeVisible();
  await shotBoth(page, 'research-thanks');
  await page.getByRole('button', { name: 'Okay' }).click();
  await expect(page).toHaveURL(/\/$/);

  // Consultation: seven steps, a 60-minute session from India, paid through the sandbox.
  await page.goto('/consultation-form');
  await expect(
    page.getByRole('heading', { name: 'Book Your 1-to-1 PhD Mentoring Session' }),
  ).toBeVisible();
  await page.getByRole('button', { name: 'Next' }).click();
  const dialog = page.getByRole('dialog', { name: 'Validation Error' });
  await expect(dialog).toContainText('Please enter your full name.');
  await dialog.getByRole('button', { name: 'OK' }).click();
  await page.getByLabel('Full Name').fill('Vikram Iyer');
  await page.getByLabel('Email').fill(consultEmail);
  await page.getByLabel('Phone/WhatsApp').fill('919900112233');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(
    page.getByRole('heading', { name: 'Where are you in your PhD journey?' }),
  ).toBeVisible();
  await page.getByLabel('Proposal writing').check();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'Tell us about your research' })).toBeVisible();
  await page
    .getByLabel('Tentative title / research area')
    .fill('Monsoon variability and crop yields');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(
    page.getByRole('heading', { name: 'Which areas do you want guidance on?' }),
  ).toBeVisible();
  await page.getByLabel('Publication guidance').check();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'Choose your mentoring session' })).toBeVisible();
  await expect(page.getByText('₹2,500')).toBeVisible();
  await page.getByLabel('60-minute Deep Dive Mentoring').check();
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(
    page.getByRole('heading', { name: 'Pick a date & time that works for you' }),
  ).toBeVisible();
  await page.getByLabel('Session date').fill(indiaDate(2));
  // The browser here runs on UTC: each India slot shows the visitor's time too.
  const slot = page.locator('label').filter({ hasText: /^10:00 AM/ });
  await expect(slot).toContainText('04:30 am your time');
  await slot.click();
  await expect(page.getByLabel(/^10:00 AM/)).toBeChecked();
  await shotBoth(page, 'consultation-step6');
  await page.getByRole('button', { name: 'Next' }).click();

  await expect(page.getByRole('heading', { name: 'Confirm and Proceed' })).toBeVisible();
  await expect(page.getByTestId('consultation-price')).toHaveText('₹2,500');
  await page.getByRole('button', { name: 'Confirm & Proceed to Payment' }).click();
  await expect(page.getByRole('dialog', { name: 'Validation Error' })).toContainText(
    'Please agree to the terms.',
  );
  await page.getByRole('dialog').getByRole('button', { name: 'OK' }).click();
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  await shotBoth(page, 'consultation-step7');
  // A declined payment shows the provider's text and "Try Again" returns to step 7.
  await page.getByRole('button', { name: 'Confirm & Proceed to Payment' }).click();
  await expect(page.getByText('Processing...')).toBeVisible();
  await page
    .getByRole('dialog', { name: 'Sandbox checkout' })
    .getByRole('button', { name: 'Simulate failure' })
    .click();
  await expect(page.getByText('Payment declined by the UPI app (sandbox).')).toBeVisible();
  await page.getByRole('button', { name: 'Try Again' }).click();
  await expect(page.getByRole('heading', { name: 'Confirm and Proceed' })).toBeVisible();
  await page.getByRole('checkbox', { name: /I agree to the/ }).check();
  await page.getByRole('button', { name: 'Confirm & Proceed to Payment' }).click();
  await payInSandbox(page);
  await expect(
    page.getByText('Thank you! Your session has been booked successfully!'),
  ).toBeVisible();
  await shotBoth(page, 'consultation-paid');

  // The admin sees both and marks the research request contacted.
  await signInViaApi(page, { email: 'admin@tutorsplace.in', authType: 'login' });
  await page.goto('/admin/mentorship');
  const research = page.getByTestId('research-request').filter({ hasText: researchEmail });
  await expect(research).toContainText('Asha Rao');
  await expect(research).toContainText('proposal.pdf');
  await expect(research).toContainText(/left to contact/);
  await research.getByLabel('Contact note').fill('Called on WhatsApp');
  await research.getByRole('button', { name: /^Mark contacted/ }).click();
  await expect(research).toContainText('Contacted');
  await expect(research).toContainText('Called on WhatsApp');
  await shotBoth(page, 'admin-mentorship-research');
  await page.getByRole('tab', { name: /Consultations/ }).click();
  const requests = page.getByTestId('consultation-request').filter({ hasText: consultEmail });
  // The declined attempt stays as an unpaid request (it holds no slot); the second one is paid.
  await expect(requests).toHaveCount(2);
  await expect(requests.filter({ hasText: 'Awaiting payment' })).toHaveCount(1);
  const booked = requests.filter({ hasText: 'paid ₹2,500' });
  await expect(booked).toContainText('Paid');
  await expect(booked).toContainText('10:00 AM IST');
  await shotBoth(page, 'admin-mentorship-consultations');
  expect(errors).toEqual([]);
});

/** Completes the payment in the sandbox checkout (the payments issue's local checkout). */
async function payInSandbox(page: import('@playwright/test').Page) {
  await expect(page.getByText('Processing...')).toBeVisible();
  const checkout = page.getByRole('dialog', { name: 'Sandbox checkout' });
  await expect(checkout).toContainText('₹2,500');
  await shotBoth(page, 'consultation-sandbox-checkout');
  await checkout.getByRole('button', { name: 'Pay ₹2,500' }).click();
}
