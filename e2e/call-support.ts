// Shared by the live-class journeys: Chromium with fake camera and microphone on loopback, the
// test-only live-class fixture (NODE_ENV=test), signed-in pages and a remote-frame probe.
import { expect, type Browser, type Page } from '@playwright/test';
import { signInViaApi } from './support';

export const CALL_BROWSER = {
  launchOptions: {
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--use-fake-device-for-media-stream',
      '--use-fake-ui-for-media-stream',
      '--allow-loopback-in-peer-connection',
      '--disable-features=WebRtcHideLocalIpsWithMdns',
    ],
  },
};

export interface LiveClass {
  bookingId: string;
  tutor: { id: string; email: string; token: string };
  student: { id: string; email: string; token: string };
  outsider: { id: string; email: string; token: string };
}

export async function liveClass(page: Page): Promise<LiveClass> {
  const res = await page.request.post('/api/test/live-class', { data: {} });
  expect(res.ok()).toBeTruthy();
  return (await res.json()).data;
}

/**
 * A signed-in page in its own browser context. `denyMedia`: the camera is refused
 * (NotAllowedError); `mediaError`: getUserMedia fails with that DOMException instead.
 */
export async function as(
  browser: Browser,
  email: string,
  opts: { denyMedia?: boolean; mediaError?: { name: string; message: string } } = {},
) {
  const context = await browser.newContext();
  const mediaError =
    opts.mediaError ??
    (opts.denyMedia ? { name: 'NotAllowedError', message: 'Permission denied' } : null);
  if (mediaError) {
    await context.addInitScript(({ name, message }) => {
      navigator.mediaDevices.getUserMedia = () => Promise.reject(new DOMException(message, name));
    }, mediaError);
  }
  const page = await context.newPage();
  await signInViaApi(page, { email, authType: 'login' });
  return page;
}

/** Remote frames actually painted (requestVideoFrameCallback), 0 when none within 5 s. */
export async function remoteFrames(page: Page): Promise<number> {
  return page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        const v = document.querySelector<HTMLVideoElement>('[data-testid="remote-video"]');
        if (!v) return resolve(0);
        const timer = setTimeout(() => resolve(0), 5000);
        v.requestVideoFrameCallback((_now, meta) => {
          clearTimeout(timer);
          resolve(meta.presentedFrames);
        });
      }),
  );
}
