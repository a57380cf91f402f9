import { expect } from '@playwright/test';
import { languageOnLoad, expectAccessible } from './fixtures';
import { importPackage, openImports, refreshUntil, rowAction, samplePackage } from './imports-helpers';
import { playerText } from './player-helpers';
import { test } from './roles';

// A content admin's journey: it starts signed in as the run's admin.
test.use({ signedInAs: 'admin' });

test('a test that requires every answer keeps Next disabled, with the reason, until the question is answered (en 1280, ru 375)', async ({ page }) => {
  test.setTimeout(240_000);
  const run = Date.now().toString(36);
  const title = `Required Answers ${run}`;
  const description = `Required answers ${run}`;
  await openImports(page);
  // the math sample with QTI itemSessionControl allowSkipping="false" on its test part
  const buffer = await samplePackage(title, `required-${run}`, (xml) => xml.replace('allowSkipping="true"', 'allowSkipping="false"'));
  await importPackage(page, description, { name: `required-${run}.zip`, buffer });
  await refreshUntil(page, description, 'Awaiting review');
  await rowAction(page, description, 'View');

  const [player] = await Promise.all([page.waitForEvent('popup'), page.getByRole('button', { name: 'Preview: Practice Test' }).click()]);
  await player.setViewportSize({ width: 1280, height: 800 });
  await expect(player.getByRole('heading', { name: 'Question 1' })).toBeFocused();
  for (const [lang, width, height] of [
    ['en', 1280, 800],
    ['ru', 375, 812],
  ] as const) {
    const t = playerText(lang);
    if (lang === 'ru') {
      await languageOnLoad(player, 'ru');
      await player.setViewportSize({ width, height });
      await player.reload();
    }
    const number = lang === 'en' ? 1 : 2;
    await expect(player.getByRole('heading', { name: t('nav.question', { number }) })).toBeVisible();
    const next = player.getByRole('button', { name: t('nav.next'), exact: true });
    await expect(next).toBeDisabled();
    await expect(next).toHaveAccessibleDescription(t('nav.answerRequired'));
    await expect(player.getByText(t('nav.answerRequired'))).toBeVisible();
    await expectAccessible(player);
    await player.getByRole('radio').first().check();
    await expect(next).toBeEnabled();
    await next.click();
    await expect(player.getByRole('heading', { name: t('nav.question', { number: number + 1 }) })).toBeFocused();
  }
});
