import { expect, type Page, test } from '@playwright/test';
import enServer from '../shared/src/i18n/en/api.json';
import ruServer from '../shared/src/i18n/ru/api.json';
import enAuth from '../shared/src/i18n/en/auth.json';
import enHistory from '../shared/src/i18n/en/history.json';
import enPages from '../shared/src/i18n/en/pages.json';
import enPlayer from '../shared/src/i18n/en/player.json';
import ruAuth from '../shared/src/i18n/ru/auth.json';
import ruHistory from '../shared/src/i18n/ru/history.json';
import ruPages from '../shared/src/i18n/ru/pages.json';
import ruPlayer from '../shared/src/i18n/ru/player.json';
import { createStudent, expectAccessible, PASSWORD, scrollWidth, uniqueEmail } from './fixtures';

/** The shipped sample test each home tile (category) leads to. */
const TILES = [
  { categoryId: 1, test: 'Mathematics Skills Practice', first: /percent|jacket/i },
  { categoryId: 2, test: 'English Language Arts and Reading Skills Practice', first: /theme/i },
  { categoryId: 3, test: 'Essay Practice: A Persuasive Essay', first: /personal finance/i },
] as const;

const LANGUAGES = {
  en: { server: enServer, auth: enAuth, history: enHistory, pages: enPages, player: enPlayer, label: 'EN' },
  ru: { server: ruServer, auth: ruAuth, history: ruHistory, pages: ruPages, player: ruPlayer, label: 'RU' },
} as const;

const RATINGS = [
  { criterion: 'Position and focus', level: '3 — Competent', points: 3 },
  { criterion: 'Development and support', level: '2 — Developing', points: 2 },
  { criterion: 'Organization', level: '3 — Competent', points: 3 },
  { criterion: 'Language and conventions', level: '4 — Strong', points: 4 },
];
/** the sum of the levels rated, out of 4 criteria × 4 */
const SELF_SCORE = { score: 12, max: 16, percent: 75 };
/** A percent as the portal writes it in the journey's language. */
const percentIn = (language: string, value: number) => new Intl.NumberFormat(language, { style: 'percent' }).format(value / 100);

const fill = (text: string, vars: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(vars[k]));

const ESSAY =
  'Every high school should require a class in personal finance. Graduates sign leases and loans at once, and one class on interest and budgets would spare many of them costly mistakes.';

/** A new student, signed in through the form, in the language of the journey. */
async function student(page: Page, language: keyof typeof LANGUAGES): Promise<void> {
  const email = uniqueEmail(`tiles-${language}`);
  await createStudent(page.request, { email });
  await page.goto('/login');
  const t = LANGUAGES[language];
  await page.getByText(t.label, { exact: true }).click();
  await page.getByLabel(t.auth.fields.email).fill(email);
  await page.getByRole('textbox', { name: t.auth.fields.password, exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: t.auth.login.submit }).click();
  await expect(page).toHaveURL(/\/home\/index$/);
  await expect(page.getByRole('heading', { name: LANGUAGES[language].pages.home.title })).toBeVisible();
}

/** Clicks a mode button of the test's card and returns the test window it opens. */
async function openTest(page: Page, testName: string, mode: string): Promise<Page> {
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: testName }) });
  const [popup] = await Promise.all([page.waitForEvent('popup'), card.getByRole('button', { name: new RegExp(`^${mode}`) }).click()]);
  await popup.waitForURL(/\/delivery\/[\w-]{20,}$/);
  await expect(popup.getByRole('heading', { level: 1, name: testName })).toBeVisible();
  return popup;
}

