// Live classes on two server processes: the tutor on node A, the student on node B,
// one PostgreSQL database and one Redis between them. The nodes are started here (the journey
// needs PostgreSQL: two processes cannot share the embedded database). Skipped when PostgreSQL
// (E2E_PG_URL, default postgres://postgres@127.0.0.1:5432/postgres) or Redis (E2E_REDIS_URL,
// default redis://127.0.0.1:6379) is not reachable.
import { expect, test } from '@playwright/test';
import { TwoNodes, servicesUp, signedInOn } from './two-nodes';

const nodes = new TwoNodes(Number(process.env.E2E_PORT ?? 4400) + 50);

test.use({
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      '--allow-loopback-in-peer-connection',
      '--disable-features=WebRtcHideLocalIpsWithMdns',
    ],
  },
});

test.describe('two server processes through Redis', () => {
  test.beforeAll(async () => {
    test.skip(!(await servicesUp()), 'needs PostgreSQL and Redis');
    await nodes.start();
  });

  test.afterAll(async () => {
    await nodes.stop();
  });

  test('the tutor on node A and the student on node B hold the class', async ({ browser }) => {
    const [a, b] = nodes.bases as [string, string];
    const res = await fetch(`${a}/api/test/live-class`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    });
    const live = (await res.json()).data;
    const student = await signedInOn(browser, b, live.student.email);
    await student.goto(`/video-call/${live.bookingId}`);
    await expect(student.getByText('Waiting for tutor to start the session')).toBeVisible();
    const tutor = await signedInOn(browser, a, live.tutor.email);
    await tutor.goto(`/video-call/${live.bookingId}`);
    await expect(tutor.getByTestId('call-status')).toHaveText('ACTIVE', { timeout: 15_000 });
    await expect(student.getByTestId('call-status')).toHaveText('ACTIVE', { timeout: 15_000 });
    const frames = await student.evaluate(
      () =>
        new Promise<number>((resolve) => {
          const v = document.querySelector<HTMLVideoElement>('[data-testid="remote-video"]')!;
          setTimeout(() => resolve(0), 5000);
          v.requestVideoFrameCallback((_n, m) => resolve(m.presentedFrames));
        }),
    );
    expect(frames).toBeGreaterThan(0);
    await tutor.getByRole('button', { name: 'End Call' }).click();
    await expect(student.getByRole('alert')).toHaveText('Call Ended', { timeout: 10_000 });
  });
});
