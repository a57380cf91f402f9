import { expect, type Page } from '@playwright/test';
import { graphicPackageFiles } from '../backend/src/qti/testing/graphic-package';
import { createStudent, expectAccessible, PASSWORD, scrollWidth, signInByApi, uniqueEmail } from './fixtures';
import { importPackage, openImports, refreshUntil, rowAction, zipOf } from './imports-helpers';
import { rolePage, test } from './roles';

// A content admin's journey: it starts signed in as the run's admin.
test.use({ signedInAs: 'admin' });

/** Opens a mode of the test from the student's list, in its own window. */
async function openTest(page: Page, title: string, mode: RegExp): Promise<Page> {
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: title }) });
  const [popup] = await Promise.all([page.waitForEvent('popup'), card.getByRole('button', { name: mode }).click()]);
  await popup.waitForURL(/\/delivery\/[\w-]{20,}$/);
  return popup;
}

async function saved(player: Page): Promise<void> {
  await expect(player.getByRole('status')).toHaveText('Saved');
}

/** Answers the six graphic items of the package by keyboard alone, in their order; `after` runs on each. */
async function answerAll(player: Page, after: (n: number) => Promise<void>): Promise<void> {
  // 1. hotspot: the arrow keys move between areas and select, as in a radio group
  await expect(player.getByRole('heading', { name: 'Question 1' })).toBeFocused();
  await player.getByRole('radio', { name: 'Red shape' }).focus();
  await player.keyboard.press('ArrowRight');
  await expect(player.getByRole('radio', { name: 'Blue shape' })).toBeFocused();
  await expect(player.getByRole('radio', { name: 'Blue shape' })).toHaveAttribute('aria-checked', 'true');
  await saved(player);
  await after(1);

  // 2. graphic order: Space numbers the areas in turn
  await player.getByRole('checkbox', { name: 'Red shape' }).focus();
  await player.keyboard.press('Space');
  await player.keyboard.press('ArrowRight');
  await player.keyboard.press('ArrowRight');
  await player.keyboard.press('Space');
  await player.keyboard.press('ArrowLeft');
  await player.keyboard.press('Space');
  await expect(player.getByRole('checkbox', { name: 'Blue shape, number 3' })).toBeFocused();
  await expect(player.getByRole('list', { name: 'Your answer' })).toHaveText(/1\. Red shape.*2\. Green shape.*3\. Blue shape/);
  await saved(player);
  await after(2);

  // 3. select point: the cursor starts at the middle (100 50) and moves 4 px a step on this picture
  await player.getByRole('application', { name: 'Picture to place points on' }).focus();
  for (let i = 0; i < 17; i++) await player.keyboard.press('ArrowRight');
  await player.keyboard.press('ArrowDown');
  await expect(player.locator('[data-cursor]')).toHaveAttribute('data-cursor', '168 54');
  await player.keyboard.press('Enter');
  await expect(player.getByText('Point 1: 168, 54')).toBeVisible();
  await saved(player);
  await after(3);

  // 4. graphic associate: one area, then the other
  await player.getByRole('button', { name: 'Left dot' }).focus();
  await player.keyboard.press('Space');
  await player.keyboard.press('ArrowRight');
  await player.keyboard.press('ArrowRight');
  await player.keyboard.press('Enter');
  await expect(player.getByRole('list', { name: 'Your links' })).toContainText('Left dot – Right dot');
  await saved(player);
  await after(4);

  // 5. graphic gap match: pick from the bank, then the area
  const bank = player.getByRole('group', { name: 'Pictures and words to place' });
  await bank.getByRole('button', { name: 'Star' }).focus();
  await player.keyboard.press('Enter');
  await player.getByRole('button', { name: 'Left box: empty' }).focus();
  await player.keyboard.press('Space');
  await bank.getByRole('button', { name: 'Moon' }).focus();
  await player.keyboard.press('Space');
  await player.getByRole('button', { name: 'Right box: empty' }).focus();
  await player.keyboard.press('Enter');
  await expect(player.getByRole('button', { name: 'Right box: Moon' })).toBeVisible();
  await expect(player.getByRole('button', { name: 'Left box: Star' })).toBeVisible();
  await saved(player);
  await after(5);

  // 6. position object: the car moves with the arrow keys and is placed with Enter
  await player.getByRole('application', { name: 'Picture to place Car on' }).focus();
  for (let i = 0; i < 15; i++) await player.keyboard.press('ArrowRight');
  await player.keyboard.press('Enter');
  await expect(player.getByText('Point 1: 160, 50')).toBeVisible();
  await saved(player);
  await after(6);
}

