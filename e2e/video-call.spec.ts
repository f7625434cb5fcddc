// Live classes: two browser contexts with Chromium's fake camera and microphone, on
// loopback only. The booking comes from the test-only fixture route (NODE_ENV=test), whose class
// window is open now at any hour. Works with or without `unshare -n` (a namespace with only lo).
import { expect, test, type Page } from '@playwright/test';
import { shotBoth } from './support';
import { as, CALL_BROWSER, liveClass, remoteFrames } from './call-support';

test.use(CALL_BROWSER);
// Two Chromiums with fake media and a server: on a loaded 2-core machine a journey takes minutes.
test.describe.configure({ timeout: 180_000 });

const status = (page: Page) => page.getByTestId('call-status');

test('tutor starts, student waits then answers, both active with remote video; tutor ends the call', async ({
  browser,
}) => {
  const setup = await browser.newPage();
  const live = await liveClass(setup);
  const student = await as(browser, live.student.email);
  const tutor = await as(browser, live.tutor.email);

  await student.goto(`/video-call/${live.bookingId}`);
  await expect(student.getByText('Waiting for tutor to start the session')).toBeVisible();
  await expect(student.getByRole('button', { name: 'Back' })).toBeVisible();
  await shotBoth(student, 'video-call-student-waiting');

  const started = Date.now();
  await tutor.goto(`/video-call/${live.bookingId}`);
  await expect(status(tutor)).toHaveText('ACTIVE', { timeout: 30_000 });
  await expect(status(student)).toHaveText('ACTIVE', { timeout: 30_000 });
  test.info().annotations.push({
    type: 'call setup',
    description: `${Date.now() - started} ms from opening the tutor page to both active`,
  });
  await expect.poll(() => remoteFrames(tutor), { timeout: 10_000 }).toBeGreaterThan(0);
  await expect.poll(() => remoteFrames(student), { timeout: 10_000 }).toBeGreaterThan(0);

  // Controls while active: mute, video off, swap, and the footer.
  await tutor.getByRole('button', { name: 'Mute' }).click();
  await expect(tutor.getByRole('button', { name: 'Unmute' })).toBeVisible();
  await tutor.getByRole('button', { name: 'Video Off' }).click();
  await expect(tutor.getByRole('button', { name: 'Video On' })).toBeVisible();
  await tutor.getByRole('button', { name: 'Video On' }).click();
  await tutor.getByLabel('Your video (small)').click();
  await expect(tutor.getByLabel('Your video', { exact: true })).toBeVisible();
  await expect(tutor.locator('footer')).toContainText('Mathematics (Class 9-10)');
  await shotBoth(tutor, 'video-call-tutor-active');
  await shotBoth(student, 'video-call-student-active');

  // The tutor ends the call: the tutor goes back, the student sees Call Ended.
  await tutor.getByRole('button', { name: 'End Call' }).click();
  await expect(tutor).toHaveURL(/\/(welcome|tutor-classes|tutor-dashboard)/);
  await expect(student.getByRole('alert')).toHaveText('Call Ended', { timeout: 10_000 });
  await shotBoth(student, 'video-call-ended');
  await student.getByRole('button', { name: 'Go Back' }).click();
  await expect(student).not.toHaveURL(/video-call/);
});

test('a reload of the call page rejoins the booking by id (no navigation state)', async ({
  browser,
}) => {
  const setup = await browser.newPage();
  const live = await liveClass(setup);
  const student = await as(browser, live.student.email);
  await student.goto(`/video-call/${live.bookingId}`);
  await expect(student.getByText('Waiting for tutor to start the session')).toBeVisible();
  await student.reload();
  await expect(student.getByText('Waiting for tutor to start the session')).toBeVisible();
  const tutor = await as(browser, live.tutor.email);
  await tutor.goto(`/video-call/${live.bookingId}`);
  await expect(status(tutor)).toHaveText('ACTIVE', { timeout: 30_000 });
  await expect(status(student)).toHaveText('ACTIVE', { timeout: 30_000 });
});