for (const language of ['en', 'ru'] as const) {
  for (const width of [1280, 375]) {
    test.describe(`sample content of every home tile (${language}, ${width} px)`, () => {
      test.use({ viewport: { width, height: width > 400 ? 800 : 812 } });
      test.describe.configure({ timeout: 240_000 });
      const t = LANGUAGES[language];

      test('each home tile leads to a practice test that opens; the essay is written, self-scored, submitted and compared with the example', async ({
        page,
      }) => {
        await student(page, language);
        await expectAccessible(page);
        for (const tile of TILES) {
          await page.goto('/home/index');
          const name = t.server[`category.${tile.categoryId}.name` as keyof typeof t.server];
          await page
            .getByRole('link')
            .filter({ has: page.getByRole('heading', { name, exact: true }) })
            .click();
          await expect(page).toHaveURL(new RegExp(`/home/test/${tile.categoryId}$`));
          await expect(page.getByRole('heading', { name: tile.test })).toBeVisible();
          await expect(page.getByText(t.pages.test.noTests)).toHaveCount(0);
          expect(await scrollWidth(page)).toBeLessThanOrEqual(width);
          await expectAccessible(page);
          if (tile.categoryId === 3) continue;
          // the test opens on its first question
          const player = await openTest(page, tile.test, t.pages.test.learnAsYouGo);
          await expect(player.getByRole('heading', { name: t.player.nav.question.replace('{{number}}', '1') })).toBeVisible();
          await expect(player.getByRole('main')).toContainText(tile.first);
          await expectAccessible(player);
          await player.close();
        }

        // the essay: written and rated against the rubric in the question, then submitted
        const player = await openTest(page, TILES[2].test, t.pages.test.practiceTest);
        await expect(player.getByRole('heading', { name: 'Score your own essay' })).toBeVisible();
        await expect(player.getByRole('heading', { name: 'An example essay with comments' })).toHaveCount(0);
        await player.getByRole('textbox').fill(ESSAY);
        const words = ESSAY.split(/\s+/).length;
        const wordsKey = `words_${new Intl.PluralRules(language).select(words)}` as keyof typeof t.player.item;
        await expect(player.getByText(t.player.item[wordsKey].replace('{{count}}', String(words)), { exact: true })).toBeVisible();
        for (const { criterion, level } of RATINGS) {
          await player
            .getByRole('radiogroup', { name: new RegExp(`^${criterion}`) })
            .getByRole('radio', { name: new RegExp(level) })
            .check();
        }
        await expect(player.getByRole('status')).toHaveText(t.player.session.status.saved);
        expect(await scrollWidth(player)).toBeLessThanOrEqual(width);
        await expectAccessible(player);

        await player.getByRole('button', { name: t.player.session.submit, exact: true }).click();
        const dialog = player.getByRole('dialog', { name: t.player.session.submitTitle });
        await expect(dialog.getByText(t.player.session.submitAllAnswered)).toBeVisible();
        await dialog.getByRole('button', { name: t.player.session.submitConfirm }).click();

        // the report keeps the essay and the self-rating, and now shows the annotated example
        await expect(player.getByRole('heading', { name: t.player.report.title })).toBeVisible();
        const essay = player.getByRole('article', { name: t.player.report.question.replace('{{number}}', '1'), exact: true });
        await expect(essay.getByText(t.player.report.selfRated, { exact: true })).toBeVisible();
        await expect(essay.getByText(t.player.report.humanScored, { exact: true })).toHaveCount(0);
        await expect(essay.getByText(fill(t.player.selfRating.total, SELF_SCORE), { exact: true })).toBeVisible();
        const lines = essay.getByRole('list', { name: t.player.selfRating.linesLabel });
        for (const { criterion, level, points } of RATINGS) {
          const item = lines.getByRole('listitem').filter({ hasText: criterion });
          await expect(item).toContainText(level);
          await expect(item).toContainText(fill(t.player.selfRating.line.split('{{level}}')[1], { points, max: 4 }).trim());
        }
        // the report's total is the self-score, said to be one, never "0 of 0"
        await expect(player.getByText(percentIn(language, SELF_SCORE.percent), { exact: true }).first()).toBeVisible();
        await expect(player.getByText(fill(t.player.report.points_other, { score: SELF_SCORE.score, max: SELF_SCORE.max }), { exact: true })).toBeVisible();
        await expect(player.getByText(t.player.report.allSelfRatedNote, { exact: true })).toBeVisible();
        await expect(player.getByText(fill(t.player.report.points_other, { score: 0, max: 0 }), { exact: true })).toHaveCount(0);
        await expect(essay.getByRole('textbox')).toHaveValue(ESSAY);
        for (const { criterion, level } of RATINGS) {
          await expect(essay.getByRole('radiogroup', { name: new RegExp(`^${criterion}`) }).getByRole('radio', { name: new RegExp(level) })).toBeChecked();
        }
        await expect(essay.getByRole('heading', { name: 'An example essay with comments' })).toBeVisible();
        expect(await scrollWidth(player)).toBeLessThanOrEqual(width);
        await expectAccessible(player);
        await player.close();

        // the history says the same: a self-rated score, and its report the self-score and each line
        await page.goto('/home/testhistory');
        const row = page.getByRole('row').filter({ hasText: TILES[2].test });
        await expect(
          row.getByRole('cell', { name: fill(t.history.percentSelfRated, { value: percentIn(language, SELF_SCORE.percent) }), exact: true }),
        ).toBeVisible();
        await expectAccessible(page);
        await row.getByRole('link').click();
        const again = page.getByRole('article', { name: t.player.report.question.replace('{{number}}', '1'), exact: true });
        await expect(again.getByText(fill(t.player.selfRating.total, SELF_SCORE), { exact: true })).toBeVisible();
        await expect(again.getByRole('list', { name: t.player.selfRating.linesLabel }).getByRole('listitem')).toHaveCount(RATINGS.length);
        await expectAccessible(page);
      });
    });
  }
}
