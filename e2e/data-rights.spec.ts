import { expect, test } from '@playwright/test';
import { shotBoth, signInViaApi, uniqueEmail } from './support';

// People's data (DPDP Act 2023): a 14-year-old student names a parent, who confirms by the mailed
// link (read from the outbox) in a second browser; only then can the child book. The child
// downloads their data, then deletes the account and is signed out everywhere.

const isoYearsAgo = (years: number) => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() - years);
  return d.toISOString().slice(0, 10);
};
const inDays = (n: number) => new Date(Date.now() + n * 86_400_000).toISOString().slice(0, 10);

test('a parent confirms a child by the mailed link; the child books, downloads their data and deletes the account', async ({
  browser,
}) => {
  const errors: string[] = [];
  const childContext = await browser.newContext({ acceptDownloads: true });
  const parentContext = await browser.newContext();
  const child = await childContext.newPage();
  const parent = await parentContext.newPage();
  for (const p of [child, parent]) p.on('pageerror', (e) => errors.push(e.message));

  const tutorRes = await child.request.post('/api/dev/sign-in', {
    data: { email: 'rahul.verma@example.in', authType: 'login' },
  });
  const tutorId = (await tutorRes.json()).data.user._id as string;
  const parentEmail = uniqueEmail('parent');
  const name = `Kabir Rao ${Date.now().toString(36)}`;
  const { accessToken } = await signInViaApi(child, {
    email: uniqueEmail('child'),
    fullName: name,
    role: 'student',
    authType: 'registration',
  });
  const auth = { authorization: `Bearer ${accessToken}` };
  const saved = await child.request.post('/api/submit-student-form', {
    headers: auth,
    data: {
      fullName: name,
      contactNumber: '919812300011',
      country: 'India',
      state: 'Karnataka',
      city: 'Bengaluru',
      timezone: 'Asia/Kolkata',
      student_type: 'student',
      date_of_birth: isoYearsAgo(14),
      parent_email: parentEmail,
      tutoring_mode: ['Online Tutoring'],
      category: 'School (CBSE)',
      subcategory: ['Mathematics (Class 9-10)'],
      avl_days: ['Sat'],
      avl_time: ['9-12'],
    },
  });
  expect(saved.ok(), await saved.text()).toBeTruthy();
  await child.evaluate(
    (user) => localStorage.setItem('user', JSON.stringify(user)),
    (await saved.json()).data.user,
  );
  await child.goto('/student-account');
  await expect(
    child.getByText(`Waiting for your parent or guardian (${parentEmail})`),
  ).toBeVisible();
  await shotBoth(child, 'data-rights-consent-pending');

  const booking = {
    tutorId,
    subject: 'JEE Advanced',
    price: 2000,
    currency: 'INR',
    tutoringMode: ['Online Tutoring'],
    sessionType: 'single',
    startDate: inDays(5),
    endDate: null,
    availableDays: [],
    startTime: '10:00',
    endTime: '11:00',
    isTrial: false,
  };
  const refused = await child.request.post('/api/submit-booking', { headers: auth, data: booking });
  expect(refused.status()).toBe(403);
  expect((await refused.json()).message).toMatch(/has not confirmed yet/);

  // The parent's mail, from the outbox (read as an admin).
  const adminRes = await parent.request.post('/api/dev/sign-in', {
    data: { email: 'admin@tutorsplace.in', authType: 'login' },
  });
  const adminToken = (await adminRes.json()).data.accessToken as string;
  const outbox = await parent.request.get('/api/admin/outbox?limit=50', {
    headers: { authorization: `Bearer ${adminToken}` },
  });
  const mail = ((await outbox.json()).data.messages as { to: string; text: string }[]).find(
    (m) => m.to === parentEmail,
  );
  const link = /(\/parental-consent\?token=[\w-]+)/.exec(mail?.text ?? '')?.[1];
  expect(link, JSON.stringify(mail)).toBeTruthy();

  await parent.goto(link!);
  await expect(parent.getByRole('heading', { name: `Consent for ${name}` })).toBeVisible();
  await shotBoth(parent, 'data-rights-parent-link');
  await parent.getByRole('button', { name: 'I give consent' }).click();
  await expect(parent.getByText('You have given consent.')).toBeVisible();

  const booked = await child.request.post('/api/submit-booking', { headers: auth, data: booking });
  expect(booked.ok(), await booked.text()).toBeTruthy();
  await child.reload();
  await expect(child.getByText('Your parent or guardian has given consent.')).toBeVisible();

  // Download my data.
  await child.getByRole('button', { name: 'Prepare my data' }).click();
  await expect(child.getByText(/Your data is ready/)).toBeVisible({ timeout: 30_000 });
  const [download] = await Promise.all([
    child.waitForEvent('download'),
    child.getByRole('button', { name: 'Download ZIP' }).click(),
  ]);
  expect(download.suggestedFilename()).toMatch(/^tutorsplace-data-.*\.zip$/);
  await shotBoth(child, 'data-rights-my-data');

  // Delete my account: the confirmation says what is kept; afterwards every session has ended.
  await child.getByRole('button', { name: 'Delete my account' }).click();
  const dialog = child.getByRole('dialog', { name: 'Delete your account?' });
  await expect(dialog.getByText('What the law makes us keep')).toBeVisible();
  await shotBoth(child, 'data-rights-delete-dialog');
  await dialog.getByLabel('Type DELETE to confirm').fill('DELETE');
  await dialog.getByRole('button', { name: 'Delete my account' }).click();
  await expect(child).toHaveURL(/\/(welcome|authentication)$/);
  const me = await child.request.get('/api/me', { headers: auth });
  expect(me.status()).toBe(401);
  expect(errors).toEqual([]);
});
