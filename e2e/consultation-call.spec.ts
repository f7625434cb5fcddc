// a paid consultation's video call on the live-class call screen. The admin assigns a
// verified tutor as mentor and sees the requester's join link; the requester opens it without an
// account, the mentor signs in and starts the call; both are active with remote video. A wrong
// key gets nobody in. The paid consultation comes from the test-only route (NODE_ENV=test).
import { expect, test } from '@playwright/test';
import { as, CALL_BROWSER, remoteFrames } from './call-support';
import { shotBoth, signInViaApi } from './support';

test.use(CALL_BROWSER);
// Two Chromiums with fake media and a server: on a loaded 2-core machine a journey takes minutes.
test.describe.configure({ timeout: 180_000 });

test('admin assigns a mentor, the guest joins by the mailed link, the mentor calls: both active', async ({
  browser,
}) => {
  const admin = await browser.newPage();
  const res = await admin.request.post('/api/test/paid-consultation');
  expect(res.ok()).toBeTruthy();
  const { consultationId, requester, mentor } = (await res.json()).data;

  await signInViaApi(admin, { email: 'admin@tutorsplace.in', authType: 'login' });
  await admin.goto('/admin/mentorship?tab=consultations');
  const card = admin.getByTestId('consultation-request').filter({ hasText: requester.fullName });
  await expect(card).toContainText('assign a mentor to make the session’s call link');
  await card.getByLabel('Mentor').selectOption({ label: mentor.fullName });
  const link = card.getByRole('link', { name: /\/consultation-call\// });
  await expect(link).toBeVisible();
  const href = (await link.getAttribute('href'))!;
  expect(href).toContain(`/consultation-call/${consultationId}#key=`);
  await shotBoth(admin, 'admin-mentorship-video-link');

  // Someone with a made-up key: refused, with the server's reason.
  const stranger = await (await browser.newContext()).newPage();
  await stranger.goto(`/consultation-call/${consultationId}#key=${'x'.repeat(32)}`);
  await expect(stranger.getByRole('alert')).toHaveText(
    'Failed to connect: Only the mentor and the requester of this consultation can join its call.',
  );
  await expect(stranger.getByTestId('call-help')).toHaveText(
    'This call is only for the mentor and the person who booked the consultation. Open the call from the link in your confirmation email.',
  );

  // The requester: no account, only the link.
  const guest = await (await browser.newContext()).newPage();
  await guest.goto(href.replace(/^https?:\/\/[^/]+/, ''));
  await expect(guest.getByText('Waiting for tutor to start the session')).toBeVisible({
    timeout: 20_000,
  });

  const tutor = await as(browser, mentor.email);
  await tutor.goto(`/consultation-call/${consultationId}`);
  await expect(tutor.getByTestId('call-status')).toHaveText('ACTIVE', { timeout: 20_000 });
  await expect(guest.getByTestId('call-status')).toHaveText('ACTIVE', { timeout: 20_000 });
  await expect.poll(() => remoteFrames(guest), { timeout: 30_000 }).toBeGreaterThan(0);
  await expect.poll(() => remoteFrames(tutor), { timeout: 30_000 }).toBeGreaterThan(0);
  await expect(guest.locator('footer')).toContainText('PhD consultation');
  await shotBoth(guest, 'consultation-call-guest-active');

  await tutor.getByRole('button', { name: 'End Call' }).click();
  await expect(guest.getByRole('alert')).toHaveText('Call Ended', { timeout: 30_000 });
});