test('a student who cannot use the camera rejects: both see their message', async ({ browser }) => {
  const setup = await browser.newPage();
  const live = await liveClass(setup);
  const student = await as(browser, live.student.email, { denyMedia: true });
  await student.goto(`/video-call/${live.bookingId}`);
  await expect(student.getByText('Waiting for tutor to start the session')).toBeVisible();
  const tutor = await as(browser, live.tutor.email);
  await tutor.goto(`/video-call/${live.bookingId}`);
  await expect(tutor.getByRole('alert')).toHaveText('Call rejected by opponent', {
    timeout: 30_000,
  });
  await expect(student.getByRole('alert')).toHaveText(
    'Failed to join call. Please check microphone and camera permissions.',
  );
});

test('nobody answers: the tutor sees "Opponent did not answer" after the answer timeout', async ({
  browser,
}) => {
  const setup = await browser.newPage();
  const live = await liveClass(setup);
  const tutor = await as(browser, live.tutor.email);
  await tutor.goto(`/video-call/${live.bookingId}`);
  await expect(tutor.getByText('Calling...')).toBeVisible();
  await expect(status(tutor)).toHaveText('RINGING');
  await shotBoth(tutor, 'video-call-tutor-calling');
  await expect(tutor.getByRole('alert')).toHaveText('Opponent did not answer', {
    timeout: 20_000,
  });
});

test('a tutor without camera permission cannot start', async ({ browser }) => {
  const setup = await browser.newPage();
  const live = await liveClass(setup);
  const tutor = await as(browser, live.tutor.email, { denyMedia: true });
  await tutor.goto(`/video-call/${live.bookingId}`);
  await expect(tutor.getByRole('alert')).toHaveText(
    'Media permissions denied. Please allow camera and microphone access.',
  );
});

test('a third user can neither open the call nor signal into it', async ({ browser }) => {
  const setup = await browser.newPage();
  const live = await liveClass(setup);
  const outsider = await as(browser, live.outsider.email);
  await outsider.goto(`/video-call/${live.bookingId}`);
  await expect(outsider.getByRole('alert')).toHaveText('No booking data provided.');
  await shotBoth(outsider, 'video-call-no-booking');
  const refused = await outsider.evaluate(
    ({ token, bookingId }) =>
      new Promise<string>((resolve) => {
        const ws = new WebSocket(`ws://${location.host}/api/calls/ws`);
        ws.onopen = () => ws.send(JSON.stringify({ type: 'auth', token, bookingId }));
        ws.onmessage = (e) => resolve(JSON.parse(e.data).reason ?? e.data);
      }),
    { token: live.outsider.token, bookingId: live.bookingId },
  );
  expect(refused).toBe('Only the tutor and the student of this booking can join its class.');
});

test('chat beside the video: messages cross with markers and typing, and survive a reload', async ({
  browser,
}) => {
  const setup = await browser.newPage();
  const live = await liveClass(setup);
  const student = await as(browser, live.student.email);
  await student.goto(`/video-call/${live.bookingId}`);
  await expect(student.getByText('Waiting for tutor to start the session')).toBeVisible();
  const tutor = await as(browser, live.tutor.email);
  await tutor.goto(`/video-call/${live.bookingId}`);
  await expect(status(student)).toHaveText('ACTIVE', { timeout: 30_000 });

  const tutorChat = tutor.getByRole('region', { name: 'Class chat' });
  const studentChat = student.getByRole('region', { name: 'Class chat' });
  await tutorChat.getByLabel('Message').fill('Open chapter 4, please.');
  await expect(studentChat.getByText(/is typing…/)).toBeVisible();
  await tutorChat.getByRole('button', { name: 'Send' }).click();
  await expect(studentChat.getByText('Open chapter 4, please.')).toBeVisible();
  // The student's chat is on screen, so the tutor's message is read.
  await expect(tutorChat.getByText(/· Read/)).toBeVisible();
  await studentChat.getByLabel('Message').fill('Done!');
  await studentChat.getByLabel('Message').press('Enter');
  await expect(tutorChat.getByText('Done!')).toBeVisible();
  await shotBoth(student, 'video-call-chat');

  await student.reload();
  // After a reload the page signs in to signalling again (and is re-called): slow on a busy machine.
  await expect(studentChat.getByText('Open chapter 4, please.')).toBeVisible({ timeout: 20_000 });
  await expect(studentChat.getByText('Done!')).toBeVisible();
});

