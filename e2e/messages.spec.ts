// Messages on one node: a student edits and deletes a message, keeps trying to share a phone number
// (hidden, and flagged), reports the conversation; an admin reads the reported conversation as it
// was written and suspends the student's messaging, which the student's page then says.
import { expect, test, type Page } from '@playwright/test';
import { MESSAGING_TEXT, REPORT_REASON_LABELS } from '@tm/shared/rules/messaging';
import { shotBoth, signInViaApi } from './support';

const box = (page: Page) => page.getByLabel('Message', { exact: true });

async function send(page: Page, text: string) {
  await box(page).fill(text);
  await box(page).press('Enter');
  await expect(page.getByTestId('message-body').filter({ hasText: text }).first()).toBeVisible();
}

test('edit, delete, hidden numbers, a report, and the admin queue', async ({ browser }) => {
  const studentContext = await browser.newContext();
  const s = await studentContext.newPage();
  const res = await s.request.post('/api/test/messaging-pair');
  const { tutor, student } = (await res.json()).data as Record<
    'tutor' | 'student',
    { id: string; email: string; fullName: string }
  >;
  await signInViaApi(s, { email: student.email, authType: 'login' });
  await s.goto(`/messages/new?tutor=${tutor.id}`);
  const view = s.getByRole('region', { name: `Conversation with ${tutor.fullName}` });
  await expect(view).toBeVisible();
  await expect(view.getByText(`Ask ${tutor.fullName} anything before you book`)).toBeVisible();

  await send(s, 'Hello, do you teach physics?');
  await view.getByRole('button', { name: 'Edit' }).click();
  await box(s).fill('Hello, do you teach physics for Class 12?');
  await box(s).press('Enter');
  await expect(view.getByText('Hello, do you teach physics for Class 12?')).toBeVisible();
  await expect(view.getByText('· Edited')).toBeVisible();
  await send(s, 'Sorry, wrong message');
  await view.getByRole('button', { name: 'Delete' }).last().click();
  await s.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(view.getByText(MESSAGING_TEXT.deleted)).toBeVisible();

  for (const text of [
    'my number is 9876543210',
    'mail me at arjun@gmail.com',
    'or pay me arjun@okaxis',
  ])
    await send(s, text);
  await expect(view.getByText(MESSAGING_TEXT.hiddenForSender).first()).toBeVisible();
  await view.getByRole('button', { name: 'Report' }).click();
  const dialog = s.getByRole('dialog');
  await dialog.getByRole('button', { name: 'Report' }).click();
  await expect(dialog.getByText(MESSAGING_TEXT.reportReasonRequired)).toBeVisible();
  await dialog.getByLabel(REPORT_REASON_LABELS.spam).check();
  await dialog.getByRole('button', { name: 'Report' }).click();
  await expect(s.getByText(MESSAGING_TEXT.reported)).toBeVisible();
  await shotBoth(s, 'messages-student-edited-deleted');

  // The admin: the queue holds the report and the platform's flag; reading is recorded.
  const adminContext = await browser.newContext();
  const a = await adminContext.newPage();
  await signInViaApi(a, { email: 'admin@tutorsplace.in', authType: 'login' });
  await a.goto('/admin/messages');
  const flag = a
    .getByRole('listitem')
    .filter({ hasText: 'Flagged' })
    .filter({ hasText: student.fullName });
  await expect(flag.getByText(`Flagged: ${REPORT_REASON_LABELS.contact_attempts}`)).toBeVisible();
  await expect(a.getByText(`Reported: ${REPORT_REASON_LABELS.spam}`).first()).toBeVisible();
  await flag.getByRole('button', { name: 'Read the conversation' }).click();
  const read = a.getByRole('dialog');
  await expect(read.getByText('my number is 9876543210')).toBeVisible();
  await expect(read.getByText('The receiver saw: my number is [hidden]')).toBeVisible();
  await shotBoth(a, 'messages-admin-conversation');
  await a.keyboard.press('Escape');
  await flag.getByRole('button', { name: 'Suspend messaging' }).click();
  await expect(flag.getByRole('button', { name: 'Restore messaging' })).toBeVisible();
  await shotBoth(a, 'messages-admin-queue');

  // The student's page says so and takes no more messages.
  await s.reload();
  await expect(s.getByText(MESSAGING_TEXT.suspended)).toBeVisible();
  await expect(box(s)).toBeDisabled();
});
