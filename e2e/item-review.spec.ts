import { expect } from '@playwright/test';
import { languageOnLoad, createStudent, expectAccessible, PASSWORD, scrollWidth, uniqueEmail } from './fixtures';
import { staffPage } from './imports-helpers';
import { Api, importThreeItems, takePracticeTest } from './item-review-helpers';
import { test } from './roles';

// The statistics are read by the run's content admin, signed in from the start.
test.use({ signedInAs: 'admin' });

test('a reviewer opens items one by one, comments on one and rejects the package pointing at it', async ({ browser }) => {
  const admin = await Api.asRole('admin');
  const pkg = await importThreeItems(admin, `review-${Date.now().toString(36)}`);
  await admin.dispose();
  const page = await staffPage(browser, 4, 'Rita', 'Reviewer');

  await page.goto(`/home/imports/practiceTest/${pkg.cpId}`);
  await page.getByRole('region', { name: 'Items' }).getByRole('link', { name: pkg.uins[1] }).click();
  await expect(page.getByRole('heading', { name: `Item 2 of 3: ${pkg.uins[1]}` })).toBeVisible();
  await expect(page).toHaveTitle(/^Item\b/);
  // as the student sees it: the prompt and the choices, nothing marked
  const question = page.getByRole('region', { name: 'Question' });
  await expect(question.getByText('Which number is 4?')).toBeVisible();
  await expect(question.getByRole('radio', { name: '4' })).not.toBeChecked();
  // the key and scoring for staff
  const key = page.getByRole('region', { name: 'Key and scoring (staff only)' });
  await expect(key.getByRole('row', { name: /RESPONSE B/ })).toBeVisible();
  await expect(page.getByText('Match correct')).toBeVisible();
  await page.getByLabel('Show the key in the item').check();
  await expectAccessible(page);
  // on a phone the page itself never scrolls sideways; wide tables scroll in their own region
  const size = page.viewportSize()!;
  await page.setViewportSize({ width: 360, height: 740 });
  expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
  await page.setViewportSize(size);

  const items = page.getByRole('navigation', { name: 'Items of the test' });
  await items.getByRole('link', { name: 'Next item' }).click();
  await expect(page.getByRole('heading', { name: `Item 3 of 3: ${pkg.uins[2]}` })).toBeVisible();
  await expect(items.getByRole('button', { name: 'Next item' })).toBeDisabled();
  await items.getByRole('link', { name: 'Previous item' }).click();
  await expect(page.getByRole('heading', { name: `Item 2 of 3: ${pkg.uins[1]}` })).toBeVisible();

  await page.getByRole('button', { name: 'Add comment' }).click();
  await expect(page.getByText('Comment is required')).toBeVisible();
  await page.getByLabel('Comment').fill('Choice 6 could also be read as right.');
  await page.getByRole('button', { name: 'Add comment' }).click();
  await expect(page.getByRole('listitem').filter({ hasText: 'Choice 6 could also be read as right.' })).toContainText('Rita Reviewer');

  await page.getByRole('link', { name: 'Back to the content package' }).click();
  await page.getByRole('button', { name: 'Reject' }).click();
  const dialog = page.getByRole('dialog', { name: 'Reject the content package?' });
  await dialog.getByLabel('Reason').fill('One item has two defensible answers.');
  await dialog.getByRole('checkbox', { name: `${pkg.uins[1]}: Choice 6 could also be read as right.` }).check();
  await expectAccessible(page);
  await dialog.getByRole('button', { name: 'Yes' }).click();
  await expect(page.getByText(/is Rejected$/).last()).toBeVisible();

  const audit = page.getByRole('region', { name: 'Audit' });
  const rejected = audit.getByRole('row').filter({ hasText: 'Rejected' });
  await expect(rejected).toContainText('One item has two defensible answers.');
  await expect(rejected).toContainText('Items referenced');
  await expect(rejected).toContainText(`${pkg.uins[1]}: Choice 6 could also be read as right.`);
  await rejected.getByRole('link', { name: pkg.uins[1] }).click();
  await expect(page.getByRole('heading', { name: `Item 2 of 3: ${pkg.uins[1]}` })).toBeVisible();
  await page.context().close();
});

test("a content admin reads an item's statistics after students have answered, in English and Russian", async ({ page }) => {
  const admin = await Api.asRole('admin');
  const pkg = await importThreeItems(admin, `stats-${Date.now().toString(36)}`);
  await admin.dispose();
  const reviewer = await Api.asRole('reviewer');
  await reviewer.post('/api/approveOrRejectCp', { cpId: pkg.cpId, cpUploadedTestStatus: 5 });
  const publisher = await Api.asRole('publisher');
  await publisher.post('/api/publishCp', { cpId: pkg.cpId });
  await Promise.all([reviewer.dispose(), publisher.dispose()]);
  // four students; item C is left blank by the last one (the hand-worked example of the statistics' unit tests)
  for (const answers of [
    ['B', 'B', 'B'],
    ['B', 'B', 'A'],
    ['B', 'C', 'C'],
    ['A', 'A', null],
  ]) {
    const email = uniqueEmail('stats.student');
    const context = await Api.asRole('admin');
    await createStudent(context.context, { email });
    await context.dispose();
    const student = await Api.signIn({ email, password: PASSWORD });
    await takePracticeTest(student, pkg, answers);
    await student.dispose();
  }

  await page.goto(`/home/imports/practiceTest/${pkg.cpId}`);
  // the package page opens once its loader has read the package, its items and their figures
  await expect(page.getByText(/^Not computed yet/)).toBeVisible({ timeout: 30_000 });
  await page.getByRole('button', { name: 'Refresh statistics' }).click();
  await expect(async () => {
    await page.reload();
    await expect(page.getByText(/^4 completed sessions · reliability \(Cronbach's alpha\) 0\.75/)).toBeVisible({ timeout: 2_000 });
  }).toPass({ timeout: 30_000 });

  const table = page.getByRole('region', { name: 'Items' });
  const rowC = table.getByRole('row').filter({ hasText: pkg.uins[2] });
  // facility, discrimination, omitted
  await expect(rowC).toContainText('25%');
  await expect(rowC).toContainText('0.52');
  await expect(rowC).toContainText('Often left unanswered: 25% omitted it, more than 10%');
  await expect(table.getByRole('row').filter({ hasText: pkg.uins[1] })).toContainText('50%');
  await expectAccessible(page);

  await table.getByRole('link', { name: pkg.uins[1] }).click();
  const stats = page.getByRole('region', { name: 'Choices' });
  await expect(stats.getByRole('row', { name: /^RESPONSE B key 50% 100%$/ })).toBeVisible();
  await expect(stats.getByRole('row', { name: /^RESPONSE A 25% 0%$/ })).toBeVisible();
  await expect(page.getByText('Facility', { exact: true }).locator('..')).toContainText('50%');
  await expectAccessible(page);

  // Learn As You Go is counted apart: nobody took it that way
  await page.getByText('Learn As You Go', { exact: true }).click();
  await expect(page).toHaveURL(/statsMode=1/);
  await expect(page.getByText('No student has answered this item yet.')).toBeVisible();

  await languageOnLoad(page, 'ru');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Ключ и оценивание (только для сотрудников)' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Статистика заданий' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Комментарии' })).toBeVisible();
  await expect(page).toHaveTitle(/^Задание/);
  await expectAccessible(page);
});
