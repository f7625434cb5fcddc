import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { samplePdf } from '../apps/server/src/seed/sample-files';
import { shotBoth, signInViaApi, uniqueEmail } from './support';

// Discovery journey: a new student signs in, completes the profile, searches by a subject word,
// narrows by mode and price, sorts by price, favourites a tutor, finds it on /favourite-tutors,
// opens the tutor's page and sees Similar Profiles. The demo seed's "maths" tutors (Ananya Iyer
// 600-1200, Lakshmi Rao 300-500, Divya Shetty 400-700, all online) are joined by one more
// verified tutor made here through the API (sign-up form + admin approval) who shares Divya's
// category and subjects, so Divya has a similar profile.

const PNG_1x1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
// A real one-page PDF (a document's PDF must parse and have a page).
const PDF = samplePdf(['Certificate']);

async function devToken(
  request: APIRequestContext,
  data: Record<string, unknown>,
): Promise<{ token: string; id: string }> {
  const res = await request.post('/api/dev/sign-in', { data });
  expect(res.ok(), await res.text()).toBeTruthy();
  const { data: body } = await res.json();
  return { token: body.accessToken, id: body.user._id };
}

/** A tutor made as a real tutor is: the six-step form (with files), then an admin's approval. */
async function createVerifiedTutor(request: APIRequestContext, fullName: string) {
  const tutor = await devToken(request, {
    email: uniqueEmail('similar.tutor'),
    fullName,
    role: 'tutor',
    authType: 'registration',
  });
  const json = (v: unknown) => JSON.stringify(v);
  const res = await request.post('/api/submit-tutor-form', {
    headers: { authorization: `Bearer ${tutor.token}` },
    multipart: {
      fullName,
      gender: 'Female',
      dateOfBirth: '1992-04-11',
      country: 'India',
      state: 'Karnataka',
      city: 'Bengaluru',
      contactNumber: '9876501234',
      timezone: 'Asia/Kolkata',
      tutoring_mode: json(['Online Tutoring']),
      category: 'School (CBSE)',
      subcategory: json(['Mathematics (Class 1-5)', 'English (Class 1-5)']),
      teaching_level: 'Grade/Class',
      age_group: json(['Kids (5–12)']),
      highest_qualification: 'Graduate',
      specialization: 'Primary mathematics',
      current_occupation: 'Teacher',
      teaching_experience: '3',
      avl_days: json(['Mon', 'Wed']),
      avl_time: json(['15-18']),
      class_duration: '45 min',
      students_per_class: '1',
      pincodes: '',
      headline: 'Number sense and early maths through play',
      bio: 'Primary teacher: counting, place value and tables through games and worksheets.',
      languages: json(['English', 'Hindi']),
      currency: 'INR',
      min_hour_charge: '450',
      max_hour_charge: '750',
      profilePhoto: { name: 'me.png', mimeType: 'image/png', buffer: PNG_1x1 },
      certificates: { name: 'b-ed.pdf', mimeType: 'application/pdf', buffer: PDF },
      govt_ids: { name: 'aadhaar.pdf', mimeType: 'application/pdf', buffer: PDF },
    },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  const admin = await devToken(request, { email: 'admin@tutorsplace.in', authType: 'login' });
  const approved = await request.post(`/api/admin/tutors/${tutor.id}/approve`, {
    headers: { authorization: `Bearer ${admin.token}` },
  });
  expect(approved.ok(), await approved.text()).toBeTruthy();
  return tutor.id;
}

const cardNames = (page: Page) =>
  page.getByRole('list', { name: 'Tutors' }).getByRole('article').locator('h3').allInnerTexts();

test('a student completes the profile, searches, filters, sorts, favourites and opens a tutor', async ({
  page,
}) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  const similarName = `Meena Joshi ${Date.now().toString(36)}`;
  await createVerifiedTutor(page.request, similarName);

  // A new student from sign-in is logged in directly and asked to complete the profile.
  await signInViaApi(page, {
    email: uniqueEmail('discovery.student'),
    fullName: 'Riya Sharma',
    role: 'student',
    authType: 'registration',
  });
  await page.goto('/student-dashboard');
  await expect(page.getByRole('heading', { name: 'Find Tutors' })).toBeVisible();
  await page.getByRole('link', { name: 'Complete Profile' }).click();
  await expect(page).toHaveURL(/\/student-account$/);

  // --- The profile (core-marketplace §5 Student account) ---
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByRole('dialog', { name: 'Error' })).toContainText(
    'Please enter your contact number.',
  );
  await page.getByRole('dialog', { name: 'Error' }).getByRole('button', { name: 'OK' }).click();
  await page.getByRole('textbox', { name: /Contact number/ }).fill('919876543210');
  await page.getByRole('combobox', { name: /^State/ }).selectOption('Karnataka');
  await page.getByRole('combobox', { name: /^City/ }).selectOption('Bengaluru');
  await page.getByRole('radio', { name: 'Parent' }).check();
  await page.getByRole('checkbox', { name: 'Online Tutoring' }).check();
  await page.getByRole('combobox', { name: /^Category/ }).selectOption('School (CBSE)');
  const subjects = page.getByRole('combobox', { name: /^Subjects/ });
  await subjects.fill('Mathematics (Class 1');
  await page.getByRole('option', { name: 'Mathematics (Class 1-5)' }).click();
  await subjects.press('Escape');
  await page.getByRole('button', { name: /Availability/ }).click();
  const picker = page.getByRole('dialog', { name: 'Days and times' });
  await picker.getByRole('button', { name: 'Sat' }).click();
  await picker.getByRole('button', { name: '9 AM – 12 PM' }).click();
  await picker.getByRole('button', { name: 'Done' }).click();
  await shotBoth(page, 'discovery-student-account');
  await page.getByRole('button', { name: 'Save Changes' }).click();
  await expect(page.getByText('Profile updated.')).toBeVisible();
  await expect(page.getByRole('textbox', { name: /Contact number/ })).toHaveAttribute(
    'readonly',
    '',
  );

  // --- Search by a subject word, narrow by mode and price, sort by price ---
  await page.getByRole('link', { name: 'Find Tutors' }).first().click();
  await expect(page.getByRole('link', { name: 'Complete Profile' })).toHaveCount(0);
  // "maths", not "math": the demo tutors' profiles all name "Mathematics" as their specialization
  // (the factory's default), and the search text covers the specialization.
  await page.getByRole('searchbox').fill('maths');
  await expect(page).toHaveURL(/search=maths/);
  await expect(page.getByRole('article', { name: 'Emily Carter' })).toHaveCount(0);
  await expect(page.getByRole('article', { name: 'Ananya Iyer' })).toBeVisible();
  await page.getByRole('button', { name: 'Online Tutoring', exact: true }).click();
  await page.getByRole('spinbutton', { name: 'Min price' }).fill('300');
  await page.getByRole('spinbutton', { name: 'Max price' }).fill('550');
  await expect(page).toHaveURL(/maxPrice=550/);
  await page.getByRole('combobox', { name: /Sort by/ }).selectOption('price-low');
  await expect(page).toHaveURL(/sort=price-low/);
  // Ananya (600-1200) no longer overlaps 300-550; the others by hourly midpoint: 400, 550, 600.
  await expect(page.getByRole('article', { name: 'Ananya Iyer' })).toHaveCount(0);
  const order = async () =>
    (await cardNames(page)).filter((n) => ['Lakshmi Rao', 'Divya Shetty', similarName].includes(n));
  await expect.poll(order).toEqual(['Lakshmi Rao', 'Divya Shetty', similarName]);
  await shotBoth(page, 'discovery-dashboard-filtered');

  // The search is in the URL: a reload gives the same results.
  const url = page.url();
  expect(new URL(url).searchParams.get('mode')).toBe('Online Tutoring');
  await page.reload();
  await expect.poll(order).toEqual(['Lakshmi Rao', 'Divya Shetty', similarName]);
  await expect(page.getByRole('spinbutton', { name: 'Min price' })).toHaveValue('300');

  // At 375 px the filters sit behind a toggle.
  await page.setViewportSize({ width: 375, height: 812 });
  await expect(page.getByRole('button', { name: 'Online Tutoring', exact: true })).toBeHidden();
  await page.getByRole('button', { name: /Show filters/ }).click();
  await expect(page.getByRole('button', { name: 'Online Tutoring', exact: true })).toBeVisible();
  await page.screenshot({
    path: 'e2e/screenshots/discovery-filters-open-375.png',
    fullPage: false,
  });
  await page.setViewportSize({ width: 1280, height: 800 });

  // --- Favourite a tutor ---
  const heart = page.getByRole('button', { name: 'Favourite Divya Shetty' });
  await expect(heart).toHaveAttribute('aria-pressed', 'false');
  await heart.click();
  await expect(heart).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('link', { name: 'Favourites' }).first().click();
  await expect(page.getByRole('heading', { name: 'Favourite Tutors' })).toBeVisible();
  await expect(page.getByRole('article', { name: 'Divya Shetty' })).toBeVisible();
  await shotBoth(page, 'discovery-favourites');

  // --- The tutor's page, with Similar Profiles ---
  await page.getByRole('link', { name: 'Book A Class Now with Divya Shetty' }).click();
  await expect(page).toHaveURL(/\/tutor-details\//);
  await expect(page.getByRole('heading', { level: 1, name: 'Divya Shetty' })).toBeVisible();
  await expect(page.getByText('60-min session at 400-700 INR')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Preferred Pincodes' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Favourite Divya Shetty' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(page.getByRole('heading', { name: 'Similar Profiles' })).toBeVisible();
  await expect(
    page.getByRole('list', { name: 'Similar tutors' }).getByRole('article', { name: similarName }),
  ).toBeVisible();
  await shotBoth(page, 'discovery-tutor-details');

  // An unknown tutor.
  await page.goto('/tutor-details/00000000-0000-4000-8000-000000000000');
  await expect(page.getByText('Tutor not found')).toBeVisible();

  expect(errors).toEqual([]);
});

test('an empty favourites list and an empty search say so', async ({ page }) => {
  await signInViaApi(page, {
    email: uniqueEmail('empty.student'),
    role: 'student',
    authType: 'registration',
  });
  await page.goto('/favourite-tutors');
  await expect(page.getByText('No favorite tutors yet')).toBeVisible();
  await expect(page.getByRole('link', { name: 'Explore Tutors' })).toHaveAttribute('href', '/');
  await shotBoth(page, 'discovery-favourites-empty');
  await page.goto('/student-dashboard?search=zzzzqqq');
  await expect(page.getByText('No tutors found matching your criteria.')).toBeVisible();
  await shotBoth(page, 'discovery-dashboard-empty');
});
