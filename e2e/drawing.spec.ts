import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from '@playwright/test';
import { createStudent, expectAccessible, loginTime, PASSWORD, scrollWidth, signInByApi, uniqueEmail } from './fixtures';
import { importPackage, openImports, refreshUntil, rowAction, zipOf } from './imports-helpers';
import { rolePage, test } from './roles';

// A content admin's journey: it starts signed in as the run's admin.
test.use({ signedInAs: 'admin' });

const CASE = join(__dirname, '..', 'content', 'conformance', 'interaction-drawing');

/** The corpus package of drawing items under a test identifier and title of this run. */
function drawingPackage(title: string, alias: string): Promise<Buffer> {
  const entries: Record<string, Buffer> = {};
  for (const name of ['imsmanifest.xml', 'test.xml']) entries[name] = readFileSync(join(CASE, name));
  for (const name of readdirSync(join(CASE, 'items'))) entries[`items/${name}`] = readFileSync(join(CASE, 'items', name));
  entries['test.xml'] = Buffer.from(
    entries['test.xml'].toString('utf8').replace(/identifier="conformance-[\w-]+" title="[^"]*"/, `identifier="${alias}" title="${title}"`),
  );
  return zipOf(entries);
}

test('drawing: imported, drawn on by keyboard alone at 360 px, saved as a PNG, downloaded over its picture, shown again after a reload and in the report, axe clean', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const run = Date.now().toString(36);
  const title = `Drawing ${run}`;

  await openImports(page);
  await importPackage(page, title, { name: `drawing-${run}.zip`, buffer: await drawingPackage(title, `drawing-${run}`) });
  await refreshUntil(page, title, 'Awaiting review');
  const reviewer = await rolePage(browser, 'reviewer');
  await openImports(reviewer);
  await rowAction(reviewer, title, 'Approve');
  await reviewer.getByRole('dialog', { name: 'Approve the content package?' }).getByRole('button', { name: 'Yes', exact: true }).click();
  await expect(reviewer.getByText(`Content Package ${title} is Approved`, { exact: true })).toBeVisible();
  const publisher = await rolePage(browser, 'publisher');
  await openImports(publisher);
  await rowAction(publisher, title, 'View');
  await publisher.getByRole('button', { name: 'Publish', exact: true }).click();
  await publisher.getByRole('dialog', { name: 'Publish the content package?' }).getByRole('button', { name: 'Yes', exact: true }).click();
  await expect(publisher.getByText('Content Package published successfully')).toBeVisible();

  const student = await (await browser.newContext({ viewport: { width: 360, height: 740 } })).newPage();
  const email = uniqueEmail('drawing.student');
  await createStudent(student.request, { email });
  await signInByApi(student, email, PASSWORD);
  const headers = { 'X-Login-Time': await loginTime(student) };
  const tests = (await (await student.request.post('/api/getAllTests', { headers, data: { categoryId: 4 } })).json()) as {
    testData: { testDetailId: number; testName: string }[];
  };
  const found = tests.testData.find((t) => t.testName === title);
  expect(found).toBeDefined();
  const { token } = (await (
    await student.request.post('/api/getTokenForData/test', { headers, data: { testDetailId: found!.testDetailId, mode: 2 } })
  ).json()) as { token: string };
  await student.goto(`/delivery/${token}`);
  await expect(student.getByRole('heading', { name: 'Question 1' })).toBeFocused();

  // keyboard alone: focus the picture, pen down, along to the right and down, pen up
  const area = student.getByRole('application', { name: /Drawing area over the picture: A valley.*Nothing drawn yet/ });
  await area.focus();
  await expect(student.locator('[data-cursor]')).toHaveAttribute('data-cursor', '160 100');
  await student.keyboard.press('Space');
  for (let i = 0; i < 8; i++) await student.keyboard.press('ArrowRight');
  for (let i = 0; i < 3; i++) await student.keyboard.press('ArrowDown');
  await student.keyboard.press('Space');
  await expect(student.getByText('Pen up: moving does not draw.')).toBeAttached();
  await expect(student.getByText('Drawing saved.')).toBeVisible();
  await expect(student.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible();
  expect(await scrollWidth(student)).toBeLessThanOrEqual(360);
  await expectAccessible(student);

  // the stored file is the owner's PNG
  const href = await student.getByRole('link', { name: 'Download your drawing' }).getAttribute('href');
  const file = await student.request.get(href!, { headers: { 'X-Login-Time': await loginTime(student) } });
  expect(file.status()).toBe(200);
  expect(file.headers()['content-type']).toMatch(/^image\/png/);
  expect((await file.body()).subarray(1, 4).toString()).toBe('PNG');

  // downloaded, it is the picture with the lines over it, at the picture's size
  const [download] = await Promise.all([student.waitForEvent('download'), student.getByRole('link', { name: 'Download your drawing' }).click()]);
  expect(download.suggestedFilename()).toBe('drawing.png');
  const composed = readFileSync((await download.path())!).toString('base64');
  const seen = await student.evaluate(async (data) => {
    const img = new Image();
    img.src = `data:image/png;base64,${data}`;
    await img.decode();
    const canvas = document.createElement('canvas');
    [canvas.width, canvas.height] = [img.width, img.height];
    const g = canvas.getContext('2d')!;
    g.drawImage(img, 0, 0);
    const at = (x: number, y: number) => Array.from(g.getImageData(x, y, 1, 1).data.slice(0, 3));
    return { size: [img.width, img.height], lake: at(60, 110), field: at(150, 150), line: at(170, 100) };
  }, composed);
  expect(seen).toEqual({ size: [320, 200], lake: [156, 201, 232], field: [230, 217, 168], line: [26, 27, 30] });

  // after a reload the drawing is read back from the stored file and can be drawn on again
  await student.reload();
  await expect(student.getByRole('heading', { name: 'Question 1' })).toBeFocused();
  await expect(student.getByRole('application', { name: /Your drawing is on it/ })).toBeVisible();
  await expect(student.locator('image[data-drawing]')).toBeAttached();
  await expectAccessible(student);

  // the second item's own processing marks any drawing; the first is left to a person
  await student.getByRole('button', { name: 'Next' }).press('Enter');
  await expect(student.getByRole('heading', { name: 'Question 2' })).toBeFocused();
  // here with a pointer: one stroke across the picture
  const box = (await student.getByRole('application', { name: /Nothing drawn yet/ }).boundingBox())!;
  await student.mouse.move(box.x + box.width * 0.3, box.y + box.height * 0.6);
  await student.mouse.down();
  await student.mouse.move(box.x + box.width * 0.5, box.y + box.height * 0.7, { steps: 5 });
  await student.mouse.move(box.x + box.width * 0.6, box.y + box.height * 0.4, { steps: 5 });
  await student.mouse.up();
  await expect(student.getByText('Drawing saved.')).toBeVisible();
  await expect(student.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible();
  await student.getByRole('button', { name: 'Submit', exact: true }).click();
  await student.getByRole('dialog', { name: 'Submit the test?' }).getByRole('button', { name: 'Submit test' }).click();
  await expect(student.getByRole('heading', { name: 'Score report' })).toBeVisible();
  const first = student.getByRole('article', { name: 'Question 1', exact: true });
  await expect(first.getByText('Scored by a person')).toBeVisible();
  await expect(first.locator('image[data-drawing]')).toBeAttached();
  const second = student.getByRole('article', { name: 'Question 2', exact: true });
  await expect(second.getByText('1 of 1 point')).toBeVisible();
  await expect(second.locator('image[data-drawing]')).toBeAttached();
  await expectAccessible(student);
});
