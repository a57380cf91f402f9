import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { type Browser, expect, type Page } from '@playwright/test';
import { ZipFile } from 'yazl';
import { inviteUser, PASSWORD, signIn, uniqueEmail } from './fixtures';
import { mailLink } from './mail-helpers';

const SAMPLES = join(__dirname, '..', 'content', 'samples');

function filesUnder(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    return statSync(path).isDirectory() ? filesUnder(path) : [path];
  });
}

/** A zip of the given entries, in memory. */
export function zipOf(entries: Record<string, string | Buffer>): Promise<Buffer> {
  const zip = new ZipFile();
  for (const [name, content] of Object.entries(entries)) zip.addBuffer(Buffer.isBuffer(content) ? content : Buffer.from(content), name);
  zip.end();
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    zip.outputStream.on('data', (chunk: Buffer) => chunks.push(chunk));
    zip.outputStream.on('end', () => resolve(Buffer.concat(chunks)));
    zip.outputStream.on('error', reject);
  });
}

/**
 * The math sample package under a test identifier and title of its own, so that publishing it adds
 * a new test instead of replacing the sample the portal published at start.
 */
export async function samplePackage(title: string, alias: string, editTest: (xml: string) => string = (xml) => xml): Promise<Buffer> {
  const folder = join(SAMPLES, 'math-practice');
  const entries: Record<string, Buffer> = {};
  for (const path of filesUnder(folder)) entries[relative(folder, path).split('\\').join('/')] = readFileSync(path);
  const test = entries['test.xml'].toString('utf8');
  entries['test.xml'] = Buffer.from(
    editTest(test).replace('identifier="tsia2-math-practice" title="TSIA2 Mathematics Practice Test"', `identifier="${alias}" title="${title}"`),
  );
  expect(entries['test.xml'].toString('utf8')).toContain(`title="${title}"`);
  return zipOf(entries);
}

/** A package whose manifest names a test file the zip does not hold. */
export function brokenPackage(): Promise<Buffer> {
  return zipOf({
    'imsmanifest.xml':
      '<manifest xmlns="http://www.imsglobal.org/xsd/imscp_v1p1" identifier="M"><resources><resource identifier="RES-TEST" type="imsqti_test_xmlv2p2" href="test.xml"><file href="test.xml"/></resource></resources></manifest>',
  });
}

/** Invites a staff member as the bootstrap admin, registers them from the mailed link and signs them in, in a browser context of their own. */
export async function staffPage(browser: Browser, roleId: number, firstName: string, lastName: string): Promise<Page> {
  const email = uniqueEmail(firstName.toLowerCase());
  await inviteUser(email, roleId);
  const page = await (await browser.newContext()).newPage();
  await page.goto(await mailLink(email, '/register'));
  await page.getByLabel('First Name').fill(firstName);
  await page.getByLabel('Last Name').fill(lastName);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(PASSWORD);
  await page.getByLabel('Confirm Password').fill(PASSWORD);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Registration is complete, please login')).toBeVisible();
  await signIn(page, email, PASSWORD);
  return page;
}

/** Fills and sends the File Import form. */
export async function importPackage(page: Page, description: string, file: { name: string; buffer: Buffer }): Promise<void> {
  await page.getByRole('textbox', { name: 'Import Description' }).fill(description);
  await page.locator('input[aria-haspopup="listbox"]').click();
  await page.getByRole('option', { name: 'Full Practice Tests' }).click();
  await page.locator('input[type=file]').setInputFiles({ name: file.name, mimeType: 'application/zip', buffer: file.buffer });
  await expect(page.getByText(file.name)).toBeVisible();
  // On the embedded database the upload's insert waits for an import running in the same process
  // (its one connection), which on a busy machine takes longer than an assertion's wait.
  const uploaded = page.waitForResponse((r) => r.url().endsWith('/api/upload'), { timeout: 60_000 });
  await page.getByRole('button', { name: 'Import', exact: true }).click();
  await uploaded;
  // A second import within the alert's lifetime shows the same message again: look at the newest.
  await expect(
    page.getByText('Content Package Imported Successfully and in process to create test. Refresh the history to check the status').last(),
  ).toBeVisible();
}

/**
 * Opens Imports with the history showing its largest page: journeys running side by side import
 * packages into one portal, so a package of another journey, or a sample, can fall off a page of 10.
 */
export async function openImports(page: Page): Promise<void> {
  await page.goto('/home/imports');
  await page.getByRole('combobox', { name: 'Rows per page' }).selectOption('250');
  await expect(page.getByText(/^1–\d+ of \d+$/)).toBeVisible();
}

/** The Import History row of a package, by its import description. */
export function historyRow(page: Page, description: string) {
  return page.getByRole('region', { name: 'Import History' }).getByRole('row').filter({ hasText: description });
}

/** Presses Refresh until the package shows the status; the import runs in the background. */
export async function refreshUntil(page: Page, description: string, status: string): Promise<void> {
  await expect(async () => {
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(historyRow(page, description)).toContainText(status, { timeout: 1_000 });
  }).toPass({ timeout: 45_000 });
}

/** Opens a row's action menu and picks an action. */
export async function rowAction(page: Page, description: string, action: string): Promise<void> {
  await historyRow(page, description)
    .getByRole('button', { name: `Actions for ${description}` })
    .click();
  await page.getByRole('menuitem', { name: action, exact: true }).click();
}
