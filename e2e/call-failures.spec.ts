// The call page in words a parent understands: a failure says what happened and what to do next
// (never the browser's own text, such as "Requested device not found"), a class that is not on
// says when it starts on the viewer's clock, and every state of the page is readable (a contrast
// check on each: waiting, calling, active, ended).
import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Page } from '@playwright/test';
import { formatDateLabel } from '@tm/shared/rules/booking-time';
import { shotBoth } from './support';
import { as, CALL_BROWSER, liveClass } from './call-support';

test.use(CALL_BROWSER);
test.describe.configure({ timeout: 180_000 });

const status = (page: Page) => page.getByTestId('call-status');

/** WCAG AA contrast of every text the page shows in this state (axe's color-contrast rule). */
async function expectReadable(page: Page, state: string) {
  const results = await new AxeBuilder({ page }).withRules(['color-contrast']).analyze();
  const bad = results.violations.flatMap((v) =>
    v.nodes.map((n) => `${n.target.join(' ')}: ${n.failureSummary ?? ''}`),
  );
  expect(bad, `contrast on the call page, ${state}`).toEqual([]);
}

test('every state of the call page is readable: waiting, calling, active, ended', async ({
  browser,
}) => {
  const setup = await browser.newPage();
  const live = await liveClass(setup);
  const student = await as(browser, live.student.email);
  await student.goto(`/video-call/${live.bookingId}`);
  await expect(
    student.getByRole('heading', { name: 'Waiting for tutor to start the session' }),
  ).toBeVisible();
  for (const width of [375, 1280]) {
    await student.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    await expectReadable(student, `student waiting at ${width} px`);
  }
  await shotBoth(student, 'call-student-waiting');

  // (The tutor's calling overlay is checked on its own below, where nobody answers.)
  const tutor = await as(browser, live.tutor.email);
  await tutor.goto(`/video-call/${live.bookingId}`);
  await expect(status(tutor)).toHaveText('ACTIVE', { timeout: 30_000 });
  await expect(status(student)).toHaveText('ACTIVE', { timeout: 30_000 });
  await expectReadable(tutor, 'tutor active');
  await expectReadable(student, 'student active');

  await tutor.getByRole('button', { name: 'End Call' }).click();
  await expect(student.getByRole('alert')).toHaveText('Call Ended', { timeout: 10_000 });
  await expectReadable(student, 'ended');
});

test('the tutor calling and nobody answering: readable, and says what to do next', async ({
  browser,
}) => {
  const setup = await browser.newPage();
  const live = await liveClass(setup);
  const tutor = await as(browser, live.tutor.email);
  await tutor.goto(`/video-call/${live.bookingId}`);
  await expect(tutor.getByText('Calling...')).toBeVisible();
  await expectReadable(tutor, 'tutor calling');
  await expect(tutor.getByRole('alert')).toHaveText('Opponent did not answer', {
    timeout: 20_000,
  });
  await expect(tutor.getByTestId('call-help')).toHaveText(
    'The student has not joined the class yet. Press Try again to call them again.',
  );
  await expectReadable(tutor, 'not answered');
  // Try again calls afresh: ringing again.
  await tutor.getByRole('button', { name: 'Try again' }).click();
  await expect(tutor.getByText('Calling...')).toBeVisible({ timeout: 15_000 });
});

test("a tutor without a camera: plain words and what to do, never the browser's text", async ({
  browser,
}) => {
  const setup = await browser.newPage();
  const live = await liveClass(setup);
  const tutor = await as(browser, live.tutor.email, {
    mediaError: { name: 'NotFoundError', message: 'Requested device not found' },
  });
  await tutor.goto(`/video-call/${live.bookingId}`);
  await expect(tutor.getByRole('alert')).toHaveText(
    'Failed to start video call. No camera or microphone was found on this device.',
  );
  await expect(tutor.getByTestId('call-help')).toHaveText(
    'Connect a camera and microphone, or join from a phone or laptop that has them, then press Try again.',
  );
  await expect(tutor.getByText(/Requested device not found/)).toHaveCount(0);
  await expect(tutor.getByRole('button', { name: 'Try again' })).toBeVisible();
  await expect(tutor.getByRole('button', { name: 'Go Back' })).toBeVisible();
  await expectReadable(tutor, 'failed to start');
  await shotBoth(tutor, 'call-no-camera');
});

test("a class that is not running now says when it opens, on the student's clock, and counts down", async ({
  page,
  browser,
}) => {
  // An active online class two days ahead at 18:00 in Kolkata; the student's zone is Kolkata too.
  const res = await page.request.post('/api/test/booking', {
    data: { status: 'active', daysAhead: 2 },
  });
  expect(res.ok()).toBeTruthy();
  const f = (await res.json()).data as {
    bookingId: string;
    startDate: string;
    student: { email: string };
  };
  const student = await as(browser, f.student.email);
  await student.goto(`/video-call/${f.bookingId}`);
  // Not a dead end: when it opens on the student's clock, a countdown, and the device check
  // meanwhile; the page joins by itself when the window opens (class-not-started.test.tsx).
  await expect(
    student.getByRole('heading', { name: 'This class has not started yet' }),
  ).toBeVisible({ timeout: 20_000 });
  await expect(
    student.getByText(
      `It opens on ${formatDateLabel(f.startDate)} at 6:00 PM (your time). This page joins by itself then.`,
    ),
  ).toBeVisible();
  await expect(student.getByRole('timer')).toHaveText(/^(\d+ days|\d+ h \d+ min)$/);
  await expect(
    student.getByRole('region', { name: 'Check your camera and microphone' }),
  ).toBeVisible();
  await expect(student.getByRole('button', { name: 'Back' })).toBeVisible();
  await expectReadable(student, 'not running');
  await shotBoth(student, 'call-not-running');
});
