import { readFileSync } from 'node:fs';
import { expect, type Page, test } from '@playwright/test';
import { PDFDocument } from 'pdf-lib';
import { createStudent, expectAccessible, loginTime, PASSWORD, signInByApi, uniqueEmail } from './fixtures';

interface TestEntry {
  testDetailId: number;
  testName: string;
  testAlias: string;
}

/** Calls the API as the signed-in tab does: its cookie and its login time. */
async function call<T>(page: Page, path: string, data: object): Promise<T> {
  const response = await page.request.post(path, { headers: { 'X-Login-Time': await loginTime(page) }, data });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  return (await response.json()) as T;
}

/** A test taken start to finish through the player's calls: launched, then submitted as it stands. */
async function completeTest(page: Page, testDetailId: number, mode: 1 | 2): Promise<number> {
  const { token } = await call<{ token: string }>(page, '/api/getTokenForData/test', { testDetailId, mode });
  const { sessionId } = await call<{ sessionId: number }>(page, '/api/delivery/launch', { token });
  await call(page, '/api/delivery/submit', { sessionId });
  return sessionId;
}

async function newStudent(page: Page, firstName: string, lastName: string): Promise<void> {
  const email = uniqueEmail('history');
  await createStudent(page.request, { firstName, lastName, email });
  await signInByApi(page, email, PASSWORD);
}

test('a student sees completed tests charted and listed, opens a result and prints the history', async ({ page }) => {
  // Three tests taken through the API and two axe scans, one of a full score report.
  test.slow();
  await newStudent(page, 'Hana', 'Okafor');
  // The shipped samples publish two fixed-form practice tests in category 4 (and two adaptive ones).
  const { testData } = await call<{ testData: TestEntry[] }>(page, '/api/getAllTests', { categoryId: 4 });
  const first = testData.find((test) => test.testAlias === 'tsia2-elar-practice');
  const second = testData.find((test) => test.testAlias === 'tsia2-math-practice');
  await completeTest(page, first!.testDetailId, 2);
  await completeTest(page, first!.testDetailId, 2);
  await completeTest(page, second!.testDetailId, 1);

  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'History' }).click();
  await expect(page).toHaveURL(/\/home\/testhistory$/);
  await expect(page.getByRole('heading', { level: 1, name: 'History' })).toBeVisible();
  await expect(page.getByText('Student: Hana Okafor')).toBeVisible();

  const table = page.getByRole('table', { name: 'Completed tests' });
  await expect(table.getByRole('row')).toHaveCount(4);
  await expect(table.getByRole('row').nth(1)).toContainText(second!.testName);
  await expect(table.getByRole('row').nth(1)).toContainText('Learn As You Go');
  await expect(table.getByRole('row').nth(1)).toContainText(/\d+%/);
  await expect(page.getByText('1–3 of 3')).toBeVisible();

  const chart = page.getByRole('region', { name: 'Your scores over time' });
  await expect(chart.getByRole('figure')).toBeVisible();
  // one line per category: both sample tests are full practice tests
  await expect(chart.getByRole('listitem')).toHaveCount(1);
  await expect(chart.getByRole('listitem').filter({ hasText: 'Full Practice Tests: 3 results' })).toBeVisible();
  await expectAccessible(page);

  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Print' }).click();
  const file = await download;
  expect(file.suggestedFilename()).toMatch(/^test-history-\d{4}-\d{2}-\d{2}\.pdf$/);
  const pdf = await PDFDocument.load(readFileSync(await file.path()), { updateMetadata: false });
  expect(pdf.getPageCount()).toBe(1);
  expect(pdf.getTitle()).toBe('Test History: Hana Okafor');

  await table.getByRole('link', { name: new RegExp(`^${second!.testName}`) }).click();
  await expect(page).toHaveURL(/\/home\/testhistory\/\d+$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Test result' })).toBeVisible();
  await expect(page.getByText(`${second!.testName} · Learn As You Go`)).toBeVisible();
  await expectAccessible(page);

  await page.getByRole('link', { name: 'Back to History' }).click();
  await expect(page.getByRole('table', { name: 'Completed tests' }).getByRole('row')).toHaveCount(4);
});

test('a student without a completed test is told there is nothing to print', async ({ page }) => {
  await newStudent(page, 'Ivo', 'Marsh');
  await page.goto('/home/testhistory');
  await expect(page.getByText('You have not completed a practice test yet. Your results will be listed here.')).toBeVisible();
  await expect(page.getByText('Complete a practice test to see your progress here.')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Print' }).click();
  await expect(page.getByText('Test print failed or no test found')).toBeVisible();
});
