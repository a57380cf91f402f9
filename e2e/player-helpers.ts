import { expect, type Locator, type Page } from '@playwright/test';
import enPlayer from '../shared/src/i18n/en/player.json';
import ruPlayer from '../shared/src/i18n/ru/player.json';
import { languageOnLoad, createStudent, loginTime, PASSWORD, signInByApi, uniqueEmail } from './fixtures';

export type Lang = 'en' | 'ru';
type Strings = typeof enPlayer;

/** The player's strings in a language, with {{name}} filled in and plurals picked as i18next picks them. */
export function playerText(lang: Lang) {
  const strings: Strings = lang === 'en' ? enPlayer : (ruPlayer as unknown as Strings);
  const rules = new Intl.PluralRules(lang);
  return (path: string, vars: Record<string, string | number> = {}): string => {
    const parts = path.split('.');
    const key = parts.pop()!;
    const table = parts.reduce<Record<string, unknown>>(
      (node, part) => (node[part] ?? {}) as Record<string, unknown>,
      strings as unknown as Record<string, unknown>,
    ) as Record<string, string>;
    const plural = typeof vars.count === 'number' ? `${key}_${rules.select(vars.count)}` : key;
    const text = table[plural] ?? table[key];
    if (typeof text !== 'string') throw new Error(`no player string ${path}`);
    return text.replace(/\{\{(\w+)\}\}/g, (_m, name: string) => String(vars[name]));
  };
}

/**
 * A new student, signed in, with the player of a test open in this tab in the given language and
 * viewport. The launch token comes straight from the API, as the portal's test card asks for it.
 */
export async function openPlayer(
  page: Page,
  opts: { lang: Lang; width: number; height: number; categoryId: number; testName?: string; mode: 1 | 2 },
): Promise<{ sessionToken: string }> {
  await page.setViewportSize({ width: opts.width, height: opts.height });
  const email = uniqueEmail('trust');
  await createStudent(page.request, { firstName: 'Tia', lastName: 'Trust', email });
  await signInByApi(page, email, PASSWORD);
  const headers = { 'X-Login-Time': await loginTime(page) };
  const tests = await page.request.post('/api/getAllTests', { headers, data: { categoryId: opts.categoryId } });
  const list = ((await tests.json()) as { testData: { testDetailId: number; testName: string }[] }).testData;
  const test = opts.testName ? list.find((t) => t.testName === opts.testName) : list[0];
  if (!test) throw new Error(`no test ${opts.testName ?? ''} in category ${opts.categoryId}`);
  const tokenResponse = await page.request.post('/api/getTokenForData/test', { headers, data: { testDetailId: test.testDetailId, mode: opts.mode } });
  const { token } = (await tokenResponse.json()) as { token: string };
  await languageOnLoad(page, opts.lang);
  await page.goto(`/delivery/${token}`);
  await expect(page.getByRole('heading', { name: playerText(opts.lang)('nav.question', { number: 1 }) })).toBeFocused();
  return { sessionToken: token };
}

/** Whether two elements' boxes overlap on screen. */
export async function overlaps(a: Locator, b: Locator): Promise<boolean> {
  const [x, y] = [await a.boundingBox(), await b.boundingBox()];
  if (!x || !y) return false;
  return x.x < y.x + y.width && y.x < x.x + x.width && x.y < y.y + y.height && y.y < x.y + x.height;
}
