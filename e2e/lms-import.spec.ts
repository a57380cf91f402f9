import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { expect } from '@playwright/test';
import { expectAccessible } from './fixtures';
import { historyRow, importPackage, openImports, refreshUntil, rowAction, zipOf } from './imports-helpers';
import { openPlayer } from './player-helpers';
import { rolePage, test } from './roles';

test.use({ signedInAs: 'admin' });

/** The corpus's Canvas quiz export of every further question type, renamed for this run. */
function canvasExport(run: string): Promise<Buffer> {
  const folder = resolve(__dirname, '../content/conformance/qti12-canvas-question-types');
  const files: Record<string, string> = {};
  const walk = (dir: string): void => {
    for (const name of readdirSync(dir)) {
      const path = join(dir, name);
      if (statSync(path).isDirectory()) walk(path);
      else if (!name.endsWith('.json')) files[relative(folder, path)] = readFileSync(path, 'utf8');
    }
  };
  walk(folder);
  files['h2quiz/h2quiz.xml'] = files['h2quiz/h2quiz.xml'].replace(
    'ident="h2quiz" title="Mixed Question Types"',
    `ident="lms-${run}" title="Canvas Quiz ${run}"`,
  );
  return zipOf(files);
}

test('a Canvas quiz export (QTI 1.2) imports with a note per question, previews for staff and is answered and checked by a student', async ({
  page,
  browser,
}) => {
  test.setTimeout(240_000);
  const run = Date.now().toString(36);
  const description = `Canvas export ${run}`;
  await openImports(page);
  await importPackage(page, description, { name: `canvas-${run}.zip`, buffer: await canvasExport(run) });
  await refreshUntil(page, description, 'Awaiting review');

  // The process log says, per file, what each question became.
  await rowAction(page, description, 'View');
  const log = page.getByRole('region', { name: 'Process Log' });
  const note = log.getByRole('row').filter({ hasText: 'Item fimb1 (fill_in_multiple_blanks_question) was read as a QTI 2.2 item: textEntry.' });
  await expect(note).toContainText('Info');
  await expectAccessible(page);

  // Staff preview the blanks where the question's text put them.
  const [preview] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Preview: Practice Test' }).click()]);
  await expect(preview.getByText('Water freezes at')).toBeVisible();
  await expect(preview.getByRole('textbox')).toHaveCount(2);
  await expectAccessible(preview);
  await preview.close();

  const reviewer = await rolePage(browser, 'reviewer');
  await openImports(reviewer);
  await rowAction(reviewer, description, 'Approve');
  await reviewer.getByRole('dialog', { name: 'Approve the content package?' }).getByRole('button', { name: 'Yes', exact: true }).click();
  await expect(historyRow(reviewer, description)).toContainText('Approved');
  const publisher = await rolePage(browser, 'publisher');
  await openImports(publisher);
  await rowAction(publisher, description, 'Publish');
  await publisher.getByRole('dialog', { name: 'Publish the content package?' }).getByRole('button', { name: 'Yes', exact: true }).click();
  await expect(historyRow(publisher, description)).toContainText('Published');

  // Learn As You Go: the two blanks typed, checked right; the dropdowns chosen, one wrong.
  const student = await (await browser.newContext()).newPage();
  await openPlayer(student, { lang: 'en', width: 1280, height: 900, categoryId: 4, testName: `Canvas Quiz ${run}`, mode: 1 });
  const blanks = student.getByRole('textbox');
  await blanks.nth(0).fill('zero');
  await blanks.nth(1).fill('100');
  await student.getByRole('button', { name: 'Check answer' }).click();
  await expect(student.getByRole('alert').filter({ hasText: 'Correct' })).toBeFocused();
  await expect(student.getByText('2 of 2 points')).toBeVisible();
  await expectAccessible(student);
  await student.getByRole('button', { name: 'Next' }).click();
  await expect(student.getByRole('heading', { name: 'Question 2' })).toBeFocused();
  const lists = student.getByRole('combobox');
  await expect(lists).toHaveCount(2);
  await lists.nth(0).selectOption({ label: 'four' });
  await lists.nth(1).selectOption({ label: 'two' });
  await student.getByRole('button', { name: 'Check answer' }).click();
  await expect(student.getByText('1 of 2 points')).toBeVisible();
  await expectAccessible(student);
});
