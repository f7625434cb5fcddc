import { expect, test } from '@playwright/test';
import { shotBoth, signInViaApi } from './support';

// The written cancellation policy states the policy the product enforces: a visitor reads the
// admin-edited numbers (12 hours, 50 % after approval) and is told to use Cancel booking, not to
// write in; when an admin changes the late refund under Refunds, the page says so at once. (Only
// the late share is changed, and put back: no other journey depends on it.)

test('the cancellation policy page states the numbers refunds follow, and follows a change', async ({
  browser,
}) => {
  const errors: string[] = [];
  const visitor = await (await browser.newContext()).newPage();
  const admin = await (await browser.newContext()).newPage();
  for (const p of [visitor, admin]) p.on('pageerror', (e) => errors.push(e.message));

  await visitor.goto('/cancellation-refund');
  await expect(visitor.getByRole('heading', { name: 'Cancellation & Refund' })).toBeVisible();
  const terms = visitor.getByRole('list').filter({ hasText: 'Cancelled by the tutor:' });
  await expect(terms).toContainText(
    'Cancelled by you at least 12 hours before a session: that session is refunded in full.',
  );
  await expect(terms).toContainText(
    'Cancelled by you less than 12 hours before a session: 50% of that session is refunded, once our team approves it.',
  );
  await expect(
    visitor.getByText('To cancel, open My Classes and press Cancel booking on the class.', {
      exact: false,
    }),
  ).toBeVisible();
  await expect(visitor.getByText(/24 hours (before|of) the first session/)).toHaveCount(0);
  await expect(visitor.getByText('To cancel a paid class, write to')).toHaveCount(0);
  await expect(visitor.getByText('{{cancellation-policy}}')).toHaveCount(0);
  await shotBoth(visitor, 'cancellation-policy-page');

  await signInViaApi(admin, {
    email: 'admin@tutorsplace.in',
    authType: 'login',
  } as Parameters<typeof signInViaApi>[1]);
  const setLateShare = async (percent: string) => {
    await admin.goto('/admin/refunds');
    const share = admin.getByLabel('Refund after that (% of a session)');
    await share.fill(percent);
    await admin.getByRole('button', { name: 'Save policy' }).click();
    await expect(admin.getByText('Cancellation policy saved.')).toBeVisible();
  };
  await setLateShare('40');
  try {
    await visitor.reload();
    await expect(terms).toContainText(
      'Cancelled by you less than 12 hours before a session: 40% of that session is refunded, once our team approves it.',
    );
    await expect(terms).not.toContainText('50%');
  } finally {
    await setLateShare('50');
  }
  await visitor.reload();
  await expect(terms).toContainText('50% of that session is refunded');

  // The page's editor keeps the placeholder and says where the numbers come from.
  await admin.goto('/admin/pages?key=cancellation-refund');
  await expect(admin.getByText(/where the page says \{\{cancellation-policy\}\}/)).toBeVisible();
  await expect(admin.getByLabel(/^Content/)).toHaveValue(/<p>\{\{cancellation-policy\}\}<\/p>/);
  await shotBoth(admin, 'cancellation-policy-editor');
  expect(errors).toEqual([]);
});
