import http from 'node:http';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { samplePdf } from '../apps/server/src/seed/sample-files';
import { baseURL, clientOrigin } from './playwright.config';
import { shotBoth, uniqueEmail } from './support';

// (1) a browser client written to core-marketplace §7, hosted on its own origin, reaches
// the API across origins (CORS), signs in with the developer sign-in, lists tutors with their photos
// and books a trial with a date from Date.toISOString() of a local midnight in India; (2) a guest
// finds a tutor from the landing page, presses Book, signs in and is back on the tutor, form ready.

const PNG_1x1 = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAQAAAC1HAwCAAAAC0lEQVR42mNkYAAAAAYAAjCB0C8AAAAASUVORK5CYII=',
  'base64',
);
// A real one-page PDF (a document's PDF must parse and have a page).
const PDF = samplePdf(['Certificate']);

async function devToken(request: APIRequestContext, data: Record<string, unknown>) {
  const res = await request.post(`${baseURL}/api/dev/sign-in`, { data });
  expect(res.ok(), await res.text()).toBeTruthy();
  const { data: body } = await res.json();
  return { token: body.accessToken as string, id: body.user._id as string };
}

/** A verified tutor with a photo, made as a real one is: the tutor form, then admin approval. */
async function createVerifiedTutor(request: APIRequestContext, fullName: string) {
  const email = uniqueEmail('spec.client.tutor');
  const tutor = await devToken(request, {
    email,
    fullName,
    role: 'tutor',
    authType: 'registration',
  });
  const res = await request.post(`${baseURL}/api/submit-tutor-form`, {
    headers: { authorization: `Bearer ${tutor.token}` },
    multipart: {
      ...tutorFormFields(fullName),
      profilePhoto: { name: 'me.png', mimeType: 'image/png', buffer: PNG_1x1 },
      certificates: { name: 'b-ed.pdf', mimeType: 'application/pdf', buffer: PDF },
      govt_ids: { name: 'aadhaar.pdf', mimeType: 'application/pdf', buffer: PDF },
    },
  });
  expect(res.ok(), await res.text()).toBeTruthy();
  const photo = (await res.json()).data.user.profilePhoto as string;
  const admin = await devToken(request, { email: 'admin@tutorsplace.in', authType: 'login' });
  const approved = await request.post(`${baseURL}/api/admin/tutors/${tutor.id}/approve`, {
    headers: { authorization: `Bearer ${admin.token}` },
  });
  expect(approved.ok(), await approved.text()).toBeTruthy();
  return { id: tutor.id, email, photo };
}

/** The tutor form's text fields as a spec client sends them (lists as JSON text). */
function tutorFormFields(fullName: string): Record<string, string> {
  const json = (v: unknown) => JSON.stringify(v);
  return {
    fullName,
    gender: 'Female',
    // What a §7 client sends: Date.toISOString() of a local midnight in India (14 April 1991).
    dateOfBirth: '1991-04-13T18:30:00.000Z',
    country: 'India',
    state: 'Karnataka',
    city: 'Bengaluru',
    contactNumber: '9876501299',
    timezone: 'Asia/Kolkata',
    tutoring_mode: json(['Online Tutoring']),
    category: 'School (CBSE)',
    subcategory: json(['Science (Class 6-8)']),
    teaching_level: 'Grade/Class',
    age_group: json(['Kids (5–12)']),
    highest_qualification: 'Graduate',
    specialization: 'General science',
    current_occupation: 'Teacher',
    teaching_experience: '4',
    avl_days: json(['Mon', 'Wed', 'Sat']),
    avl_time: json(['15-18']),
    class_duration: '45 min',
    students_per_class: '1',
    pincodes: '',
    headline: 'Hands-on science with kitchen experiments',
    bio: 'Science teacher: experiments, diagrams and plenty of questions.',
    languages: json(['English', 'Kannada']),
    currency: 'INR',
    min_hour_charge: '400',
    max_hour_charge: '700',
  };
}

/**
 * The client page on the second origin: plain browser JavaScript calling the API as §7 describes
 * (base URL on another origin, bearer token, request shapes of a spec client).
 */
