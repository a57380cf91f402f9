import AxeBuilder from '@axe-core/playwright';
import axe from 'axe-core';
import { type APIRequestContext, expect, type Locator, type Page, request } from '@playwright/test';
import { mailLink } from './mail-helpers';
import { ADMIN } from './playwright.config';
import { seedSession } from './roles';

export const PASSWORD = 'Journey.2026';

let counter = 0;
export function uniqueEmail(prefix: string): string {
  counter += 1;
  return `${prefix}.${Date.now().toString(36)}${counter}@example.org`;
}

/**
 * Every page must pass axe with no violation of any impact, moderate and minor included (landmarks,
 * regions, headings are what a screen reader user finds their way by). The scan waits for running
 * transitions to end (endless spinners aside): a drawer or modal fading in is half opaque, and
 * axe reads its text as low contrast.
 */
// axe's experimental rules are off unless asked for; a label that does not contain the visible text
// (label-content-name-mismatch) is among them, and is what a voice-control user finds first.
const EVERY_RULE = Object.fromEntries(axe.getRules(['experimental']).map((rule) => [rule.ruleId, { enabled: true }]));

export async function expectAccessible(page: Page, { reading = false } = {}): Promise<void> {
  // Parts loaded after the first paint (the footer's lines, the parent organisation's link) are
  // on the page once its requests have ended: a clean scan before they arrive would miss them.
  // A page scanned while `reading` (a call held back on purpose) is scanned as it stands.
  if (!reading) await page.waitForLoadState('networkidle');
  await page.waitForFunction(() => document.getAnimations().every((a) => a.playState !== 'running' || a.effect?.getTiming().iterations === Infinity));
  // A page whose lazily loaded parts are still arriving can be scanned between two renders; the
  // scan is repeated while it finds something, so only what stays on the page fails it (a scan of
  // a long page can itself take seconds on a busy machine, hence the generous limit).
  await expect
    .poll(
      async () => {
        // A page without frames is scanned where it is: the scan of frames gathers their results in a
        // blank tab of its own, which costs more than the scan itself (a page's frames still get it).
        const results = await new AxeBuilder({ page })
          .options({ rules: EVERY_RULE })
          .setLegacyMode(page.frames().length === 1)
          .analyze();
        return results.violations.map((v) => `${v.impact} ${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`);
      },
      { timeout: 30_000, intervals: [250, 500, 1_000] },
    )
    .toEqual([]);
}

/**
 * The interface language for the tab's next loads, set before the page's own scripts run: a page
 * still open may yet store the language it started in, which a write made from outside would lose
 * to. Init scripts run in the order they were added, so the latest call wins.
 */
export async function languageOnLoad(page: Page, lang: 'en' | 'ru'): Promise<void> {
  await page.addInitScript((l) => localStorage.setItem('portal.lang', l), lang);
}

export async function signIn(page: Page, email: string, password: string): Promise<void> {
  await page.goto('/login');
  await page.getByLabel('Email Address').fill(email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL(/\/home\/index$/);
}

/**
 * Signs in through the API, for journeys whose subject is not signing in but that need an account
 * of their own: the tab gets the cookie and, at its next page, the session entry the sign-in page
 * would have left, and opens home as after signing in.
 */
export async function signInByApi(page: Page, email: string, password: string): Promise<void> {
  const login = await page.request.post('/api/login', { headers: { 'X-Login-Time': '0' }, data: { email, password } });
  const data = (await login.json()) as { result: string; loginTime: string };
  expect(data.result, email).toBe('SUCCESS');
  const core = await page.request.post('/api/getCore', { headers: { 'X-Login-Time': data.loginTime }, data });
  expect(core.status(), await core.text()).toBe(200);
  const { acl } = (await core.json()) as { acl: Record<string, string> };
  await seedSession(page, JSON.stringify({ isloggedIn: true, data, acl }));
  await page.goto('/home/index');
  await expect(page).toHaveURL(/\/home\/index$/);
}

export async function signUp(page: Page, user: { firstName: string; lastName: string; email: string; password?: string }): Promise<void> {
  await page.goto('/register');
  await page.getByLabel('First Name').fill(user.firstName);
  await page.getByLabel('Last Name').fill(user.lastName);
  await page.getByLabel('Email Address').fill(user.email);
  await page.getByRole('textbox', { name: 'Password', exact: true }).fill(user.password ?? PASSWORD);
  await page.getByLabel('Confirm Password').fill(user.password ?? PASSWORD);
  await page.getByRole('button', { name: 'Sign Up' }).click();
  await expect(page.getByText('Registration is complete, please login')).toBeVisible();
  await expect(page).toHaveURL(/\/login$/, { timeout: 10_000 });
}

/** A student account made through the sign-up call, for journeys that start after sign-up. */
export async function createStudent(api: APIRequestContext, user: { firstName?: string; lastName?: string; email: string; password?: string }): Promise<void> {
  const password = user.password ?? PASSWORD;
  const body = { firstName: user.firstName ?? 'Ana', lastName: user.lastName ?? 'Lopez', email: user.email, password, confirmpassword: password };
  const response = await api.post('/api/signup', { headers: { 'X-Login-Time': '0' }, data: body });
  expect(await response.json()).toMatchObject({ data: { result: 'SUCCESS' } });
}

/** The login time the signed-in tab echoes in X-Login-Time, read from its session storage. */
export async function loginTime(page: Page): Promise<string> {
  return page.evaluate(() => (JSON.parse(sessionStorage.getItem('portal.session') ?? '{}') as { data?: { loginTime?: string } }).data?.loginTime ?? '0');
}

/** Invites through the API (there is no invite screen yet), signed in as a staff member in a client of its own. */
export async function inviteUser(email: string, roleId: number, staff: { email: string; password: string } = ADMIN): Promise<void> {
  const api = await request.newContext({ baseURL: process.env.E2E_BASE_URL });
  try {
    const login = await api.post('/api/login', { headers: { 'X-Login-Time': '0' }, data: staff });
    const { loginTime } = (await login.json()) as { loginTime: string };
    const response = await api.post('/api/inviteUsers', { headers: { 'X-Login-Time': loginTime }, data: { userEmail: email, userRoleId: roleId } });
    expect(await response.json()).toMatchObject({ result: 'SUCCESS' });
  } finally {
    await api.dispose();
  }
}

/** Registers an invited staff member from the mailed link through the sign-up call. */
export async function registerInvited(email: string, roleId: number, name: { firstName: string; lastName: string }): Promise<void> {
  const token = new URL(await mailLink(email, '/register')).searchParams.get('token')!;
  const visitor = await request.newContext({ baseURL: process.env.E2E_BASE_URL });
  try {
    const signup = await visitor.post('/api/signup', {
      headers: { 'X-Login-Time': '0' },
      data: { ...name, password: PASSWORD, confirmpassword: PASSWORD, isInviteUsr: true, roleId, token },
    });
    expect(await signup.json()).toMatchObject({ data: { result: 'SUCCESS' } });
  } finally {
    await visitor.dispose();
  }
}

/** The page's full width; wider than the viewport means it scrolls sideways. */
/** The texts inside `scope` cut short with an ellipsis and carrying no title that says them in full. */
export async function cutTexts(scope: Locator): Promise<string[]> {
  return scope.evaluate((root) =>
    [...root.querySelectorAll<HTMLElement>('*')]
      .filter((el) => getComputedStyle(el).textOverflow === 'ellipsis' && el.scrollWidth > el.clientWidth + 1 && !el.closest('[title]'))
      .map((el) => el.textContent ?? ''),
  );
}

export async function scrollWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}
