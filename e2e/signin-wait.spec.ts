import { expect, test } from '@playwright/test';
import enAuth from '../shared/src/i18n/en/auth.json';
import ruAuth from '../shared/src/i18n/ru/auth.json';
import { createStudent, expectAccessible, PASSWORD, uniqueEmail } from './fixtures';

const AUTH = { en: enAuth, ru: ruAuth } as const;

for (const lang of ['en', 'ru'] as const) {
  test(`sign-in honours Retry-After (${lang}): a busy portal's wait is shown and the sign-in is sent again once it passes, not before`, async ({ page }) => {
    const t = AUTH[lang];
    const email = uniqueEmail(`busy-${lang}`);
    await createStudent(page.request, { email });
    // the portal answers the first sign-in as a full password queue does: 429, busy, Retry-After
    const sent: string[] = [];
    await page.route('**/api/login', async (route) => {
      sent.push(route.request().url());
      if (sent.length > 1) return route.continue();
      const message =
        lang === 'en'
          ? 'The portal is busy signing others in. Please try again in 5 seconds.'
          : 'Портал занят входом других пользователей. Попробуйте снова через 5 с.';
      await route.fulfill({
        status: 429,
        headers: { 'Retry-After': '5', 'Content-Type': 'application/json' },
        body: JSON.stringify({ statusCode: 429, message, retryAfterSeconds: 5, busy: true }),
      });
    });
    await page.goto('/login');
    await page.getByText(lang.toUpperCase(), { exact: true }).click();
    await page.getByLabel(t.fields.email).fill(email);
    await page.getByRole('textbox', { name: t.fields.password, exact: true }).fill(PASSWORD);
    await page.getByRole('button', { name: t.login.submit }).click();

    // the wait is said and counted down; the button cannot send meanwhile
    const forms = Object.entries(t.login)
      .filter(([key]) => key.startsWith('retryingIn_'))
      .map(([, text]) => text.replace(/[.]/g, '\\.').replace('{{count}}', '[1-5]'));
    await expect(page.getByText(new RegExp(`^(${forms.join('|')})$`))).toBeVisible();
    await expect(page.getByRole('button', { name: t.login.submit })).toBeDisabled();
    expect(sent).toHaveLength(1);
    await expectAccessible(page);

    // once it has passed the same sign-in goes again, by itself, and succeeds
    await expect(page).toHaveURL(/\/home\/index$/);
    expect(sent).toHaveLength(2);
  });
}
