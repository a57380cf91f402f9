import { argon2id, hash } from 'argon2';
import { passwordQueue } from '../src/users/passwords';
import { sql } from './accounts';
import { startPortal, STRONG_PASSWORD, type TestPortal, uniqueEmail } from './harness';

const WRONG = 'Wrong.Password1';
const limits = { LOGIN_RATE_LIMIT: '4', LOGIN_ADDRESS_RATE_LIMIT: '10' };

let addresses = 0;
/** A client address of its own for each test, claimed through the trusted proxy. */
const newAddress = () => `203.0.113.${++addresses}`;

function attempt(portal: TestPortal, email: string, password: string, forwardedFor?: string) {
  const req = portal.client().agent.post('/api/login').set('X-Login-Time', '0');
  return (forwardedFor ? req.set('X-Forwarded-For', forwardedFor) : req).send({ email, password });
}

async function signUp(portal: TestPortal, forwardedFor: string): Promise<string> {
  const email = uniqueEmail('pupil');
  const res = await portal
    .client()
    .agent.post('/api/signup')
    .set('X-Login-Time', '0')
    .set('X-Forwarded-For', forwardedFor)
    .send({ firstName: 'Sam', lastName: 'Ortiz', email, password: STRONG_PASSWORD, confirmpassword: STRONG_PASSWORD });
  expect(res.body.data.result).toBe('SUCCESS');
  return email;
}

function expectRetryAfter(res: { status: number; headers: Record<string, string>; body: { message: string; retryAfterSeconds: number } }) {
  expect(res.status).toBe(429);
  const seconds = Number(res.headers['retry-after']);
  expect(Number.isInteger(seconds) && seconds >= 1 && seconds <= 60).toBe(true);
  expect(res.body).toMatchObject({ statusCode: 429, retryAfterSeconds: seconds, message: `Too many attempts. Please wait ${seconds} seconds and try again.` });
}

describe('sign-in limits without a trusted proxy (the default)', () => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await startPortal(limits);
  });
  afterAll(() => portal?.close());

  it('ignores X-Forwarded-For: neither a claimed address per attempt nor a spray over accounts gets past the limits', async () => {
    const target = uniqueEmail('target');
    const onOne: number[] = [];
    for (let i = 1; i <= 12; i++) onOne.push((await attempt(portal, target, WRONG, `198.51.100.${i}`)).status);
    expect(onOne).toEqual([...Array(4).fill(200), ...Array(8).fill(429)]);

    // the four failures above came from this client's address too; its allowance is ten
    const spray: number[] = [];
    for (let i = 1; i <= 15; i++) spray.push((await attempt(portal, uniqueEmail('sprayed'), WRONG, `198.51.100.${100 + i}`)).status);
    expect(spray).toEqual([...Array(6).fill(200), ...Array(9).fill(429)]);
    expectRetryAfter(await attempt(portal, uniqueEmail('sprayed'), WRONG));
  });
});

describe('sign-in limits behind a trusted proxy', () => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await startPortal({ ...limits, TRUST_PROXY: 'loopback', PASSWORD_HASH_CONCURRENCY: '1', PASSWORD_HASH_MAX_WAIT_MS: '0' });
  });
  afterAll(() => portal?.close());

  it('lets a whole class behind one address sign in: successes are not counted', async () => {
    const school = newAddress();
    const pupils: string[] = [];
    for (let i = 0; i < 15; i++) pupils.push(await signUp(portal, school));
    const results: string[] = [];
    for (const email of pupils) results.push((await attempt(portal, email, STRONG_PASSWORD, school)).body.result);
    expect(results).toEqual(Array(15).fill('SUCCESS'));
  });

  it('limits a password spray per source address, and only that address', async () => {
    const sprayer = newAddress();
    const statuses: number[] = [];
    for (let i = 0; i < 15; i++) statuses.push((await attempt(portal, uniqueEmail('sprayed'), WRONG, sprayer)).status);
    expect(statuses).toEqual([...Array(10).fill(200), ...Array(5).fill(429)]);
    expectRetryAfter(await attempt(portal, uniqueEmail('sprayed'), WRONG, sprayer));
    expect((await attempt(portal, uniqueEmail('sprayed'), WRONG, newAddress())).status).toBe(200);
  });

  it('limits failures per account from any address, and gives back a right password', async () => {
    const email = await signUp(portal, newAddress());
    const statuses: number[] = [];
    for (const password of [WRONG, WRONG, WRONG, STRONG_PASSWORD, WRONG, WRONG]) statuses.push((await attempt(portal, email, password, newAddress())).status);
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429]);
    // other accounts are not held back
    expect((await attempt(portal, uniqueEmail('other'), WRONG, newAddress())).status).toBe(200);
  });

  it('replaces a hash made with other parameters at a successful sign-in, not at a failed one', async () => {
    const address = newAddress();
    const email = await signUp(portal, address);
    const old = await hash(STRONG_PASSWORD, { type: argon2id, memoryCost: 65536, timeCost: 3, parallelism: 4 });
    await sql(portal, 'update users set password_hash = ? where email = ?', [old, email]);
    const stored = async () => (await sql<{ password_hash: string }>(portal, 'select password_hash from users where email = ?', [email]))[0].password_hash;

    expect((await attempt(portal, email, WRONG, address)).body.result).toBe('FAILED');
    expect(await stored()).toBe(old);
    expect((await attempt(portal, email, STRONG_PASSWORD, address)).body.result).toBe('SUCCESS');
    const renewed = await stored();
    expect(renewed.split('$')[3].split(',').sort()).toEqual(['m=19456', 'p=1', 't=2']);
    expect((await attempt(portal, email, STRONG_PASSWORD, address)).body.result).toBe('SUCCESS');
    expect(await stored()).toBe(renewed);
  });

  it('answers 429 with Retry-After at once when the password queue is full, without counting a failure', async () => {
    const address = newAddress();
    const email = await signUp(portal, address);
    let release!: () => void;
    const held = passwordQueue.run(() => new Promise<void>((resolve) => (release = resolve)));
    try {
      const statuses: number[] = [];
      const waits: number[] = [];
      for (let i = 0; i < 6; i++) {
        const res = await attempt(portal, email, WRONG, address);
        statuses.push(res.status);
        const seconds = Number(res.headers['retry-after']);
        waits.push(seconds);
        expect(res.body.message).toBe(`The portal is busy signing others in. Please try again in ${seconds} seconds.`);
      }
      expect(statuses).toEqual(Array(6).fill(429));
      // a client that keeps retrying is asked to wait twice as long each time (and at most a minute)
      waits.forEach((seconds, i) => {
        expect(seconds).toBeGreaterThanOrEqual(2 ** i);
        expect(seconds).toBeLessThanOrEqual(Math.min(60, 2 ** (i + 1)));
      });
      // another student's first refusal is short again: the wait grows per account
      const other = Number((await attempt(portal, uniqueEmail('other'), WRONG, address)).headers['retry-after']);
      expect(other).toBeLessThanOrEqual(2);
    } finally {
      release();
      await held;
    }
    // six refusals for a busy queue were not six failures: the account may still sign in
    expect((await attempt(portal, email, STRONG_PASSWORD, address)).body.result).toBe('SUCCESS');
  });
});

