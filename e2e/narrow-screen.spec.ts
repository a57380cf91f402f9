import { expect, test } from '@playwright/test';
import { createStudent, expectAccessible, PASSWORD, scrollWidth, signIn, uniqueEmail } from './fixtures';

const WIDTH = 360;
test.use({ viewport: { width: WIDTH, height: 780 } });

test('at 360 px the sign-in, sign-up and home pages fit the width and pass axe', async ({ page }) => {
  for (const [path, heading] of [
    ['/login', 'Sign In'],
    ['/register', 'Sign Up'],
  ]) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: heading, level: 1 })).toBeVisible();
    expect(await scrollWidth(page)).toBeLessThanOrEqual(WIDTH);
    await expectAccessible(page);
  }

  const email = uniqueEmail('narrow');
  await createStudent(page.request, { email, firstName: 'Guadalupe', lastName: 'Fernandez-Villanueva' });
  await signIn(page, email, PASSWORD);
  await expect(page.getByRole('heading', { name: 'Choose a Practice Test' })).toBeVisible();
  await expect(page.getByRole('button', { name: /Account menu for Guadalupe Fernandez-Villanueva/ })).toBeVisible();
  expect(await scrollWidth(page)).toBeLessThanOrEqual(WIDTH);
  await expectAccessible(page);

  // The navigation folds into a menu button on a phone; its drawer holds the links and Logout.
  await page.getByRole('button', { name: 'Main navigation' }).click();
  const drawer = page.getByRole('dialog');
  await expect(drawer.getByRole('link', { name: 'History' })).toBeVisible();
  await expectAccessible(page);
  await drawer.getByRole('button', { name: 'Logout' }).click();
  await page.getByRole('button', { name: 'Yes', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
});
