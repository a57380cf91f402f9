import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { defineConfig } from '@playwright/test';

const PORT = Number(process.env.E2E_PORT ?? 3210);
// The portal under test writes its mails to this outbox (the embedded default), where tests read them.
// A folder made here goes with the run (the portal's launcher removes it once the portal has stopped).
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = mkdtempSync(join(tmpdir(), 'portal-e2e-'));
  process.env.E2E_REMOVE_DATA_DIR = '1';
}
process.env.E2E_OUTBOX ??= join(process.env.E2E_DATA_DIR, 'outbox');
process.env.E2E_BASE_URL ??= `http://127.0.0.1:${PORT}`;
// Each role's signed-in browser state, saved once per run by roles.setup.ts.
process.env.E2E_AUTH_DIR ??= join(process.env.E2E_DATA_DIR, 'auth');

export const ADMIN = { email: 'e2e.admin@example.org', password: 'E2e.Admin.2026' };

export default defineConfig({
  testDir: '.',
  // Every role signs in once through the sign-in page before the journeys (roles.ts says which use it).
  projects: [
    { name: 'roles', testMatch: 'roles.setup.ts' },
    { name: 'journeys', testMatch: '*.spec.ts', dependencies: ['roles'] },
  ],
  fullyParallel: false,
  // Journeys mostly wait (imports, polling, timers), so a third worker fills two cores: a run took 1.5 times as
  // long at a load of 8 as idle, where the backend's tests took 2.1 times.
  workers: 3,
  retries: 0,
  // Journeys sign up and in with argon2id and scan with axe; on a busy 2-core machine that takes a while.
  timeout: 120_000,
  expect: { timeout: 10_000 },
  reporter: [['list'], ['json']],
  use: {
    baseURL: process.env.E2E_BASE_URL,
    // Tracing (screenshots above all) costs a third of the journeys' CPU; pass --trace on to debug one.
    trace: 'off',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
  webServer: {
    command: 'node e2e/serve.mjs',
    cwd: '..',
    url: `${process.env.E2E_BASE_URL}/api/getAppVersion`,
    timeout: 120_000,
    reuseExistingServer: false,
    // Without it the launcher is killed outright, and the run's database and data folder stay behind.
    gracefulShutdown: { signal: 'SIGTERM', timeout: 15_000 },
    stdout: 'ignore',
    stderr: 'pipe',
    env: {
      PORT: String(PORT),
      APP_URL: process.env.E2E_BASE_URL,
      DATA_DIR: process.env.E2E_DATA_DIR,
      MAIL_OUTBOX_DIR: process.env.E2E_OUTBOX,
      BOOTSTRAP_ADMIN_EMAIL: ADMIN.email,
      BOOTSTRAP_ADMIN_PASSWORD: ADMIN.password,
      LOGIN_RATE_LIMIT: '100',
      FORGOT_RATE_LIMIT: '100',
      // every journey comes from this machine's address
      LOGIN_ADDRESS_RATE_LIMIT: '1000',
      SIGNUP_RATE_LIMIT: '1000',
      EVENT_RATE_LIMIT: '1000',
      // the statistics journey has four students; flag items from that many answers on
      ITEM_STATS_MIN_RESPONSES: '4',
    },
  },
});
