import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, type Browser, type BrowserContext, type BrowserContextOptions, expect, type Page } from '@playwright/test';

/**
 * One account per role, signed in once through the sign-in page by `roles.setup.ts` before any
 * journey runs; a journey that only needs "a signed-in user of this role" starts from its saved
 * state instead of signing in again. A journey that changes its account (its password, its
 * results, its notifications) or whose subject is signing in makes an account of its own.
 */
export type Role = 'student' | 'admin' | 'reviewer' | 'publisher';
export const ROLES: readonly Role[] = ['student', 'admin', 'reviewer', 'publisher'];

export interface SavedSignIn {
  email: string;
  /** the tab's 'portal.session' entry: storage state keeps cookies and local storage, not session storage */
  session: string;
}

const SESSION_KEY = 'portal.session';
function portalOrigin(): string {
  return new URL(process.env.E2E_BASE_URL!).origin;
}

type StorageState = Awaited<ReturnType<BrowserContext['storageState']>>;

function authDir(): string {
  return process.env.E2E_AUTH_DIR!;
}

/** The cookies and local storage of the role's signed-in browser. */
export function statePath(role: Role): string {
  return join(authDir(), `${role}.state.json`);
}

export function signInPath(role: Role): string {
  return join(authDir(), `${role}.signin.json`);
}

export function savedSignIn(role: Role): SavedSignIn {
  return JSON.parse(readFileSync(signInPath(role), 'utf8')) as SavedSignIn;
}

/**
 * Gives every new tab of the portal the session entry the sign-in page would have left, once: the
 * marker stays in the tab, so a later sign-out or sign-in in that tab is not undone by a reload,
 * and a window the portal opens inherits its opener's entries as a browser's does. Local storage
 * entries saved with the sign-in are put back where the tab has none of its own.
 */
export async function seedSession(target: BrowserContext | Page, session: string, local: { name: string; value: string }[] = []): Promise<void> {
  await target.addInitScript(
    ({ key, value, origin, entries }) => {
      if (location.origin !== origin || sessionStorage.getItem('portal.seeded')) return;
      sessionStorage.setItem('portal.seeded', '1');
      if (!sessionStorage.getItem(key)) sessionStorage.setItem(key, value);
      for (const entry of entries) if (localStorage.getItem(entry.name) === null) localStorage.setItem(entry.name, entry.value);
    },
    { key: SESSION_KEY, value: session, origin: portalOrigin(), entries: local },
  );
}

/**
 * Puts the role's saved sign-in into a context: its cookies, and its storage at each tab's first
 * page. Only the contexts asked for get it, never every context a journey opens (as the
 * `storageState` option would), so a journey's fresh student starts signed out.
 */
export async function restoreSignIn(context: BrowserContext, role: Role): Promise<void> {
  const state = JSON.parse(readFileSync(statePath(role), 'utf8')) as StorageState;
  await context.addCookies(state.cookies);
  const local = state.origins.find((o) => o.origin === portalOrigin())?.localStorage ?? [];
  await seedSession(context, savedSignIn(role).session, local);
}

/** A browser context of its own, signed in as the role, with a tab open at home as after sign-in. */
export async function rolePage(browser: Browser, role: Role, options: BrowserContextOptions = {}): Promise<Page> {
  const context = await browser.newContext(options);
  await restoreSignIn(context, role);
  const page = await context.newPage();
  await page.goto('/home/index');
  await expect(page).toHaveURL(/\/home\/index$/);
  return page;
}

/** `test.use({ signedInAs: 'admin' })`: the journey's own `page` and `context` start signed in as the role. */
export const test = base.extend<{ signedInAs: Role | null }>({
  signedInAs: [null, { option: true }],
  context: async ({ context, signedInAs }, use) => {
    if (signedInAs) await restoreSignIn(context, signedInAs);
    await use(context);
  },
});
