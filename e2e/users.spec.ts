import { type Page, expect, test } from '@playwright/test';
import { createStudent, expectAccessible, PASSWORD, scrollWidth, signIn, uniqueEmail } from './fixtures';
import { mailLink } from './mail-helpers';
import { staffPage } from './imports-helpers';
import { rolePage } from './roles';

const CONTENT_ADMIN = 3;

// Each journey registers staff through mailed invites first, which takes a while on a busy machine.
test.describe.configure({ timeout: 150_000 });

function usersTable(page: Page) {
  return page.getByRole('region', { name: 'Users', exact: true });
}

function userRow(page: Page, email: string) {
  return usersTable(page).getByRole('row').filter({ hasText: email });
}

/** Fills the filter form and presses Search. */
async function filterBy(page: Page, filters: { firstName?: string; lastName?: string; emailAddress?: string; role?: string }) {
  const form = page.getByRole('search', { name: 'Filter users' });
  await form.getByLabel('First Name').fill(filters.firstName ?? '');
  await form.getByLabel('Last Name').fill(filters.lastName ?? '');
  await form.getByLabel('Email Address').fill(filters.emailAddress ?? '');
  await form.getByLabel('Role').selectOption({ label: filters.role ?? 'All roles' });
  await form.getByRole('button', { name: 'Search' }).click();
}

