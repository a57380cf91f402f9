import { randomUUID } from 'node:crypto';
import { expect, type Page, test } from '@playwright/test';
import enHome from '../shared/src/i18n/en/home.json';
import enPages from '../shared/src/i18n/en/pages.json';
import enPlayer from '../shared/src/i18n/en/player.json';
import enResults from '../shared/src/i18n/en/results.json';
import ruHome from '../shared/src/i18n/ru/home.json';
import ruPages from '../shared/src/i18n/ru/pages.json';
import ruPlayer from '../shared/src/i18n/ru/player.json';
import ruResults from '../shared/src/i18n/ru/results.json';
import { languageOnLoad, createStudent, expectAccessible, loginTime, PASSWORD, scrollWidth, signInByApi, uniqueEmail } from './fixtures';

const TEXT = {
  en: { home: enHome, pages: enPages, player: enPlayer, results: enResults },
  ru: { home: ruHome, pages: ruPages, player: ruPlayer, results: ruResults },
};

interface Category {
  categoryId: number;
  categoryName: string;
  testCount: number;
}

/** Calls the API as the signed-in tab does: its cookie, its login time and its language. */
async function call<T>(page: Page, path: string, data: object, lang = 'en'): Promise<T> {
  const response = await page.request.post(path, { headers: { 'X-Login-Time': await loginTime(page), 'Accept-Language': lang }, data });
  expect(response.status(), `${path}: ${await response.text()}`).toBe(200);
  return (await response.json()) as T;
}

/** Launched through the player's calls; the student's own session id. */
async function launched(page: Page, testDetailId: number, mode: 1 | 2): Promise<number> {
  const { token } = await call<{ token: string }>(page, '/api/getTokenForData/test', { testDetailId, mode });
  return (await call<{ sessionId: number }>(page, '/api/delivery/launch', { token })).sessionId;
}

/** Answers the session's first question with its first choice, as the player would save it. */
async function answerFirst(page: Page, sessionId: number): Promise<void> {
  const item = await call<{ uin: string }>(page, '/api/delivery/item', { sessionId, position: 0 });
  type Node = { interaction?: string; responseIdentifier?: string; choices?: { identifier: string }[] };
  const find = (value: unknown): Node | undefined => {
    if (!value || typeof value !== 'object') return undefined;
    if ((value as Node).interaction === 'choice') return value as Node;
    for (const child of Object.values(value)) {
      const found = find(child);
      if (found) return found;
    }
    return undefined;
  };
  const choice = find(item);
  expect(choice, 'the first question is a choice').toBeDefined();
  await call(page, '/api/delivery/answer', {
    sessionId,
    position: 0,
    uin: item.uin,
    response: { [choice!.responseIdentifier!]: choice!.choices![0]!.identifier },
    clientId: randomUUID(),
    answeredAt: new Date().toISOString(),
  });
}

const fill = (text: string, values: Record<string, string | number>) => text.replace(/\{\{(\w+)\}\}/g, (_, k: string) => String(values[k]));

