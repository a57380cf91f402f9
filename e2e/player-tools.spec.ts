import { expect, type Locator, type Page, test } from '@playwright/test';
import enPlayer from '../shared/src/i18n/en/player.json';
import ruPlayer from '../shared/src/i18n/ru/player.json';
import { createStudent, expectAccessible, loginTime, PASSWORD, scrollWidth, signInByApi, uniqueEmail } from './fixtures';

const PAA_MATH = 'PAA Sample Test: Mathematics';
const PAA_ELAR = 'PAA Sample Test: ELAR';
const MATH = 'TSIA2 Mathematics Practice Test';

/** A new student, signed in, with a test opened in the player through the player's own calls. */
async function openPlayer(page: Page, testName: string, lang: 'en' | 'ru' = 'en'): Promise<void> {
  const email = uniqueEmail('tools');
  await createStudent(page.request, { firstName: 'Tia', lastName: 'Tools', email });
  await signInByApi(page, email, PASSWORD);
  if (lang === 'ru') await page.getByText('RU', { exact: true }).click();
  const headers = { 'X-Login-Time': await loginTime(page) };
  const tests = [];
  for (const categoryId of [4, 5]) {
    const res = await page.request.post('/api/getAllTests', { headers, data: { categoryId } });
    tests.push(...((await res.json()) as { testData: { testDetailId: number; testName: string }[] }).testData);
  }
  const test = tests.find((t) => t.testName === testName)!;
  const res = await page.request.post('/api/getTokenForData/test', { headers, data: { testDetailId: test.testDetailId, mode: 2 } });
  await page.goto(`/delivery/${((await res.json()) as { token: string }).token}`);
  await expect(page.getByRole('heading', { level: 1, name: testName })).toBeVisible();
}

/** Keyboard only: Tab (forwards) until the control has focus, as a student without a mouse does. */
async function tabTo(page: Page, target: Locator, limit = 120): Promise<void> {
  for (let i = 0; i < limit; i += 1) {
    // any of the elements the locator matches: Tab enters a radio group at one radio
    if (await target.evaluateAll((els) => els.includes(document.activeElement!))) return;
    await page.keyboard.press('Tab');
  }
  throw new Error(`Tab never reached ${target}`);
}

async function press(page: Page, target: Locator, key = 'Enter'): Promise<void> {
  await tabTo(page, target);
  await page.keyboard.press(key);
}

const announced = (page: Page) => page.locator('header div[aria-live="polite"]');
const paintedHighlights = (page: Page) => page.evaluate(() => CSS.highlights.get('player-highlight')?.size ?? 0);

