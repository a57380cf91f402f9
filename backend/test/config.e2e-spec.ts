import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readdirSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError, loadConfig } from '../src/config/config';

const BACKEND = join(__dirname, '..');

describe('loadConfig', () => {
  it.each([
    ['PORT', { PORT: 'abc' }],
    ['PORT', { PORT: '70000' }],
    ['PORT', { PORT: '-1' }],
    ['DATABASE_URL', { DATABASE_URL: 'mysql://db.example.org/portal' }],
    ['DATABASE_URL', { DATABASE_URL: 'not a url' }],
    ['REDIS_URL', { REDIS_URL: 'http://127.0.0.1:6379' }],
    ['SMTP_URL', { SMTP_URL: 'mail.example.org:25' }],
    ['APP_URL', { APP_URL: 'portal.example.org' }],
    ['APP_URL', { APP_URL: 'ftp://portal.example.org' }],
    ['DELIVERY_URL', { DELIVERY_URL: '/delivery' }],
    ['ORG_URL', { ORG_URL: 'example' }],
    ['NODE_ENV', { NODE_ENV: 'staging' }],
    ['SESSION_SECRET', { SESSION_SECRET: 'too-short' }],
    ['SESSION_IDLE_MINUTES', { SESSION_IDLE_MINUTES: '0' }],
    ['SESSION_MAX_HOURS', { SESSION_MAX_HOURS: '0' }],
    ['SESSION_MAX_HOURS', { SESSION_MAX_HOURS: 'all day' }],
    ['API_DOCS', { API_DOCS: 'yes' }],
    ['JOBS_IN_API', { JOBS_IN_API: 'yes' }],
    ['QUEUE_PREFIX', { QUEUE_PREFIX: 'has spaces' }],
    ['LOGIN_RATE_LIMIT', { LOGIN_RATE_LIMIT: '0' }],
    ['FORGOT_RATE_LIMIT', { FORGOT_RATE_LIMIT: 'many' }],
    ['LOGIN_ADDRESS_RATE_LIMIT', { LOGIN_ADDRESS_RATE_LIMIT: '0' }],
    ['SIGNUP_RATE_LIMIT', { SIGNUP_RATE_LIMIT: '-3' }],
    ['EVENT_RATE_LIMIT', { EVENT_RATE_LIMIT: 'lots' }],
    ['TRUST_PROXY', { TRUST_PROXY: 'true' }],
    ['TRUST_PROXY', { TRUST_PROXY: '10.0.0.0/33' }],
    ['TRUST_PROXY', { TRUST_PROXY: '0' }],
    ['TRUST_PROXY', { TRUST_PROXY: '10.0.0.1, proxy.example.org' }],
    ['PASSWORD_HASH_CONCURRENCY', { PASSWORD_HASH_CONCURRENCY: '8' }],
    ['PASSWORD_HASH_MAX_WAIT_MS', { PASSWORD_HASH_MAX_WAIT_MS: '-1' }],
    ['BOOTSTRAP_ADMIN_EMAIL', { BOOTSTRAP_ADMIN_EMAIL: 'admin', BOOTSTRAP_ADMIN_PASSWORD: 'Admin.2026!' }],
    ['BOOTSTRAP_ADMIN_PASSWORD', { BOOTSTRAP_ADMIN_EMAIL: 'admin@example.org' }],
    ['FOOTER_LINKS', { FOOTER_LINKS: 'not json' }],
    ['FOOTER_LINKS', { FOOTER_LINKS: '{"about": 7}' }],
  ])('names %s when its value is bad: %j', (variable, env) => {
    let error: unknown;
    try {
      loadConfig({ NODE_ENV: 'test', ...env });
    } catch (e) {
      error = e;
    }
    expect(error).toBeInstanceOf(ConfigError);
    expect((error as Error).message).toMatch(new RegExp(`^${variable}(\\.\\w+)?: \\S`));
  });

  it('refuses production without SESSION_SECRET', () => {
    expect(() => loadConfig({ NODE_ENV: 'production' })).toThrow(new ConfigError('SESSION_SECRET: required when NODE_ENV=production'));
    const config = loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(32) });
    expect(config.sessionSecret).toBe('s'.repeat(32));
    expect(config.apiDocs).toBe(false);
    expect(loadConfig({ NODE_ENV: 'production', SESSION_SECRET: 's'.repeat(32), API_DOCS: 'true' }).apiDocs).toBe(true);
  });

  it('derives the addresses from APP_URL and keeps the documented defaults', () => {
    const config = loadConfig({ NODE_ENV: 'test', APP_URL: 'https://portal.example.edu/', PORT: '8080' });
    expect(config).toMatchObject({
      appUrl: 'https://portal.example.edu',
      deliveryUrl: 'https://portal.example.edu/delivery/',
      port: 8080,
      appVersion: '1.0',
      googleAppId: '',
      jobsInApi: true,
      sessionIdleMinutes: 120,
      sessionMaxHours: 10,
      apiDocs: true,
      limits: { loginPerAccount: 10, loginPerAddress: 100, forgot: 5, signup: 60, events: 60 },
      trustProxy: false,
      hashing: { maxWaitMs: 1500 },
    });
    expect(loadConfig({ NODE_ENV: 'test', PORT: '4000' }).appUrl).toBe('http://localhost:4000');
  });

  it("reads TRUST_PROXY as nothing trusted, a hop count or the proxies' addresses", () => {
    const trust = (value?: string) => loadConfig({ NODE_ENV: 'test', ...(value === undefined ? {} : { TRUST_PROXY: value }) }).trustProxy;
    expect(trust()).toBe(false);
    expect(trust('false')).toBe(false);
    expect(trust('1')).toBe(1);
    expect(trust('10.0.0.0/8, 192.168.1.7,loopback, fd00::/8')).toEqual(['10.0.0.0/8', '192.168.1.7', 'loopback', 'fd00::/8']);
  });

  it('treats an empty variable as unset', () => {
    expect(loadConfig({ NODE_ENV: 'test', PORT: '', DATABASE_URL: '' })).toMatchObject({ port: 3000, databaseUrl: undefined });
  });
});

