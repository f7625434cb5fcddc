import { expect, test } from '@playwright/test';
import { shotBoth, signInViaApi } from './support';

// Payments journey on the demo data: Riya Sharma's accepted paid class with Ananya Iyer
// (Mathematics (Class 11-12), 1 hour at ₹900). A cancelled sandbox checkout shows Payment Failed
// and changes nothing; paying by UPI in the sandbox makes the class Active and Ananya's Payments
// page shows ₹855 (after the 5% fee). Ananya saves bank details and asks for ₹500; an admin marks
// it paid; the balance has dropped to ₹355.

test('student pays through the sandbox; tutor withdraws; admin marks it paid', async ({
  browser,
}) => {
  const errors: string[] = [];
  const studentContext = await browser.newContext();
  const tutorContext = await browser.newContext();
  const adminContext = await browser.newContext();
  const student = await studentContext.newPage();
  const tutor = await tutorContext.newPage();
  const admin = await adminContext.newPage();
  for (const p of [student, tutor, admin]) p.on('pageerror', (e) => errors.push(e.message));

  await signInViaApi(student, { email: 'riya.sharma@example.in', authType: 'login' });
  await signInViaApi(tutor, { email: 'ananya.iyer@example.in', authType: 'login' });
  await signInViaApi(admin, {
    email: 'admin@tutorsplace.in',
    authType: 'login',
  } as Parameters<typeof signInViaApi>[1]);

  // --- Tutor before: nothing earned ---
  await tutor.goto('/tutor-payments');
  await expect(
    tutor.getByRole('heading', { level: 1, name: 'Payments & Transactions' }),
  ).toBeVisible();
  await expect(tutor.getByTestId('available-balance')).toHaveText('₹0');
  await expect(tutor.getByText('No transactions yet')).toBeVisible();
  await expect(
    tutor.getByText('Your payment history will appear here once you make withdrawals.'),
  ).toBeVisible();

  // --- Student: a cancelled checkout changes nothing ---
  await student.goto('/student-classes?status=accepted');
  const card = student.getByRole('article', { name: /^Mathematics \(Class 11-12\) with Ananya/ });
  await expect(card.getByText('Accepted', { exact: true })).toBeVisible();
  await card.getByRole('button', { name: 'Pay for class' }).click();
  let checkout = student.getByRole('dialog', { name: 'Sandbox checkout' });
  await expect(checkout).toBeVisible();
  await expect(checkout.getByRole('button', { name: 'Pay ₹900' })).toBeEnabled();
  await shotBoth(student, 'payments-sandbox-checkout');
  await checkout.getByRole('button', { name: 'Cancel payment' }).click();
  const failed = student.getByRole('dialog', { name: 'Payment Failed' });
  await expect(failed).toContainText('Payment failed or cancelled. Please try again.');
  await failed.getByRole('button', { name: 'OK' }).click();
  await expect(card.getByText('Accepted', { exact: true })).toBeVisible();

  // --- Student: UPI success → Active ---
  await card.getByRole('button', { name: 'Pay for class' }).click();
  checkout = student.getByRole('dialog', { name: 'Sandbox checkout' });
  await checkout.getByRole('tab', { name: 'UPI' }).click();
  await checkout.getByRole('button', { name: 'Pay ₹900' }).click();
  const success = student.getByRole('dialog', { name: 'Payment Successful' });
  await expect(success).toContainText('Your payment was successful and the booking is now active.');
  await success.getByRole('button', { name: 'OK' }).click();
  await student.goto('/student-classes?status=active');
  const activeCard = student.getByRole('article', {
    name: /^Mathematics \(Class 11-12\) with Ananya/,
  });
  await expect(activeCard.getByText('Active', { exact: true })).toBeVisible();
  await expect(activeCard.getByRole('button', { name: 'Receipt (PDF)' })).toBeVisible();
  const download = student.waitForEvent('download');
  await activeCard.getByRole('button', { name: 'Receipt (PDF)' }).click();
  expect((await download).suggestedFilename()).toMatch(/^receipt-TP-\d{8}-.+\.pdf$/);

  // --- Tutor: the earning after the 5% fee ---
  await tutor.reload();
  await expect(tutor.getByTestId('available-balance')).toHaveText('₹855');
  const row = tutor.getByRole('row').filter({ hasText: 'Earning' });
  await expect(row).toContainText('₹855');
  await expect(row).toContainText('COMPLETED');
  await expect(tutor.getByText('Showing 1 of 1 transactions')).toBeVisible();
  await expect(tutor.getByText('Page 1 of 1')).toBeVisible();

  // --- Tutor: bank details (checked, then masked) and a withdrawal ---
  await tutor.getByLabel('Account holder name').fill('Ananya Iyer');
  await tutor.getByLabel('Account number').fill('12345');
  await tutor.getByLabel('IFSC').fill('HDFC0001234');
  await tutor.getByRole('button', { name: 'Save bank details' }).click();
  await expect(tutor.getByText('Account number must be 9 to 18 digits.')).toBeVisible();
  await tutor.getByLabel('Account number').fill('123456789012');
  await tutor.getByRole('button', { name: 'Save bank details' }).click();
  await expect(tutor.getByText('XXXXXXXX9012 · IFSC HDFC0001234')).toBeVisible();
  await tutor.getByLabel('Amount (INR)').fill('500');
  await tutor.getByRole('button', { name: 'Request withdrawal' }).click();
  await expect(tutor.getByTestId('available-balance')).toHaveText('₹355');
  await expect(tutor.getByRole('row').filter({ hasText: 'Withdrawal' })).toContainText('PENDING');
  await shotBoth(tutor, 'payments-tutor');

  // --- Admin: marks it paid ---
  await admin.goto('/admin/withdrawals');
  const request = admin.getByRole('article', { name: 'Withdrawal by Ananya Iyer' });
  await expect(request).toContainText('₹500');
  await expect(request).toContainText('XXXXXXXX9012');
  await shotBoth(admin, 'payments-admin-withdrawals');
  await request.getByRole('button', { name: 'Mark paid' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Mark withdrawal paid' });
  await dialog.getByLabel('Payment reference (UTR / UPI ref)').fill('UTR0099887766');
  await dialog.getByRole('button', { name: 'Mark paid' }).click();
  await expect(admin.getByText('No withdrawals here.')).toBeVisible();

  // --- Tutor: paid, and the balance stays down ---
  await tutor.reload();
  await expect(tutor.getByTestId('available-balance')).toHaveText('₹355');
  await expect(tutor.getByRole('row').filter({ hasText: 'Withdrawal' })).toContainText('PAID');
  expect(errors).toEqual([]);
});