test.describe('the player tools', () => {
  test.describe.configure({ timeout: 300_000 });

  test('keyboard only, a whole test with every tool: calculator, eliminator, highlighter, line reader, text size, time, flag; all come back on resume', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openPlayer(page, PAA_MATH);
    await expect(page.getByRole('heading', { name: 'Question 1' })).toBeFocused();
    // untimed: no clock until the student asks for one
    await expect(page.getByRole('timer')).toHaveCount(0);

    // Question 1: strike out a choice (never selects it), then answer with the arrow keys
    const eliminator = page.getByRole('button', { name: 'Answer eliminator' });
    await press(page, eliminator);
    await expect(eliminator).toHaveAttribute('aria-pressed', 'true');
    await press(page, page.getByRole('button', { name: 'Strike out choice A' }));
    await expect(announced(page)).toHaveText('Choice A struck out');
    await expect(page.getByRole('radio', { name: /struck out/ })).not.toBeChecked();
    await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
    await tabTo(page, page.getByRole('radio'));
    await page.keyboard.press('Space');
    await expect(page.getByRole('radio', { checked: true })).toHaveCount(1);
    await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible();

    // the highlighter: the question's own text, sentence by sentence
    await press(page, page.getByRole('button', { name: 'Highlighter' }));
    const text = page.locator('[data-mark-target="item"]');
    await tabTo(page, text);
    await page.keyboard.press('ArrowDown');
    await expect(announced(page)).toHaveText(/^Sentence 1 of \d+: /);
    await page.keyboard.press('Enter');
    await expect(announced(page)).toHaveText(/^Highlighted: /);
    expect(await paintedHighlights(page)).toBe(1);

    // the line reader, moved with the arrow keys
    const reader = page.getByRole('button', { name: 'Line reader' });
    await press(page, reader);
    const band = page.getByRole('slider', { name: 'Line reader position' });
    await tabTo(page, band);
    const before = Number(await band.getAttribute('aria-valuenow'));
    await page.keyboard.press('PageDown');
    await expect(band).not.toHaveAttribute('aria-valuenow', String(before));

    // time spent, shown on request; flag for review
    await press(page, page.getByRole('button', { name: 'Time spent' }));
    await expect(page.getByRole('timer')).toHaveText(/^Time spent: \d+:\d\d$/);
    const flag = page.getByRole('button', { name: 'Flag for review' });
    await press(page, flag);
    await expect(flag).toHaveAttribute('aria-pressed', 'true');

    // text size to 200 %: the page reflows, nothing scrolls sideways at 1280 px
    const larger = page.getByRole('button', { name: 'Larger text' });
    for (let i = 0; i < 4; i += 1) await press(page, larger);
    await expect(page.getByRole('group', { name: 'Text size' })).toContainText('200%');
    expect(await scrollWidth(page)).toBeLessThanOrEqual(1280);
    await expectAccessible(page);

    // A resume (the window reloaded): marks, flag and the arrangement are all still there.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Question 1' })).toBeVisible();
    await expect(page.getByRole('radio', { name: /struck out/ })).toHaveCount(1);
    await expect(page.getByRole('radio', { checked: true })).toHaveCount(1);
    await expect(page.getByRole('button', { name: 'Flag for review' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page.getByRole('slider', { name: 'Line reader position' })).not.toHaveAttribute('aria-valuenow', String(before));
    await expect(page.getByRole('timer')).toBeVisible();
    await expect(page.getByRole('group', { name: 'Text size' })).toContainText('200%');
    await expect.poll(() => paintedHighlights(page)).toBe(1);
    // back to normal size, line reader put away with Escape
    const smaller = page.getByRole('button', { name: 'Smaller text' });
    for (let i = 0; i < 4; i += 1) await press(page, smaller);
    await tabTo(page, page.getByRole('slider', { name: 'Line reader position' }));
    await page.keyboard.press('Escape');
    await expect(page.getByRole('button', { name: 'Line reader' })).toBeFocused();

    // Question 2 has a calculator: open it, calculate, move it, dock it, answer with it open
    await press(page, page.getByRole('button', { name: 'Next' }));
    await expect(page.getByRole('heading', { name: 'Question 2' })).toBeFocused();
    const calcButton = page.getByRole('button', { name: 'Calculator', exact: true });
    await press(page, calcButton);
    const calc = page.getByRole('dialog', { name: 'Basic calculator' });
    await expect(calc.getByLabel('Expression')).toBeFocused();
    await page.keyboard.type('3*12.5');
    await page.keyboard.press('Enter');
    await expect(calc.locator('output')).toHaveText('37.5');
    const box = (await calc.boundingBox())!;
    await press(page, calc.getByRole('button', { name: 'Move calculator' }), 'ArrowLeft');
    await page.keyboard.press('Shift+ArrowDown');
    await expect.poll(async () => (await calc.boundingBox())!.x).toBe(box.x - 16);
    expect((await calc.boundingBox())!.y).toBe(box.y + 64);
    await expectAccessible(page);
    await press(page, calc.getByRole('button', { name: 'Dock calculator beside the question' }));
    const docked = (await calc.boundingBox())!;
    expect(docked.x + docked.width).toBeCloseTo(await page.evaluate(() => document.documentElement.clientWidth), 0);
    const question = (await page.locator('#main-content').boundingBox())!;
    expect(question.x + question.width).toBeLessThanOrEqual(docked.x);
    await tabTo(page, page.getByRole('radio'));
    await page.keyboard.press('Space');
    await expect(page.getByRole('radio', { checked: true })).toHaveCount(1);
    await expect(calc).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible();

    // Questions 3 to 6 answered by keyboard; the calculator leaves with the item that had one
    for (let n = 3; n <= 6; n += 1) {
      await press(page, page.getByRole('button', { name: 'Next' }));
      await expect(page.getByRole('heading', { name: `Question ${n}` })).toBeFocused();
      await expect(page.getByRole('dialog')).toHaveCount(0);
      const entry = page.getByRole('textbox');
      if (await entry.count()) {
        await tabTo(page, entry.first());
        await page.keyboard.type('4');
      } else {
        await tabTo(page, page.getByRole('radio'));
        await page.keyboard.press('Space');
      }
      await expect(page.getByRole('status').filter({ hasText: /^Saved$/ })).toBeVisible();
    }

    // the review lists the flag; the submit dialog names the flagged question
    await press(page, page.getByRole('button', { name: 'Review answers' }).last());
    await expect(page.getByRole('heading', { name: 'Review your answers' })).toBeFocused();
    await expect(page.getByRole('row').first()).toContainText('Flagged');
    await press(page, page.getByRole('button', { name: 'Submit' }).last());
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('list', { name: 'Flagged for review' }).getByRole('listitem')).toHaveText(['Question 1']);
    await expectAccessible(page);
    await tabTo(page, dialog.getByRole('button', { name: enPlayer.session.submitConfirm }));
    await page.keyboard.press('Enter');
    await expect(page.getByRole('banner').getByRole('button', { name: enPlayer.session.closeWindow })).toBeVisible();
    // the report is not a place for the tools
    await expect(page.getByRole('group', { name: 'Tools' })).toHaveCount(0);
  });

  test('a passage highlighted with the mouse, removed with a click, at 1280 px in Russian', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await openPlayer(page, PAA_ELAR, 'ru');
    const t = ruPlayer.tools;
    await page.getByRole('button', { name: t.highlighter.tool }).click();
    const passage = page.locator('[data-mark-target="PASSAGE-LIBRARY-OF-THINGS"]');
    const paragraph = passage.locator('p').first();
    // select a paragraph's words by dragging across them
    const box = (await paragraph.boundingBox())!;
    await page.mouse.move(box.x + 2, box.y + 6);
    await page.mouse.down();
    await page.mouse.move(box.x + box.width / 2, box.y + 6, { steps: 5 });
    await page.mouse.up();
    await expect(announced(page)).toHaveText(/^Выделено: .+/);
    expect(await paintedHighlights(page)).toBe(1);
    await expectAccessible(page);
    await page.reload();
    await expect.poll(() => paintedHighlights(page)).toBe(1);
    // the tools bar gained "remove all highlights": the passage may have moved
    const now = (await paragraph.boundingBox())!;
    await page.mouse.click(now.x + 10, now.y + 6);
    await expect(announced(page)).toHaveText(t.highlighter.removed);
    expect(await paintedHighlights(page)).toBe(0);
    // the browser's own zoom to 200 % at 1280 px leaves 640 css px: the passage and the tools reflow
    await page.setViewportSize({ width: 640, height: 400 });
    expect(await scrollWidth(page)).toBeLessThanOrEqual(640);
    await expectAccessible(page);
  });

  for (const lang of ['en', 'ru'] as const) {
    test(`on a 375 px phone (${lang}): the calculator is a sheet that keeps the question in view, and the tools fit`, async ({ page }) => {
      const t = (lang === 'en' ? enPlayer : ruPlayer) as typeof enPlayer;
      await page.setViewportSize({ width: 375, height: 812 });
      await openPlayer(page, MATH, lang);
      // on a phone the tools are folded behind one button
      await page.getByRole('button', { name: t.tools.label, exact: true }).click();
      await page.getByRole('button', { name: t.calculator.open['1'], exact: true }).click();
      const sheet = page.getByRole('dialog', { name: t.calculator.title['1'] });
      await expect(sheet).toBeVisible();
      const panel = (await sheet.boundingBox())!;
      expect(panel.y + panel.height).toBeCloseTo(812, 0);
      expect(panel.height).toBeLessThanOrEqual(812 / 2 + 1);
      // the question stays readable above the sheet, and the student can answer with it open
      const heading = page.getByRole('heading', { name: `${lang === 'en' ? 'Question' : 'Вопрос'} 1` });
      await heading.scrollIntoViewIfNeeded();
      expect((await heading.boundingBox())!.y + 10).toBeLessThan(panel.y);
      await page.getByRole('radio').nth(1).click();
      await expect(page.getByRole('radio').nth(1)).toBeChecked();
      await expect(sheet).toBeVisible();
      expect(await scrollWidth(page)).toBeLessThanOrEqual(375);
      await expectAccessible(page);
      // the eliminator and the line reader on the phone
      await page.getByRole('button', { name: t.tools.eliminator.tool }).click();
      await page.getByRole('button', { name: t.tools.eliminator.strike.replace('{{letter}}', 'C') }).click();
      await expect(page.getByRole('radio', { name: new RegExp(t.tools.eliminator.struckNote.replace(/[()]/g, '\\$&')) })).toHaveCount(1);
      await page.getByRole('button', { name: t.tools.lineReader.tool }).click();
      await expect(page.getByRole('slider', { name: t.tools.lineReader.handle })).toBeVisible();
      expect(await scrollWidth(page)).toBeLessThanOrEqual(375);
      await expectAccessible(page);
    });
  }
});