test('a content admin filters the users, invites a reviewer who then appears, exports the list and deletes a user', async ({ page, browser }) => {
  // Students of their own, under a family name no other journey uses.
  const family = `Vexley${Date.now().toString(36)}`;
  const students = [
    { firstName: 'Abel', email: uniqueEmail('abel') },
    { firstName: 'Bea', email: uniqueEmail('bea') },
    { firstName: 'Cyd', email: uniqueEmail('cyd') },
  ];
  for (const s of students) await createStudent(page.request, { ...s, lastName: family });

  const admin = await staffPage(browser, CONTENT_ADMIN, 'Cora', 'Lindqvist');
  await admin.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Users' }).click();
  await expect(admin).toHaveURL(/\/home\/users$/);
  await expect(admin.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
  await expect(usersTable(admin).getByRole('row').nth(1)).toBeVisible();
  await expectAccessible(admin);

  // Filters live in the address: the view survives a reload.
  await filterBy(admin, { lastName: family.slice(0, 8).toLowerCase(), role: 'Student' });
  await expect(admin).toHaveURL(/lastName=vexley/);
  await expect(usersTable(admin).getByRole('row')).toHaveCount(4);
  await admin.reload();
  await expect(admin.getByRole('search', { name: 'Filter users' }).getByLabel('Last Name')).toHaveValue(family.slice(0, 8).toLowerCase());
  await expect(usersTable(admin).getByRole('row')).toHaveCount(4);
  for (const s of students) await expect(userRow(admin, s.email)).toContainText('Student');

  // Sorting by first name, then the other way.
  await usersTable(admin).getByRole('button', { name: 'Sort by First Name' }).click();
  await expect(usersTable(admin).getByRole('row').nth(1)).toContainText('Abel');
  await expect(admin).toHaveURL(/sortField=firstName/);
  await usersTable(admin).getByRole('button', { name: 'Sort by First Name' }).click();
  await expect(usersTable(admin).getByRole('row').nth(1)).toContainText('Cyd');
  await expect(usersTable(admin).getByRole('columnheader', { name: 'Sort by First Name' })).toHaveAttribute('aria-sort', 'descending');

  // The invite dialog: Send stays disabled until a role and an address are set; the spec's messages.
  await admin.getByRole('button', { name: 'Invite New User' }).click();
  const dialog = admin.getByRole('dialog', { name: 'Invite New User' });
  await expect(dialog).toBeVisible();
  const send = dialog.getByRole('button', { name: 'Send Invitation' });
  await expect(send).toBeDisabled();
  await expectAccessible(admin);
  await dialog.getByLabel('Email Address').fill('not-an-address');
  await expect(send).toBeDisabled();
  await dialog.locator('input[aria-haspopup="listbox"]').click();
  await admin.getByRole('listbox', { name: 'User Role' }).getByRole('option', { name: 'Reviewer' }).click();
  await expect(send).toBeEnabled();
  await send.click();
  await expect(dialog.getByText('Invalid Email Address', { exact: true })).toBeVisible();
  await dialog.getByLabel('Email Address').fill(students[0]!.email);
  await send.click();
  await expect(dialog.getByText('This Email Address is already registered', { exact: true })).toBeVisible();
  await expectAccessible(admin);
  const reviewerEmail = uniqueEmail('rhea');
  await dialog.getByLabel('Email Address').fill(reviewerEmail);
  await send.click();
  await expect(admin.getByText('The user invitation has been sent successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  // The reviewer registers through the mailed link.
  const reviewer = await (await browser.newContext()).newPage();
  await reviewer.goto(await mailLink(reviewerEmail, '/register'));
  await reviewer.getByLabel('First Name').fill('Rhea');
  await reviewer.getByLabel('Last Name').fill(family);
  await reviewer.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await reviewer.getByLabel('Confirm Password').fill(PASSWORD);
  await reviewer.getByRole('button', { name: 'Sign Up' }).click();
  await expect(reviewer.getByText('Registration is complete, please login')).toBeVisible();
  await signIn(reviewer, reviewerEmail, PASSWORD);

  // ...and appears in the table with the invited role.
  await filterBy(admin, { lastName: family });
  await expect(usersTable(admin).getByRole('row')).toHaveCount(5);
  await expect(userRow(admin, reviewerEmail)).toContainText('Reviewer');
  await expect(userRow(admin, reviewerEmail)).toContainText('Rhea');

  // Export the filtered list as a spreadsheet.
  const [download] = await Promise.all([admin.waitForEvent('download'), admin.getByRole('button', { name: 'Export' }).click()]);
  expect(download.suggestedFilename()).toMatch(/^users-\d{4}-\d{2}-\d{2}\.xlsx$/);
  const path = await download.path();
  const { readFileSync } = await import('node:fs');
  expect(readFileSync(path).subarray(0, 2).toString()).toBe('PK');

  // Delete the reviewer behind the confirm dialog: their open session ends at once.
  await userRow(admin, reviewerEmail)
    .getByRole('button', { name: `Delete ${reviewerEmail}` })
    .click();
  const confirm = admin.getByRole('dialog', { name: 'Delete user?' });
  await expect(confirm).toContainText(reviewerEmail);
  await expectAccessible(admin);
  await confirm.getByRole('button', { name: 'Yes', exact: true }).click();
  await expect(admin.getByText('User deleted successfully')).toBeVisible();
  await expect(userRow(admin, reviewerEmail)).toHaveCount(0);
  await expect(usersTable(admin).getByRole('row')).toHaveCount(4);

  await reviewer.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Imports' }).click();
  await expect(reviewer).toHaveURL(/\/login$/);
  await reviewer.getByLabel('Email Address').fill(reviewerEmail);
  await reviewer.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await reviewer.getByRole('button', { name: 'Sign In' }).click();
  await expect(reviewer.getByText('The email address or password is incorrect.')).toBeVisible();

  // The staff member's own row offers no delete.
  await filterBy(admin, { firstName: 'Cora', lastName: 'Lindqvist' });
  await expect(usersTable(admin).getByRole('row').nth(1)).toContainText('You');
  await expect(usersTable(admin).getByRole('button', { name: /^Delete / })).toHaveCount(0);
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test('the users page and its dialogs fit 360 px and pass axe', async ({ browser }) => {
    const admin = await rolePage(browser, 'admin');
    await admin.setViewportSize({ width: 360, height: 780 });
    await admin.goto('/home/users?pageSize=25');
    await expect(admin.getByRole('heading', { name: 'Users', level: 1 })).toBeVisible();
    await expect(usersTable(admin).getByRole('row').nth(1)).toBeVisible();
    await expect(admin.getByRole('combobox', { name: 'Rows per page' })).toHaveValue('25');
    expect(await scrollWidth(admin)).toBeLessThanOrEqual(360);
    await expectAccessible(admin);

    await admin.getByRole('button', { name: 'Invite New User' }).click();
    await expect(admin.getByRole('dialog', { name: 'Invite New User' })).toBeVisible();
    expect(await scrollWidth(admin)).toBeLessThanOrEqual(360);
    await expectAccessible(admin);
    await admin.getByRole('button', { name: 'Cancel' }).click();

    const row = usersTable(admin)
      .getByRole('row')
      .filter({ has: admin.getByRole('button', { name: /^Delete / }) })
      .first();
    await row.getByRole('button', { name: /^Delete / }).click();
    await expect(admin.getByRole('dialog', { name: 'Delete user?' })).toBeVisible();
    expect(await scrollWidth(admin)).toBeLessThanOrEqual(360);
    await expectAccessible(admin);
    await admin.getByRole('button', { name: 'No', exact: true }).click();
  });

  test('a student or a reviewer cannot open the users page', async ({ browser }) => {
    const page = await rolePage(browser, 'student');
    await expect(page.getByRole('navigation', { name: 'Main navigation' }).getByRole('link', { name: 'Users' })).toHaveCount(0);
    await page.goto('/home/users');
    await expect(page.getByRole('heading', { name: 'Unauthorized Access' })).toBeVisible();
    const reviewer = await rolePage(browser, 'reviewer');
    await reviewer.goto('/home/users');
    await expect(reviewer.getByRole('heading', { name: 'Unauthorized Access' })).toBeVisible();
  });
});
