import fs from 'node:fs';
import path from 'node:path';
import { expect, type Locator, type Page } from '@playwright/test';
import { sessionCookie } from '@tm/shared/rules/session';

export const SCREENSHOT_DIR = path.join(import.meta.dirname, 'screenshots');
fs.mkdirSync(SCREENSHOT_DIR, { recursive: true });

/** Saves a full-page screenshot at the page's current width (look at them: e2e/screenshots/). */
export async function shot(page: Page, name: string) {
  const width = page.viewportSize()?.width ?? 0;
  await page.screenshot({
    path: path.join(SCREENSHOT_DIR, `${name}-${width}.png`),
    fullPage: true,
  });
}

/** Screenshots at 375 px and 1280 px wide, then restores the width. */
export async function shotBoth(page: Page, name: string) {
  const before = page.viewportSize() ?? { width: 1280, height: 800 };
  for (const width of [375, 1280]) {
    await page.setViewportSize({ width, height: width === 375 ? 812 : 800 });
    await page.waitForTimeout(150);
    await shot(page, name);
  }
  await page.setViewportSize(before);
}

/**
 * Signs in through the dev sign-in API and stores the session as the app's sign-in does: the token
 * and user in localStorage, and the token's cookie with which the server renders discovery for
 * the student.
 */
export async function signInViaApi(
  page: Page,
  payload: {
    email: string;
    fullName?: string;
    role?: 'student' | 'tutor';
    authType: 'login' | 'registration';
  },
) {
  const res = await page.request.post('/api/dev/sign-in', { data: payload });
  expect(res.ok()).toBeTruthy();
  const { data } = await res.json();
  await page.goto('/welcome');
  await page.evaluate(
    ({ token, user, cookie }) => {
      localStorage.setItem('token', token);
      localStorage.setItem('user', JSON.stringify(user));
      document.cookie = cookie;
    },
    { token: data.accessToken, user: data.user, cookie: sessionCookie(data.accessToken, false) },
  );
  return data as { accessToken: string; user: { _id: string; email: string; role: string } };
}

export function uniqueEmail(prefix: string) {
  return `${prefix}.${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}@example.test`;
}

/**
 * Sends the booking form. a request outside the tutor's stated availability is sent only
 * after the student confirms a warning; this confirms it when it is asked (dates in the journeys
 * are relative to today, so whether a day is a stated one varies).
 */
export async function sendBookingForm(page: Page, button: Locator) {
  await button.click();
  const warning = page.getByRole('dialog', { name: "Outside the tutor's availability" });
  const outcome = page.getByRole('heading', { name: /Confirmed!$|^Booking Failed$/ });
  await expect(warning.or(outcome).first()).toBeVisible({ timeout: 15_000 });
  if (await warning.isVisible())
    await warning.getByRole('button', { name: 'Send request anyway' }).click();
}
