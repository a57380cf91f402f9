import { expect, test } from '@playwright/test';
import { expectAccessible, loginTime } from './fixtures';
import { type Lang, openPlayer, overlaps, playerText } from './player-helpers';

const MATH = 'TSIA2 Mathematics Practice Test';
const SCREENS = [
  { width: 1280, height: 800 },
  { width: 375, height: 812 },
];

for (const lang of ['en', 'ru'] as Lang[]) {
  for (const screen of SCREENS) {
    test.describe(`the player never loses an answer (${lang}, ${screen.width} px)`, () => {
      test.describe.configure({ timeout: 180_000 });
      const t = playerText(lang);

      test('skip confirm, one move for a double Next on a slow network, no change after Next, errors beside the controls, unanswered list', async ({
        page,
      }) => {
        await openPlayer(page, { lang, ...screen, categoryId: 4, testName: MATH, mode: 2 });
        const heading = (n: number) => page.getByRole('heading', { name: t('nav.question', { number: n }) });
        const next = page.getByRole('button', { name: t('nav.next'), exact: true });

        // The question starts high: on a phone the header takes an eighth of the screen (it took a third),
        // the question's heading ends in the top fifth, and its choices begin above the middle.
        const header = (await page.getByRole('banner').boundingBox())!;
        const top = (await heading(1).boundingBox())!;
        const interaction = (await page.getByRole('radiogroup').first().boundingBox())!;
        if (screen.width < 400) {
          expect(header.height).toBeLessThan(screen.height / 7);
          expect(top.y + top.height).toBeLessThan(screen.height / 5);
          expect(interaction.y + interaction.height / 4).toBeLessThan(screen.height / 2);
        }
        await expectAccessible(page);

        // Next without an answer asks first; staying keeps the question.
        await next.click();
        let dialog = page.getByRole('dialog', { name: t('nav.skipTitle') });
        await expect(dialog.getByText(t('nav.skipText'))).toBeVisible();
        await expectAccessible(page);
        await dialog.getByRole('button', { name: t('nav.skipCancel') }).click();
        await expect(dialog).toHaveCount(0);
        await expect(heading(1)).toBeVisible();
        await next.click();
        dialog = page.getByRole('dialog', { name: t('nav.skipTitle') });
        await dialog.getByRole('button', { name: t('nav.skipConfirm') }).click();
        await expect(heading(2)).toBeFocused();

        // A slow network: Next is pressed again (mouse and Enter) and the answer changed while the move is pending.
        let moves = 0;
        await page.route('**/api/delivery/next', async (route) => {
          moves += 1;
          await new Promise((resolve) => setTimeout(resolve, 2_500));
          await route.continue();
        });
        const chosen = page.getByRole('radio').nth(1);
        await chosen.check();
        await expect(page.getByRole('status').filter({ hasText: t('session.status.saved') })).toBeVisible();
        const answer = await chosen.getAttribute('value');
        const at = (await next.boundingBox())!;
        await page.mouse.click(at.x + at.width / 2, at.y + at.height / 2);
        await expect(page.getByText(t('nav.moving'))).toBeVisible();
        await expect(page.getByRole('radio').nth(2)).toBeDisabled();
        await page.getByRole('radio').nth(2).click({ force: true });
        await page.mouse.click(at.x + at.width / 2, at.y + at.height / 2);
        await page.keyboard.press('Enter');
        await expect(heading(3)).toBeFocused();
        await expect(page.getByText(t('nav.progress', { current: 3, total: 16 }))).toBeVisible();
        await page.unroute('**/api/delivery/next');
        expect(moves).toBe(1);
        await expect(page.getByRole('alert')).toHaveCount(0);
        // the server holds the answer given before Next, final
        const saved = await page.request.post('/api/delivery/item', {
          headers: { 'X-Login-Time': await loginTime(page) },
          data: { sessionId: await sessionIdOf(page), position: 1 },
        });
        expect(await saved.json()).toMatchObject({ final: true, response: { RESPONSE: answer } });
        await expect(heading(3)).toBeVisible();

        // A failed step is shown in the page; Save and exit, Submit and Next stay uncovered and usable.
        await page.route(
          '**/api/delivery/next',
          (route) => route.fulfill({ status: 503, contentType: 'application/json', body: JSON.stringify({ message: 'Busy' }) }),
          { times: 1 },
        );
        await page.getByRole('radio').first().check();
        await expect(page.getByRole('status').filter({ hasText: t('session.status.saved') })).toBeVisible();
        await next.click();
        const alert = page.getByRole('alert');
        await expect(alert).toContainText(t('session.actionFailed', { message: 'Busy' }));
        for (const control of [
          page.getByRole('button', { name: t('session.saveAndExit') }),
          page.getByRole('button', { name: t('session.submit'), exact: true }),
          next,
        ]) {
          await control.scrollIntoViewIfNeeded();
          expect(await overlaps(alert, control)).toBe(false);
          await control.click({ trial: true });
        }
        await expectAccessible(page);
        await alert.getByRole('button', { name: t('session.dismissError') }).click();
        await expect(alert).toHaveCount(0);

        // The submit dialog counts from the saved answers and names the unanswered questions.
        await page.getByRole('button', { name: t('session.submit'), exact: true }).click();
        dialog = page.getByRole('dialog', { name: t('session.submitTitle') });
        await expect(dialog.getByText(t('session.submitUnanswered', { count: 14 }))).toBeVisible();
        const list = dialog.getByRole('list', { name: t('session.unansweredList') });
        await expect(list.getByRole('listitem')).toHaveText([t('nav.question', { number: 1 })]);
        await expect(dialog.getByText(t('session.notReached', { count: 13 }))).toBeVisible();
        await expectAccessible(page);
        await dialog.getByRole('button', { name: t('session.submitConfirm') }).click();
        // submitting scores the whole test, which takes a while on a busy machine
        await expect(page.getByRole('heading', { name: t('report.title') })).toBeVisible({ timeout: 60_000 });
        // the report agrees: 2 answered, 14 not
        await expect(page.getByText(t('report.noAnswer'), { exact: true })).toHaveCount(14);
      });

      test('Learn As You Go: after Check answer the verdict and Next are in the first screen', async ({ page }) => {
        await openPlayer(page, { lang, ...screen, categoryId: 4, testName: MATH, mode: 1 });
        await page.getByRole('radio').first().check();
        await expect(page.getByRole('status').filter({ hasText: t('session.status.saved') })).toBeVisible();
        await page.getByRole('button', { name: t('nav.check') }).click();
        await expect(page.getByRole('alert').filter({ hasText: t('nav.incorrect') })).toBeFocused();
        const next = page.getByRole('button', { name: t('nav.next'), exact: true });
        await expect(next).toBeInViewport({ ratio: 1 });
        await expectAccessible(page);
        // a checked answer is final: Next moves on without asking
        await next.click();
        await expect(page.getByRole('heading', { name: t('nav.question', { number: 2 }) })).toBeFocused();
      });

      test('nonlinear: the submit dialog links to each unanswered question', async ({ page }) => {
        await openPlayer(page, { lang, ...screen, categoryId: 5, mode: 2 });
        await page.getByRole('button', { name: t('session.submit'), exact: true }).click();
        const dialog = page.getByRole('dialog', { name: t('session.submitTitle') });
        const list = dialog.getByRole('list', { name: t('session.unansweredList') });
        await expect(list.getByRole('listitem').first()).toHaveText(t('nav.question', { number: 1 }));
        await expectAccessible(page);
        await list.getByRole('button', { name: t('review.goTo', { number: 3 }) }).click();
        await expect(dialog).toHaveCount(0);
        await expect(page.getByRole('heading', { name: t('nav.question', { number: 3 }) })).toBeFocused();
      });
    });
  }
}

/** The session id the player works on, as its state call reports it. */
async function sessionIdOf(page: import('@playwright/test').Page): Promise<number> {
  return page.evaluate(() => {
    const key = Object.keys(sessionStorage).find((k) => k.startsWith('player.launch'));
    const raw = key ? sessionStorage.getItem(key) : null;
    return raw ? Number(raw) : 0;
  });
}
