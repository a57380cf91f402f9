import { sql } from './accounts';
import { signUpAndLogin, startPortal, STRONG_PASSWORD, type TestPortal, uniqueEmail } from './harness';

let addresses = 0;
/** A client address of its own for each test, claimed through the trusted proxy. */
const newAddress = () => `192.0.2.${++addresses}`;

describe('limits and payload caps of the public calls', () => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await startPortal({ TRUST_PROXY: 'loopback', SIGNUP_RATE_LIMIT: '3', FORGOT_RATE_LIMIT: '2', EVENT_RATE_LIMIT: '3' });
  });
  afterAll(async () => {
    await portal?.jobsIdle();
    await portal?.close();
  });

  const call = (path: string, body: object, from: string) => portal.client().agent.post(path).set('X-Login-Time', '0').set('X-Forwarded-For', from).send(body);
  const signUpForm = () => ({ firstName: 'Lee', lastName: 'Park', email: uniqueEmail('joiner'), password: STRONG_PASSWORD, confirmpassword: STRONG_PASSWORD });

  function expectLimited(res: { status: number; headers: Record<string, string>; body: { message: string } }) {
    expect(res.status).toBe(429);
    const seconds = Number(res.headers['retry-after']);
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(60);
    expect(res.body.message).toBe(`Too many attempts. Please wait ${seconds} seconds and try again.`);
  }

  it('limits sign-ups per address, each of which costs a password hash', async () => {
    const from = newAddress();
    for (let i = 0; i < 3; i++) expect((await call('/api/signup', signUpForm(), from)).body.data.result).toBe('SUCCESS');
    const refused = signUpForm();
    expectLimited(await call('/api/signup', refused, from));
    expect(await sql(portal, 'select id from users where email = ?', [refused.email])).toEqual([]);
    expect((await call('/api/signup', signUpForm(), newAddress())).body.data.result).toBe('SUCCESS');
  });

  it('limits invitation acceptance: link checks and invited registrations share the sign-up count', async () => {
    const from = newAddress();
    for (let i = 0; i < 2; i++) expect((await call('/api/processInviteUserLink', { token: `guessed-${i}` }, from)).body.result).toBe('FAILED');
    expect((await call('/api/signup', { ...signUpForm(), isInviteUsr: true, token: 'guessed-2' }, from)).body.data.result).toBe('FAILED');
    expectLimited(await call('/api/processInviteUserLink', { token: 'guessed-3' }, from));
    expectLimited(await call('/api/signup', { ...signUpForm(), isInviteUsr: true, token: 'guessed-4' }, from));
  });

  it('limits forgot-password per address and email, and per address over many emails', async () => {
    const from = newAddress();
    const email = uniqueEmail('forgetful');
    expect((await call('/api/forgotpassword', { email }, from)).status).toBe(200);
    expect((await call('/api/forgotpassword', { email }, from)).status).toBe(200);
    expectLimited(await call('/api/forgotpassword', { email }, from));
    // 2 of the address's 20 are used; 18 more addresses may be asked for, then none
    const statuses: number[] = [];
    for (let i = 0; i < 19; i++) statuses.push((await call('/api/forgotpassword', { email: uniqueEmail('listed') }, from)).status);
    expect(statuses).toEqual([...Array(18).fill(200), 429]);
    expect((await call('/api/forgotpassword', { email }, newAddress())).status).toBe(200);
  });

  it("limits analytics events per signed-in user, and a visitor's per address", async () => {
    const from = newAddress();
    const { client } = await signUpAndLogin(portal);
    const track = (c: typeof client) =>
      c.agent.post('/api/trackEvent').set('X-Login-Time', c.loginTime).set('X-Forwarded-For', from).send({ type: 'page_view', path: '/home/index' });
    const mine: number[] = [];
    for (let i = 0; i < 4; i++) mine.push((await track(client)).status);
    expect(mine).toEqual([204, 204, 204, 429]);
    const { client: classmate } = await signUpAndLogin(portal);
    expect((await track(classmate)).status).toBe(204);

    const visitor = newAddress();
    const views: number[] = [];
    for (let i = 0; i < 31; i++) views.push((await call('/api/trackEvent', { type: 'page_view', path: '/login' }, visitor)).status);
    expect(views).toEqual([...Array(30).fill(204), 429]);
  });

  it.each([
    ['more than 20 entries', Object.fromEntries(Array.from({ length: 21 }, (_, i) => [`k${i}`, 'v']))],
    ['a value over 200 characters', { note: 'x'.repeat(201) }],
    ['a name over 40 characters', { ['n'.repeat(41)]: 'v' }],
    ['a value that is not a text', { nested: { deeper: 'v' } }],
    ['a list', ['a', 'b']],
    ['750 KB', { blob: 'x'.repeat(750 * 1024) }],
  ])('refuses an event whose detail has %s, naming the field, and stores nothing', async (_, detail) => {
    const [{ count: before }] = await sql<{ count: string }>(portal, 'select count(*) as count from analytics_events');
    const res = await call('/api/trackEvent', { type: 'page_view', path: '/login', detail }, newAddress());
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      { field: 'detail', message: 'Event detail must be an object of at most 20 texts, with names of at most 40 and values of at most 200 characters.' },
    ]);
    const [{ count: after }] = await sql<{ count: string }>(portal, 'select count(*) as count from analytics_events');
    expect(after).toBe(before);
  });

  it('stores an event whose detail is within the caps', async () => {
    const detail = Object.fromEntries(Array.from({ length: 20 }, (_, i) => [`k${i}`.padEnd(40, 'k'), 'v'.repeat(200)]));
    expect((await call('/api/trackEvent', { type: 'page_view', path: '/login', detail }, newAddress())).status).toBe(204);
  });
});
