import { expect, type Page, test } from '@playwright/test';
import { createStudent, expectAccessible, loginTime, PASSWORD, scrollWidth, signInByApi, uniqueEmail } from './fixtures';

const MATH = 'TSIA2 Mathematics Practice Test';

/** A new student, signed in, on 'Select a Practice Test to Begin' of the full practice tests. */
async function student(page: Page): Promise<void> {
  const email = uniqueEmail('player');
  await createStudent(page.request, { firstName: 'Pia', lastName: 'Player', email });
  await signInByApi(page, email, PASSWORD);
  await page.goto('/home/test/4');
}

/** Clicks a mode button of a test card and returns the test window it opens at /delivery/<token>. */
async function openTest(page: Page, testName: string, mode: RegExp): Promise<Page> {
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: testName }) });
  const [popup] = await Promise.all([page.waitForEvent('popup'), card.getByRole('button', { name: mode }).click()]);
  await popup.waitForURL(/\/delivery\/[\w-]{20,}$/);
  await expect(popup.getByRole('heading', { level: 1, name: testName })).toBeVisible();
  return popup;
}

test.describe('the test player', () => {
  // Whole journeys through a portal built for production, on a machine shared with other work.
  test.describe.configure({ timeout: 180_000 });

  test('Learn As You Go: checking an answer shows correct or incorrect, the correct answer and the explanation', async ({ page }) => {
    await student(page);
    const player = await openTest(page, MATH, /^Learn As You Go/);
    await expect(player.getByText('Learn As You Go', { exact: true })).toBeVisible();
    await expect(player.getByRole('heading', { name: 'Question 1' })).toBeFocused();
    await expect(player.getByText(/^Question 1 of \d+$/)).toBeVisible();
    await expect(player.getByRole('progressbar', { name: 'Test progress' })).toHaveAttribute('aria-valuenow', '0');
    await expect(player.getByText(/^Finish by .+: saved tests expire 13 days after they start\.$/)).toBeVisible();
    // the portal's header and footer are not in the test window
    await expect(player.getByRole('contentinfo')).toHaveCount(0);
    await expectAccessible(player);

    await player.getByRole('radio', { name: '$60.00' }).check();
    await expect(player.getByRole('status')).toHaveText('Saved');
    await player.getByRole('button', { name: 'Check answer' }).click();
    await expect(player.getByRole('alert').filter({ hasText: 'Incorrect' })).toBeFocused();
    await expect(player.getByText('0 of 1 point')).toBeVisible();
    // the correct answer is marked in words, and the explanation follows
    await expect(player.getByText('Correct answer', { exact: true })).toBeVisible();
    await expect(player.getByText(/^The correct answer is B, \$64\.80\./)).toBeVisible();
    await expect(player.getByRole('radio', { name: /\$60\.00/ })).toBeDisabled();
    await expectAccessible(player);

    await player.getByRole('button', { name: 'Next' }).click();
    await expect(player.getByRole('heading', { name: 'Question 2' })).toBeFocused();
    await player.getByRole('radio').first().check();
    await player.getByRole('button', { name: 'Check answer' }).click();
    await expect(player.getByRole('alert').filter({ hasText: /^(Correct|Incorrect)/ })).toBeVisible();
    await expectAccessible(player);
  });

  test('Practice Test: answers are saved, survive a reload and a dropped network, save and exit, resume in a new window, submit, score report', async ({
    page,
    context,
  }) => {
    await student(page);
    let player = await openTest(page, MATH, /^Practice Test$/);
    await expect(player.getByRole('button', { name: 'Check answer' })).toHaveCount(0);
    await player.getByRole('radio', { name: '$64.80' }).check();
    await expect(player.getByRole('status')).toHaveText('Saved');
    // linear part: no way back
    await expect(player.getByRole('button', { name: 'Back' })).toHaveCount(0);
    await player.getByRole('button', { name: 'Next' }).click();
    await expect(player.getByRole('heading', { name: 'Question 2' })).toBeFocused();

    // The network drops while answering: the answer waits, then reaches the server.
    await context.setOffline(true);
    await player.getByRole('radio').nth(1).check();
    await expect(player.getByRole('status')).toHaveText('Offline — answers will be sent when you are back online');
    await context.setOffline(false);
    await expect(player.getByRole('status')).toHaveText('Saved', { timeout: 40_000 });

    // A reload of the window resumes the session (the token is spent) at the same item.
    await player.reload();
    await expect(player.getByRole('heading', { name: 'Question 2' })).toBeVisible();
    await expect(player.getByRole('radio').nth(1)).toBeChecked();

    await player.getByRole('button', { name: 'Save and exit' }).click();
    await expect(player.getByRole('heading', { name: 'Your answers are saved' })).toBeVisible();
    await expect(player.getByText(/^Your answers are saved\. Finish by .+\.$/)).toBeVisible();
    await expectAccessible(player);
    const closed = player.waitForEvent('close');
    // The button closes its own window, which can end the click before Playwright sees it finish.
    await player
      .getByRole('button', { name: 'Close window' })
      .click()
      .catch((error: Error) => {
        if (!player.isClosed()) throw error;
      });
    await closed;

    // The test list now shows the session in progress; a new window with a new token resumes it.
    await page.reload();
    // the in-progress state's buttons are named by what they show, the badge's words included
    await expect(page.getByRole('button', { name: 'Practice Test In Progress', exact: true })).toBeVisible();
    await expectAccessible(page);
    const firstUrl = player.url();
    player = await openTest(page, MATH, /^Practice Test In Progress$/);
    expect(player.url()).not.toBe(firstUrl);
    await expect(player.getByRole('heading', { name: 'Question 2' })).toBeVisible();
    await expect(player.getByRole('radio').nth(1)).toBeChecked();

    await player.getByRole('button', { name: 'Submit', exact: true }).click();
    const dialog = player.getByRole('dialog', { name: 'Submit the test?' });
    await expect(dialog.getByText(/questions are unanswered\.$/)).toBeVisible();
    await expectAccessible(player);
    await dialog.getByRole('button', { name: 'Submit test' }).click();

    await expect(player.getByRole('heading', { name: 'Score report' })).toBeVisible();
    await expect(player.getByText(/^\d+%$/).first()).toBeVisible();
    await expect(player.getByRole('heading', { name: 'Results by strand' })).toBeVisible();
    await expect(player.getByRole('columnheader', { name: 'Strand' })).toBeVisible();
    await expect(player.getByRole('img', { name: /^Percent score by strand: / })).toBeVisible();
    await expect(player.getByRole('heading', { name: 'Review of every question' })).toBeVisible();
    const first = player.getByRole('article', { name: 'Question 1', exact: true });
    await expect(first.getByText('Correct', { exact: true }).first()).toBeVisible();
    await expect(first.getByText('1 of 1 point')).toBeVisible();
    await expectAccessible(player);
  });

  test('a nonlinear test: Back and Next, flag for review, the review screen, at 360 px', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const email = uniqueEmail('player.paa');
    await createStudent(page.request, { firstName: 'Noa', lastName: 'Nonlinear', email });
    await signInByApi(page, email, PASSWORD);
    // The PAA samples are nonlinear; their launch token comes straight from the API here.
    const tests = await page.request.post('/api/getAllTests', { headers: { 'X-Login-Time': await loginTime(page) }, data: { categoryId: 5 } });
    const [first] = ((await tests.json()) as { testData: { testDetailId: number }[] }).testData;
    const tokenResponse = await page.request.post('/api/getTokenForData/test', {
      headers: { 'X-Login-Time': await loginTime(page) },
      data: { testDetailId: first.testDetailId, mode: 2 },
    });
    const { token } = (await tokenResponse.json()) as { token: string };
    await page.goto(`/delivery/${token}`);

    await expect(page.getByRole('heading', { name: 'Question 1' })).toBeFocused();
    await expect(page.getByRole('button', { name: 'Back' })).toBeDisabled();
    await page.getByRole('button', { name: 'Next' }).click();
    await expect(page.getByRole('heading', { name: 'Question 2' })).toBeFocused();
    // on a phone the tools, flag included, fold behind one button
    await page.getByRole('button', { name: 'Tools', exact: true }).click();
    await page.getByRole('button', { name: 'Flag for review' }).click();
    await expect(page.getByRole('button', { name: 'Flag for review' })).toHaveAttribute('aria-pressed', 'true');
    expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
    await expectAccessible(page);

    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page.getByRole('heading', { name: 'Question 1' })).toBeFocused();
    await page.getByRole('button', { name: 'Review answers' }).first().click();
    await expect(page.getByRole('heading', { name: 'Review your answers' })).toBeFocused();
    await expect(page.getByRole('row').nth(1)).toContainText('Flagged');
    expect(await scrollWidth(page)).toBeLessThanOrEqual(360);
    await expectAccessible(page);

    // keyboard only: the review links take the student to the question
    await page.getByRole('button', { name: 'Go to question 2' }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('heading', { name: 'Question 2' })).toBeFocused();
  });

  test('a spent or unknown link says so clearly, with a way to close the window', async ({ page }) => {
    const email = uniqueEmail('player.bad');
    await createStudent(page.request, { firstName: 'Ola', lastName: 'Oops', email });
    await signInByApi(page, email, PASSWORD);
    await page.goto('/delivery/AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA');
    await expect(page.getByRole('heading', { name: 'The test cannot be opened' })).toBeVisible();
    await expect(page.getByText('This test link has expired or was already used. Start the test again from the test list.')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Close window' })).toBeVisible();
    await expectAccessible(page);
  });
});
