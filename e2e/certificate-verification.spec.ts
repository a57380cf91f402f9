import { type Browser, expect, test } from '@playwright/test';
import { pdfPageTexts } from '../backend/test/pdf-reader';
import enVerify from '../shared/src/i18n/en/verify.json';
import ruVerify from '../shared/src/i18n/ru/verify.json';
import { expectAccessible, loginTime } from './fixtures';
import { api, INSTITUTION, institutionId, type PaaSession, paaStudent, paaUpTo } from './paa-helpers';

/** A finished PAA's certificate, read back: the address printed on it and its code. */
async function certificateLink(browser: Browser): Promise<{ url: string; code: string }> {
  const context = await browser.newContext();
  const page = await context.newPage();
  await paaStudent(page, 'Marisol', 'Quintero');
  const paa = await paaUpTo(page, 3);
  const body = {
    paaId: paa.paaId,
    institutionId: await institutionId(page, INSTITUTION),
    studentDOB: '2006-03-14',
    agreementChecked: true,
    studentDisplayId: 'A1234567',
  };
  await api<PaaSession>(page, '/api/updateCurrentPAASession', { ...body, lastCompletedStep: 4, videosWatched: true, status: 1 });
  const { url } = await api<{ url: string }>(page, `/api/getPAACertificate/${paa.paaId}`);
  const pdf = await page.request.get(url, { headers: { 'X-Login-Time': await loginTime(page) } });
  const text = (await pdfPageTexts(await pdf.body())).flat().join(' ');
  await context.close();
  const link = text.match(/https?:\/\/\S+\/verifyCertificate\?code=([2-9A-Z]{4}-[2-9A-Z]{4}-[2-9A-Z]{2})/);
  expect(link, text).not.toBeNull();
  return { url: link![0], code: link![1]! };
}

test.describe('the certificate’s verification page', () => {
  let printed: { url: string; code: string };
  test.beforeAll(async ({ browser }) => {
    test.setTimeout(240_000);
    printed = await certificateLink(browser);
  });

  for (const width of [1280, 375]) {
    test(`the link on the certificate tells a signed-out advisor in words that it is genuine, and whose it is, at ${width} px`, async ({ browser }) => {
      const context = await browser.newContext({ viewport: { width, height: 800 } });
      const page = await context.newPage();
      await page.goto(printed.url);
      await expect(page.getByRole('heading', { level: 1, name: enVerify.title })).toBeVisible();
      const verdict = page.getByRole('alert').filter({ hasText: enVerify.validTitle });
      await expect(verdict).toBeVisible();
      await expect(verdict).toContainText('Marisol Q.');
      await expect(verdict).toContainText(INSTITUTION);
      await expect(verdict).toContainText(new Intl.DateTimeFormat('en', { dateStyle: 'long' }).format(new Date()));
      await expect(page.getByLabel(enVerify.codeLabel)).toHaveValue(printed.code);
      // no raw JSON on the page
      await expect(page.locator('body')).not.toContainText('"valid"');
      await expectAccessible(page);

      // A code typed from paper with a slip is refused in words; the right one, typed in lower case, is found.
      const mistyped = printed.code.startsWith('A') ? `B${printed.code.slice(1)}` : `A${printed.code.slice(1)}`;
      await page.getByLabel(enVerify.codeLabel).fill(mistyped);
      await page.getByRole('button', { name: enVerify.check }).click();
      await expect(page.getByRole('alert').filter({ hasText: enVerify.invalidTitle })).toContainText(mistyped);
      await expect(page).toHaveURL(new RegExp(`code=${mistyped}$`));
      await expectAccessible(page);
      await page.getByLabel(enVerify.codeLabel).fill(printed.code.toLowerCase());
      await page.getByRole('button', { name: enVerify.check }).click();
      await expect(page.getByRole('alert').filter({ hasText: enVerify.validTitle })).toContainText('Marisol Q.');

      await page.getByLabel(enVerify.codeLabel).fill('');
      await page.getByRole('button', { name: enVerify.check }).click();
      await expect(page.getByText(enVerify.codeRequired)).toBeVisible();
      await context.close();
    });
  }

  test('speaks Russian to a Russian reader', async ({ browser }) => {
    const context = await browser.newContext({ viewport: { width: 375, height: 812 } });
    await context.addInitScript(() => localStorage.setItem('portal.lang', 'ru'));
    const page = await context.newPage();
    await page.goto(printed.url);
    await expect(page.getByRole('heading', { level: 1, name: ruVerify.title })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: ruVerify.validTitle })).toContainText('Marisol Q.');
    await expect(page.getByText(ruVerify.student, { exact: true })).toBeVisible();
    await expect(page).toHaveTitle(new RegExp(`^${ruVerify.title} \\|`));
    await expectAccessible(page);
    await context.close();
  });
});
