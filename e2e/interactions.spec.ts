import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { type Browser, expect, type FileChooser, type Locator, type Page } from '@playwright/test';
import { createStudent, expectAccessible, loginTime, PASSWORD, scrollWidth, signInByApi, uniqueEmail } from './fixtures';
import { historyRow, importPackage, openImports, refreshUntil, rowAction, zipOf } from './imports-helpers';
import { rolePage, test } from './roles';

// A content admin's journey: it starts signed in as the run's admin.
test.use({ signedInAs: 'admin' });

const CORPUS = join(__dirname, '..', 'content', 'conformance');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => (statSync(join(dir, name)).isDirectory() ? filesUnder(join(dir, name)) : [join(dir, name)]));
}

/** A corpus package under a test identifier and title of this run. */
function corpusPackage(folder: string, title: string, alias: string): Promise<Buffer> {
  const root = join(CORPUS, folder);
  const entries: Record<string, Buffer> = {};
  for (const path of filesUnder(root).filter((p) => !p.endsWith('.json'))) entries[relative(root, path).split('\\').join('/')] = readFileSync(path);
  const test = entries['test.xml'].toString('utf8');
  entries['test.xml'] = Buffer.from(test.replace(/identifier="conformance-[\w-]+" title="[^"]*"/, `identifier="${alias}" title="${title}"`));
  expect(entries['test.xml'].toString('utf8')).toContain(`title="${title}"`);
  return zipOf(entries);
}

/** Imports, approves and publishes the package as the three staff roles do. */
async function publish(page: Page, browser: Browser, folder: string, title: string, alias: string): Promise<void> {
  const description = title;
  await openImports(page);
  await importPackage(page, description, { name: `${alias}.zip`, buffer: await corpusPackage(folder, title, alias) });
  await refreshUntil(page, description, 'Awaiting review');
  const reviewer = await rolePage(browser, 'reviewer');
  await openImports(reviewer);
  await rowAction(reviewer, description, 'Approve');
  await reviewer.getByRole('dialog', { name: 'Approve the content package?' }).getByRole('button', { name: 'Yes', exact: true }).click();
  await expect(historyRow(reviewer, description)).toContainText('Approved');
  const publisher = await rolePage(browser, 'publisher');
  await openImports(publisher);
  await rowAction(publisher, description, 'View');
  await publisher.getByRole('button', { name: 'Publish', exact: true }).click();
  await publisher.getByRole('dialog', { name: 'Publish the content package?' }).getByRole('button', { name: 'Yes', exact: true }).click();
  await expect(publisher.getByText('Content Package published successfully')).toBeVisible();
}

/** A new student at 360 px, in the test window of the given mode, straight from the API's token. */
async function openAsStudent(page: Page, title: string, mode: 1 | 2): Promise<void> {
  await page.setViewportSize({ width: 360, height: 740 });
  const email = uniqueEmail('player.interactions');
  await createStudent(page.request, { firstName: 'Ines', lastName: 'Interact', email });
  await signInByApi(page, email, PASSWORD);
  const headers = { 'X-Login-Time': await loginTime(page) };
  const tests = (await (await page.request.post('/api/getAllTests', { headers, data: { categoryId: 4 } })).json()) as {
    testData: { testDetailId: number; testName: string }[];
  };
  const found = tests.testData.find((t) => t.testName === title);
  expect(found).toBeDefined();
  const { token } = (await (await page.request.post('/api/getTokenForData/test', { headers, data: { testDetailId: found!.testDetailId, mode } })).json()) as {
    token: string;
  };
  await page.goto(`/delivery/${token}`);
  await expect(page.getByRole('heading', { name: 'Question 1' })).toBeFocused();
}

async function fits(page: Page): Promise<void> {
  expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
  await expectAccessible(page);
}

/** Keyboard only: type-ahead picks an option of a focused native list. */
async function pickByKey(page: Page, list: string, key: string): Promise<void> {
  await page.getByRole('combobox', { name: list }).focus();
  await page.keyboard.press(key);
}

async function answerAssociate(page: Page): Promise<void> {
  await expect(page.getByText('Pair each animal with the name of its young.')).toBeVisible();
  for (const [first, second] of [
    ['k', 'c'],
    ['d', 'p'],
  ]) {
    await pickByKey(page, 'First', first);
    await pickByKey(page, 'Second', second);
    await page.keyboard.press('Tab');
    await expect(page.getByRole('button', { name: 'Add pair' })).toBeFocused();
    await page.keyboard.press('Enter');
  }
  await expect(page.getByRole('list', { name: 'Your pairs' }).getByRole('listitem')).toHaveText(['kitten – cat', 'dog – puppy']);
}

async function answerSlider(page: Page): Promise<void> {
  const thumb = page.getByRole('slider', { name: 'How many degrees are in a right angle?' });
  await thumb.focus();
  await page.keyboard.press('Home');
  for (let i = 0; i < 9; i += 1) await page.keyboard.press('ArrowRight');
  await expect(thumb).toHaveAttribute('aria-valuenow', '90');
  await expect(page.getByText('Your answer: 90')).toBeVisible();
}

async function answerMedia(page: Page): Promise<void> {
  await expect(page.getByText('Played 0 of 2 times. Play it at least once.')).toBeVisible();
  await page.getByRole('button', { name: 'Play' }).focus();
  await page.keyboard.press('Enter');
  await expect(page.getByText('Played 1 of 2 times.')).toBeVisible();
}

/**
 * Opens a file chooser by Enter on its button, as a keyboard user does. The item may still be
 * settling when its heading takes the focus (the saved state of the item before comes back), and an
 * Enter on a button replaced meanwhile opens nothing: the focus is checked, and the key pressed
 * again if no chooser came.
 */
async function chooserByKeyboard(page: Page, button: Locator): Promise<FileChooser> {
  let chooser: FileChooser | undefined;
  await expect(async () => {
    await button.focus();
    await expect(button).toBeFocused({ timeout: 1_000 });
    [chooser] = await Promise.all([page.waitForEvent('filechooser', { timeout: 5_000 }), page.keyboard.press('Enter')]);
  }).toPass({ timeout: 60_000 });
  return chooser!;
}

test.describe('associate, slider, media, end attempt and upload interactions', () => {
  test.describe.configure({ timeout: 240_000 });

  test('imported, then answered by keyboard at 360 px in both modes, scored as the specification says, axe clean', async ({ page, browser }) => {
    const run = Date.now().toString(36);
    const title = `Interactions ${run}`;
    await publish(page, browser, 'interactions-journey', title, `interactions-${run}`);

    // Practice Test: every item answered by keyboard, the end attempt button hands item 4 in and moves on
    const student = await (await browser.newContext()).newPage();
    await openAsStudent(student, title, 2);
    await answerAssociate(student);
    await fits(student);
    await student.getByRole('button', { name: 'Next' }).click();
    await expect(student.getByRole('heading', { name: 'Question 2' })).toBeFocused();
    await answerSlider(student);
    await fits(student);
    await student.getByRole('button', { name: 'Next' }).click();
    await answerMedia(student);
    await fits(student);
    await student.getByRole('button', { name: 'Next' }).click();
    await expect(student.getByRole('heading', { name: 'Question 4' })).toBeFocused();
    await student.getByRole('radio', { name: '7' }).focus();
    await student.keyboard.press('Space');
    await student.getByRole('button', { name: 'I am sure: hand in' }).focus();
    await student.keyboard.press('Enter');
    await expect(student.getByRole('heading', { name: 'Question 5' })).toBeFocused();
    // the file chooser opens from the keyboard; the file is stored for this session and saved as the answer
    const chooser = await chooserByKeyboard(student, student.getByRole('button', { name: 'Choose a file' }));
    await chooser.setFiles({ name: 'garden-plan.pdf', mimeType: 'application/pdf', buffer: Buffer.from('%PDF-1.4\n% a garden plan\n') });
    await expect(student.getByText('Handed in: garden-plan.pdf')).toBeVisible();
    await expect(student.getByRole('link', { name: 'Download your file' })).toBeVisible();
    await fits(student);
    await expect(student.getByRole('status')).toHaveText('Saved');
    await student.getByRole('button', { name: 'Submit', exact: true }).click();
    await student.getByRole('dialog', { name: 'Submit the test?' }).getByRole('button', { name: 'Submit test' }).click();
    await expect(student.getByRole('heading', { name: 'Score report' })).toBeVisible();
    // 2 + 1 + 1 + 1 + 1 points
    await expect(student.getByRole('article', { name: 'Question 1', exact: true }).getByText('2 of 2 points')).toBeVisible();
    await expect(student.getByRole('article', { name: 'Question 4', exact: true }).getByText('1 of 1 point')).toBeVisible();
    await expect(student.getByRole('article', { name: 'Question 5', exact: true }).getByText('1 of 1 point')).toBeVisible();
    await fits(student);

    // Learn As You Go: the association checked, then the end attempt button checks item 4 itself
    const learner = await (await browser.newContext()).newPage();
    await openAsStudent(learner, title, 1);
    await answerAssociate(learner);
    await learner.getByRole('button', { name: 'Check answer' }).click();
    await expect(learner.getByRole('alert').filter({ hasText: 'Correct' })).toBeFocused();
    await expect(learner.getByText('2 of 2 points')).toBeVisible();
    await expect(learner.getByRole('button', { name: 'Remove pair kitten – cat' })).toHaveCount(0);
    await fits(learner);
    await learner.getByRole('button', { name: 'Next' }).click();
    await expect(learner.getByRole('heading', { name: 'Question 2' })).toBeFocused();
    await answerSlider(learner);
    await learner.getByRole('button', { name: 'Check answer' }).click();
    await expect(learner.getByRole('alert').filter({ hasText: 'Correct' })).toBeFocused();
    await expect(learner.getByText('Your answer, correct')).toBeVisible();
    await fits(learner);
    await learner.getByRole('button', { name: 'Next' }).click();
    await expect(learner.getByRole('heading', { name: 'Question 3' })).toBeFocused();
    await answerMedia(learner);
    await learner.getByRole('button', { name: 'Check answer' }).click();
    await expect(learner.getByText('1 of 1 point')).toBeVisible();
    await fits(learner);
    await learner.getByRole('button', { name: 'Next' }).click();
    await expect(learner.getByRole('heading', { name: 'Question 4' })).toBeFocused();
    await learner.getByRole('radio', { name: '7' }).focus();
    await learner.keyboard.press('Space');
    await learner.getByRole('button', { name: 'I am sure: hand in' }).focus();
    await learner.keyboard.press('Enter');
    await expect(learner.getByRole('alert').filter({ hasText: 'Correct' })).toBeFocused();
    await expect(learner.getByText('1 of 1 point')).toBeVisible();
    await fits(learner);
  });

  test('a portable custom interaction runs sandboxed with a module it requires by relative id, is answered by keyboard, keeps its own state, saved and scored in both modes, axe clean', async ({
    page,
    browser,
  }) => {
    const run = Date.now().toString(36);
    const title = `Custom interaction ${run}`;
    await publish(page, browser, 'interaction-pci', title, `pci-${run}`);

    const setCounter = async (player: Page) => {
      const frame = player.frameLocator('iframe[title="How many sides does a hexagon have? Set the counter."]');
      await expect(frame.getByText('Sides: 0')).toBeVisible();
      // "Saved" may still speak of the fifth press while the sixth is on its way from the frame;
      // the state goes as JSON text within JSON, hence the escapes between name and value
      const sixthSaved = player.waitForResponse(
        (r) => r.url().endsWith('/api/delivery/answer') && r.ok() && /presses[\\"]*:6\b/.test(r.request().postData() ?? ''),
      );
      await frame.getByRole('button', { name: 'Add one' }).focus();
      for (let i = 0; i < 6; i += 1) await player.keyboard.press('Enter');
      await expect(frame.getByText('Sides: 6')).toBeVisible();
      // the wording comes from a second module the first requires by a relative id
      await expect(frame.getByText('Buttons pressed: 6')).toBeVisible();
      await sixthSaved;
      await expect(player.getByRole('status')).toHaveText('Saved');
      await fits(player);
    };

    const student = await (await browser.newContext()).newPage();
    await openAsStudent(student, title, 2);
    await expect(student.locator('iframe')).toHaveAttribute('sandbox', 'allow-scripts');
    await setCounter(student);
    // a reload shows the saved answer back inside the interaction, and gives it back its own state
    await student.reload();
    await expect(student.frameLocator('iframe').getByText('Sides: 6')).toBeVisible();
    await expect(student.frameLocator('iframe').getByText('Buttons pressed: 6')).toBeVisible();
    await student.getByRole('button', { name: 'Submit', exact: true }).click();
    await student.getByRole('dialog', { name: 'Submit the test?' }).getByRole('button', { name: 'Submit test' }).click();
    await expect(student.getByRole('article', { name: 'Question 1', exact: true }).getByText('1 of 1 point')).toBeVisible();

    const learner = await (await browser.newContext()).newPage();
    await openAsStudent(learner, title, 1);
    await setCounter(learner);
    await learner.getByRole('button', { name: 'Check answer' }).click();
    await expect(learner.getByRole('alert').filter({ hasText: 'Correct' })).toBeFocused();
    await fits(learner);
  });

  test('a QTI 2.2 customInteraction with an IMS PCI 1.0 hook runs in the same sandbox, by keyboard, saved and scored', async ({ page, browser }) => {
    const run = Date.now().toString(36);
    const title = `Custom interaction 1.0 ${run}`;
    await publish(page, browser, 'interaction-pci-v1', title, `pci1-${run}`);

    const student = await (await browser.newContext()).newPage();
    await openAsStudent(student, title, 2);
    await expect(student.locator('iframe')).toHaveAttribute('sandbox', 'allow-scripts');
    const frame = student.frameLocator('iframe');
    await expect(frame.getByText('Legs: 0')).toBeVisible();
    await frame.getByRole('button', { name: 'Add a mark' }).focus();
    for (let i = 0; i < 9; i += 1) await student.keyboard.press('Enter');
    await frame.getByRole('button', { name: 'Rub one out' }).focus();
    await student.keyboard.press('Space');
    // the shared library from the package draws the marks in groups of five
    await expect(frame.getByText('||||/ |||')).toBeVisible();
    await expect(student.getByRole('status')).toHaveText('Saved');
    await fits(student);
    // a reload gives the saved answer back through setResponse
    await student.reload();
    await expect(student.frameLocator('iframe').getByText('Legs: 8')).toBeVisible();
    await student.getByRole('button', { name: 'Submit', exact: true }).click();
    await student.getByRole('dialog', { name: 'Submit the test?' }).getByRole('button', { name: 'Submit test' }).click();
    await expect(student.getByRole('article', { name: 'Question 1', exact: true }).getByText('1 of 1 point')).toBeVisible();
  });
});
