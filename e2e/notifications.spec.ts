import { expect, type Page, test } from '@playwright/test';
import ruNotifications from '../shared/src/i18n/ru/notifications.json';
import { expectAccessible, loginTime } from './fixtures';
import { historyRow, importPackage, openImports, refreshUntil, rowAction, samplePackage, staffPage } from './imports-helpers';
import { mailTo } from './mail-helpers';

const CONTENT_ADMIN = 3;
const REVIEWER = 4;

test.describe.configure({ timeout: 180_000 });

async function emailOf(page: Page): Promise<string> {
  const response = await page.request.post('/api/getProfile', { headers: { 'X-Login-Time': await loginTime(page) }, data: {} });
  return ((await response.json()) as { emailAddress: string }).emailAddress;
}

/** Opens the bell's list (after a reload, so the newest entries are read) and returns it. */
async function openBell(page: Page) {
  await page.reload();
  await page.getByRole('button', { name: /^Notifications, \d+ unread$/ }).click();
  const list = page.getByRole('dialog', { name: 'Notifications' });
  await expect(list).toBeVisible();
  return list;
}

test('an uploader is mailed and notified in the app when an import ends and when a reviewer rejects the package', async ({ browser }) => {
  const run = Date.now().toString(36);
  const description = `Notified import ${run}`;
  const uploader = await staffPage(browser, CONTENT_ADMIN, 'Uma', 'Uploader');
  const uploaderEmail = await emailOf(uploader);
  // reviewers at the time a package arrives are the ones told of it
  const reviewer = await staffPage(browser, REVIEWER, 'Rolf', 'Reviewer');

  await openImports(uploader);
  await importPackage(uploader, description, { name: `notified-${run}.zip`, buffer: await samplePackage(`Notified test ${run}`, `journey-notified-${run}`) });
  await refreshUntil(uploader, description, 'Awaiting review');

  // The mail says what the import created; so does the process log.
  const imported = await mailTo(uploaderEmail, `Imported: ${description}`);
  expect(imported.text).toContain(`The content package "${description}" (notified-${run}.zip) was imported and awaits review.`);
  expect(imported.text).toMatch(/What was created:\n- Imported 1 test\(s\) with \d+ section\(s\), 24 item\(s\)/);
  await rowAction(uploader, description, 'View');
  await expect(uploader.getByRole('region', { name: 'Process Log' })).toContainText('Imported 1 test(s)');

  // The bell lists it unread; marking it read takes it off the count.
  let list = await openBell(uploader);
  const entry = list.getByRole('listitem').filter({ hasText: `Imported: ${description}` });
  await expect(entry).toContainText('Unread');
  await expectAccessible(uploader);
  await entry.getByRole('button', { name: 'Mark as read' }).click();
  await expect(entry).not.toContainText('Unread');

  // A reviewer, told that the package waits, rejects it with a reason.
  await mailTo(await emailOf(reviewer), `Awaiting review: ${description}`);
  await openImports(reviewer);
  await rowAction(reviewer, description, 'Reject');
  const reject = reviewer.getByRole('dialog', { name: 'Reject the content package?' });
  await reject.getByLabel('Reason').fill('Item 3 has two correct answers.');
  await reject.getByRole('button', { name: 'Yes', exact: true }).click();
  await expect(historyRow(reviewer, description)).toContainText('Rejected');

  const rejected = await mailTo(uploaderEmail, `Rejected: ${description}`);
  expect(rejected.text).toContain(`Rolf Reviewer rejected the content package "${description}" (notified-${run}.zip). Reason: Item 3 has two correct answers.`);
  list = await openBell(uploader);
  await expect(list.getByRole('listitem').filter({ hasText: `Rejected: ${description}` })).toContainText('Reason: Item 3 has two correct answers.');
  await list.getByRole('button', { name: 'Mark all as read' }).click();
  await expect(uploader.getByRole('button', { name: 'Notifications', exact: true })).toBeVisible();

  // Each kind can be switched off in the profile, and the choice is kept.
  await uploader.goto('/home/profile');
  const settings = uploader.getByRole('region', { name: 'Notifications' });
  await expect(settings.getByRole('checkbox', { name: 'A package was published' })).toBeChecked();
  await expect(settings.getByRole('checkbox', { name: 'A package awaits review' })).toHaveCount(0);
  await settings.getByRole('checkbox', { name: 'A package was published' }).uncheck();
  await settings.getByRole('button', { name: 'Save notification settings' }).click();
  await expect(uploader.getByText('Notification settings saved')).toBeVisible();
  await uploader.reload();
  await expect(uploader.getByRole('region', { name: 'Notifications' }).getByRole('checkbox', { name: 'A package was published' })).not.toBeChecked();
  await expectAccessible(uploader);

  // In Russian too.
  await uploader.getByText('RU', { exact: true }).click();
  const ru = uploader.getByRole('region', { name: ruNotifications.settings.title });
  await expect(ru.getByRole('checkbox', { name: ruNotifications.settings.kinds.rejected })).toBeChecked();
  await uploader.getByRole('button', { name: ruNotifications.bell, exact: true }).click();
  await expect(
    uploader
      .getByRole('dialog', { name: ruNotifications.title })
      .getByRole('listitem')
      .filter({ hasText: `Отклонён: ${description}` }),
  ).toContainText('Причина: Item 3 has two correct answers.');
  await expectAccessible(uploader);
  await uploader.getByText('EN', { exact: true }).click();
});
