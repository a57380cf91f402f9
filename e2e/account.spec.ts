import { expect, test } from '@playwright/test';
import { expectAccessible, PASSWORD, signIn, signUp, uniqueEmail } from './fixtures';

test('sign up, sign in, edit the profile, change the password, sign in again and log out', async ({ page }) => {
  const email = uniqueEmail('journey');
  await signUp(page, { firstName: 'Maria', lastName: 'Santos', email });
  await signIn(page, email, PASSWORD);

  await expect(page.getByRole('heading', { name: 'Choose a Practice Test' })).toBeVisible();
  await expect(page.getByText('turn off the pop-up blocker', { exact: false })).toBeVisible();
  await expect(page.getByRole('link', { name: /Full Practice Tests/ })).toHaveAttribute('href', '/home/test/4');
  await expectAccessible(page);

  await page.getByRole('button', { name: /Account menu for Maria Santos/ }).click();
  await page.getByRole('menuitem', { name: 'Profile' }).click();
  await expect(page).toHaveURL(/\/home\/profile$/);
  await expect(page.getByText('Student')).toBeVisible();
  await expectAccessible(page);
  await page.getByRole('button', { name: 'Edit name' }).click();
  await page.getByLabel('First Name').fill('  ');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('First Name is required', { exact: true })).toBeVisible();
  await page.getByLabel('First Name').fill('  Mariana ');
  await page.getByRole('button', { name: 'Save' }).click();
  await expect(page.getByText('Profile updated successfully')).toBeVisible();
  await expect(page.getByRole('button', { name: /Account menu for Mariana Santos/ })).toBeVisible();

  await page.goto('/home/changepassword');
  await expectAccessible(page);
  await page.getByLabel('Current Password').fill(PASSWORD);
  await page.getByRole('textbox', { name: 'New Password', exact: true }).fill('Changed.2027');
  await page.getByLabel('Confirm New Password').fill('Changed.2028');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Passwords typed do not match. Please re-enter your password.')).toBeVisible();
  await page.getByLabel('Confirm New Password').fill('Changed.2027');
  await page.getByRole('button', { name: 'Update Password' }).click();
  await expect(page.getByText('Your password has been updated. Please use your new password for login.')).toBeVisible();

  await page.getByRole('button', { name: /Account menu/ }).click();
  await page.getByRole('menuitem', { name: 'Logout' }).click();
  await expect(page.getByRole('dialog', { name: 'Logout?' })).toBeVisible();
  await page.getByRole('button', { name: 'Yes', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);

  await page.getByLabel('Email Address').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('The email address or password is incorrect.')).toBeVisible();
  await signIn(page, email, 'Changed.2027');
});

test('sign-in validation and the public pages pass axe', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByText('cannot be used here', { exact: false })).toBeVisible();
  await expect(page.getByRole('heading', { name: /Practice for/ })).toBeVisible();
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Email Address is required.')).toBeVisible();
  await expect(page.getByText('Password is required.')).toBeVisible();
  await page.getByLabel('Email Address').fill('not-an-email');
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('Invalid Email Address.')).toBeVisible();
  await expectAccessible(page);
  for (const path of ['/register', '/forgotpassword', '/aboutThisApp', '/resetpassword', '/no/such/page']) {
    await page.goto(path);
    await expect(page.locator('h1')).toBeVisible();
    await expectAccessible(page);
  }
  await page.goto('/aboutThisApp');
  await expect(page.getByText('its results must not be used for course placement', { exact: false })).toBeVisible();
  await expect(page.getByText(`© ${new Date().getFullYear()}`).first()).toBeVisible();
});
