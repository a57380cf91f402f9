import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { expectAccessible } from './fixtures';
import { importPackage, openImports, refreshUntil, rowAction, zipOf } from './imports-helpers';
import { test } from './roles';

// A content admin's journey: it starts signed in as the run's admin.
test.use({ signedInAs: 'admin' });

/** The corpus's cloned addition item: each session prints its own two numbers and wants their sum. */
const CASE = join(__dirname, '..', 'content', 'conformance', 'template-random-integer');

async function templatePackage(alias: string, title: string): Promise<Buffer> {
  const entries: Record<string, Buffer> = {
    'imsmanifest.xml': readFileSync(join(CASE, 'imsmanifest.xml')),
    'test.xml': Buffer.from(
      readFileSync(join(CASE, 'test.xml'), 'utf8').replace(/identifier="conformance-[^"]+" title="[^"]+"/, `identifier="${alias}" title="${title}"`),
    ),
  };
  for (const name of readdirSync(join(CASE, 'items'))) entries[`items/${name}`] = readFileSync(join(CASE, 'items', name));
  return zipOf(entries);
}

/** The crate's and the basket's numbers the window shows now. */
async function numbers(player: Page): Promise<[number, number]> {
  const text = await player.getByText(/^A crate holds \d+ apples and a basket holds \d+\.$/).textContent();
  const [, crate, basket] = /(\d+) apples and a basket holds (\d+)/.exec(text ?? '')!;
  return [Number(crate), Number(basket)];
}

/** Types the sum into the answer box by keyboard and waits for the save. */
async function answer(player: Page, sum: number): Promise<void> {
  const box = player.getByRole('textbox', { name: 'Your answer' });
  await box.focus();
  await player.keyboard.type(String(sum));
  await expect(player.getByRole('status')).toHaveText('Saved');
}

test('a cloned item: its numbers are drawn per session, kept on reload, and its sum scores in both modes', async ({ page }) => {
  test.setTimeout(180_000);
  const run = Date.now().toString(36);
  const title = `Cloned Apples ${run}`;
  const description = `Cloned items ${run}`;
  await openImports(page);
  await importPackage(page, description, { name: `cloned-${run}.zip`, buffer: await templatePackage(`cloned-${run}`, title) });
  await refreshUntil(page, description, 'Awaiting review');
  await rowAction(page, description, 'View');

  const [player] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Preview: Learn As You Go' }).click()]);
  await player.waitForURL(/\/delivery\/[\w-]{20,}$/);
  await expect(player.getByRole('heading', { level: 1, name: title })).toBeVisible();
  const [crate, basket] = await numbers(player);
  expect(crate % 5).toBe(0);
  await answer(player, crate + basket);
  // a reload resumes the session: the same numbers and the saved answer
  await player.reload();
  expect(await numbers(player)).toEqual([crate, basket]);
  await expect(player.getByRole('textbox', { name: 'Your answer' })).toHaveValue(String(crate + basket));
  await player.getByRole('button', { name: 'Check answer' }).focus();
  await player.keyboard.press('Enter');
  await expect(player.getByRole('alert').filter({ hasText: /^Correct/ })).toBeFocused();
  await expect(player.getByText('1 of 1 point')).toBeVisible();
  await expectAccessible(player);

  // Practice Test mode: a fresh preview session with numbers of its own, scored on submit
  const learnUrl = player.url();
  await page.getByRole('button', { name: 'Preview: Practice Test' }).click();
  await expect.poll(() => player.url()).not.toBe(learnUrl);
  await expect(player.getByText('Practice Test', { exact: true })).toBeVisible();
  const [c2, b2] = await numbers(player);
  await answer(player, c2 + b2);
  await player.getByRole('button', { name: 'Submit', exact: true }).click();
  await player.getByRole('dialog', { name: 'Submit the test?' }).getByRole('button', { name: 'Submit test' }).click();
  await expect(player.getByRole('heading', { name: 'Score report' })).toBeVisible();
  await expect(player.getByText('100%').first()).toBeVisible();
  const reviewed = player.getByRole('article', { name: 'Question 1', exact: true });
  await expect(reviewed.getByText('1 of 1 point')).toBeVisible();
  await expect(reviewed.getByText(`A crate holds ${c2} apples and a basket holds ${b2}.`)).toBeVisible();
  await expectAccessible(player);
});