const clientPage = (api: string) => `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Spec client</title>
<style>body{font-family:sans-serif;margin:16px}img{width:48px;height:48px;border:1px solid #999;margin-right:8px;vertical-align:middle}li{margin:6px 0;list-style:none}</style>
</head><body>
<h1>Spec client on its own origin</h1>
<p id="status">idle</p>
<ul id="tutors"></ul>
<p id="booking"></p>
<script>
const API = ${JSON.stringify(api)};
let token = null;
async function call(method, path, body) {
  const res = await fetch(API + path, {
    method,
    headers: { ...(token ? { Authorization: 'Bearer ' + token } : {}),
               ...(body ? { 'Content-Type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await res.json();
  if (!json.success) throw new Error(json.message);
  return json.data;
}
window.run = async function (email, tutorName) {
  const signedIn = await call('POST', '/dev/sign-in', { email, role: 'student' });
  token = signedIn.accessToken;
  document.getElementById('status').textContent = 'Signed in as ' + signedIn.user.fullName;
  const { tutors } = await call('GET', '/get-tutors?limit=50&sortBy=relevance&search=' + encodeURIComponent(tutorName));
  const list = document.getElementById('tutors');
  for (const t of tutors) {
    const li = document.createElement('li');
    if (t.profilePhoto) {
      const img = document.createElement('img');
      img.alt = t.fullName;
      img.src = API + '/' + t.profilePhoto; // "served from the API host by relative path"
      li.append(img);
    }
    li.append(t.fullName);
    list.append(li);
  }
  const target = tutors.find((t) => t.fullName === tutorName);
  // Local midnight seven days ahead, as a date picker's Date gives it.
  const now = new Date();
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 7);
  const booking = await call('POST', '/submit-booking', {
    tutorId: target._id, subject: target.subcategory[0], tutoringMode: ['Online Tutoring'],
    sessionType: 'single', startDate: day.toISOString(), startTime: '15:00', isTrial: true,
    timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  });
  const bookings = await call('GET', '/get-bookings?statuses=all&limit=1000');
  document.getElementById('booking').textContent =
    'Trial booked for ' + booking.startDate + ' (' + booking.status + '); ' + bookings.bookings.length + ' bookings in all';
  return { sent: day.toISOString(), startDate: booking.startDate,
           expected: day.getFullYear() + '-' + String(day.getMonth() + 1).padStart(2, '0') + '-' + String(day.getDate()).padStart(2, '0') };
};
async function signIn(email) {
  token = (await call('POST', '/dev/sign-in', { email, authType: 'login' })).accessToken;
}
// A paid class: the student asks, the tutor accepts, the student pays the order and verifies it
// with the spec's body { orderId, bookingId } alone (no checkout signature kept).
window.payByOrder = async function (studentEmail, tutorEmail, tutorId, subject) {
  await signIn(studentEmail);
  const now = new Date();
  const day = new Date(now.getFullYear(), now.getMonth(), now.getDate() + 9);
  const booking = await call('POST', '/submit-booking', {
    tutorId, subject, tutoringMode: ['Online Tutoring'], sessionType: 'single',
    startDate: day.toISOString(), startTime: '16:00', endTime: '17:00', isTrial: false,
    price: 500, currency: 'INR', timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
  });
  await signIn(tutorEmail);
  await call('POST', '/accept-booking/' + booking._id);
  await signIn(studentEmail);
  const order = await call('POST', '/create-booking-order', { bookingId: booking._id });
  // The provider's checkout takes the money (here the local sandbox plays Razorpay's widget).
  await call('POST', '/payments/sandbox/orders/' + order.orderId + '/complete', { outcome: 'success', method: 'upi' });
  const verified = await call('POST', '/verify-booking-payment', { orderId: order.orderId, bookingId: booking._id });
  document.getElementById('booking').textContent = 'Paid: booking ' + verified.booking.status;
  return { status: verified.booking.status, price: order.price };
};
// The tutor changes the photo through the form the spec names (multipart, whole form again).
window.updatePhoto = async function (tutorEmail, fields) {
  await signIn(tutorEmail);
  const canvas = document.createElement('canvas');
  canvas.width = 96; canvas.height = 96;
  const g = canvas.getContext('2d');
  g.fillStyle = '#1b7f5a'; g.fillRect(0, 0, 96, 96);
  g.fillStyle = '#ffd166'; g.beginPath(); g.arc(48, 40, 22, 0, Math.PI * 2); g.fill();
  const blob = await new Promise((r) => canvas.toBlob(r, 'image/png'));
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  form.append('profilePhoto', blob, 'new-photo.png');
  const res = await fetch(API + '/submit-tutor-form', {
    method: 'POST', headers: { Authorization: 'Bearer ' + token }, body: form,
  });
  const json = await res.json();
  if (!json.success) throw new Error(json.message);
  const img = document.createElement('img');
  img.alt = 'New photo';
  img.src = API + '/' + json.data.user.profilePhoto;
  document.getElementById('tutors').append(img);
  return { message: json.message, profilePhoto: json.data.user.profilePhoto };
};
</script></body></html>`;