for (const lang of ['en', 'ru'] as const) {
  for (const width of [1280, 375]) {
    test(`${lang} at ${width} px: home continues a test, shows the latest result and the PAA; the report says what to study next`, async ({ page }) => {
      test.slow();
      const t = TEXT[lang];
      await page.setViewportSize({ width, height: 900 });
      const email = uniqueEmail(`results-${lang}-${width}`);
      await createStudent(page.request, { email, firstName: 'Noor', lastName: 'Rahman' });
      await signInByApi(page, email, PASSWORD);
      // the language the interface keeps for the next load
      await languageOnLoad(page, lang);

      // one Practice Test submitted blank (every strand needs practice), one left in progress
      const { testData } = await call<{ testData: { testDetailId: number; testName: string; testAlias: string }[] }>(page, '/api/getAllTests', {
        categoryId: 4,
      });
      // the fixed-form practice tests (the adaptive ones stop on their own length)
      const done = testData.find((test) => test.testAlias === 'tsia2-elar-practice');
      const open = testData.find((test) => test.testAlias === 'tsia2-math-practice');
      const submitted = await launched(page, done!.testDetailId, 2);
      await call(page, '/api/delivery/submit', { sessionId: submitted });
      // its first question answered: a test only opened would have nothing to continue
      await answerFirst(page, await launched(page, open!.testDetailId, 1));

      await page.reload();
      await expect(page.getByRole('heading', { level: 1, name: t.pages.home.title })).toBeVisible();
      const continuing = page.getByRole('region', { name: t.home.continue.title });
      const card = continuing.getByRole('listitem').filter({ hasText: open!.testName });
      await expect(card).toContainText(fill(t.home.continue.position, { position: 1, total: '' }).trim());
      await expect(card).toContainText(fill(t.home.continue.deadline, { date: '' }).trim());
      await expect(continuing.getByText(t.home.continue.deadlineRule)).toBeVisible();
      const latest = page.getByRole('region', { name: t.home.latest.title });
      await expect(latest.getByRole('link', { name: new RegExp(`^${done!.testName}`) })).toBeVisible();
      const paa = page.getByRole('region', { name: t.home.paa.title });
      await expect(paa.getByText(t.home.paa.notStarted)).toBeVisible();
      // every tile says how many tests it holds, or honestly that it holds none
      const { testVersion } = await call<{ testVersion: Category[] }>(page, '/api/getTestVersion', {}, lang);
      const tiles = page.getByRole('region', { name: t.home.categories.title });
      for (const c of testVersion.filter((x) => x.categoryId !== 5)) {
        const tile = tiles.getByRole('link', { name: new RegExp(`^${c.categoryName.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`) });
        if (c.testCount === 0) await expect(tile).toContainText(t.home.categories.none);
        else await expect(tile).toContainText(new RegExp(`${c.testCount} `));
      }
      expect(await scrollWidth(page)).toBeLessThanOrEqual(width);
      await expectAccessible(page);

      // one click resumes the test in its own window
      const popup = page.waitForEvent('popup');
      await card.getByRole('button', { name: new RegExp(open!.testName) }).click();
      const player = await popup;
      await expect(player).toHaveURL(/\/delivery\//);
      await player.close();

      await latest.getByRole('link', { name: new RegExp(`^${done!.testName}`) }).click();
      await expect(page).toHaveURL(new RegExp(`/home/testhistory/${submitted}$`));
      // the report draws every question of the test with its review: on a busy machine that takes a while
      await expect(page.getByRole('heading', { name: t.player.report.strandsTitle })).toBeVisible({ timeout: 30_000 });
      const strands = page.getByRole('table').first();
      await expect(strands.getByRole('columnheader', { name: t.results.strands.correctColumn })).toBeVisible();
      await expect(strands.getByText(t.results.strands.needsPractice).first()).toBeVisible();
      await expect(page.getByRole('heading', { name: t.results.strands.nextTitle })).toBeVisible();
      const study = page.getByRole('article').first();
      await expect(study.getByText(t.results.strands.missedTitle)).toBeVisible();
      // a missed question leads to its review, with the answer and the explanation
      const question = fill(t.player.report.question, { number: 1 });
      await study.getByRole('link', { name: question, exact: true }).first().click();
      await expect(page.getByRole('heading', { level: 4, name: question, exact: true })).toBeInViewport();
      expect(await scrollWidth(page)).toBeLessThanOrEqual(width);
      await expectAccessible(page);

      // "practise this skill" leads to the tests of the strand's category
      await study
        .getByRole('link', { name: done!.testName })
        .or(study.getByRole('link', { name: open!.testName }))
        .first()
        .click();
      await expect(page).toHaveURL(/\/home\/test\/4$/);
      await expect(page.getByRole('heading', { level: 1, name: t.pages.test.title })).toBeVisible();

      await page.goto('/home/testhistory');
      const chart = page.getByRole('region').filter({ has: page.getByRole('figure') });
      await expect(chart.getByRole('listitem')).toHaveCount(1);
      expect(await scrollWidth(page)).toBeLessThanOrEqual(width);
      await expectAccessible(page);
    });
  }
}
