import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { RoleId } from '@portal/shared';
import { DEMO_ACCOUNTS } from '../src/users/seed-accounts';
import { loginAs } from './accounts';
import { freePort, serve } from './cli-process';
import { startPortal, type TestClient, type TestPortal } from './harness';

/** Broken and hostile HTTP bodies are answered 4xx by name, never 500 or silence. */

const deep = (levels: number) => `${'['.repeat(levels)}${']'.repeat(levels)}`;

/** Files under the storage folder, temporary ones included. */
function stored(root: string): string[] {
  if (!existsSync(root)) return [];
  return readdirSync(root, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => join(e.parentPath, e.name).slice(root.length + 1));
}

/** The session cookie and login time of a signed-in client, for requests written by hand. */
function credentials(client: TestClient): string {
  const cookie = client.agent.jar.getCookies({ domain: '127.0.0.1', path: '/', secure: false, script: false }).toValueString();
  return `Cookie: ${cookie}\r\nX-Login-Time: ${client.loginTime}\r\n`;
}

/** Sends the start of a multipart upload that declares more bytes than it sends, then waits. */
function stalledUpload(port: number, auth: string): { socket: Socket; answer: Promise<string> } {
  const boundary = 'portal-boundary';
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="fileDesc"\r\n\r\nStalled\r\n--${boundary}\r\nContent-Disposition: form-data; name="File"; filename="p.zip"\r\nContent-Type: application/zip\r\n\r\nPK\x03\x04`;
  const socket = connect(port, '127.0.0.1');
  socket.write(
    `POST /api/upload HTTP/1.1\r\nHost: 127.0.0.1\r\n${auth}Content-Type: multipart/form-data; boundary=${boundary}\r\nContent-Length: 100000\r\n\r\n${head}${'x'.repeat(5000)}`,
  );
  let text = '';
  const answer = new Promise<string>((resolve) => {
    socket.on('data', (c) => (text += c.toString()));
    socket.on('close', () => resolve(text));
    socket.on('error', () => resolve(text));
  });
  return { socket, answer };
}

describe('HTTP edge cases', () => {
  let portal: TestPortal;
  let admin: TestClient;
  let student: TestClient;
  let port: number;

  beforeAll(async () => {
    portal = await startPortal({ UPLOAD_IDLE_SECONDS: '1' });
    [admin, student] = await Promise.all([loginAs(portal, RoleId.ContentAdmin), loginAs(portal, RoleId.Student)]);
    await portal.app.listen(0, '127.0.0.1');
    port = (portal.app.getHttpServer().address() as { port: number }).port;
  });
  afterAll(() => portal.close());

  it("refuses JSON nested thousands deep with 400, on a public call and a signed-in one, in the caller's language", async () => {
    const publicCall = await portal
      .client()
      .agent.post('/api/login')
      .set('X-Login-Time', '0')
      .set('content-type', 'application/json')
      .send(`{"email":${deep(5000)},"password":"x"}`);
    expect(publicCall.status).toBe(400);
    expect(publicCall.body.message).toBe('The request body nests deeper than 32 levels, more than any call of the API accepts.');
    const signedIn = await student.agent
      .post('/api/updateProfile')
      .set('X-Login-Time', student.loginTime)
      .set('Accept-Language', 'ru')
      .set('content-type', 'application/json')
      .send(`{"firstName":"Dana","x":${'{"a":'.repeat(5000)}1${'}'.repeat(5000)}}`);
    expect(signedIn.status).toBe(400);
    expect(signedIn.body.message).toMatch(/^Тело запроса вложено глубже 32 уровней/);
    // an ordinary body still goes through
    expect((await student.post('/api/getProfile')).status).toBe(200);
  });

  it('refuses a JSON body over the size limit with 413', async () => {
    const res = await portal
      .client()
      .agent.post('/api/login')
      .set('X-Login-Time', '0')
      .set('content-type', 'application/json')
      .send(`{"email":"${'a'.repeat(2 * 1024 * 1024)}"}`);
    expect(res.status).toBe(413);
  });

  it('answers a garbled multipart body 400 and keeps nothing of it', async () => {
    const before = stored(portal.config.storageDir);
    const res = await admin.agent
      .post('/api/upload')
      .set('X-Login-Time', admin.loginTime)
      .set('content-type', 'multipart/form-data; boundary=xyz')
      .send('--xyz\r\nContent-Disposition: form-data; name="File"; filename="a.zip"\r\n\r\nPK\x03\x04 and then the body just ends');
    expect(res.status).toBe(400);
    expect(res.body.message).toBe('The upload could not be read as a form with a file. Upload the package again from the import form.');
    expect(stored(portal.config.storageDir)).toEqual(before);
  });

  it('answers an upload that stops arriving 400 within the idle limit, closes it and removes its file', async () => {
    const before = stored(portal.config.storageDir);
    const { answer } = stalledUpload(port, credentials(admin));
    const text = await answer;
    expect(text).toMatch(/^HTTP\/1\.1 400 /);
    expect(text).toContain('The upload stopped before the whole file arrived. Check the connection and upload the package again.');
    expect(stored(portal.config.storageDir)).toEqual(before);
  });

  it('removes the file of an upload whose client goes away mid-file', async () => {
    const before = stored(portal.config.storageDir);
    const { socket, answer } = stalledUpload(port, credentials(admin));
    await new Promise((r) => setTimeout(r, 300));
    socket.destroy();
    await answer;
    for (let i = 0; i < 50 && stored(portal.config.storageDir).length !== before.length; i++) await new Promise((r) => setTimeout(r, 100));
    expect(stored(portal.config.storageDir)).toEqual(before);
  });

  it('refuses an unknown time zone by name when printing the history', async () => {
    const download = await student.get('/api/downloadHistory?tz=Not/AZone');
    expect(download.status).toBe(400);
    expect(download.body.errors).toEqual([{ field: 'tz', message: 'tz is not a time zone the portal knows; send an IANA name such as America/Chicago.' }]);
    const print = await student.post('/api/printHistory', { timeZone: 'Not/AZone' });
    expect(print.status).toBe(400);
    expect(print.body.errors[0].field).toBe('timeZone');
    expect((await student.get('/api/downloadHistory?tz=America/Chicago')).status).not.toBe(400);
  });
});

describe('stopping the server', () => {
  it('stops on SIGTERM within seconds while an upload hangs on an open connection', async () => {
    const work = mkdtempSync(join(tmpdir(), 'portal-stop-'));
    const port = await freePort();
    const admin = DEMO_ACCOUNTS.find((a) => a.roleId === RoleId.ContentAdmin)!;
    try {
      const server = await serve(
        {
          NODE_ENV: 'test',
          DATA_DIR: join(work, 'data'),
          PORT: String(port),
          SAMPLE_CONTENT: 'false',
          UPLOAD_IDLE_SECONDS: '600',
          BOOTSTRAP_ADMIN_EMAIL: admin.email,
          BOOTSTRAP_ADMIN_PASSWORD: admin.password,
        },
        work,
      );
      const login = await fetch(`http://127.0.0.1:${port}/api/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-login-time': '0' },
        body: JSON.stringify({ email: admin.email, password: admin.password }),
      });
      const { loginTime } = (await login.json()) as { loginTime: string };
      const cookie = login.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      const { answer } = stalledUpload(port, `Cookie: ${cookie}\r\nX-Login-Time: ${loginTime}\r\n`);
      await new Promise((r) => setTimeout(r, 500));
      const started = Date.now();
      await server.stop();
      // the bound is the point: a hanging client once kept the server from stopping for good
      expect(Date.now() - started).toBeLessThan(8_000);
      // a clean stop of its own, which releases the embedded database's lock, not a death by the signal
      expect({ exitCode: server.child.exitCode, signal: server.child.signalCode }).toEqual({ exitCode: 0, signal: null });
      expect(existsSync(join(work, 'data', 'portal.lock'))).toBe(false);
      await answer;
    } finally {
      rmSync(work, { recursive: true, force: true });
    }
  }, 120_000);
});
