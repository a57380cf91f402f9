import { expect, test } from '@playwright/test';
import { expectAccessible, inviteUser, PASSWORD, signIn, uniqueEmail } from './fixtures';
import { mailLink } from './mail-helpers';

const REVIEWER = 4;
const USED_INVITE = 'This invitation link is invalid, has expired or has already been used. Please ask the portal staff for a new invitation.';

test('an invited reviewer registers from the mailed link, the link then stops working, and they sign in as a reviewer', async ({ page }) => {
  const email = uniqueEmail('invitee');
  await inviteUser(email, REVIEWER);

  const link = await mailLink(email, '/register');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Create your staff account' })).toBeVisible();
  await expect(page.getByText('You were invited to the portal as Reviewer.', { exact: false })).toBeVisible();
  // The address comes from the invite: shown as text, not offered as a field.
  await expect(page.getByText(email, { exact: true })).toBeVisible();
  await expect(page.getByLabel('Email Address')).toHaveCount(0);
  await expect(page.getByText('Your password must:')).toBeVisible();
  await expectAccessible(page);

  await page.getByLabel('First Name').fill('Rita');
  await page.getByLabel('Last Name').fill('Moreno');
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Registration is complete, please login')).toBeVisible();

  // A used invite is spent: an error alert with the server's text and the invalid-link screen.
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'This invitation link cannot be used' })).toBeVisible();
  await expect(page.getByText(USED_INVITE)).toBeVisible();
  await expect(page.getByLabel('First Name')).toHaveCount(0);
  await expectAccessible(page);
  await expect(page.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');

  await signIn(page, email, PASSWORD);
  await expect(page.getByRole('heading', { name: 'Choose a Practice Test' })).toBeVisible();
  const nav = page.getByRole('navigation', { name: 'Main navigation' });
  await expect(nav.getByRole('link', { name: 'Imports' })).toBeVisible();
  await expect(nav.getByRole('link', { name: 'Users' })).toHaveCount(0);
  await expect(nav.getByRole('link', { name: 'History' })).toHaveCount(0);
  await page.getByRole('button', { name: /Account menu for Rita Moreno/ }).click();
  await expect(page.getByRole('menu')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page.getByText('Reviewer', { exact: true })).toBeVisible();

  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('dialog', { name: 'Logout?' })).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Yes', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
});