describe('a class behind one address: browsers an account signed in from before', () => {
  const classLimits = { LOGIN_RATE_LIMIT: '4', LOGIN_ADDRESS_RATE_LIMIT: '6' };
  let portal: TestPortal;
  beforeEach(async () => {
    portal = await startPortal(classLimits);
  });
  afterEach(() => portal?.close());

  /** A browser that signed in to the account once and signed out: it keeps the account's device cookie. */
  async function knownBrowser(email: string) {
    const browser = portal.client();
    expect((await browser.login(email, STRONG_PASSWORD)).body.result).toBe('SUCCESS');
    expect((await browser.post('/api/logout', {})).status).toBe(200);
    browser.loginTime = '0';
    return browser;
  }

  it('signs a known browser in with the right password while the address and the account are refused to everyone else', async () => {
    const email = await signUp(portal, '192.0.2.1');
    const known = await knownBrowser(email);
    // classmates' typos on other accounts spend the address, a guesser spends the account
    for (let i = 0; i < 2; i++) expect((await attempt(portal, uniqueEmail('classmate'), WRONG)).status).toBe(200);
    for (let i = 0; i < 4; i++) expect((await attempt(portal, email, WRONG)).status).toBe(200);
    expectRetryAfter(await attempt(portal, email, STRONG_PASSWORD));
    expectRetryAfter(await attempt(portal, uniqueEmail('classmate'), WRONG));
    const res = await known.login(email, STRONG_PASSWORD);
    expect(res.status).toBe(200);
    expect(res.body.result).toBe('SUCCESS');
  });

  it('still stops a password spray from the address, and a forged or another account’s device cookie does not help', async () => {
    const email = await signUp(portal, '192.0.2.2');
    const other = await signUp(portal, '192.0.2.3');
    const known = await knownBrowser(other);
    const cookieName = await deviceCookieName(portal, other);
    const spray: number[] = [];
    for (let i = 0; i < 9; i++) spray.push((await attempt(portal, uniqueEmail('sprayed'), WRONG)).status);
    expect(spray).toEqual([...Array(6).fill(200), ...Array(3).fill(429)]);
    // the known browser's cookie is the other account's: for this one it is an unknown browser
    expect((await known.login(email, STRONG_PASSWORD)).status).toBe(429);
    const forged = await portal
      .client()
      .agent.post('/api/login')
      .set('X-Login-Time', '0')
      .set('Cookie', `${cookieName}=forged.0000`)
      .send({ email: other, password: STRONG_PASSWORD });
    expect(forged.status).toBe(429);
    expect((await known.login(other, STRONG_PASSWORD)).body.result).toBe('SUCCESS');
  });

  it('counts a known browser’s failures by its cookie, and once they are spent counts it as an unknown browser', async () => {
    const email = await signUp(portal, '192.0.2.4');
    const known = await knownBrowser(email);
    const statuses: number[] = [];
    for (let i = 0; i < 10; i++) statuses.push((await known.login(email, WRONG)).status);
    // four on the cookie, then four on the account (and the address), then refused
    expect(statuses).toEqual([...Array(8).fill(200), 429, 429]);
    expectRetryAfter(await attempt(portal, email, STRONG_PASSWORD));
  });
});

/** The name of an account's device cookie, as a browser receives it at sign-in. */
async function deviceCookieName(portal: TestPortal, email: string): Promise<string> {
  const res = await portal.client().agent.post('/api/login').set('X-Login-Time', '0').send({ email, password: STRONG_PASSWORD });
  const cookies = res.headers['set-cookie'] as unknown as string[];
  return cookies.find((c) => c.startsWith('portal_device_'))!.split('=')[0];
}
