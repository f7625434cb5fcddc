import { expect, test, type Page } from '@playwright/test';
import { shot, shotBoth, signInViaApi } from './support';

// A refund of money the tutor had already withdrawn (docs/decisions/tutor-balance.md): a student
// pays ₹600 (the tutor earns ₹570), the tutor withdraws ₹500, the student cancels 2 days ahead
// and gets the full ₹600 back. The tutor's Payments page says −₹500, shows how its three figures
// add up and what is owed; on a phone (375 and 320 px) each transaction is a card, with no
// sideways scrolling. The dashboard's figures say the currency once.

async function fixture(page: Page) {
  const res = await page.request.post('/api/test/booking', {
    data: { status: 'accepted', daysAhead: 2 },
  });
  expect(res.ok()).toBeTruthy();
  return (await res.json()).data as {
    bookingId: string;
    tutor: { email: string; fullName: string };
    student: { email: string; fullName: string };
  };
}

test('after a refund of money already withdrawn the balance shows what is owed, and adds up', async ({
  browser,
}) => {
  const errors: string[] = [];
  const student = await (await browser.newContext()).newPage();
  const tutor = await (await browser.newContext()).newPage();
  for (const p of [student, tutor]) p.on('pageerror', (e) => errors.push(e.message));
  const f = await fixture(student);
  await signInViaApi(student, { email: f.student.email, authType: 'login' });
  const { accessToken } = await signInViaApi(tutor, { email: f.tutor.email, authType: 'login' });

  await student.goto('/student-classes');
  const card = student.getByRole('article', { name: new RegExp(`with ${f.tutor.fullName}`) });
  await card.getByRole('button', { name: 'Pay for class' }).click();
  const checkout = student.getByRole('dialog', { name: 'Sandbox checkout' });
  await checkout.getByRole('tab', { name: 'UPI' }).click();
  await checkout.getByRole('button', { name: 'Pay ₹600' }).click();
  await student
    .getByRole('dialog', { name: 'Payment Successful' })
    .getByRole('button', { name: 'OK' })
    .click();
  await expect(card.getByText('Active', { exact: true })).toBeVisible();

  // The tutor withdraws ₹500 of the ₹570 earned.
  const auth = { authorization: `Bearer ${accessToken}` };
  const bank = await tutor.request.put('/api/bank-details', {
    headers: auth,
    data: { accountHolder: f.tutor.fullName, accountNumber: '123456789012', ifsc: 'HDFC0001234' },
  });
  expect(bank.ok(), await bank.text()).toBeTruthy();
  const w = await tutor.request.post('/api/withdrawals', { headers: auth, data: { amount: 500 } });
  expect(w.ok(), await w.text()).toBeTruthy();

  // The student cancels two days ahead: the full ₹600 is refunded.
  await card.getByRole('button', { name: 'Cancel booking' }).click();
  const dialog = student.getByRole('dialog', { name: 'Cancel booking' });
  await dialog.getByRole('button', { name: 'Cancel booking' }).click();
  await expect(student.getByTestId(`refund-${f.bookingId}`)).toHaveAttribute(
    'data-status',
    'processed',
  );

  await tutor.goto('/tutor-payments');
  await expect(tutor.getByTestId('available-balance')).toHaveText('−₹500');
  await expect(tutor.getByTestId('balance-sum')).toHaveText(
    'Total earning ₹0 (after the 5% platform fee) − Total withdrawals ₹500 = Available balance −₹500',
  );
  await expect(tutor.getByTestId('owed-to-platform')).toHaveText(
    'You owe TutorsPlace ₹500: a refund took back earnings you had already withdrawn. Your next earnings cover it first; you can request a withdrawal again once your balance is above ₹0.',
  );
  await expect(
    tutor.getByText('Nothing to withdraw: your available balance is −₹500.'),
  ).toBeVisible();
  await expect(tutor.getByRole('button', { name: 'Request withdrawal' })).toBeDisabled();
  const reversal = tutor.getByRole('row').filter({ hasText: 'Refund (earning reversed)' });
  await expect(reversal).toContainText('−₹570');
  await shotBoth(tutor, 'tutor-balance-owed');

  // On a phone each transaction is a card: its type and amount in view, no sideways scrolling.
  for (const width of [375, 320]) {
    await tutor.setViewportSize({ width, height: 812 });
    await expect(reversal).toBeVisible();
    const overflow = await tutor.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow, `sideways scroll at ${width} px`).toBe(0);
    for (const text of ['Refund (earning reversed)', '−₹570']) {
      const box = (await reversal.getByText(text, { exact: true }).boundingBox())!;
      expect(box.x + box.width, `${text} at ${width} px`).toBeLessThanOrEqual(width);
    }
    await shot(tutor, 'tutor-balance-owed-phone');
  }
  await tutor.setViewportSize({ width: 1280, height: 800 });

  // The dashboard says the currency once: in the spec's labels, not again beside the amounts.
  await tutor.goto('/tutor-dashboard');
  const figure = (label: string) => tutor.getByText(label, { exact: true }).locator('xpath=../dd');
  await expect(figure('Total Earning (rs)')).toHaveText('0');
  await expect(figure('Total Withdrawals (rs)')).toHaveText('500');
  await shotBoth(tutor, 'tutor-balance-dashboard');
  expect(errors).toEqual([]);
});
