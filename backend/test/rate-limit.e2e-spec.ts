import { randomBytes } from 'node:crypto';
import { startPortal, type TestPortal, uniqueEmail } from './harness';

/**
 * Two API processes behind one load balancer. With REDIS_URL they share one count of sign-in
 * attempts, so spreading the attempts over processes does not multiply the limit; without Redis
 * (the single-process embedded default) each process counts on its own.
 */
describe('sign-in rate limit across API processes', () => {
  const shared = { LOGIN_RATE_LIMIT: '4', QUEUE_PREFIX: `rate-${randomBytes(4).toString('hex')}` };
  let first: TestPortal;
  let second: TestPortal;

  beforeAll(async () => {
    first = await startPortal(shared);
    second = await startPortal(shared);
  });
  afterAll(async () => {
    await first?.close();
    await second?.close();
  });

  it(process.env.REDIS_URL ? 'counts attempts on both processes together' : 'counts attempts per process', async () => {
    const email = uniqueEmail('guess');
    const attempt = (portal: TestPortal) => portal.client().post('/api/login', { email, password: 'Wrong.Password1' });
    const statuses: number[] = [];
    for (let i = 0; i < 3; i++) {
      statuses.push((await attempt(first)).status, (await attempt(second)).status);
    }
    if (process.env.REDIS_URL) expect(statuses).toEqual([200, 200, 200, 200, 429, 429]);
    else expect(statuses).toEqual([200, 200, 200, 200, 200, 200]);
    // another account is not held back by this one's attempts
    expect((await first.client().post('/api/login', { email: uniqueEmail('other'), password: 'Wrong.Password1' })).status).toBe(200);
  });
});