test('graphic interactions: imported, published, answered by keyboard in both modes, scored, accessible at 360 px', async ({ page, browser }) => {
  test.setTimeout(300_000);
  const run = Date.now().toString(36);
  const title = `Graphic Practice ${run}`;
  const description = `Graphic ${run}`;

  await openImports(page);
  await importPackage(page, description, { name: `graphic-${run}.zip`, buffer: await zipOf(graphicPackageFiles(`graphic-${run}`, title)) });
  await refreshUntil(page, description, 'Awaiting review');

  const reviewer = await rolePage(browser, 'reviewer');
  await openImports(reviewer);
  await rowAction(reviewer, description, 'Approve');
  await reviewer.getByRole('dialog', { name: 'Approve the content package?' }).getByRole('button', { name: 'Yes', exact: true }).click();
  await expect(reviewer.getByText(`Content Package ${description} is Approved`, { exact: true })).toBeVisible();
  const publisher = await rolePage(browser, 'publisher');
  await openImports(publisher);
  await rowAction(publisher, description, 'View');
  await publisher.getByRole('button', { name: 'Publish', exact: true }).click();
  await publisher.getByRole('dialog', { name: 'Publish the content package?' }).getByRole('button', { name: 'Yes', exact: true }).click();
  await expect(publisher.getByText('Content Package published successfully')).toBeVisible();

  const student = await (await browser.newContext({ viewport: { width: 360, height: 740 } })).newPage();
  const email = uniqueEmail('graphic.student');
  await createStudent(student.request, { email });
  await signInByApi(student, email, PASSWORD);
  await student.goto('/home/test/4');

  // Learn As You Go: each answer is checked and found correct
  const learn = await openTest(student, title, /^Learn As You Go/);
  await answerAll(learn, async (n) => {
    if (n === 1 || n === 3 || n === 5) await expectAccessible(learn);
    expect(await scrollWidth(learn)).toBeLessThanOrEqual(360);
    await learn.getByRole('button', { name: 'Check answer' }).click();
    await expect(learn.getByRole('alert').filter({ hasText: /^Correct/ })).toBeVisible();
    await expect(learn.getByText('1 of 1 point')).toBeVisible();
    if (n === 2 || n === 4 || n === 6) await expectAccessible(learn);
    if (n < 6) {
      await learn.getByRole('button', { name: 'Next' }).press('Enter');
      await expect(learn.getByRole('heading', { name: `Question ${n + 1}` })).toBeFocused();
    }
  });
  await learn.close();

  // Practice Test: answered the same way, submitted, every question scored
  await student.reload();
  const practice = await openTest(student, title, /^Practice Test$/);
  await answerAll(practice, async (n) => {
    if (n < 6) {
      await practice.getByRole('button', { name: 'Next' }).press('Enter');
      await expect(practice.getByRole('heading', { name: `Question ${n + 1}` })).toBeFocused();
    }
  });
  await practice.getByRole('button', { name: 'Submit', exact: true }).click();
  await practice.getByRole('dialog', { name: 'Submit the test?' }).getByRole('button', { name: 'Submit test' }).click();
  await expect(practice.getByRole('heading', { name: 'Score report' })).toBeVisible();
  await expect(practice.getByText('100%').first()).toBeVisible();
  for (let n = 1; n <= 6; n++) await expect(practice.getByRole('article', { name: `Question ${n}`, exact: true }).getByText('1 of 1 point')).toBeVisible();
  await expectAccessible(practice);
});
