import { brotliDecompressSync } from 'node:zlib';
import { RequestContext } from '@mikro-orm/core';
import { RoleId } from '@portal/shared';
import request from 'supertest';
import { DEMO_ACCOUNTS } from '../src/users/seed-accounts';
import { loginAs, sql } from './accounts';
import { signUpAndLogin, startPortal, type TestPortal } from './harness';

describe('the session-bound calls every page makes', () => {
  let portal: TestPortal;

  beforeAll(async () => {
    portal = await startPortal();
  }, 120_000);
  afterAll(() => portal.close());
  afterEach(() => jest.restoreAllMocks());

  it('answers getCore with the session expiry headers, never to be stored', async () => {
    const { client } = await signUpAndLogin(portal);
    const res = await client.post('/api/getCore', {});
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-session-expiry']).toBe('idle');
    expect(Number(res.headers['x-session-expires-in'])).toBeGreaterThan(0);
  });

  it('sends the security headers, once each, on an answer, a refusal and an unknown path', async () => {
    const { client } = await signUpAndLogin(portal);
    const answers = [
      await client.post('/api/getProfile', {}),
      await client.post('/api/getCore', { result: 'SUCCESS' }),
      await portal.client().post('/api/getProfile', {}),
      await client.post('/api/noSuchCall', {}),
    ];
    expect(answers.map((res) => res.status)).toEqual([200, 200, 401, 404]);
    for (const res of answers) {
      expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(res.headers['content-security-policy']).not.toContain(',');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['cross-origin-opener-policy']).toBe('same-origin-allow-popups');
      expect(res.headers['referrer-policy']).toBe('no-referrer');
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('gives every call an entity manager of its own', async () => {
    const { client } = await signUpAndLogin(portal);
    let contextual: unknown;
    const create = RequestContext.create.bind(RequestContext);
    jest.spyOn(RequestContext, 'create').mockImplementation((em, next, options) =>
      create(
        em,
        () => {
          contextual = RequestContext.getEntityManager();
          return next();
        },
        options,
      ),
    );
    const res = await client.post('/api/getCore', {});
    expect(res.status).toBe(200);
    expect(contextual).toBeDefined();
    expect(contextual).not.toBe(portal.orm.em);
  });
  it('sends an answer above the compression threshold compressed, as the client accepts', async () => {
    await loginAs(portal, RoleId.ContentAdmin);
    for (let n = 1; n <= 12; n++) {
      await sql(
        portal,
        `insert into users (email, first_name, last_name, password_hash, role_id, language, created_on) values (?, 'Wren', ?, '!', ?, 'en', now())`,
        [`wren.${n}@compress.test`, `Nr${n}`, RoleId.Student],
      );
    }
    const fastify = portal.app.getHttpAdapter().getInstance();
    const admin = DEMO_ACCOUNTS.find((a) => a.roleId === RoleId.ContentAdmin)!;
    const login = await fastify.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json', 'x-login-time': '0' },
      payload: { email: admin.email, password: admin.password },
    });
    const value = login.cookies.find((c) => c.name === 'portal_sid')!.value;
    const getUsers = (acceptEncoding: string) =>
      fastify.inject({
        method: 'POST',
        url: '/api/getUsers',
        headers: {
          'content-type': 'application/json',
          'x-login-time': login.json().loginTime,
          'accept-encoding': acceptEncoding,
          cookie: `portal_sid=${value}`,
        },
        payload: { lastName: 'nr' },
      });
    const compressed = await getUsers('br');
    expect(compressed.statusCode).toBe(200);
    expect(compressed.headers['content-encoding']).toBe('br');
    const text = brotliDecompressSync(compressed.rawPayload).toString();
    expect(text.length).toBeGreaterThan(1024);
    expect(JSON.parse(text).data).toHaveLength(10);

    const plain = await getUsers('identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(text);
  });

  it('sends a small answer as it is, whatever the client accepts', async () => {
    const { client } = await signUpAndLogin(portal);
    const res = await client.post('/api/getCore', {}).set('accept-encoding', 'br, gzip');
    expect(res.status).toBe(200);
    expect(res.headers['content-encoding']).toBeUndefined();
  });

  describe('bodies and cookies as the client sends them', () => {
    let session: { cookie: string; loginTime: string };
    const raw = (path: string, body: string, headers: Record<string, string> = {}) =>
      request(portal.server)
        .post(path)
        .set({ 'content-type': 'application/json', cookie: session.cookie, 'x-login-time': session.loginTime, ...headers })
        .send(body);

    beforeAll(async () => {
      const { email, password } = await signUpAndLogin(portal);
      const login = await request(portal.server).post('/api/login').set('x-login-time', '0').send({ email, password });
      const cookie = (login.headers['set-cookie'] as unknown as string[]).find((c) => c.startsWith('portal_sid='))!;
      session = { cookie: cookie.split(';')[0], loginTime: login.body.loginTime };
    });

    it('reads a %-escaped session cookie as the cookie parser decodes it', async () => {
      const escaped = `portal_sid=%${session.cookie.charCodeAt('portal_sid='.length).toString(16)}${session.cookie.slice('portal_sid='.length + 1)}`;
      const plain = await raw('/api/getProfile', '{}');
      const decoded = await raw('/api/getProfile', '{}', { cookie: escaped });
      expect(plain.status).toBe(200);
      expect(decoded.status).toBe(200);
      expect(decoded.text).toBe(plain.text);
    });

    it('refuses a body that is no JSON, or guards a prototype key, or nests too deep, whether or not a session sent it', async () => {
      const deep = '{"a":' + '['.repeat(40) + ']'.repeat(40) + '}';
      for (const body of ['{', '{"__proto__":{"x":1}}', deep]) {
        const signedIn = await raw('/api/getCore', body);
        const anonymous = await raw('/api/getCore', body, { cookie: '' });
        expect(signedIn.status).toBe(400);
        expect(signedIn.text).toBe(anonymous.text);
      }
    });

    it('reads a multipart form on the upload routes only', async () => {
      const form = await raw('/api/getCore', '--b\r\nContent-Disposition: form-data; name="a"\r\n\r\n1\r\n--b--\r\n', {
        'content-type': 'multipart/form-data; boundary=b',
      });
      expect(form.status).toBe(415);
    });

    it('refuses a body of another type as the route does', async () => {
      const res = await raw('/api/getCore', '{}', { 'content-type': 'text/plain' });
      expect(res.status).toBe(400);
    });

    it('reads a padded body whole, small or large', async () => {
      const plain = await raw('/api/getCore', '{}');
      for (const padding of [5000, 70_000]) {
        const res = await raw('/api/getCore', `{"result":"SUCCESS"${' '.repeat(padding)}}`);
        expect(res.status).toBe(200);
        expect(res.text).toBe(plain.text);
      }
    });

    it('reads the session cookie among others, quoted, or first of two, as the cookie parser does', async () => {
      const value = session.cookie.slice('portal_sid='.length);
      const answers = await Promise.all([
        raw('/api/getCore', '{}', { cookie: `theme=dark;  portal_sid=${value} ; lang=en` }),
        raw('/api/getCore', '{}', { cookie: `portal_sid="${value}"` }),
        raw('/api/getCore', '{}', { cookie: `portal_sid=${value}; portal_sid=stale` }),
        raw('/api/getCore', '{}', { cookie: `portal_sid=stale; portal_sid=${value}` }),
      ]);
      expect(answers.map((res) => res.status)).toEqual([200, 401, 200, 401]);
    });
  });
});
