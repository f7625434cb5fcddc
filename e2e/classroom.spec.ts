// The classroom (device check, device switch, screen sharing, the other side's state): two browser
// contexts with Chromium's fake camera and microphone (three fake cameras), on loopback. The screen
// picker of the operating system cannot run headless, so getDisplayMedia is a test double here: an
// animated canvas stream, whose track fires `ended` as the browser's own "Stop sharing" bar does.
import { expect, test, type Browser, type Page } from '@playwright/test';
import { shotBoth } from './support';
import { as, CALL_BROWSER, liveClass, remoteFrames } from './call-support';

test.use({
  launchOptions: {
    ...CALL_BROWSER.launchOptions,
    args: CALL_BROWSER.launchOptions.args.map((a) =>
      a === '--use-fake-device-for-media-stream'
        ? '--use-fake-device-for-media-stream=device-count=3'
        : a,
    ),
  },
});
test.describe.configure({ timeout: 180_000 });

const status = (page: Page) => page.getByTestId('call-status');

/** Frames painted on a video element (requestVideoFrameCallback), 0 when none within 5 s. */
function framesOn(page: Page, testId: string): Promise<number> {
  return page.evaluate(
    (id) =>
      new Promise<number>((resolve) => {
        const v = document.querySelector<HTMLVideoElement>(`[data-testid="${id}"]`);
        if (!v) return resolve(0);
        const timer = setTimeout(() => resolve(0), 5000);
        v.requestVideoFrameCallback((_n, meta) => {
          clearTimeout(timer);
          resolve(meta.presentedFrames);
        });
      }),
    testId,
  );
}

async function withFakeScreen(browser: Browser, email: string) {
  const page = await as(browser, email);
  await page.context().addInitScript(() => {
    navigator.mediaDevices.getDisplayMedia = async () => {
      const canvas = document.createElement('canvas');
      canvas.width = 640;
      canvas.height = 360;
      const ctx = canvas.getContext('2d')!;
      let n = 0;
      setInterval(() => {
        n++;
        ctx.fillStyle = n % 2 ? '#1d4ed8' : '#f59e0b';
        ctx.fillRect(0, 0, 640, 360);
        ctx.fillStyle = '#fff';
        ctx.font = '48px sans-serif';
        ctx.fillText(`Slide ${n}`, 40, 180);
      }, 100);
      const stream = canvas.captureStream(10);
      (window as unknown as { __screen: MediaStreamTrack }).__screen = stream.getVideoTracks()[0]!;
      return stream;
    };
  });
  return page;
}

