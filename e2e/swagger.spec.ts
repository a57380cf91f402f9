import { expect, type Page, test } from '@playwright/test';
import { createStudent, PASSWORD, uniqueEmail } from './fixtures';

/** Opens one operation in Swagger UI, fills its JSON body and runs it; answers the response's code and body. */
async function tryOut(page: Page, path: string, body: object): Promise<{ code: string; body: string }> {
  const operation = page.locator(`.opblock-post:has(.opblock-summary-path[data-path="${path}"])`);
  if (!(await operation.locator('.opblock-body').isVisible())) await operation.locator('.opblock-summary').first().click();
  const tryButton = operation.getByRole('button', { name: 'Try it out' });
  if (await tryButton.isVisible()) await tryButton.click();
  await operation.locator('textarea.body-param__text').fill(JSON.stringify(body));
  await operation.getByRole('button', { name: 'Execute' }).click();
  const live = operation.locator('.live-responses-table .response');
  await expect(live.locator('.response-col_status')).toHaveText(/\d{3}/);
  return { code: (await live.locator('.response-col_status').innerText()).trim(), body: await live.locator('.microlight').first().innerText() };
}

test('QA signs in through Swagger UI and makes a state-changing call, also after a reload', async ({ page, request }) => {
  const email = uniqueEmail('swagger');
  await createStudent(request, { email });
  await page.goto('/api/docs');
  await expect(page.getByRole('heading', { name: /TSIA2 Practice Portal API/ })).toBeVisible();

  const login = await tryOut(page, '/api/login', { email, password: PASSWORD });
  expect(login.code).toBe('200');
  expect(login.body).toContain('"result": "SUCCESS"');

  // A session-bound call that changes state needs the cookie and the login time: both come from the login above.
  const saved = await tryOut(page, '/api/saveProfile', { firstName: 'Quinn', lastName: 'Swagger' });
  expect(saved.code).toBe('200');
  expect(saved.body).toContain('"result": "SUCCESS"');

  await page.reload();
  const again = await tryOut(page, '/api/saveProfile', { firstName: 'Quinn', lastName: 'Again' });
  expect(again.code).toBe('200');

  const profile = await tryOut(page, '/api/getProfile', {});
  expect(profile.body).toContain('"lastName": "Again"');
});
