import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import { call, captureStdout, exitCode } from './ops-process';
import { PortalProcess, type Store, freePort, pgliteStore, postgresStore, processEnv, sleep } from './portal-process';

/**
 * A production-mode portal process logs JSON lines, each request's under its id, and never a
 * password, a password hash, a token or a session cookie, whatever the calls carried.
 */

const ADMIN = { email: 'logs.admin@example.org', password: 'Logs.Admin.Secret.2026' };
const WRONG_PASSWORD = 'Wrong.Secret.Guess.77';
const NEW_PASSWORD = 'Renewed.Secret.Pass.88';
const BEARER = 'bearer-secret-that-must-not-be-logged';
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const TIMEOUT_MS = 180_000;

interface Line {
  level: string;
  time: string;
  msg?: string;
  reqId?: string;
  route?: string;
  method?: string;
  statusCode?: number;
  context?: string;
}

/** The session cookie's value in a Set-Cookie header. */
function sessionCookie(setCookie: string[] | undefined): string {
  const value = /portal_sid=([^;]+)/.exec((setCookie ?? []).join('\n'))?.[1];
  if (!value) throw new Error(`no session cookie in ${JSON.stringify(setCookie)}`);
  return value;
}

/** The token of the newest reset mail the outbox holds for `email`. */
async function resetToken(outbox: string, email: string): Promise<string> {
  for (let i = 0; i < 100; i++) {
    const files = existsSync(outbox) ? readdirSync(outbox).filter((f) => f.endsWith('.eml')) : [];
    for (const file of files.sort().reverse()) {
      const mail = await simpleParser(readFileSync(join(outbox, file)));
      const token = /[?&]token=([^\s&"]+)/.exec(mail.text ?? '')?.[1];
      if (token && JSON.stringify(mail.to).includes(email)) return decodeURIComponent(token);
    }
    await sleep(100);
  }
  throw new Error(`no reset mail for ${email} in ${outbox}`);
}

describe('logs of a production process', () => {
  const work = mkdtempSync(join(tmpdir(), 'portal-logs-'));
  const dataDir = join(work, 'data');
  let store: Store;
  let portal: PortalProcess;
  let port: number;
  let stdout: () => string;
  let lines: Line[] = [];
  const secrets: string[] = [ADMIN.password, WRONG_PASSWORD, NEW_PASSWORD, BEARER];
  const answers: { route: string; requestId: string }[] = [];

  beforeAll(async () => {
    const database = process.env.DATABASE_URL;
    store = database ? await postgresStore(database, `portal_logs_${randomBytes(4).toString('hex')}`) : pgliteStore(dataDir);
    port = await freePort();
    const env = processEnv({
      store,
      dataDir,
      port,
      admin: ADMIN,
      extra: { NODE_ENV: 'production', SESSION_SECRET: randomBytes(32).toString('hex'), TRUST_PROXY: 'loopback', DRAIN_SECONDS: '0' },
    });
    portal = new PortalProcess(env, work, env.APP_URL!);
    stdout = captureStdout(portal.child);
    await portal.ready();

    const note = (route: string, answer: { headers: Record<string, unknown> }) => answers.push({ route, requestId: String(answer.headers['x-request-id']) });
    // a failed and a successful sign-in
    const failed = await call(port, 'POST', '/api/login', { body: { email: ADMIN.email, password: WRONG_PASSWORD } });
    expect(JSON.parse(failed.body).result).toBe('FAILED');
    note('/api/login', failed);
    const signedIn = await call(port, 'POST', '/api/login', { body: { email: ADMIN.email, password: ADMIN.password } });
    expect(JSON.parse(signedIn.body).result).toBe('SUCCESS');
    note('/api/login', signedIn);
    const cookie = sessionCookie(signedIn.headers['set-cookie']);
    secrets.push(cookie);
    // a call carrying the session cookie, a bearer token and a request id from the trusted proxy
    const loginTime = JSON.parse(signedIn.body).loginTime as string;
    const profile = await call(port, 'POST', '/api/getProfile', {
      body: {},
      headers: { cookie: `portal_sid=${cookie}`, authorization: `Bearer ${BEARER}`, 'x-login-time': loginTime, 'x-request-id': 'proxy-trace-0001' },
    });
    expect(profile.status).toBe(200);
    expect(profile.headers['x-request-id']).toBe('proxy-trace-0001');
    note('/api/getProfile', profile);
    // a password reset through the mailed link, then a sign-in with the new password
    expect(JSON.parse((await call(port, 'POST', '/api/forgotpassword', { body: { email: ADMIN.email } })).body).result).toBe('SUCCESS');
    const token = await resetToken(join(dataDir, 'outbox'), ADMIN.email);
    secrets.push(token);
    const check = JSON.parse((await call(port, 'POST', '/api/resetpassword', { body: { token } })).body);
    expect(check.isValidURL).toBe(true);
    const reset = await call(port, 'POST', '/api/enterresetpassword', {
      body: { token, email: ADMIN.email, userid: check.userId, password: NEW_PASSWORD, confirmpassword: NEW_PASSWORD },
    });
    expect(JSON.parse(reset.body).result).toBe('SUCCESS');
    const again = await call(port, 'POST', '/api/login', { body: { email: ADMIN.email, password: NEW_PASSWORD } });
    expect(JSON.parse(again.body).result).toBe('SUCCESS');
    secrets.push(sessionCookie(again.headers['set-cookie']));
    note('/api/login', again);

    const exited = exitCode(portal.child);
    portal.child.kill('SIGTERM');
    expect(await exited).toBe(0);
    lines = stdout()
      .split('\n')
      .filter((l) => l.trim())
      .map((l) => {
        try {
          return JSON.parse(l) as Line;
        } catch {
          throw new Error(`a line that is not JSON: ${l}`);
        }
      });
  }, TIMEOUT_MS);

  afterAll(async () => {
    await portal?.kill('SIGKILL');
    await store?.drop();
    rmSync(work, { recursive: true, force: true });
  });

  it('writes every line as JSON with a level, a time and a message', () => {
    expect(lines.length).toBeGreaterThan(10);
    for (const line of lines) {
      expect(typeof line.level).toBe('string');
      expect(Number.isNaN(Date.parse(line.time))).toBe(false);
    }
    expect(lines.some((l) => l.context === 'Portal' && l.msg?.startsWith('portal ready at'))).toBe(true);
  });

  it('logs one line per answered call under the id the answer names, with its route pattern and status', () => {
    for (const { route, requestId } of answers) {
      const line = lines.find((l) => l.msg === 'request' && l.reqId === requestId);
      expect(line).toMatchObject({ route, method: 'POST', statusCode: 200 });
    }
    expect(answers.filter((a) => a.route === '/api/login').every((a) => UUID.test(a.requestId))).toBe(true);
    // the trusted proxy's id is kept
    expect(lines.find((l) => l.reqId === 'proxy-trace-0001')).toMatchObject({ route: '/api/getProfile' });
  });

  it('leaves no password, hash, token, bearer token or session cookie in any line', () => {
    const text = stdout() + portal.log();
    for (const secret of secrets) expect(text).not.toContain(secret);
    expect(text).not.toMatch(/\$argon2/);
    expect(text).not.toMatch(/portal_sid=(?!\[redacted\])/);
    // the outbox still says a mail went out, its link's token cut
    expect(text).toContain('token=[redacted]');
  });
});
