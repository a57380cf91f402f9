import { type Browser, expect, type Page, test } from '@playwright/test';
import { expectAccessible } from './fixtures';
import { restoreSignIn, type Role } from './roles';

/** A page, the call that brings its data, and the heading it opens with. */
interface Stop {
  path: string;
  call: string;
  heading: RegExp;
}

const STUDENT: Stop[] = [
  { path: '/home/index', call: '/api/getTestsInProgress', heading: /^Choose a Practice Test$/ },
  { path: '/home/test/1', call: '/api/getAllTests', heading: /Select a Practice Test to Begin$/ },
  { path: '/home/testhistory', call: '/api/getHistory', heading: /^History$/ },
  { path: '/home/profile', call: '/api/getProfile', heading: /^Profile$/ },
];

const STAFF: Stop[] = [
  { path: '/home/index', call: '/api/getTestsInProgress', heading: /^Choose a Practice Test$/ },
  { path: '/home/users', call: '/api/getUsers', heading: /^Users$/ },
  { path: '/home/imports', call: '/api/getAllCp', heading: /^Imports$/ },
  { path: '/home/reports', call: '/api/getStudentReport', heading: /^Reports$/ },
];

async function rolePage(browser: Browser, role: Role): Promise<Page> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  await restoreSignIn(context, role);
  return context.newPage();
}

/**
 * Loads each page afresh with its data held back: until the data comes, the page shows its own
 * heading over a skeleton of its layout, never an empty frame; then its content replaces the skeleton.
 */
async function walk(page: Page, stops: Stop[]): Promise<void> {
  for (const stop of stops) {
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    const hold = async (route: Parameters<Parameters<Page['route']>[1]>[0]) => {
      await held;
      await route.continue();
    };
    await page.route(`**${stop.call}`, hold);
    await page.goto(stop.path, { waitUntil: 'commit' });
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: stop.heading }), stop.path).toBeVisible();
    await expect(main.locator('[aria-busy="true"]').first(), stop.path).toBeVisible();
    await expectAccessible(page, { reading: true });
    release();
    await expect(main.locator('[aria-busy="true"]'), stop.path).toHaveCount(0);
    await expect(main.getByRole('heading', { level: 1, name: stop.heading })).toBeVisible();
    await page.unroute(`**${stop.call}`, hold);
  }
}

test('a page still reading shows its heading and a skeleton of its layout, then its content (student)', async ({ browser }) => {
  const page = await rolePage(browser, 'student');
  await walk(page, STUDENT);
  await page.context().close();
});

test('a page still reading shows its heading and a skeleton of its layout, then its content (staff)', async ({ browser }) => {
  const page = await rolePage(browser, 'admin');
  await walk(page, STAFF);
  await page.context().close();
});
