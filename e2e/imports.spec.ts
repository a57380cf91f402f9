import { expect } from '@playwright/test';
import { cutTexts, expectAccessible, scrollWidth } from './fixtures';
import { brokenPackage, historyRow, importPackage, openImports, refreshUntil, rowAction, samplePackage, staffPage } from './imports-helpers';
import { rolePage, test } from './roles';

const REVIEWER = 4;

// The content admin's journeys start signed in; the reviewer whose name the audit shows signs up here.
test.use({ signedInAs: 'admin' });

test('a content admin imports two packages, a reviewer rejects one and approves the other, a publisher publishes it and a student sees it', async ({
  page,
  browser,
}) => {
  test.setTimeout(180_000);
  const run = Date.now().toString(36);
  // descriptions as long as staff write them, so the history's columns must share the width
  const keep = { description: `Keep ${run}: spring mathematics practice test, second version`, title: `Journey Math ${run}` };
  const drop = { description: `Drop ${run}: spring mathematics practice test, first version`, title: `Dropped Math ${run}` };

  await page.goto('/home/index');
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Imports' }).click();
  await expect(page).toHaveURL(/\/home\/imports$/);
  await expect(page.getByRole('heading', { name: 'Imports', level: 1 })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'File Import' })).toBeVisible();
  // The portal's own sample packages are already in the history, published.
  await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('250');
  await expect(historyRow(page, 'Sample: Mathematics practice test')).toContainText('Published');
  await expectAccessible(page);

  // The form's own checks, before anything is sent.
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await expect(page.getByText('Import Description is required')).toBeVisible();
  await expect(page.getByText('Test Version should be selected')).toBeVisible();
  const input = page.locator('input[type=file]');
  await input.setInputFiles([
    { name: 'a.zip', mimeType: 'application/zip', buffer: Buffer.from('PK') },
    { name: 'b.zip', mimeType: 'application/zip', buffer: Buffer.from('PK') },
  ]);
  await expect(page.getByText('More than one content package file cannot be uploaded')).toBeVisible();
  await input.setInputFiles({ name: 'notes.txt', mimeType: 'text/plain', buffer: Buffer.from('not a package') });
  await expect(page.getByText('Unsupported file format')).toBeVisible();
  await expectAccessible(page);

  await importPackage(page, keep.description, { name: `keep-${run}.zip`, buffer: await samplePackage(keep.title, `journey-keep-${run}`) });
  await importPackage(page, drop.description, { name: `drop-${run}.zip`, buffer: await samplePackage(drop.title, `journey-drop-${run}`) });
  await refreshUntil(page, keep.description, 'Awaiting review');
  await refreshUntil(page, drop.description, 'Awaiting review');
  // at 1280 px every status reads in full, and no text of the history is cut
  expect(page.viewportSize()?.width).toBe(1280);
  expect(await cutTexts(page.getByRole('region', { name: 'Import History' }))).toEqual([]);

  // The detail page: package, audit, test detail, items with calculator labels, process log.
  await rowAction(page, keep.description, 'View');
  await expect(page).toHaveURL(/\/home\/imports\/practiceTest\/\d+$/);
  await expect(page.getByRole('heading', { level: 1 })).toContainText(keep.description);
  const audit = page.getByRole('region', { name: 'Audit' });
  await expect(audit.getByRole('row')).toHaveCount(3);
  await expect(audit).toContainText('Import in progress');
  await expect(audit).toContainText('Awaiting review');
  await expect(page.getByText(keep.title, { exact: true })).toBeVisible();
  const items = page.getByRole('region', { name: 'Items' });
  await expect(items.getByRole('row')).toHaveCount(11);
  await page.getByRole('button', { name: 'Sort by Calculator' }).click();
  await expect(items.getByRole('row').nth(1)).toContainText('Off');
  await page.getByRole('button', { name: 'Sort by Calculator' }).click();
  await expect(items.getByRole('row').nth(1)).toContainText('Graphing');
  await expect(items.getByRole('row').nth(2)).toContainText('Square Root');
  await expect(items.getByRole('row').nth(4)).toContainText('Basic');
  // A successful import's log says what it created.
  await expect(page.getByRole('region', { name: 'Process Log' })).toContainText(`Test "${keep.title}"`);
  // A content admin may delete but neither approve nor publish.
  await expect(page.getByRole('button', { name: 'Delete' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve' })).toHaveCount(0);
  await expectAccessible(page);

  // The reviewer has no import form; rejects one package (a reason is required) and approves the other.
  const reviewer = await staffPage(browser, REVIEWER, 'Rosa', 'Reviewer');
  await openImports(reviewer);
  await expect(historyRow(reviewer, keep.description)).toContainText('Awaiting review');
  await expect(reviewer.getByRole('heading', { name: 'File Import' })).toHaveCount(0);
  await rowAction(reviewer, drop.description, 'Reject');
  const rejectDialog = reviewer.getByRole('dialog', { name: 'Reject the content package?' });
  await rejectDialog.getByRole('button', { name: 'Yes', exact: true }).click();
  await expect(rejectDialog.getByText('Reason is required')).toBeVisible();
  await expectAccessible(reviewer);
  await rejectDialog.getByLabel('Reason').fill('The items repeat the sample test.');
  await rejectDialog.getByRole('button', { name: 'Yes', exact: true }).click();
  await expect(reviewer.getByText(`Content Package ${drop.description} is Rejected`, { exact: true })).toBeVisible();
  await expect(historyRow(reviewer, drop.description)).toContainText('Rejected');

  await rowAction(reviewer, keep.description, 'Approve');
  await reviewer.getByRole('dialog', { name: 'Approve the content package?' }).getByRole('button', { name: 'Yes', exact: true }).click();
  await expect(reviewer.getByText(`Content Package ${keep.description} is Approved`, { exact: true })).toBeVisible();
  await expect(historyRow(reviewer, keep.description)).toContainText('Approved');
  await expectAccessible(reviewer);

  // The publisher publishes it from the detail page, which then shows it published.
  const publisher = await rolePage(browser, 'publisher');
  await openImports(publisher);
  await rowAction(publisher, keep.description, 'View');
  await expect(publisher.getByRole('region', { name: 'Audit' })).toContainText('Rosa Reviewer');
  await publisher.getByRole('button', { name: 'Publish', exact: true }).click();
  await publisher.getByRole('dialog', { name: 'Publish the content package?' }).getByRole('button', { name: 'Yes', exact: true }).click();
  await expect(publisher.getByText('Content Package published successfully')).toBeVisible();
  await expect(publisher.getByRole('region', { name: 'Audit' })).toContainText('Published');
  await expect(publisher.getByRole('button', { name: 'Publish', exact: true })).toHaveCount(0);
  await expectAccessible(publisher);

  // The rejected package is not offered to students; the published one is, in its category.
  const student = await rolePage(browser, 'student');
  await student.goto('/home/test/4');
  await expect(student.getByRole('heading', { name: keep.title })).toBeVisible();
  await expect(student.getByRole('heading', { name: drop.title })).toHaveCount(0);
  await expectAccessible(student);
});

test('a broken package fails its import and its errors page names the missing file; the screen fits 360 px', async ({ page }) => {
  const description = `Broken ${Date.now().toString(36)}`;
  await page.setViewportSize({ width: 360, height: 740 });
  await openImports(page);
  await importPackage(page, description, { name: 'broken.zip', buffer: await brokenPackage() });
  await refreshUntil(page, description, 'Import failed');
  // Tables scroll inside their own container; the page itself never scrolls sideways.
  expect(await scrollWidth(page)).toBeLessThanOrEqual(360);

  await rowAction(page, description, 'Errors');
  await expect(page).toHaveURL(/\/home\/imports\/errors\/\d+$/);
  await expect(page.getByRole('heading', { name: 'Import Errors' })).toBeVisible();
  await expect(page.getByText('broken.zip')).toBeVisible();
  const errors = page.getByRole('region', { name: 'Errors (1)' });
  await expect(errors.getByRole('row').filter({ hasText: 'imsmanifest.xml' })).toContainText(
    'The resource RES-TEST names the file test.xml, which is not in the zip.',
  );
  await expect(errors.getByRole('row').filter({ hasText: 'imsmanifest.xml' })).toContainText('Error');
  // Warnings have a table of their own, empty here.
  await expect(page.getByRole('region', { name: 'Warnings (0)' })).toContainText('No warnings were recorded for this package.');
  await expect(page.getByLabel('Rows per page').first()).toHaveValue('10');
  expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
  await expectAccessible(page);

  // A failed package offers no View, only its errors and Delete; deleting it removes the row.
  await page.getByRole('link', { name: 'Back to Imports' }).click();
  await rowAction(page, description, 'Delete');
  await page.getByRole('dialog', { name: 'Delete the content package?' }).getByRole('button', { name: 'Yes', exact: true }).click();
  await expect(page.getByText('Content Package entry deleted successfully')).toBeVisible();
  await expect(historyRow(page, description)).toHaveCount(0);
});