test('a signalling drop mid-call: the page reconnects, resumes, and the class goes on', async ({
  browser,
}) => {
  const setup = await browser.newPage();
  const live = await liveClass(setup);
  const student = await as(browser, live.student.email);
  await student.goto(`/video-call/${live.bookingId}`);
  await expect(student.getByText('Waiting for tutor to start the session')).toBeVisible();
  const tutor = await as(browser, live.tutor.email);
  await tutor.goto(`/video-call/${live.bookingId}`);
  await expect(status(tutor)).toHaveText('ACTIVE', { timeout: 30_000 });
  // Another socket of the tutor's takes over: the server closes the page's socket (a drop).
  await setup.goto('/welcome');
  const replacedReady = await setup.evaluate(
    ({ token, bookingId }) =>
      new Promise<boolean>((resolve) => {
        const ws = new WebSocket(`ws://${location.host}/api/calls/ws`);
        ws.onopen = () => ws.send(JSON.stringify({ type: 'auth', token, bookingId }));
        ws.onmessage = (e) => {
          const m = JSON.parse(e.data);
          if (m.type === 'ready') resolve(m.resumed);
        };
      }),
    { token: live.tutor.token, bookingId: live.bookingId },
  );
  expect(replacedReady).toBe(true);
  // The page reconnects within a second or two and the call is still up both ways.
  await tutor.waitForTimeout(3000);
  await expect(status(tutor)).toHaveText('ACTIVE');
  await expect(status(student)).toHaveText('ACTIVE');
  const before = await remoteFrames(student);
  await student.waitForTimeout(1000);
  expect(await remoteFrames(student)).toBeGreaterThan(before);
  // Signalling works again after the resume: the tutor ends the call, the student hears it.
  await tutor.getByRole('button', { name: 'End Call' }).click();
  await expect(student.getByRole('alert')).toHaveText('Call Ended', { timeout: 10_000 });
});

test('the student reloads mid-call: the tutor calls again and both are back in the call', async ({
  browser,
}) => {
  const setup = await browser.newPage();
  const live = await liveClass(setup);
  const student = await as(browser, live.student.email);
  await student.goto(`/video-call/${live.bookingId}`);
  await expect(student.getByText('Waiting for tutor to start the session')).toBeVisible();
  const tutor = await as(browser, live.tutor.email);
  const tutorCalls: string[] = [];
  tutor.on('websocket', (ws) =>
    ws.on('framesent', (f) => {
      const m = JSON.parse(String(f.payload));
      if (m.type === 'signal' && m.signal.signalType === 'call')
        tutorCalls.push(m.signal.sessionID);
    }),
  );
  await tutor.goto(`/video-call/${live.bookingId}`);
  await expect(status(tutor)).toHaveText('ACTIVE', { timeout: 30_000 });
  await expect(status(student)).toHaveText('ACTIVE', { timeout: 30_000 });
  const firstSession = tutorCalls[0];

  await student.reload();
  // The fresh page holds no session: the tutor's page re-calls it (a new session) and the student
  // answers as at the start; the tutor never leaves the call.
  await expect(status(student)).toHaveText('ACTIVE', { timeout: 20_000 });
  await expect(status(tutor)).toHaveText('ACTIVE');
  expect(new Set(tutorCalls).size).toBeGreaterThanOrEqual(2);
  expect(tutorCalls.at(-1)).not.toBe(firstSession);
  await expect.poll(() => remoteFrames(student), { timeout: 10_000 }).toBeGreaterThan(0);
  await expect(tutor.getByText('Reconnecting...')).toBeHidden({ timeout: 30_000 });
  const before = await remoteFrames(tutor);
  await expect.poll(() => remoteFrames(tutor), { timeout: 10_000 }).toBeGreaterThan(before);
  await tutor.getByRole('button', { name: 'End Call' }).click();
  await expect(student.getByRole('alert')).toHaveText('Call Ended', { timeout: 10_000 });
});
