import { expect, test } from '@playwright/test';
import { sendBookingForm, shotBoth, signInViaApi, uniqueEmail } from './support';

// After the booking: "a second trial with the same tutor is refused". A new student in
// London books a free trial with Rahul Verma (IST; Wed, Sat, Sun, 9–12 and 18–21) starting ten
// minutes from now, seeing his hours on their own clock; a second tab still showing the trial form
// is refused by the server, and the page then explains the trial is used. Rahul accepts (the
// request may be flagged outside his hours), both dashboards show the class banner, and the
// student appears on Rahul's Students screen with a link to their bookings.

const IST = 'Asia/Kolkata';
const wallClock = (d: Date) => {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: IST,
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    weekday: 'short',
  }).formatToParts(d);
  const get = (t: string) => parts.find((p) => p.type === t)!.value;
  return {
    date: `${get('year')}-${get('month')}-${get('day')}`,
    time: `${get('hour')}:${get('minute')}`,
    weekday: get('weekday'),
    minutes: Number(get('hour')) * 60 + Number(get('minute')),
  };
};

/** The calendar date after `iso` (YYYY-MM-DD). */
const nextDay = (iso: string) => {
  const d = new Date(`${iso}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + 1);
  return d.toISOString().slice(0, 10);
};

test('a second trial with the same tutor is refused; the class shows on Students and both dashboards', async ({
  browser,
}) => {
  // Ten minutes ahead (whole minutes), on the tutor's clock, so both dashboards announce it. A
  // session may not pass midnight on the tutor's clock (a product rule), so a 25-minute trial
  // starting ten minutes from now cannot be booked in the last half hour before midnight in India.
  const start = wallClock(new Date(Math.ceil(Date.now() / 60_000) * 60_000 + 10 * 60_000));
  // (Also skipped when the start falls in the first minutes after midnight, as before: "now" and
  // the start are then on different days of the tutor's calendar.)
  test.skip(
    start.minutes + 25 > 24 * 60 || start.minutes < 15,
    'a trial starting in ten minutes would pass midnight in India',
  );

  const errors: string[] = [];
  const studentContext = await browser.newContext();
  const tutorContext = await browser.newContext();
  const student = await studentContext.newPage();
  const tutor = await tutorContext.newPage();
  for (const p of [student, tutor]) p.on('pageerror', (e) => errors.push(e.message));

  const { user: rahul } = await signInViaApi(tutor, {
    email: 'rahul.verma@example.in',
    authType: 'login',
  });
  const name = `Nisha Kapoor ${Date.now().toString(36)}`;
  const { accessToken } = await signInViaApi(student, {
    email: uniqueEmail('trial.student'),
    fullName: name,
    role: 'student',
    authType: 'registration',
  });
  const saved = await student.request.post('/api/submit-student-form', {
    headers: { authorization: `Bearer ${accessToken}` },
    data: {
      fullName: name,
      contactNumber: '447700900123',
      country: 'India',
      state: 'Karnataka',
      city: 'Bengaluru',
      timezone: 'Europe/London',
      student_type: 'student',
      is_adult: true,
      tutoring_mode: ['Online Tutoring'],
      category: 'School (CBSE)',
      subcategory: ['Mathematics (Class 9-10)'],
      avl_days: ['Sat'],
      avl_time: ['9-12'],
    },
  });
  expect(saved.ok(), await saved.text()).toBeTruthy();
  const { data } = await saved.json();
  await student.evaluate((user) => localStorage.setItem('user', JSON.stringify(user)), data.user);

  // Two tabs on the trial form; the second stays as it is while the first books.
  const trialUrl = `/tutor-details/${rahul._id}?trial=true`;
  const stale = await studentContext.newPage();
  stale.on('pageerror', (e) => errors.push(e.message));
  await stale.goto(trialUrl);
  await expect(stale.getByRole('form', { name: 'Book a Free Trial' })).toBeVisible();

  await student.goto(trialUrl);
  const form = student.getByRole('form', { name: 'Book a Free Trial' });
  await expect(form).toBeVisible();
  // His hours on the student's clock (IST 9–12 and 18–21 are 3:30–6:30 and 12:30–15:30 in
  // London in winter, 4:30–7:30 and 13:30–16:30 in summer), and on his own.
  await expect(
    form.getByText('Rahul is usually available (your time, Europe/London):'),
  ).toBeVisible();
  await expect(
    form.getByText(/^Wed, Sat, Sun: \d:30 AM – \d:30 AM, \d+:30 PM – \d:30 PM$/),
  ).toBeVisible();
  await expect(
    form.getByText(
      "On the tutor's clock (Asia/Kolkata): Wed, Sat, Sun: 9:00 AM – 12:00 PM, 6:00 PM – 9:00 PM",
    ),
  ).toBeVisible();
  await form.getByLabel('Subject').selectOption('JEE Advanced');
  await form.getByLabel('Date').fill(start.date);
  await form.getByLabel('Start time').fill(start.time);
  const inHours =
    ['Wed', 'Sat', 'Sun'].includes(start.weekday) &&
    ((start.minutes >= 540 && start.minutes + 25 <= 720) ||
      (start.minutes >= 1080 && start.minutes + 25 <= 1260));
  if (!inHours) await expect(form.getByText(/outside Rahul's stated availability/)).toBeVisible();
  await shotBoth(student, 'after-booking-trial-form-availability');
  await sendBookingForm(student, form.getByRole('button', { name: 'Book Free Trial' }));
  await expect(student.getByRole('heading', { name: 'Trial Confirmed!' })).toBeVisible();
  // The spec's heading, but the text says the request still waits for Rahul.
  await expect(
    student.getByText(
      /^Your free trial request for JEE Advanced is with Rahul Verma\. It is not booked until they accept it/,
    ),
  ).toBeVisible();
  await shotBoth(student, 'after-booking-trial-sent');

  // The stale tab sends a second trial, the next day at 10 AM (in the future whatever the hour
  // now): the server refuses it.
  const staleForm = stale.getByRole('form', { name: 'Book a Free Trial' });
  await staleForm.getByLabel('Subject').selectOption('JEE Main');
  await staleForm.getByLabel('Date').fill(nextDay(start.date));
  await staleForm.getByLabel('Start time').fill('10:00');
  await sendBookingForm(stale, staleForm.getByRole('button', { name: 'Book Free Trial' }));
  await expect(stale.getByRole('heading', { name: 'Booking Failed' })).toBeVisible();
  await expect(
    stale.getByText(
      'You have already booked your free trial with this tutor. Only one free trial per tutor is allowed; you can book a class instead.',
    ),
  ).toBeVisible();
  await shotBoth(stale, 'after-booking-second-trial-refused');
  // Opened again, the page explains instead of offering the form.
  await stale.reload();
  await expect(stale.getByRole('heading', { name: 'Free trial already used' })).toBeVisible();
  await expect(stale.getByRole('form', { name: 'Book a Free Trial' })).toHaveCount(0);
  await expect(stale.getByRole('link', { name: 'Book A Class Now →' })).toBeVisible();
  await shotBoth(stale, 'after-booking-trial-used');
  // "Book Another Trial" on the first tab leads to the same explanation.
  await student.getByRole('button', { name: 'Book Another Trial' }).click();
  await expect(student.getByRole('heading', { name: 'Free trial already used' })).toBeVisible();

  // Rahul sees the request (flagged when outside his hours) and accepts it.
  await tutor.goto('/tutor-requests?status=pending');
  const request = tutor.getByRole('article', { name: `JEE Advanced from ${name}` });
  await expect(request).toBeVisible();
  await expect(request.getByText('Outside your stated availability')).toHaveCount(inHours ? 0 : 1);
  await request.getByRole('button', { name: 'Accept' }).click();
  await expect(tutor.getByText('Trial accepted. It is now an active class.')).toBeVisible();

  // Both dashboards announce the class (it starts within 15 minutes).
  const announced = /Your class (starts in \d+ minutes?|is on now)/;
  await tutor.goto('/tutor-dashboard');
  const tutorBanner = tutor.getByRole('region', { name: 'Upcoming class' });
  await expect(tutorBanner).toContainText(announced);
  await expect(tutorBanner).toContainText(`JEE Advanced with ${name}`);
  await expect(
    tutorBanner
      .getByRole('button', { name: 'Start Class' })
      .or(tutorBanner.getByRole('link', { name: 'Start Class' })),
  ).toBeVisible();
  await shotBoth(tutor, 'after-booking-tutor-banner');

  await student.goto('/student-dashboard');
  const studentBanner = student.getByRole('region', { name: 'Upcoming class' });
  await expect(studentBanner).toContainText(announced);
  await expect(studentBanner).toContainText('JEE Advanced with Rahul Verma');
  await shotBoth(student, 'after-booking-student-banner');

  // The student is on Rahul's Students screen; the link shows their bookings.
  await tutor.goto('/tutor-students');
  const card = tutor.getByRole('article', { name });
  await expect(card).toBeVisible();
  await expect(card).toContainText('JEE Advanced');
  await expect(card).toContainText('Classes held');
  await expect(card).toContainText('Total paid');
  await expect(card).not.toContainText('None scheduled');
  await shotBoth(tutor, 'after-booking-students');
  await card.getByRole('link', { name: 'View bookings' }).click();
  await expect(tutor).toHaveURL(/\/tutor-requests\?student=/);
  await expect(tutor.getByText(`Showing bookings with ${name}`)).toBeVisible();
  await expect(tutor.getByRole('article', { name: `JEE Advanced from ${name}` })).toBeVisible();
  expect(errors).toEqual([]);
});

test('a tutor without students sees the spec text on Students', async ({ page }) => {
  await signInViaApi(page, { email: 'meera.nair@example.in', authType: 'login' });
  await page.goto('/tutor-students');
  await expect(page.getByRole('heading', { name: 'Students', exact: true })).toBeVisible();
  await expect(page.getByText('No Students At This Time')).toBeVisible();
  await shotBoth(page, 'after-booking-students-empty');
});