function newestSource(dir: string): number {
  return Math.max(
    0,
    ...readdirSync(dir, { withFileTypes: true }).map((e) => (e.isDirectory() ? newestSource(join(dir, e.name)) : statSync(join(dir, e.name)).mtimeMs)),
  );
}

/** The built CLI when it is up to date with the sources, else the sources themselves through swc. */
function cliCommand(): string[] {
  const built = join(BACKEND, 'dist', 'cli.js');
  if (existsSync(built) && statSync(built).mtimeMs >= newestSource(join(BACKEND, 'src'))) return [built];
  return ['-r', join(__dirname, 'swc-register.js'), join(BACKEND, 'src', 'cli.ts')];
}

function runCli(command: string, env: Record<string, string>, cwd: string) {
  const result = spawnSync(process.execPath, [...cliCommand(), command], {
    cwd,
    env: { PATH: process.env.PATH ?? '', ...env },
    encoding: 'utf8',
    timeout: 60_000,
  });
  return { status: result.status, lines: result.stderr.trim().split('\n'), stdout: result.stdout };
}

describe('the command line with a bad configuration', () => {
  // A working directory of its own, so nothing the CLI might write lands in the repository.
  const cwd = mkdtempSync(join(tmpdir(), 'portal-cli-'));
  afterAll(() => rmSync(cwd, { recursive: true, force: true }));

  it.each([
    ['migrate', { PORT: 'eighty' }, /^Configuration error: PORT: /],
    [
      'migrate',
      { DATABASE_URL: 'mysql://db.example.org/portal' },
      /^Configuration error: DATABASE_URL: must be a URL starting with postgres: or postgresql:\/\/$/,
    ],
    ['serve', { APP_URL: 'portal.example.org' }, /^Configuration error: APP_URL: /],
    ['serve', { NODE_ENV: 'production' }, /^Configuration error: SESSION_SECRET: required when NODE_ENV=production$/],
    ['worker', { NODE_ENV: 'test' }, /^Configuration error: REDIS_URL: /],
  ])('%s with %j prints one line naming the variable and exits non-zero', (command, env, line) => {
    const { status, lines, stdout } = runCli(command, env, cwd);
    expect(status).not.toBe(0);
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatch(line);
    expect(stdout).toBe('');
  });
});
