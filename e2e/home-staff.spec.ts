import { type Browser, expect, test } from '@playwright/test';
import enServer from '../shared/src/i18n/en/api.json';
import ruServer from '../shared/src/i18n/ru/api.json';
import enCommon from '../shared/src/i18n/en/common.json';
import enHome from '../shared/src/i18n/en/home.json';
import enPages from '../shared/src/i18n/en/pages.json';
import ruCommon from '../shared/src/i18n/ru/common.json';
import ruHome from '../shared/src/i18n/ru/home.json';
import ruPages from '../shared/src/i18n/ru/pages.json';
import { languageOnLoad, expectAccessible } from './fixtures';
import { rolePage } from './roles';

const TEXT = {
  en: { common: enCommon, home: enHome, pages: enPages, server: enServer },
  ru: { common: ruCommon, home: ruHome, pages: ruPages, server: ruServer },
} as const;

const ROLES = [
  { role: 'content admin', nav: ['home', 'users', 'imports'], open: (browser: Browser) => rolePage(browser, 'admin') },
  { role: 'reviewer', nav: ['home', 'imports'], open: (browser: Browser) => rolePage(browser, 'reviewer') },
] as const;

for (const lang of ['en', 'ru'] as const) {
  for (const { role, nav, open } of ROLES) {
    test(`the home page as a ${role} (${lang}): the student view to preview, with the staff's own navigation and no student results`, async ({ browser }) => {
      test.setTimeout(180_000);
      const t = TEXT[lang];
      const page = await open(browser);
      // set before the page's own scripts run, which may still be storing the language they started in
      await languageOnLoad(page, lang);
      await page.goto('/home/index');
      await expect(page.getByRole('heading', { level: 1, name: t.pages.home.title })).toBeVisible();
      await expect(page.getByText(t.pages.home.popupNote)).toBeVisible();

      // the navigation is the role's: Users only for a content admin, History for nobody on staff
      const menu = page.getByRole('navigation', { name: t.common.nav.label });
      for (const link of ['home', 'users', 'imports', 'history'] as const) {
        await expect(menu.getByRole('link', { name: t.common.nav[link], exact: true })).toHaveCount((nav as readonly string[]).includes(link) ? 1 : 0);
      }

      // nothing of a student's own: no test in progress, no latest results
      await expect(page.getByText(t.home.continue.empty)).toBeVisible();
      await expect(page.getByRole('heading', { name: t.home.latest.title })).toHaveCount(0);
      // the Pre-Assessment Activity as a student finds it, to try
      await expect(page.getByRole('region', { name: t.home.paa.title })).toBeVisible();
      if (role === 'reviewer') await expect(page.getByText(t.home.paa.notStarted)).toBeVisible();

      // every category with its count of published tests, each opening its list
      const categories = page.getByRole('region', { name: t.home.categories.title });
      for (const id of [1, 2, 3, 4, 5]) {
        const name = t.server[`category.${id}.name` as keyof typeof t.server];
        await expect(categories.getByRole('heading', { name, exact: true })).toBeVisible();
      }
      await expectAccessible(page);
      const essay = t.server['category.3.name' as keyof typeof t.server];
      await categories
        .getByRole('link')
        .filter({ has: page.getByRole('heading', { name: essay, exact: true }) })
        .click();
      await expect(page).toHaveURL(/\/home\/test\/3$/);
      await expect(page.getByRole('heading', { name: 'Essay Practice: A Persuasive Essay' })).toBeVisible();
      await expectAccessible(page);
      await page.context().close();
    });
  }
}

test('at 360 px the staff header, with its notification bell, fits the width and opens the list (en, ru)', async ({ browser }) => {
  test.setTimeout(180_000);
  const page = await rolePage(browser, 'admin');
  await page.setViewportSize({ width: 360, height: 740 });
  for (const lang of ['en', 'ru'] as const) {
    await languageOnLoad(page, lang);
    await page.goto('/home/index');
    await expect(page.getByRole('heading', { level: 1, name: TEXT[lang].pages.home.title })).toBeVisible();
    const bell = page.getByRole('banner').getByRole('button', { name: lang === 'en' ? /^Notifications/ : /^Уведомления/ });
    await expect(bell).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await expectAccessible(page);
    await bell.click();
    await expectAccessible(page);
    await page.keyboard.press('Escape');
  }
  await page.context().close();
});