test('device check while waiting, a camera switch mid-call, screen sharing and the other side’s state', async ({
  browser,
}) => {
  const setup = await browser.newPage();
  const live = await liveClass(setup);
  const student = await as(browser, live.student.email);
  // The student's browser has no screen sharing at all.
  await student.context().addInitScript(() => {
    Object.defineProperty(navigator.mediaDevices, 'getDisplayMedia', { value: undefined });
  });
  const signals: string[] = [];
  await student.goto(`/video-call/${live.bookingId}`);
  await expect(student.getByText('Waiting for tutor to start the session')).toBeVisible();

  // Device check: a live self-view, the fake cameras listed, the microphone level moving.
  const check = student.getByRole('region', { name: 'Check your camera and microphone' });
  await expect.poll(() => framesOn(student, 'local-video'), { timeout: 15_000 }).toBeGreaterThan(0);
  await expect(check.getByLabel('Camera', { exact: true }).locator('option')).toHaveCount(3);
  await expect(check.getByLabel('Microphone', { exact: true }).locator('option')).not.toHaveCount(
    0,
  );
  await expect
    .poll(async () => Number(await check.getByRole('meter').getAttribute('aria-valuenow')), {
      timeout: 15_000,
    })
    .toBeGreaterThan(0);
  await shotBoth(student, 'classroom-device-check');

  const tutor = await withFakeScreen(browser, live.tutor.email);
  tutor.on('websocket', (ws) =>
    ws.on('framesent', (f) => {
      const m = JSON.parse(String(f.payload));
      if (m.type === 'signal') signals.push(m.signal.signalType);
    }),
  );
  await tutor.goto(`/video-call/${live.bookingId}`);
  await expect(status(tutor)).toHaveText('ACTIVE', { timeout: 30_000 });
  await expect(status(student)).toHaveText('ACTIVE', { timeout: 30_000 });
  await expect.poll(() => remoteFrames(student), { timeout: 10_000 }).toBeGreaterThan(0);

  // Switch the tutor's camera mid-call: the track is replaced, nothing is negotiated again.
  const cameraBefore = await tutor.evaluate(() => {
    const v = document.querySelector<HTMLVideoElement>('[data-testid="local-video"]')!;
    return (v.srcObject as MediaStream).getVideoTracks()[0]!.getSettings().deviceId;
  });
  const offersBefore = signals.filter((s) => s === 'call' || s === 'restart').length;
  await tutor.getByRole('button', { name: 'Devices' }).click();
  const picker = tutor.getByRole('dialog', { name: 'Camera and microphone' });
  // Chromium's second fake camera is a depth camera (Y16) that WebRTC cannot send: use the third.
  const other = await picker
    .getByLabel('Camera', { exact: true })
    .locator('option')
    .evaluateAll(
      (os, cur) =>
        (os as HTMLOptionElement[]).find((o) => o.value !== cur && o.text === 'fake_device_2')!
          .value,
      cameraBefore,
    );
  await picker.getByLabel('Camera', { exact: true }).selectOption(other);
  await expect
    .poll(() =>
      tutor.evaluate(() => {
        const v = document.querySelector<HTMLVideoElement>('[data-testid="local-video"]')!;
        return (v.srcObject as MediaStream).getVideoTracks()[0]!.getSettings().deviceId;
      }),
    )
    .toBe(other);
  await shotBoth(tutor, 'classroom-devices-in-call');
  await picker.getByRole('button', { name: 'Done' }).click();
  const before = await remoteFrames(student);
  await expect.poll(() => remoteFrames(student), { timeout: 10_000 }).toBeGreaterThan(before);
  expect(signals.filter((s) => s === 'call' || s === 'restart').length).toBe(offersBefore);

  // The other side's microphone and camera state is shown.
  await tutor.getByRole('button', { name: 'Mute' }).click();
  await expect(student.getByText(/is muted$/)).toBeVisible();
  await tutor.getByRole('button', { name: 'Video Off' }).click();
  await expect(student.getByText(/turned the camera off$/)).toBeVisible();
  await tutor.getByRole('button', { name: 'Unmute' }).click();
  await tutor.getByRole('button', { name: 'Video On' }).click();
  await expect(student.getByText(/is muted$/)).toBeHidden();

  // The tutor shares a screen: the student sees it large, with frames, and the camera small.
  await tutor.getByRole('button', { name: 'Share Screen' }).click();
  await expect(tutor.getByText('You are sharing your screen')).toBeVisible();
  await expect(student.getByTestId('remote-screen')).toBeVisible({ timeout: 10_000 });
  await expect
    .poll(() => framesOn(student, 'remote-screen'), { timeout: 15_000 })
    .toBeGreaterThan(0);
  await expect(student.getByLabel('Remote video (small)')).toBeVisible();
  await shotBoth(student, 'classroom-screen-shared');
  // "Stop sharing" in the browser's own bar ends the track: the page stops sharing.
  await tutor.evaluate(() => {
    const t = (window as unknown as { __screen: MediaStreamTrack }).__screen;
    t.stop();
    t.dispatchEvent(new Event('ended'));
  });
  await expect(tutor.getByRole('button', { name: 'Share Screen' })).toBeVisible();
  await expect(student.getByTestId('remote-screen')).toBeHidden({ timeout: 10_000 });
  expect(signals.filter((s) => s === 'call' || s === 'restart').length).toBe(offersBefore);

  // Where the browser cannot share a screen, the spec's text says so.
  await student.getByRole('button', { name: 'Share Screen' }).click();
  await expect(student.getByRole('alert')).toHaveText(
    'Your environment does not support getDisplayMedia API',
  );
  await tutor.getByRole('button', { name: 'End Call' }).click();
  await expect(student.getByText('Call Ended')).toBeVisible({ timeout: 10_000 });
});

test('the device check says in plain words when the camera is blocked', async ({ browser }) => {
  const setup = await browser.newPage();
  const live = await liveClass(setup);
  const student = await as(browser, live.student.email, { denyMedia: true });
  await student.goto(`/video-call/${live.bookingId}`);
  await expect(student.getByText('Waiting for tutor to start the session')).toBeVisible();
  const alert = student.getByRole('alert');
  await expect(alert).toContainText(
    'Your browser is blocking the camera and microphone for this site.',
  );
  await expect(alert).not.toContainText('Permission denied');
  await expect(alert.getByRole('button', { name: 'Check again' })).toBeVisible();
  await shotBoth(student, 'classroom-device-blocked');
});