test.describe('a spec client on a second origin', () => {
  test.use({ timezoneId: 'Asia/Kolkata' });

  test('signs in with the developer sign-in, lists tutors with photos and books a trial', async ({
    page,
  }) => {
    const tutorName = `Kavitha Rao ${Date.now().toString(36)}`;
    await createVerifiedTutor(page.request, tutorName);
    const port = Number(new URL(clientOrigin).port);
    const server = http.createServer((_req, res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(clientPage(`${baseURL}/api`));
    });
    await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
    try {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      await page.goto(`${clientOrigin}/`);
      expect(new URL(page.url()).origin).not.toBe(new URL(baseURL).origin);
      // Riya Sharma is a demo student with a complete profile.
      const result = await page.evaluate(
        ([email, name]) =>
          (window as unknown as { run(e: string, n: string): Promise<Record<string, string>> }).run(
            email!,
            name!,
          ),
        ['riya.sharma@example.in', tutorName],
      );
      await expect(page.locator('#status')).toHaveText('Signed in as Riya Sharma');
      // The ISO instant is the day before in UTC; the booking lands on the intended Indian date.
      expect(result.sent).toMatch(/T18:30:00\.000Z$/);
      expect(result.startDate).toBe(result.expected);
      await expect(page.locator('#booking')).toContainText(`Trial booked for ${result.expected}`);
      const photo = page.getByRole('img', { name: tutorName });
      await expect(photo).toBeVisible();
      await expect
        .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      expect(errors).toEqual([]);
      await shotBoth(page, 'spec-client-second-origin');
    } finally {
      await new Promise<void>((r) => server.close(() => r()));
    }
  });
});

test.describe('a spec client pays by order and updates a tutor photo', () => {
  test.use({ timezoneId: 'Asia/Kolkata' });

  test('verifies a paid booking with only { orderId, bookingId } and changes the photo through /submit-tutor-form', async ({
    page,
  }) => {
    const tutorName = `Deepa Kulkarni ${Date.now().toString(36)}`;
    const tutor = await createVerifiedTutor(page.request, tutorName);
    const port = Number(new URL(clientOrigin).port);
    const server = http.createServer((_req, res) => {
      res.setHeader('content-type', 'text/html; charset=utf-8');
      res.end(clientPage(`${baseURL}/api`));
    });
    await new Promise<void>((r) => server.listen(port, '127.0.0.1', r));
    try {
      const errors: string[] = [];
      page.on('pageerror', (e) => errors.push(e.message));
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      await page.goto(`${clientOrigin}/`);
      type Win = {
        payByOrder(s: string, t: string, id: string, subject: string): Promise<{ status: string }>;
        updatePhoto(t: string, f: Record<string, string>): Promise<{ profilePhoto: string }>;
      };
      const paid = await page.evaluate(
        ([s, t, id]) => (window as unknown as Win).payByOrder(s!, t!, id!, 'Science (Class 6-8)'),
        ['riya.sharma@example.in', tutor.email, tutor.id],
      );
      expect(paid.status).toBe('active');
      await expect(page.locator('#booking')).toHaveText('Paid: booking active');

      const updated = await page.evaluate(
        ([t, f]) =>
          (window as unknown as Win).updatePhoto(t as string, f as Record<string, string>),
        [tutor.email, tutorFormFields(tutorName)] as const,
      );
      expect(tutor.photo).toBeTruthy();
      expect(updated.profilePhoto).toBeTruthy();
      expect(updated.profilePhoto).not.toBe(tutor.photo);
      const photo = page.getByRole('img', { name: 'New photo' });
      await expect
        .poll(() => photo.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth))
        .toBeGreaterThan(0);
      expect(errors).toEqual([]);
      await shotBoth(page, 'spec-client-pay-by-order');
    } finally {
      await new Promise<void>((r) => server.close(() => r()));
    }
  });
});

test('a guest searches from /, opens a tutor, presses Book, logs in and is back with the form ready', async ({
  page,
}) => {
  const tutorName = `Sunita Hegde ${Date.now().toString(36)}`;
  const { id: tutorId } = await createVerifiedTutor(page.request, tutorName);
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));

  await page.goto('/');
  await page.getByRole('searchbox', { name: 'Search tutors' }).fill(tutorName);
  await shotBoth(page, 'guest-landing-search');
  await page.getByRole('button', { name: 'Search tutors' }).click();
  await expect(page).toHaveURL(/\/student-dashboard\?search=/);
  await expect(page.getByRole('heading', { name: 'Find Tutors' })).toBeVisible();
  const card = page.getByRole('article').filter({ hasText: tutorName });
  await expect(card).toBeVisible();
  await shotBoth(page, 'guest-search-results');
  await card.getByRole('link', { name: `Book A Trial with ${tutorName}` }).click();

  await expect(page).toHaveURL(new RegExp(`/tutor-details/${tutorId}\\?trial=true`));
  await expect(page.getByRole('heading', { level: 1, name: tutorName })).toBeVisible();
  await expect(page).toHaveTitle(new RegExp(tutorName));
  await shotBoth(page, 'guest-tutor-page');
  await page.getByRole('link', { name: 'Log in to book a trial' }).click();

  await expect(page).toHaveURL(/\/authentication\?authtype=login&next=/);
  await page.getByRole('button', { name: /Continue as Riya Sharma/ }).click();

  await expect(page).toHaveURL(new RegExp(`/tutor-details/${tutorId}\\?trial=true#booking$`));
  await expect(page.getByRole('heading', { level: 1, name: tutorName })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Book Free Trial' })).toBeVisible();
  await shotBoth(page, 'guest-back-on-tutor-signed-in');
  expect(errors).toEqual([]);
});
