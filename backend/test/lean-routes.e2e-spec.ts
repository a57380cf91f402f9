import { brotliDecompressSync } from 'node:zlib';
import { RequestContext } from '@mikro-orm/core';
import { RoleId } from '@portal/shared';
import request from 'supertest';
import { DEMO_ACCOUNTS } from '../src/database/seeders/accounts.seeder';
import { SessionsService } from '../src/auth/sessions.service';
import { loginAs, sql } from './accounts';
import { signUpAndLogin, startPortal, type TestPortal } from './harness';

// What differs between two answers of the same call a moment apart, whichever way they went.
const VARYING = new Set(['date', 'x-session-expires-in', 'set-cookie', 'connection', 'keep-alive']);

function steadyHeaders(res: { headers: Record<string, unknown> }): Record<string, unknown> {
  return Object.fromEntries(Object.entries(res.headers).filter(([name]) => !VARYING.has(name)));
}

describe('the fast path of the hot session-bound calls', () => {
  let portal: TestPortal;

  beforeAll(async () => {
    portal = await startPortal();
  }, 120_000);
  afterAll(() => portal.close());
  afterEach(() => jest.restoreAllMocks());

  it('answers getCore exactly as the Nest route does: status, body and every header', async () => {
    const { client } = await signUpAndLogin(portal);
    // `{}` passes the hand-written check and is answered from Fastify; a field the login answer
    // carries passes the DTO but not that check, so the same call goes the whole way through Nest.
    const lean = await client.post('/api/getCore', {});
    const nest = await client.post('/api/getCore', { result: 'SUCCESS' });
    expect(lean.status).toBe(200);
    expect(nest.status).toBe(200);
    expect(lean.text).toBe(nest.text);
    expect(steadyHeaders(lean)).toEqual(steadyHeaders(nest));
    expect(Object.keys(steadyHeaders(lean))).toEqual(Object.keys(steadyHeaders(nest)));
    for (const res of [lean, nest]) {
      expect(res.headers['cache-control']).toBe('no-store');
      expect(res.headers['x-session-expiry']).toBe('idle');
      expect(Number(res.headers['x-session-expires-in'])).toBeGreaterThan(0);
    }
  });

  it('sends the security headers, once each, on the fast path, through Nest, on a refusal and on an unknown path', async () => {
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

  it('answers a lean call without the ORM request context, and enters it when the call goes on to Nest', async () => {
    const { client } = await signUpAndLogin(portal);
    const entered = jest.spyOn(RequestContext, 'create');

    expect((await client.post('/api/getProfile', {})).status).toBe(200);
    expect((await client.post('/api/getCore', {})).status).toBe(200);
    expect(entered).not.toHaveBeenCalled();

    // handed on: a body the fast path leaves to the full validation, and a login time that does not match
    expect((await client.post('/api/getCore', { result: 'SUCCESS' })).status).toBe(200);
    expect(entered).toHaveBeenCalledTimes(1);
    const loginTime = client.loginTime;
    client.loginTime = '1';
    const mismatch = await client.post('/api/getProfile', {});
    client.loginTime = loginTime;
    expect(mismatch.status).toBe(401);
    expect(entered).toHaveBeenCalledTimes(2);

    // any other call gets it as before
    expect((await client.get('/api/getAppVersion')).status).toBe(200);
    expect(entered).toHaveBeenCalledTimes(3);
  });

  it('gives a call handed on to Nest an entity manager of its own, as every Nest route had', async () => {
    const { client } = await signUpAndLogin(portal);
    let contextual: unknown;
    const create = RequestContext.create.bind(RequestContext);
    jest.spyOn(RequestContext, 'create').mockImplementation((em, next, options) =>
      create(em, () => {
        contextual = RequestContext.getEntityManager();
        return next();
      }, options),
    );
    const res = await client.post('/api/getCore', { result: 'SUCCESS' });
    expect(res.status).toBe(200);
    expect(contextual).toBeDefined();
    expect(contextual).not.toBe(portal.orm.em);
  });
  it('sends an answer above the compression threshold compressed, exactly as the Nest route sends it', async () => {
    await loginAs(portal, RoleId.ContentAdmin);
    for (let n = 1; n <= 12; n++) {
      await sql(portal, `insert into users (email, first_name, last_name, password_hash, role_id, language, created_on) values (?, 'Wren', ?, '!', ?, 'en', now())`, [`wren.${n}@lean.test`, `Nr${n}`, RoleId.Student]);
    }
    const fastify = portal.app.getHttpAdapter().getInstance();
    const admin = DEMO_ACCOUNTS.find((a) => a.roleId === RoleId.ContentAdmin)!;
    const login = await fastify.inject({ method: 'POST', url: '/api/login', headers: { 'content-type': 'application/json', 'x-login-time': '0' }, payload: { email: admin.email, password: admin.password } });
    const value = login.cookies.find((c) => c.name === 'portal_sid')!.value;
    const getUsers = (cookie: string, acceptEncoding: string) =>
      fastify.inject({
        method: 'POST',
        url: '/api/getUsers',
        headers: { 'content-type': 'application/json', 'x-login-time': login.json().loginTime, 'accept-encoding': acceptEncoding, cookie },
        payload: { lastName: 'nr' },
      });
    // a %-escaped cookie is left to the cookie parser, and so the call to the Nest route
    const escaped = `portal_sid=%${value.charCodeAt(0).toString(16)}${value.slice(1)}`;
    const entered = jest.spyOn(RequestContext, 'create');
    const lean = await getUsers(`portal_sid=${value}`, 'br');
    expect(entered).not.toHaveBeenCalled();
    const nest = await getUsers(escaped, 'br');
    expect(entered).toHaveBeenCalledTimes(1);
    expect(lean.statusCode).toBe(200);
    expect(lean.headers['content-encoding']).toBe('br');
    const text = brotliDecompressSync(lean.rawPayload).toString();
    expect(text.length).toBeGreaterThan(1024);
    expect(JSON.parse(text).data).toHaveLength(10);
    expect(text).toBe(brotliDecompressSync(nest.rawPayload).toString());
    expect(Object.entries(steadyHeaders(lean))).toEqual(Object.entries(steadyHeaders(nest)));

    const plain = await getUsers(`portal_sid=${value}`, 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(text);
  });

  it("keeps the hash of a live session's cookie only, and forgets it at sign-out", async () => {
    const hashes = (portal.app.get(SessionsService) as unknown as { hashes: Map<string, string> }).hashes;
    const before = hashes.size;
    // cookies of a token's length that no one signed in with, each among a long header
    for (let n = 0; n < 20; n++) {
      const res = await request(portal.server)
        .post('/api/getCore')
        .set({ 'content-type': 'application/json', 'x-login-time': '1', cookie: `portal_sid=${String(n).padStart(43, 'x')}; pad=${'p'.repeat(4000)}` })
        .send('{}');
      expect(res.status).toBe(401);
    }
    expect(hashes.size).toBe(before);

    const { client } = await signUpAndLogin(portal);
    expect((await client.post('/api/getCore', {})).status).toBe(200);
    expect(hashes.size).toBe(before + 1);
    expect((await client.post('/api/logout', {})).status).toBe(200);
    expect(hashes.size).toBe(before);
    expect((await client.post('/api/getCore', {})).status).toBe(401);
  });

  describe('a body or cookie the fast path does not take as it is goes to the route, which answers as before', () => {
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

    it('answers getProfile exactly as the Nest route does, headers in the same order', async () => {
      // a %-escaped cookie is left to the cookie parser, and so the call to the Nest route
      const escaped = `portal_sid=%${session.cookie.charCodeAt('portal_sid='.length).toString(16)}${session.cookie.slice('portal_sid='.length + 1)}`;
      const lean = await raw('/api/getProfile', '{}');
      const nest = await raw('/api/getProfile', '{}', { cookie: escaped });
      expect(lean.status).toBe(200);
      expect(nest.status).toBe(200);
      expect(lean.text).toBe(nest.text);
      expect(Object.entries(steadyHeaders(lean))).toEqual(Object.entries(steadyHeaders(nest)));
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

    it('refuses a body of another type as the route does', async () => {
      const res = await raw('/api/getCore', '{}', { 'content-type': 'text/plain' });
      expect(res.status).toBe(400);
    });

    it('hands a body it read on to the route whole, and above its limit reads none', async () => {
      const lean = await raw('/api/getCore', '{}');
      for (const padding of [5000, 70_000]) {
        const res = await raw('/api/getCore', `{"result":"SUCCESS"${' '.repeat(padding)}}`);
        expect(res.status).toBe(200);
        expect(res.text).toBe(lean.text);
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
