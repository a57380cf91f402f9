import { readFileSync } from 'node:fs';
import { expect, type Locator, type Page, test } from '@playwright/test';
import { readFirstSheet } from '../backend/test/xlsx-reader';
import ruReports from '../shared/src/i18n/ru/reports.json';
import { createStudent, expectAccessible, loginTime, PASSWORD, scrollWidth, signInByApi, uniqueEmail } from './fixtures';
import { rolePage } from './roles';

test.describe.configure({ timeout: 150_000 });

async function call<T>(page: Page, path: string, data: object): Promise<T> {
  const response = await page.request.post(path, { headers: { 'X-Login-Time': await loginTime(page) }, data });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  return (await response.json()) as T;
}

/** A student of a family name no other journey uses, who completes a practice test and leaves one open. */
async function studentWithResults(page: Page, lastName: string): Promise<string> {
  const email = uniqueEmail('reported');
  await createStudent(page.request, { firstName: 'Ines', lastName, email });
  await signInByApi(page, email, PASSWORD);
  const { testData } = await call<{ testData: { testDetailId: number; testName: string; testAlias: string }[] }>(page, '/api/getAllTests', { categoryId: 4 });
  const test = testData.find((entry) => entry.testAlias === 'tsia2-elar-practice')!;
  for (const mode of [2, 1] as const) {
    const { token } = await call<{ token: string }>(page, '/api/getTokenForData/test', { testDetailId: test.testDetailId, mode });
    const { sessionId } = await call<{ sessionId: number }>(page, '/api/delivery/launch', { token });
    if (mode === 2) await call(page, '/api/delivery/submit', { sessionId });
  }
  return test.testName;
}

/** At 1280 px the table fits its region: its last column is on screen, nothing hides to the right. */
async function expectColumnsFit(region: Locator, lastColumn: string): Promise<void> {
  expect(region.page().viewportSize()?.width).toBe(1280);
  const column = (await region.getByRole('columnheader', { name: lastColumn }).boundingBox())!;
  const box = (await region.boundingBox())!;
  expect(column.x + column.width).toBeLessThanOrEqual(box.x + box.width + 1);
  expect(await region.evaluate((r) => r.scrollWidth - r.clientWidth)).toBeLessThanOrEqual(0);
}

test('a content admin reads the reports, filters them in the address, exports one to Excel, and reads them in Russian', async ({ page, browser }) => {
  const family = `Quorn${Date.now().toString(36)}`;
  const testName = await studentWithResults(page, family);

  const admin = await rolePage(browser, 'admin');
  await admin.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Reports' }).click();
  await expect(admin).toHaveURL(/\/home\/reports$/);
  await expect(admin.getByRole('heading', { name: 'Reports', level: 1 })).toBeVisible();
  const students = admin.getByRole('region', { name: 'Attempts by student' });
  await expect(students.getByRole('row').nth(1)).toBeVisible();
  await expectAccessible(admin);

  // The filter lives in the address and survives a reload.
  const filters = admin.getByRole('search', { name: 'Filter the report' });
  await filters.getByLabel('Student name or email').fill(family);
  await filters.getByRole('button', { name: 'Apply filters' }).click();
  await expect(admin).toHaveURL(new RegExp(`search=${family}`));
  await expect(students.getByRole('row')).toHaveCount(3);
  await admin.reload();
  await expect(students.getByRole('row')).toHaveCount(3);
  await expect(admin.getByRole('search', { name: 'Filter the report' }).getByLabel('Student name or email')).toHaveValue(family);
  const completed = students.getByRole('row').filter({ has: admin.getByRole('cell', { name: 'Completed', exact: true }) });
  await expect(completed).toContainText(`Ines ${family}`);
  await expect(completed).toContainText(testName);
  await expect(completed.getByRole('cell', { name: 'Practice Test', exact: true })).toBeVisible();
  await expect(completed).toContainText('Not started');
  await expect(students.getByRole('row').filter({ has: admin.getByRole('cell', { name: 'In progress', exact: true }) })).toContainText('Learn As You Go');
  await expectColumnsFit(students, 'Institution');

  // Sorting by mode puts Learn As You Go first; the order is in the address too.
  await students.getByRole('button', { name: 'Sort by Mode' }).click();
  await expect(admin).toHaveURL(/sortField=mode/);
  await expect(students.getByRole('row').nth(1)).toContainText('Learn As You Go');

  // The export holds the table's columns and the filtered rows.
  const download = admin.waitForEvent('download');
  await admin.getByRole('button', { name: 'Export to Excel' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^report-students-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const { rows } = await readFirstSheet(readFileSync((await file.path())!));
  expect(rows[0]).toEqual([
    'Student',
    'Email address',
    'Test',
    'Category',
    'Mode',
    'Status',
    'Score (%)',
    'Results per strand',
    'Started',
    'Completed',
    'PAA state',
    'Certificate code',
    'Institution',
  ]);
  expect(rows.slice(1).map((r) => [r[0], r[4], r[5]])).toEqual([
    [`Ines ${family}`, 'Learn As You Go', 'In progress'],
    [`Ines ${family}`, 'Practice Test', 'Completed'],
  ]);

  // Per test: the score distribution is drawn and written out.
  await admin.getByRole('radiogroup', { name: 'Report' }).getByText('Tests', { exact: true }).click();
  await expect(admin).toHaveURL(/view=tests/);
  const distribution = admin.getByRole('region', { name: 'Score distribution' });
  await expect(distribution.getByRole('listitem').first()).toContainText(/completed attempts? scored/);
  await expect(admin.getByRole('region', { name: 'Tests' }).getByRole('row').filter({ hasText: testName })).toBeVisible();
  await expectAccessible(admin);

  // Per category, with the trend over time.
  await admin.getByRole('radiogroup', { name: 'Report' }).getByText('Categories', { exact: true }).click();
  await expect(admin.getByRole('region', { name: 'Attempts and mean score over time' }).getByRole('listitem').first()).toContainText('attempts');
  await expect(admin.getByRole('region', { name: 'Categories' }).getByRole('row').nth(1)).toBeVisible();
  await expectAccessible(admin);

  await admin.getByRole('radiogroup', { name: 'Report' }).getByText('Institutions', { exact: true }).click();
  await expect(admin.getByRole('region', { name: 'Institutions' })).toBeVisible();
  await expectAccessible(admin);

  // In Russian, every word of the screen is translated.
  await admin.getByText('RU', { exact: true }).click();
  await expect(admin.getByRole('heading', { name: ruReports.title, level: 1 })).toBeVisible();
  await admin.getByRole('radiogroup', { name: ruReports.views.label }).getByText(ruReports.views.students, { exact: true }).click();
  await expect(admin.getByRole('region', { name: ruReports.table.label.students }).getByRole('columnheader', { name: ruReports.col.paaState })).toBeVisible();
  // Russian headers are longer: there the table scrolls inside its own labelled region, never the page
  await expect(admin.getByRole('region', { name: ruReports.table.label.students })).toHaveAttribute('tabindex', '0');
  expect(await scrollWidth(admin)).toBeLessThanOrEqual(1280);
  await expectAccessible(admin);
  await admin.getByText('EN', { exact: true }).click();

  // Staff without the function see no Reports link, and the address alone does not open it.
  const reviewer = await rolePage(browser, 'reviewer');
  await expect(reviewer.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Reports' })).toHaveCount(0);
  await reviewer.goto('/home/reports');
  await expect(reviewer.getByText('Unauthorized Access')).toBeVisible();
});
