import { expect, type Page, test } from '@playwright/test';
import { expectAccessible, loginTime, PASSWORD, signIn, signUp, uniqueEmail } from './fixtures';

/** A new student, signed in, with a PAA sample test open in the player in this tab. */
async function studentInPlayer(page: Page, name: string): Promise<string> {
  const email = uniqueEmail(name);
  await signUp(page, { firstName: 'Sam', lastName: 'Session', email });
  await signIn(page, email, PASSWORD);
  const headers = { 'X-Login-Time': await loginTime(page) };
  const tests = await page.request.post('/api/getAllTests', { headers, data: { categoryId: 5 } });
  const [first] = ((await tests.json()) as { testData: { testDetailId: number }[] }).testData;
  const { token } = (await (await page.request.post('/api/getTokenForData/test', { headers, data: { testDetailId: first.testDetailId, mode: 2 } })).json()) as {
    token: string;
  };
  await page.goto(`/delivery/${token}`);
  await expect(page.getByRole('heading', { name: 'Question 1' })).toBeFocused();
  return email;
}

/** How many answers the player's save queue holds for the open test. */
function queued(page: Page): Promise<number> {
  return page.evaluate(() =>
    Object.keys(sessionStorage)
      .filter((k) => k.startsWith('player.answers.'))
      .reduce((n, k) => n + (JSON.parse(sessionStorage.getItem(k) ?? '[]') as unknown[]).length, 0),
  );
}

test.describe('sessions in the test player', () => {
  test.describe.configure({ timeout: 180_000 });

  test('warns before the idle limit, and Stay signed in keeps the session going', async ({ page }) => {
    // The page's clock is ours to move: the idle limit is the portal's default two hours.
    await page.clock.install();
    await studentInPlayer(page, 'idle');
    const dialog = page.getByRole('dialog', { name: 'Are you still there?' });
    await expect(dialog).toHaveCount(0);

    // Nothing happens for almost two hours: the warning opens two minutes before the end.
    await page.clock.fastForward('01:59:30');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByText(/^You have not done anything for a while\. For your security you will be signed out in [12]:\d\d\.$/)).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: 'Stay signed in' }).click();
    await expect(dialog).toHaveCount(0);

    // The session goes on: an answer is saved, and no warning comes back soon after.
    await page.getByRole('radio').first().check();
    await expect(page.getByRole('status')).toHaveText('Saved');
    await page.clock.fastForward('10:00');
    await expect(dialog).toHaveCount(0);
  });

  test('answers given after the session ended wait for the student to sign in again, then are saved', async ({ page, browser }) => {
    await studentInPlayer(page, 'relogin');
    await page.getByRole('radio').first().check();
    await expect(page.getByRole('status')).toHaveText('Saved');

    // The session ends on the server while the test window is open (as at the absolute lifetime).
    const other = await browser.newContext();
    await other.addCookies(await page.context().cookies());
    expect((await other.request.post('/api/logout', { headers: { 'X-Login-Time': await loginTime(page) } })).ok()).toBe(true);
    await other.close();

    // The student changes the answer: its save is refused, and the player asks for the password in place.
    await page.getByRole('radio').nth(1).check();
    const dialog = page.getByRole('dialog', { name: 'Please sign in again' });
    await expect(dialog).toBeVisible();
    await expect(page).toHaveURL(/\/delivery\//);
    await expect(dialog.getByLabel('Email Address')).toBeDisabled();
    await expectAccessible(page);
    // the answer waits in the queue (mirrored to session storage), not dropped
    expect(await queued(page)).toBe(1);

    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill('Not.The.Password1');
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await expect(dialog.getByText('The email address or password is incorrect.')).toBeVisible();
    expect(await queued(page)).toBe(1);
    await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Sign In' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page.getByRole('status')).toHaveText('Saved');
    await expect.poll(() => queued(page)).toBe(0);

    // The server has it: the reloaded player shows the changed answer.
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Question 1' })).toBeVisible();
    await expect(page.getByRole('radio').nth(1)).toBeChecked();
  });
});

test('after signing in again in the test window, the portal window goes on with the new sign-in, without a reload', async ({ page, browser }) => {
  test.setTimeout(180_000);
  const email = uniqueEmail('windows');
  await signUp(page, { firstName: 'Wendy', lastName: 'Windows', email });
  await signIn(page, email, PASSWORD);
  await page.goto('/home/profile');
  await expect(page.getByRole('button', { name: 'Edit name' })).toBeVisible();
  const before = await loginTime(page);

  // the test opens in a window of its own, as from a test card
  await page.goto('/home/test/1');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Mathematics Skills Practice' }) });
  const [player] = await Promise.all([page.waitForEvent('popup'), card.getByRole('button', { name: /^Practice Test/ }).click()]);
  await expect(player.getByRole('heading', { name: 'Question 1' })).toBeFocused();

  // the session ends on the server; the student signs in again inside the test window
  const other = await browser.newContext();
  await other.addCookies(await page.context().cookies());
  expect((await other.request.post('/api/logout', { headers: { 'X-Login-Time': before } })).ok()).toBe(true);
  await other.close();
  await player.getByRole('radio').first().check();
  const dialog = player.getByRole('dialog', { name: 'Please sign in again' });
  await dialog.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Sign In' }).click();
  await expect(dialog).toHaveCount(0);
  await expect(player.getByRole('status')).toHaveText('Saved');

  // the portal window, never reloaded, has the new login time and its next change goes through
  await expect.poll(() => loginTime(page)).not.toBe(before);
  expect(await loginTime(page)).toBe(await loginTime(player));
  await page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Home', exact: true }).click();
  await page.getByRole('button', { name: /Account menu for Wendy Windows/ }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await page.getByRole('button', { name: 'Edit name' }).click();
  await page.getByLabel('First Name').fill('Wanda');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await expect(page.getByRole('button', { name: /Account menu for Wanda Windows/ })).toBeVisible();
  await expectAccessible(page);
});

test('sign-up refuses a common password by name, in the live checklist and on submit', async ({ page }) => {
  await page.goto('/register');
  await page.getByLabel('First Name').fill('Cora');
  await page.getByLabel('Last Name').fill('Common');
  await page.getByLabel('Email Address').fill(uniqueEmail('common'));
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill('Welcome2026');
  await page.getByLabel('Confirm Password').fill('Welcome2026');
  await expect(page.getByText('not be a common password such as Password123 or Welcome2026')).toBeVisible();
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Password is too common and easy to guess. Please choose a less predictable password.')).toBeVisible();
  await expect(page).toHaveURL(/\/register$/);
  await expectAccessible(page);
});
