// Messages between a student and a tutor on two server processes (PostgreSQL + Redis): a guest
// opens a tutor's page, signs in, asks a question; the tutor, on the other node, sees it arrive,
// types (the student sees "typing…") and answers; read markers on both sides; a reload keeps
// everything; a phone number is hidden from the tutor; the tutor blocks. Skipped when PostgreSQL
// or Redis is not reachable (two-nodes.ts).
import { expect, test, type Page } from '@playwright/test';
import { MESSAGING_TEXT } from '@tm/shared/rules/messaging';
import { shotBoth } from './support';
import { TINY_PNG } from './png';
import { TwoNodes, servicesUp, signedInOn } from './two-nodes';

const nodes = new TwoNodes(Number(process.env.E2E_PORT ?? 4400) + 60);

const box = (page: Page) => page.getByLabel('Message', { exact: true });
const conversation = (page: Page, name: string) =>
  page.getByRole('region', { name: `Conversation with ${name}` });

test.describe('messages across two nodes', () => {
  test.beforeAll(async () => {
    test.skip(!(await servicesUp()), 'needs PostgreSQL and Redis');
    await nodes.start();
  });
  test.afterAll(async () => {
    await nodes.stop();
  });

  test('a guest asks a tutor a question; the tutor on the other node answers live', async ({
    browser,
  }) => {
    const [a, b] = nodes.bases as [string, string];
    const res = await fetch(`${a}/api/test/messaging-pair`, { method: 'POST' });
    const { tutor, student } = (await res.json()).data as Record<
      'tutor' | 'student',
      { id: string; email: string; fullName: string }
    >;

    // The guest, on node A: the tutor's page → Message → sign in → the conversation.
    const guestContext = await browser.newContext({ baseURL: a });
    const s = await guestContext.newPage();
    await s.goto(`/tutor-details/${tutor.id}`);
    await s.getByRole('link', { name: `Message ${tutor.fullName}` }).click();
    await expect(s).toHaveURL(/\/authentication/);
    await s.getByLabel('Email').fill(student.email);
    await s.getByRole('button', { name: 'Sign in with email' }).click();
    await expect(s).toHaveURL(/\/messages\/[0-9a-f-]{36}$/, { timeout: 15_000 });
    const studentView = conversation(s, tutor.fullName);
    await expect(studentView).toBeVisible();

    // The tutor, signed in on node B, with the inbox open before anything was written.
    const t = await signedInOn(browser, b, tutor.email);
    await t.goto('/messages');
    await expect(t.getByText('No conversations yet')).toBeVisible();

    await box(s).fill('Hello! Do you teach Class 10 algebra on weekends?');
    await box(s).press('Enter');
    // It arrives on the other node without a reload.
    await t.getByRole('link', { name: new RegExp(student.fullName) }).click();
    const tutorView = conversation(t, student.fullName);
    await expect(
      tutorView.getByText('Hello! Do you teach Class 10 algebra on weekends?'),
    ).toBeVisible();
    // The tutor opened it: the student's message shows Read.
    await expect(studentView.getByTestId('message-marker').last()).toHaveText('· Read', {
      timeout: 10_000,
    });

    await box(t).pressSequentially('Yes, Saturdays');
    await expect(studentView.getByText('typing…')).toBeVisible();
    await box(t).press('Enter');
    await expect(studentView.getByText('Yes, Saturdays')).toBeVisible();
    await expect(studentView.getByText('typing…')).toBeHidden({ timeout: 10_000 });
    // The student has it on screen: the tutor's answer shows Read on the tutor's side.
    await expect(tutorView.getByTestId('message-marker').last()).toHaveText('· Read', {
      timeout: 10_000,
    });
    await shotBoth(s, 'messages-student-conversation');
    await shotBoth(t, 'messages-tutor-conversation');

    // A reload keeps everything, in order.
    await s.reload();
    const bodies = conversation(s, tutor.fullName).getByTestId('message-body');
    await expect(bodies).toHaveText([
      'Hello! Do you teach Class 10 algebra on weekends?',
      'Yes, Saturdays',
    ]);

    // A phone number before a paid booking: hidden from the tutor, the student is told why.
    await box(s).fill('Great, my number is 98765 43210');
    await box(s).press('Enter');
    await expect(tutorView.getByText('Great, my number is [hidden]')).toBeVisible();
    await expect(
      conversation(s, tutor.fullName).getByText(MESSAGING_TEXT.hiddenForSender),
    ).toBeVisible();
    await shotBoth(t, 'messages-tutor-masked');

    // An image reaches the tutor, who opens it (fetched with the session: only the two may).
    await s
      .locator('#message-attachment')
      .setInputFiles({ name: 'worksheet.png', mimeType: 'image/png', buffer: TINY_PNG });
    await tutorView.getByRole('button', { name: 'Open worksheet.png' }).click();
    await expect(t.getByRole('dialog').getByRole('img')).toBeVisible();
    await t.keyboard.press('Escape');

    // The tutor blocks: the student can no longer write.
    await tutorView.getByRole('button', { name: 'Block' }).click();
    await t.getByRole('dialog').getByRole('button', { name: 'Block' }).click();
    await expect(tutorView.getByRole('button', { name: 'Unblock' })).toBeVisible();
    await expect(s.getByText(MESSAGING_TEXT.blockedByThem)).toBeVisible({ timeout: 10_000 });
    await expect(box(s)).toBeDisabled();
    await shotBoth(s, 'messages-student-blocked');

    // The inbox at both widths.
    await t.goto('/messages');
    await expect(t.getByRole('link', { name: new RegExp(student.fullName) })).toBeVisible();
    await shotBoth(t, 'messages-tutor-inbox');
  });
});
