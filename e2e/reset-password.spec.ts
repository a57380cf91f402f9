import { expect, test } from '@playwright/test';
import { createStudent, expectAccessible, PASSWORD, signIn, uniqueEmail } from './fixtures';
import { mailLink } from './mail-helpers';

const SENT =
  'If the email address submitted is associated with a valid account, a password reset link has been sent. If you do not receive this email, please check your spam folder or sign-up for an account.';
const NEW_PASSWORD = 'Reset.Word.2027';

test('forgot password gives the same answer for an address without an account', async ({ page }) => {
  await page.goto('/login');
  await page.getByRole('link', { name: 'Forgot password?' }).click();
  await expect(page).toHaveURL(/\/forgotpassword$/);
  await expect(page.getByRole('heading', { name: 'Forgot Password' })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Back to Sign In' })).toHaveAttribute('href', '/');
  await expectAccessible(page);

  // The answer must not reveal who has an account.
  await page.getByLabel('Email Address').fill(uniqueEmail('nobody'));
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText(SENT)).toBeVisible();
  await expect(page.getByLabel('Email Address')).toHaveValue('');
});

test('a mailed reset link sets a new password once, and only the new password signs in', async ({ page }) => {
  const email = uniqueEmail('forgot');
  await createStudent(page.request, { email });
  await page.goto('/forgotpassword');
  await page.getByLabel('Email Address').fill(email);
  await page.getByRole('button', { name: 'Send Reset Link' }).click();
  await expect(page.getByText(SENT)).toBeVisible();

  const link = await mailLink(email, '/resetpassword');
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'Reset Password' })).toBeVisible();
  const address = page.getByLabel('Email Address');
  await expect(address).toHaveValue(email);
  await expect(address).toBeDisabled();
  await expect(page.getByText('Your password must:')).toBeVisible();
  await expect(page.getByText('be 9 to 50 characters long')).toBeVisible();
  await expectAccessible(page);

  const password = page.getByRole('textbox', { name: 'Password', exact: true });
  const confirm = page.getByLabel('Confirm Password');
  await password.fill('short');
  await confirm.fill('short');
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Password must match criteria.')).toBeVisible();
  await password.fill(NEW_PASSWORD);
  await confirm.fill(`${NEW_PASSWORD}x`);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Passwords typed do not match. Please re-enter your password.')).toBeVisible();
  await confirm.fill(NEW_PASSWORD);
  await page.getByRole('button', { name: 'Reset Password' }).click();
  await expect(page.getByText('Your password has been updated. Please use the new password during your next login')).toBeVisible();
  await expect(password).toHaveValue('');
  await expect(confirm).toHaveValue('');

  // A used link is spent.
  await page.goto(link);
  await expect(page.getByRole('heading', { name: 'This password reset link cannot be used' })).toBeVisible();
  await expect(page.getByText('The link is invalid, has expired or has already been used. Please request a new one.')).toBeVisible();
  await expect(page.getByLabel('Confirm Password')).toHaveCount(0);
  await expectAccessible(page);
  await page.getByRole('link', { name: 'Request a new link' }).click();
  await expect(page).toHaveURL(/\/forgotpassword$/);

  await page.goto('/login');
  await page.getByLabel('Email Address').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page.getByText('The email address or password is incorrect.')).toBeVisible();
  await signIn(page, email, NEW_PASSWORD);
});
