import { expect, test } from '@playwright/test';
import { createStudent, expectAccessible, loginTime, PASSWORD, signIn, uniqueEmail } from './fixtures';

test('a session ended on the server sends the tab to sign-in on its next call', async ({ page, browser }) => {
  const email = uniqueEmail('ended');
  await createStudent(page.request, { email, firstName: 'Omar', lastName: 'Haddad' });
  await signIn(page, email, PASSWORD);

  // Another browser holding the same session cookie logs out: the server forgets the session,
  // while this tab still has its cookie and believes it is signed in.
  const other = await browser.newContext();
  await other.addCookies(await page.context().cookies());
  const response = await other.request.post('/api/logout', { headers: { 'X-Login-Time': await loginTime(page) } });
  expect(response.ok()).toBe(true);
  await other.close();

  // The tab's next call is Profile's, unless a call of its own (a refetch when the other window
  // closed) comes first and already sends it to sign-in: either way it must end there.
  await page
    .getByRole('button', { name: /Account menu for Omar Haddad/ })
    .click({ timeout: 5_000 })
    .then(() => page.getByRole('menuitem', { name: 'Profile' }).click({ timeout: 5_000 }))
    .catch(() => undefined);
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('button', { name: /Account menu/ })).toHaveCount(0);
  expect(await page.evaluate(() => sessionStorage.getItem('portal.session'))).toBeNull();
  await expectAccessible(page);

  await page.goto('/home/profile');
  await expect(page).toHaveURL(/\/login$/);
});

test('signed-out visits to the logged-in area go to sign-in, signed-in visits to sign-in go home', async ({ page }) => {
  for (const path of ['/home/index', '/home/profile', '/home']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/login$/);
  }

  const email = uniqueEmail('redirect');
  await createStudent(page.request, { email });
  await signIn(page, email, PASSWORD);
  for (const path of ['/login', '/register', '/forgotpassword', '/']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/home\/index$/);
    await expect(page.getByRole('heading', { name: 'Choose a Practice Test' })).toBeVisible();
  }

  await page.goto('/no/such/page');
  await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Go to the home page' }).click();
  await expect(page).toHaveURL(/\/home\/index$/);
});