/** Drags across the board's canvas from one fraction of its size to another. */
async function drag(page: Page, from: [number, number], to: [number, number]) {
  const box = (await page.getByTestId('whiteboard-canvas').boundingBox())!;
  const at = ([x, y]: [number, number]) => [box.x + x * box.width, box.y + y * box.height] as const;
  await page.mouse.move(...at(from));
  await page.mouse.down();
  for (let i = 1; i <= 5; i++)
    await page.mouse.move(
      ...at([from[0] + ((to[0] - from[0]) * i) / 5, from[1] + ((to[1] - from[1]) * i) / 5]),
    );
  await page.mouse.up();
}
const boardItems = (page: Page) => page.getByTestId('whiteboard-canvas');

test('the whiteboard: both draw and see it live, a reload keeps it, and it is readable after the class', async ({
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
  await expect(status(student)).toHaveText('ACTIVE', { timeout: 30_000 });

  await tutor.getByRole('button', { name: 'Whiteboard' }).click();
  await student.getByRole('button', { name: 'Whiteboard' }).click();
  await expect(boardItems(tutor)).toHaveAttribute('data-items', '0');
  await tutor.getByRole('button', { name: 'Rectangle' }).click();
  await drag(tutor, [0.2, 0.2], [0.5, 0.6]);
  await expect(boardItems(tutor)).toHaveAttribute('data-items', '1');
  await expect(boardItems(student)).toHaveAttribute('data-items', '1');

  // The student writes with the pen; the tutor sees it (and how long it took, for the record).
  await student.getByRole('button', { name: 'Blue' }).click();
  const drawn = Date.now();
  await drag(student, [0.6, 0.3], [0.8, 0.7]);
  await expect(boardItems(tutor)).toHaveAttribute('data-items', '2');
  test.info().annotations.push({
    type: 'board sync',
    description: `${Date.now() - drawn} ms from the student's stroke (with the drag) to the tutor's board`,
  });
  await shotBoth(student, 'classroom-whiteboard');

  // The eraser takes the student's stroke away on both sides; Undo brings it back.
  await student.getByRole('button', { name: 'Eraser' }).click();
  await drag(student, [0.7, 0.5], [0.7, 0.5]);
  await expect(boardItems(tutor)).toHaveAttribute('data-items', '1');
  await student.getByRole('button', { name: 'Undo' }).click();
  await expect(boardItems(tutor)).toHaveAttribute('data-items', '2');

  // A reload (a new socket, maybe another node) gets the whole board back.
  await student.reload();
  await expect(status(student)).toHaveText('ACTIVE', { timeout: 30_000 });
  await student.getByRole('button', { name: 'Whiteboard' }).click();
  await expect(boardItems(student)).toHaveAttribute('data-items', '2');

  await tutor.getByRole('button', { name: 'End Call' }).click();
  await expect(student.getByText('Call Ended')).toBeVisible({ timeout: 10_000 });

  // After the call: read-only for the two of them.
  await student.goto(`/class-board/${live.bookingId}`);
  await expect(student.getByRole('img', { name: 'Whiteboard with 2 items' })).toBeVisible();
  await expect(student.getByRole('toolbar', { name: 'Whiteboard tools' })).toHaveCount(0);
  await shotBoth(student, 'classroom-whiteboard-after');
  const outsider = await as(browser, live.outsider.email);
  await outsider.goto(`/class-board/${live.bookingId}`);
  await expect(outsider.getByText(/could not be loaded/)).toBeVisible();
});

test('closing the tab is a leave, not a drop: the other side is told at once, and a return is called again', async ({
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
  await expect(status(tutor)).toHaveText('ACTIVE', { timeout: 30_000 });

  const closed = Date.now();
  await student.close({ runBeforeUnload: true });
  // Far sooner than the 30 s a dropped connection is given.
  await expect(tutor.getByText(/left the class\.$/)).toBeVisible({ timeout: 5_000 });
  test.info().annotations.push({
    type: 'leave seen',
    description: `${Date.now() - closed} ms from closing the student's tab`,
  });
  await shotBoth(tutor, 'classroom-peer-left');
  await expect(tutor.getByText('Connection lost. Please restart the call.')).toHaveCount(0);

  // The student opens the class again: the tutor's page calls and both are back.
  const back = await as(browser, live.student.email);
  await back.goto(`/video-call/${live.bookingId}`);
  await expect(status(back)).toHaveText('ACTIVE', { timeout: 30_000 });
  await expect(tutor.getByText(/left the class\.$/)).toBeHidden();
  await expect.poll(() => remoteFrames(back), { timeout: 10_000 }).toBeGreaterThan(0);
});
