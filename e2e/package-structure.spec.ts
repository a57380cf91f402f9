import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { createStudent, expectAccessible, loginTime, PASSWORD, scrollWidth, signInByApi, uniqueEmail } from './fixtures';
import { importPackage, openImports, refreshUntil, rowAction, zipOf } from './imports-helpers';
import { rolePage, test } from './roles';

// A content admin's journey: it starts signed in as the run's admin.
test.use({ signedInAs: 'admin' });

const CASE = join(__dirname, '..', 'content', 'conformance', 'structure-two-tests');

/** The two-test conformance package, under test identifiers of this run so other runs never replace it. */
function twoTestPackage(run: string): Promise<Buffer> {
  const entries: Record<string, Buffer> = {};
  const walk = (dir: string) => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (!name.endsWith('.json')) entries[relative(CASE, path).split('\\').join('/')] = readFileSync(path);
    }
  };
  walk(CASE);
  for (const [file, alias, title] of [
    ['tests/tides.xml', 'conformance-tides', 'Tides'],
    ['tests/stars.xml', 'conformance-stars', 'Night sky'],
  ]) {
    entries[file] = Buffer.from(
      entries[file].toString('utf8').replace(`identifier="${alias}" title="${title}"`, `identifier="${alias}-${run}" title="${title} ${run}"`),
    );
  }
  return zipOf(entries);
}

/** Approves or publishes through the API as the staff member signed in on `page`. */
async function act(page: Page, path: string, data: object): Promise<void> {
  const response = await page.request.post(path, { headers: { 'X-Login-Time': await loginTime(page) }, data });
  expect(response.status()).toBe(200);
}

test('a package of two tests shows both to staff and to a student, who plays each', async ({ page, browser }) => {
  test.setTimeout(240_000);
  const run = Date.now().toString(36);
  const description = `Two tests ${run}`;
  const tides = `Tides ${run}`;
  const stars = `Night sky ${run}`;

  await openImports(page);
  await importPackage(page, description, { name: `two-tests-${run}.zip`, buffer: await twoTestPackage(run) });
  await refreshUntil(page, description, 'Awaiting review');
  await rowAction(page, description, 'View');
  await expect(page.getByRole('heading', { name: `Test 1 of 2: ${tides}` })).toBeVisible();
  await expect(page.getByRole('heading', { name: `Test 2 of 2: ${stars}` })).toBeVisible();
  await expect(page.getByRole('region', { name: `Items of ${tides}` })).toContainText('HIGH-WATER');
  const starItems = page.getByRole('region', { name: `Items of ${stars}` });
  await expect(starItems).toContainText('POLE-STAR');
  await expect(starItems).not.toContainText('HIGH-WATER');
  await expectAccessible(page);
  // both tests stack on a phone: nothing wider than the screen but the item tables' own scroll
  await page.setViewportSize({ width: 360, height: 740 });
  await expect(page.getByRole('heading', { name: `Test 2 of 2: ${stars}` })).toBeVisible();
  expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
  const cpId = Number(/\/(\d+)$/.exec(page.url())![1]);

  const reviewer = await rolePage(browser, 'reviewer');
  await act(reviewer, '/api/approveOrRejectCp', { cpId, cpUploadedTestStatus: 5 });
  const publisher = await rolePage(browser, 'publisher');
  await act(publisher, '/api/publishCp', { cpId });

  const student = await (await browser.newContext()).newPage();
  const email = uniqueEmail('structure.student');
  await createStudent(student.request, { email });
  await signInByApi(student, email, PASSWORD);
  await student.goto('/home/test/4');
  await expect(student.getByRole('heading', { name: tides })).toBeVisible();
  await expect(student.getByRole('heading', { name: stars })).toBeVisible();
  await expectAccessible(student);

  for (const [name, answer] of [
    [tides, 'Two'],
    [stars, 'Polaris'],
  ]) {
    const card = student.getByRole('listitem').filter({ has: student.getByRole('heading', { name }) });
    const [player] = await Promise.all([student.waitForEvent('popup'), card.getByRole('button', { name: /^Practice Test$/ }).click()]);
    await player.waitForURL(/\/delivery\/[\w-]{20,}$/);
    await expect(player.getByRole('heading', { level: 1, name })).toBeVisible();
    // keyboard only: focus the first choice, arrow to the answer, Space selects it
    const radios = player.getByRole('radio');
    await radios.first().focus();
    const labels = await radios.evaluateAll((els) =>
      els.map(
        (el) =>
          el.getAttribute('aria-label') ??
          el.closest('label')?.textContent ??
          (el.id ? document.querySelector(`label[for="${el.id}"]`)?.textContent : '') ??
          '',
      ),
    );
    const steps = labels.findIndex((l) => l.includes(answer));
    for (let i = 0; i < steps; i++) await player.keyboard.press('ArrowDown');
    await player.keyboard.press('Space');
    await expect(player.getByRole('radio', { name: answer })).toBeChecked();
    await player.getByRole('button', { name: 'Submit', exact: true }).click();
    await player.getByRole('dialog', { name: 'Submit the test?' }).getByRole('button', { name: 'Submit test' }).click();
    await expect(player.getByRole('heading', { name: 'Score report' })).toBeVisible();
    await expect(player.getByRole('article', { name: 'Question 1', exact: true }).getByText('Correct', { exact: true }).first()).toBeVisible();
    await player.close();
  }
});
