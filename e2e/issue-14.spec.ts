import { expect, test, type Page } from '@playwright/test';
import { samplePng } from '../apps/server/src/seed/sample-files';
import { shotBoth, signInViaApi, uniqueEmail } from './support';

// What a new user tripped over: double clicks (1), clipped dashboard tables (4), the
// wizard's steps in browser history (6), the document viewer's close (7), and pictures (5) in
// screenshots of discovery, a tutor page, the tutor dashboard and the blog list.

function kolkataDate(days: number): string {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'Asia/Kolkata' }).format(new Date());
  const d = new Date(`${today}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}
const weekdayOf = (iso: string) =>
  ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'][new Date(`${iso}T00:00:00Z`).getUTCDay()]!;

/** Elements that overflow their own box or the viewport (sideways), described for the failure. */
async function overflowing(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const out: string[] = [];
    const vw = document.documentElement.clientWidth;
    if (document.documentElement.scrollWidth > vw + 1)
      out.push(`page scrolls sideways: ${document.documentElement.scrollWidth} > ${vw}`);
    for (const el of Array.from(document.querySelectorAll<HTMLElement>('main *'))) {
      if (el.clientWidth <= 1) continue; // visually hidden text
      const style = getComputedStyle(el);
      if (style.position === 'fixed' || style.display === 'none') continue;
      const rect = el.getBoundingClientRect();
      const name = `${el.tagName.toLowerCase()}${el.className && typeof el.className === 'string' ? `.${el.className.split(' ').slice(0, 3).join('.')}` : ''} "${(el.textContent ?? '').trim().slice(0, 30)}"`;
      if (
        ['auto', 'scroll', 'hidden', 'clip'].includes(style.overflowX) &&
        el.scrollWidth > el.clientWidth + 1
      )
        out.push(`${name} clips or scrolls: ${el.scrollWidth} > ${el.clientWidth}`);
      if (rect.width > 0 && (rect.right > vw + 1 || rect.left < -1))
        out.push(`${name} leaves the viewport: ${Math.round(rect.left)}–${Math.round(rect.right)}`);
    }
    return out;
  });
}

// The viewer test runs first: the double-click test approves the demo tutor awaiting review.
test('the admin document viewer closes with its button and with Escape from the PDF (defect 7)', async ({
  page,
}) => {
  await signInViaApi(page, { email: 'admin@tutorsplace.in', authType: 'login' });
  await page.goto('/admin/tutors');
  const card = page
    .getByRole('article')
    .filter({ has: page.getByRole('button', { name: /^View .*\.pdf$/ }) })
    .first();
  await expect(card).toBeVisible();
  const view = card.getByRole('button', { name: /^View .*\.pdf$/ }).first();
  await view.click();
  const viewer = page.getByRole('dialog');
  await expect(viewer.locator('iframe')).toBeVisible();
  await expect(viewer.getByRole('button', { name: 'Close' })).toBeVisible();
  await shotBoth(page, 'issue14-document-viewer');
  // Give the PDF the focus, as a reader scrolling it does; Escape must still close the viewer.
  await viewer.locator('iframe').click({ position: { x: 100, y: 100 } });
  await page.waitForTimeout(300);
  await page.keyboard.press('Escape');
  await expect(viewer).toHaveCount(0);
  await view.click();
  await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('double clicks are answered as the success they are (defect 1)', async ({ browser }) => {
  const studentContext = await browser.newContext();
  const tutorContext = await browser.newContext();
  const adminContext = await browser.newContext();
  const student = await studentContext.newPage();
  const tutor = await tutorContext.newPage();
  const admin = await adminContext.newPage();
  const { user: ananya } = await signInViaApi(tutor, {
    email: 'ananya.iyer@example.in',
    authType: 'login',
  });
  await signInViaApi(student, { email: 'riya.sharma@example.in', authType: 'login' });

  // Request Booking, double-clicked: one booking, "Booking Confirmed!", never "Booking Failed".
  await student.goto(`/tutor-details/${ananya._id}`);
  const form = student.getByRole('form', { name: 'Book a Class' });
  await expect(form).toBeVisible();
  const subject = form.getByLabel('Subject');
  const firstSubject = await subject.locator('option').nth(1).getAttribute('value');
  await subject.selectOption(firstSubject!);
  // The tutor's minimum hourly price, from the hint under the field ("Between ₹600 and ₹1,200").
  const hint = await form.getByText(/^Between /).textContent();
  const minPrice = /₹([\d,]+)/.exec(hint ?? '')![1]!.replace(/,/g, '');
  await form.getByLabel(/Price per hour/).fill(minPrice);
  const online = form.getByRole('checkbox', { name: 'Online Tutoring' });
  if (!(await online.isChecked()))
    await form
      .locator('label')
      .filter({ hasText: /^Online Tutoring$/ })
      .click();
  // Within Ananya's stated availability (Mon–Fri, 3 PM – 9 PM), so no availability warning
  // stands between the double click and the request.
  let day = 11;
  while (['Sat', 'Sun'].includes(weekdayOf(kolkataDate(day)))) day++;
  await form.getByLabel('Date').fill(kolkataDate(day));
  await form.getByLabel('Start time').fill('19:00');
  await form.getByLabel('End time').fill('20:00');
  await form.getByRole('button', { name: 'Request Booking' }).dblclick();
  await expect(student.getByRole('heading', { name: 'Booking Confirmed!' })).toBeVisible();
  await expect(student.getByText('Booking Failed')).toHaveCount(0);

  // Accept, double-clicked: the success toast, no Error dialog.
  await tutor.goto('/tutor-requests?status=pending');
  const card = tutor.getByRole('article', { name: /from Riya Sharma/ }).first();
  await expect(card).toBeVisible();
  await card.getByRole('button', { name: 'Accept' }).dblclick();
  await expect(tutor.getByText(/Request accepted|Trial accepted/).first()).toBeVisible();
  await expect(tutor.getByRole('dialog', { name: 'Error' })).toHaveCount(0);

  // Approve, double-clicked: the success toast, never "This tutor is not awaiting review."
  await signInViaApi(admin, { email: 'admin@tutorsplace.in', authType: 'login' });
  await admin.goto('/admin/tutors');
  const meera = admin.getByRole('article', { name: 'Meera Nair' });
  await expect(meera).toBeVisible();
  await meera.getByRole('button', { name: 'Approve' }).dblclick();
  await expect(admin.getByText(/Meera Nair .*(approved|verified)/i).first()).toBeVisible();
  await expect(admin.getByText('This tutor is not awaiting review.')).toHaveCount(0);

  await studentContext.close();
  await tutorContext.close();
  await adminContext.close();
});

test('tutor wizard steps are browser history entries; step 2 shows all its errors (defect 6)', async ({
  page,
}) => {
  await page.goto('/authentication?authType=registration&userRole=tutor');
  await page.getByLabel('Email').fill(uniqueEmail('wizard'));
  await page.getByLabel('Full name').fill('Wizard Tester');
  await page.getByRole('button', { name: 'Sign in with email' }).click();
  await expect(page).toHaveURL(/tutor-sign-up.*step=2/);

  // A too-young date of birth is reported together with the missing fields.
  await page.getByLabel('Date of birth').fill(kolkataDate(-365 * 10));
  await page.getByRole('button', { name: 'Continue' }).click();
  // Said at the fields (no dialog over them); the first one gets the focus.
  await expect(page.getByText('Please select your gender.')).toBeVisible();
  await expect(page.getByLabel('Date of birth')).toHaveAccessibleDescription(
    /You must be at least 18 years old\.$/,
  );
  await expect(page.getByLabel('Gender')).toBeFocused();
  await expect(page.getByRole('dialog')).toHaveCount(0);

  await page.getByLabel('Gender').selectOption('Male');
  await page.getByLabel('Date of birth').fill('1990-06-01');
  await page.getByLabel(/^Profile photo/).setInputFiles({
    name: 'me.png',
    mimeType: 'image/png',
    buffer: samplePng({ width: 120, height: 120 }),
  });
  await page.getByLabel('Contact number').fill('9876543210');
  await expect(page.getByLabel('State').locator('option', { hasText: 'Karnataka' })).toHaveCount(1);
  await page.getByLabel('State').selectOption('Karnataka');
  await expect(page.getByLabel('City').locator('option', { hasText: /^Bengaluru$/ })).toHaveCount(
    1,
  );
  await page.getByLabel('City').selectOption('Bengaluru');
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Fill Teaching Preferences' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/step=3/);

  // The browser's Back and Forward move between the steps, not out of the wizard.
  await page.goBack();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Fill Your Personal Details' }),
  ).toBeVisible();
  await expect(page).toHaveURL(/step=2/);
  await expect(page.getByLabel('Gender')).toHaveValue('Male');
  await page.goForward();
  await expect(
    page.getByRole('heading', { level: 1, name: 'Fill Teaching Preferences' }),
  ).toBeVisible();
  // The in-page Back does the same.
  await page.getByRole('button', { name: 'Back', exact: true }).click();
  await expect(page).toHaveURL(/step=2/);
});

test('tutor dashboard: nothing clipped at 375 or 1280 px; screenshots of the pictures (defects 4, 5)', async ({
  browser,
}) => {
  const tutorContext = await browser.newContext();
  const tutor = await tutorContext.newPage();
  await signInViaApi(tutor, { email: 'ananya.iyer@example.in', authType: 'login' });
  await tutor.goto('/tutor-dashboard');
  await expect(tutor.getByRole('table', { name: "Today's Classes" })).toBeVisible();
  await expect(tutor.getByRole('table', { name: 'New Requests' })).toBeVisible();
  for (const width of [375, 1280]) {
    await tutor.setViewportSize({ width, height: 900 });
    await tutor.waitForTimeout(200);
    expect(await overflowing(tutor), `overflow at ${width}px`).toEqual([]);
  }
  await shotBoth(tutor, 'issue14-tutor-dashboard');
  await tutorContext.close();

  const studentContext = await browser.newContext();
  const student = await studentContext.newPage();
  await signInViaApi(student, { email: 'riya.sharma@example.in', authType: 'login' });
  await student.goto('/student-dashboard');
  // Demo tutors have portraits (WebP, sized, lazy).
  const photo = student.locator('main img[src*=".webp"]').first();
  await expect(photo).toBeVisible();
  await expect(photo).toHaveAttribute('loading', 'lazy');
  await expect(photo).toHaveAttribute('width', /\d+/);
  await shotBoth(student, 'issue14-discovery');
  await photo.scrollIntoViewIfNeeded();
  const firstCard = student.getByRole('link', { name: /Book A Class Now/ }).first();
  await firstCard.click();
  await expect(student.getByRole('form', { name: 'Book a Class' })).toBeVisible();
  await shotBoth(student, 'issue14-tutor-page');
  await student.goto('/blogs');
  await expect(student.locator('main img[src*=".webp"]').first()).toBeVisible();
  await shotBoth(student, 'issue14-blog-list');
  await studentContext.close();
});
