import { type Browser, expect, type Page, test } from '@playwright/test';
import enAuth from '../shared/src/i18n/en/auth.json';
import enCommon from '../shared/src/i18n/en/common.json';
import enHistory from '../shared/src/i18n/en/history.json';
import enImports from '../shared/src/i18n/en/imports.json';
import enPaa from '../shared/src/i18n/en/paa.json';
import enPages from '../shared/src/i18n/en/pages.json';
import enUsers from '../shared/src/i18n/en/users.json';
import enVerify from '../shared/src/i18n/en/verify.json';
import ruAuth from '../shared/src/i18n/ru/auth.json';
import ruCommon from '../shared/src/i18n/ru/common.json';
import ruHistory from '../shared/src/i18n/ru/history.json';
import ruImports from '../shared/src/i18n/ru/imports.json';
import ruPaa from '../shared/src/i18n/ru/paa.json';
import ruPages from '../shared/src/i18n/ru/pages.json';
import ruUsers from '../shared/src/i18n/ru/users.json';
import ruVerify from '../shared/src/i18n/ru/verify.json';
import { expectAccessible, loginTime } from './fixtures';
import { restoreSignIn, type Role } from './roles';

const TEXTS = {
  en: { auth: enAuth, common: enCommon, history: enHistory, imports: enImports, paa: enPaa, pages: enPages, users: enUsers, verify: enVerify },
  ru: { auth: ruAuth, common: ruCommon, history: ruHistory, imports: ruImports, paa: ruPaa, pages: ruPages, users: ruUsers, verify: ruVerify },
};
type Lang = keyof typeof TEXTS;
type Texts = (typeof TEXTS)[Lang];

/** A page of the portal, where it is, and the name its `<title>` gives it. */
interface Stop {
  path: string;
  name: (x: Texts) => string;
}

const PUBLIC: Stop[] = [
  { path: '/login', name: (x) => x.auth.login.title },
  { path: '/register', name: (x) => x.auth.register.title },
  { path: '/forgotpassword', name: (x) => x.auth.forgot.title },
  { path: '/resetpassword?token=made-up', name: (x) => x.auth.reset.title },
  { path: '/aboutThisApp', name: (x) => x.pages.about.title },
  { path: '/verifyCertificate?code=AAAA-BBBB-CC', name: (x) => x.verify.title },
  { path: '/no/such/page', name: (x) => x.common.errors.notFoundTitle },
  { path: '/delivery/made-up-token', name: (x) => x.common.playerTitle },
];

const STUDENT: Stop[] = [
  { path: '/home/index', name: (x) => x.pages.home.title },
  { path: '/home/test/1', name: (x) => x.pages.test.title },
  { path: '/home/test/5', name: (x) => x.paa.landing.title },
  { path: '/home/test/pre-assessment-wizard', name: (x) => x.paa.wizard.title },
  { path: '/home/test/pre-assessment-certificate', name: (x) => x.paa.certificate.title },
  { path: '/home/testhistory', name: (x) => x.history.title },
  { path: '/home/profile', name: (x) => x.pages.profile.title },
  { path: '/home/changepassword', name: (x) => x.pages.changePassword.title },
  { path: '/home/users', name: (x) => x.common.errors.unauthorizedTitle },
];

const STAFF: Stop[] = [
  { path: '/home/users', name: (x) => x.users.title },
  { path: '/home/imports', name: (x) => x.imports.title },
  { path: '/home/imports/practiceTest/{cp}', name: (x) => x.imports.detail.title },
  { path: '/home/imports/errors/{cp}', name: (x) => x.imports.errors.title },
];

/** A tab in the language and width, signed out or signed in as the role (the sign-in page is a stop of its own). */
async function newPage(browser: Browser, lang: Lang, width: number, role?: Role): Promise<Page> {
  const context = await browser.newContext({ viewport: { width, height: width > 600 ? 800 : 812 } });
  await context.addInitScript((l) => localStorage.setItem('portal.lang', l), lang);
  if (role) await restoreSignIn(context, role);
  return context.newPage();
}

/** Visits each stop: its title names the page in the interface language, and axe finds nothing. */
async function walk(page: Page, lang: Lang, stops: Stop[], vars: Record<string, string> = {}): Promise<string[]> {
  const titles: string[] = [];
  for (const stop of stops) {
    const path = stop.path.replace(/\{(\w+)\}/g, (_, k: string) => vars[k]!);
    await page.goto(path);
    const expected = TEXTS[lang].common.documentTitle.replace('{{page}}', stop.name(TEXTS[lang])).replace('{{product}}', TEXTS[lang].common.productName);
    await expect(page, path).toHaveTitle(expected);
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    await expectAccessible(page);
    titles.push(expected);
  }
  return titles;
}

/** The title each stop should have in the language, in the order walked. */
function expectedTitles(lang: Lang): string[] {
  const x = TEXTS[lang];
  return [...PUBLIC, ...STUDENT, ...STAFF].map((stop) => x.common.documentTitle.replace('{{page}}', stop.name(x)).replace('{{product}}', x.common.productName));
}

// Each language and width walks on its own, so the journey's four walks can share the workers.
test.describe.configure({ mode: 'parallel' });

for (const width of [1280, 375]) {
  for (const lang of ['en', 'ru'] as const) {
    test(`every page has its own title in ${lang === 'en' ? 'English' : 'Russian'}, and no axe finding of any impact, at ${width} px`, async ({ browser }) => {
      test.setTimeout(300_000);
      const seen: string[] = [];
      const visitor = await newPage(browser, lang, width);
      seen.push(...(await walk(visitor, lang, PUBLIC)));
      await visitor.context().close();

      const page = await newPage(browser, lang, width, 'student');
      seen.push(...(await walk(page, lang, STUDENT)));
      await page.context().close();

      const staff = await newPage(browser, lang, width, 'admin');
      await staff.goto('/home/index');
      const list = await staff.request.post('/api/getAllCp', { headers: { 'X-Login-Time': await loginTime(staff) }, data: {} });
      const cp = String(((await list.json()) as { data: { id: number }[] }).data[0]!.id);
      seen.push(...(await walk(staff, lang, STAFF, { cp })));
      await staff.context().close();
      expect(seen).toEqual(expectedTitles(lang));
    });
  }
}

test('no two pages share a title within a language, and no title is the same in both', () => {
  const en = expectedTitles('en');
  const ru = expectedTitles('ru');
  expect(new Set(en).size).toBe(en.length);
  expect(new Set(ru).size).toBe(ru.length);
  expect(en.filter((title) => ru.includes(title))).toEqual([]);
});

test('the footer’s FAQs link lands on the questions and answers of the About page, in either language', async ({ browser }) => {
  for (const lang of ['en', 'ru'] as const) {
    const page = await newPage(browser, lang, 375);
    await page.goto('/login');
    const { common, pages } = TEXTS[lang];
    await page.getByRole('navigation', { name: common.footer.links }).getByRole('link', { name: common.footer.faq }).click();
    await expect(page).toHaveURL(/\/aboutThisApp#faq$/);
    const heading = page.getByRole('heading', { level: 2, name: pages.about.faqHeading });
    await expect(heading).toBeInViewport();
    await expect(page.getByRole('heading', { level: 3, name: pages.about.faq[0]!.q })).toBeVisible();
    await expectAccessible(page);
    await page.context().close();
  }
});
