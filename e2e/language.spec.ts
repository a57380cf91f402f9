import { expect, type Page, test } from '@playwright/test';
import ruAuth from '../shared/src/i18n/ru/auth.json';
import ruCommon from '../shared/src/i18n/ru/common.json';
import ruPages from '../shared/src/i18n/ru/pages.json';
import { createStudent, expectAccessible, PASSWORD, uniqueEmail } from './fixtures';

async function chooseLanguage(page: Page, label: 'EN' | 'RU'): Promise<void> {
  await page.getByText(label, { exact: true }).click();
}

test('the interface switches to Russian, keeps it over a reload and after sign-in, and switches back', async ({ page }) => {
  const email = uniqueEmail('russian');
  await createStudent(page.request, { email, firstName: 'Ivan', lastName: 'Petrov' });

  await page.goto('/login');
  await expect(page.getByRole('heading', { name: 'Sign In' })).toBeVisible();
  await chooseLanguage(page, 'RU');
  await expect(page.getByRole('heading', { name: ruAuth.login.title })).toBeVisible();
  await expect(page.getByText(ruAuth.login.separateAccount)).toBeVisible();
  await expect(page.getByRole('link', { name: ruAuth.login.forgot })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'ru');
  await expectAccessible(page);

  await page.reload();
  await expect(page.getByRole('heading', { name: ruAuth.login.title })).toBeVisible();
  await page.getByRole('button', { name: ruAuth.login.submit }).click();
  await expect(page.getByText(ruAuth.validation.emailRequired)).toBeVisible();
  await page.getByLabel(ruAuth.fields.email).fill(email);
  await page.getByRole('textbox', { name: ruAuth.fields.password, exact: true }).fill(PASSWORD);
  await page.getByRole('button', { name: ruAuth.login.submit }).click();
  await expect(page).toHaveURL(/\/home\/index$/);
  await expect(page.getByRole('heading', { name: ruPages.home.title })).toBeVisible();
  await expect(page.getByText(ruPages.home.popupNote)).toBeVisible();
  await expect(page.getByRole('navigation', { name: ruCommon.nav.label }).getByRole('link', { name: ruCommon.nav.home })).toBeVisible();
  await expectAccessible(page);

  await page.reload();
  await expect(page.getByRole('heading', { name: ruPages.home.title })).toBeVisible();
  await expect(page.getByRole('button', { name: ruCommon.accountMenu.replace('{{name}}', 'Ivan Petrov') })).toBeVisible();

  await chooseLanguage(page, 'EN');
  await expect(page.getByRole('heading', { name: 'Choose a Practice Test' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await page.reload();
  await expect(page.getByRole('heading', { name: 'Choose a Practice Test' })).toBeVisible();
});
