// An admin adds a category and a subject to the catalogue and renames the subject; the sign-up's
// lookups offer the new names at once. Works on its own new category, so the other journeys'
// catalogue is untouched.
import { expect, test } from '@playwright/test';
import path from 'node:path';
import { SCREENSHOT_DIR, shotBoth, signInViaApi } from './support';

test('an admin adds and renames in the catalogue', async ({ page, request }) => {
  const errors: string[] = [];
  page.on('pageerror', (e) => errors.push(e.message));
  await signInViaApi(page, { email: 'admin@tutorsplace.in', authType: 'login' });
  await page.goto('/admin/catalogue');
  await expect(page.getByRole('heading', { level: 1, name: 'Catalogue' })).toBeVisible();
  await expect(page.getByRole('group', { name: 'School (CBSE)' })).toBeVisible();

  const category = `Chess ${Date.now().toString(36)}`;
  await page.getByLabel('New category').fill(category);
  await page.getByRole('button', { name: 'Add category' }).click();
  const card = page.getByRole('group', { name: category });
  await expect(card).toBeVisible();
  await expect(card.getByText('No subjects yet.')).toBeVisible();

  await card.getByLabel(`New subject in ${category}`).fill('Openings');
  await card.getByRole('button', { name: 'Add subject' }).click();
  await expect(card.getByRole('list', { name: `Subjects of ${category}` })).toContainText(
    'Openings',
  );

  await card.getByRole('button', { name: `Rename subject Openings of ${category}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Rename “Openings”' });
  await dialog.getByLabel('Subject name').fill('Openings and Traps');
  await shotBoth(page, 'admin-catalogue-rename');
  // The dialog and a category on a phone, close up.
  await page.setViewportSize({ width: 375, height: 812 });
  await dialog.screenshot({ path: path.join(SCREENSHOT_DIR, 'admin-catalogue-dialog-375.png') });
  await page.setViewportSize({ width: 1280, height: 800 });
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(dialog).toBeHidden();
  await expect(card.getByRole('list', { name: `Subjects of ${category}` })).toContainText(
    'Openings and Traps',
  );
  await card.scrollIntoViewIfNeeded();
  await shotBoth(page, 'admin-catalogue');
  await page.setViewportSize({ width: 375, height: 812 });
  await card.screenshot({ path: path.join(SCREENSHOT_DIR, 'admin-catalogue-card-375.png') });

  const subjects = await request.get(
    `/api/categories/${encodeURIComponent(category)}/subcategories`,
  );
  expect((await subjects.json()).data).toEqual(['Openings and Traps']);
  expect(errors).toEqual([]);
});
