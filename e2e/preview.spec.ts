import { expect } from '@playwright/test';
import { expectAccessible } from './fixtures';
import { historyRow, openImports, rowAction } from './imports-helpers';
import { test } from './roles';

// A content admin's journey: it starts signed in as the run's admin.
test.use({ signedInAs: 'admin' });

const SAMPLE = 'Sample: Mathematics practice test';
const MATH = 'TSIA2 Mathematics Practice Test';

test('staff preview a package in the player in either mode, from its detail page', async ({ page }) => {
  test.setTimeout(120_000);
  await openImports(page);
  await expect(historyRow(page, SAMPLE)).toContainText('Published');
  await rowAction(page, SAMPLE, 'View');
  await expect(page).toHaveURL(/\/home\/imports\/practiceTest\/\d+$/);

  const [learn] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Preview: Learn As You Go' }).click()]);
  await learn.waitForURL(/\/delivery\/[\w-]{20,}$/);
  await expect(learn.getByRole('heading', { level: 1, name: MATH })).toBeVisible();
  await expect(learn.getByRole('heading', { name: 'Question 1' })).toBeVisible();
  await learn.getByRole('radio').first().check();
  await expect(learn.getByRole('status')).toHaveText('Saved');
  await learn.getByRole('button', { name: 'Check answer' }).click();
  await expect(learn.getByRole('alert').filter({ hasText: /^(Correct|Incorrect)/ })).toBeVisible();
  await expectAccessible(learn);

  // The portal keeps the test window: logging out now warns about it.
  await page.getByRole('button', { name: /^Account menu for / }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  const dialog = page.getByRole('dialog', { name: 'A test is already in-progress!' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'No', exact: true }).click();
  await expect(dialog).toHaveCount(0);

  // The same window now shows the Practice Test mode: a fresh preview session, no feedback offered.
  const firstLaunch = learn.url();
  await page.getByRole('button', { name: 'Preview: Practice Test' }).click();
  await expect.poll(() => learn.url()).not.toBe(firstLaunch);
  const practice = learn;
  await expect(practice.getByText('Practice Test', { exact: true })).toBeVisible();
  await expect(practice.getByRole('heading', { name: 'Question 1' })).toBeVisible();
  await expect(practice.getByRole('button', { name: 'Check answer' })).toHaveCount(0);
  await expectAccessible(practice);
});
