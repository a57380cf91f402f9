import { expect, test } from '@playwright/test';
import { expectAccessible, scrollWidth } from './fixtures';
import { type Lang, openPlayer, playerText } from './player-helpers';

const MATH = 'TSIA2 Mathematics Practice Test';
const PHONE = { width: 375, height: 812 };

for (const lang of ['en', 'ru'] as Lang[]) {
  test(`on a 375 px phone the first choice starts in the top third of the first screen, the tools one tap away (${lang})`, async ({ page }) => {
    test.setTimeout(180_000);
    const t = playerText(lang);
    await openPlayer(page, { lang, ...PHONE, categoryId: 4, testName: MATH, mode: 2 });
    // its first question has a stem of three lines and a question above its four choices
    const firstChoice = page.getByRole('radio').first();
    const choiceTop = await firstChoice.evaluate((radio) => (radio.closest('label') ?? radio).getBoundingClientRect().top);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    expect(choiceTop).toBeLessThan(PHONE.height / 3);
    // the test's whole name shows, on two lines at most, never cut to "TSIA2 …"
    const title = page.getByRole('heading', { level: 1, name: MATH });
    expect(await title.evaluate((h) => h.scrollHeight <= h.clientHeight + 1 && h.scrollWidth <= h.clientWidth + 1)).toBe(true);
    // the header says the test, the mode and the position above the buttons
    await expect(page.getByRole('banner').getByText(t('nav.progress', { current: 1, total: 16 }))).toBeVisible();
    expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await expectAccessible(page);

    // the tools are folded behind one button; it opens them and says so
    const tools = page.getByRole('button', { name: t('tools.label'), exact: true });
    const lineReader = page.getByRole('button', { name: t('tools.lineReader.tool') });
    await expect(tools).toHaveAttribute('aria-expanded', 'false');
    await expect(lineReader).toBeHidden();
    await tools.click();
    await expect(tools).toHaveAttribute('aria-expanded', 'true');
    await expect(lineReader).toBeVisible();
    await expect(page.getByRole('button', { name: t('calculator.open.1'), exact: true })).toBeVisible();
    expect(await scrollWidth(page)).toBeLessThanOrEqual(PHONE.width);
    await expectAccessible(page);
    // a tool left on stays on when they fold again
    await lineReader.click();
    await tools.click();
    await expect(lineReader).toBeHidden();
    await expect(page.getByRole('slider', { name: t('tools.lineReader.handle') })).toBeVisible();
    await expectAccessible(page);
  });
}
