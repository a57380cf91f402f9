import { RequestContext } from '@mikro-orm/core';
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
    expect(lean.body).toEqual(nest.body);
    expect(steadyHeaders(lean)).toEqual(steadyHeaders(nest));
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
});
