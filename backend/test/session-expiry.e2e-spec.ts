import { setTimeout as sleep } from 'node:timers/promises';
import { sql } from './accounts';
import { answerOf, launch, publishSamples, type PublishedTest, routeUins } from './delivery-helpers';
import { signUpAndLogin, startPortal, type TestPortal } from './harness';

// Limits of seconds, so the expiries can be reached: an idle limit of 6 s (slid with 0.3 s to
// spare) and an absolute lifetime of 24 s. Calls every 2 s are an active session.
const IDLE_S = 6;
const LIFETIME_S = 24;
const ACTIVE_GAP_MS = 2000;

function sessionCookie(res: { headers: Record<string, unknown> }): string | undefined {
  const cookies = (res.headers['set-cookie'] as string[] | undefined) ?? [];
  return cookies.find((c) => c.startsWith('portal_sid='));
}

const maxAge = (cookie: string) => Number(/Max-Age=(\d+)/.exec(cookie)?.[1]);

describe('sessions: the idle limit slides with every call, the absolute lifetime does not', () => {
  let portal: TestPortal;
  let paa: PublishedTest;

  beforeAll(async () => {
    portal = await startPortal({ SESSION_IDLE_MINUTES: String(IDLE_S / 60), SESSION_MAX_HOURS: String(LIFETIME_S / 3600) }, { samples: true });
    paa = (await publishSamples(portal)).paaMath;
  }, 300_000);
  afterAll(() => portal.close());

  it('renews the cookie together with the server-side expiry while the user is active', async () => {
    const { client, email, password } = await signUpAndLogin(portal);
    const login = await client.post('/api/login', { email, password });
    client.loginTime = login.body.loginTime;
    const first = sessionCookie(login)!;
    expect(maxAge(first)).toBeGreaterThanOrEqual(IDLE_S - 1);
    expect(maxAge(first)).toBeLessThanOrEqual(IDLE_S + 1);

    await sleep(ACTIVE_GAP_MS);
    const res = await client.post('/api/getCore', {});
    expect(res.status).toBe(200);
    const renewed = sessionCookie(res)!;
    expect(renewed).toBeDefined();
    // the same session id, a fresh lifetime from this call, and the attributes of the first
    expect(renewed.split(';')[0]).toBe(first.split(';')[0]);
    expect(maxAge(renewed)).toBeGreaterThanOrEqual(IDLE_S - 1);
    expect(renewed).toMatch(/HttpOnly/);
    expect(renewed).toMatch(/SameSite=Lax/);
    expect(renewed).toMatch(/Path=\//);
    // the SPA's warning reads when the session ends
    expect(Number(res.headers['x-session-expires-in'])).toBeGreaterThanOrEqual(IDLE_S - 1);
    expect(res.headers['x-session-expiry']).toBe('idle');
  });

  it('keeps an active session well past the idle limit, calls closer together than the limit', async () => {
    const { client } = await signUpAndLogin(portal);
    const started = Date.now();
    while (Date.now() - started < 2 * IDLE_S * 1000) {
      await sleep(ACTIVE_GAP_MS);
      expect((await client.post('/api/getCore', {})).status).toBe(200);
    }
  });

  it('ends a session left idle for longer than the limit, on the server and for every later call', async () => {
    const { client } = await signUpAndLogin(portal);
    const hashes = await sql<{ n: number }>(portal, 'select count(*)::int as n from user_sessions');
    await sleep((IDLE_S + 1.5) * 1000);
    const res = await client.post('/api/getCore', {});
    expect(res.status).toBe(401);
    expect(res.body.message).toBe('Your session has ended. Please sign in again.');
    expect((await client.post('/api/getCore', {})).status).toBe(401);
    expect((await sql<{ n: number }>(portal, 'select count(*)::int as n from user_sessions'))[0].n).toBeLessThan(hashes[0].n);
  });

  it('"Stay signed in" extends an idle session and says when it now ends', async () => {
    const { client } = await signUpAndLogin(portal);
    await sleep(IDLE_S * 500);
    const res = await client.post('/api/extendSession', {});
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ result: 'SUCCESS', expiresIn: expect.any(Number), expiry: 'idle' });
    expect(res.body.expiresIn).toBeGreaterThanOrEqual(IDLE_S - 1);
    expect(sessionCookie(res)).toBeDefined();
    expect((await portal.client().post('/api/extendSession', {})).status).toBe(401);
  });

  it('ends an active session at the absolute lifetime; the test and its answers are kept and go on after a fresh sign-in', async () => {
    const { client, email, password } = await signUpAndLogin(portal);
    const signedIn = Date.now();
    const state = await launch(client, paa.testDetailId, 2);
    const sessionId: number = state.sessionId;
    const uins = await routeUins(client, sessionId);
    expect((await client.post('/api/delivery/answer', answerOf(sessionId, 0, uins[0], { RESPONSE: 'A' }))).status).toBe(200);

    // Active all along: calls every 2 s, yet the session ends once the lifetime is over.
    const kinds = new Set<string>();
    let ended: { status: number; at: number } | undefined;
    while (!ended && Date.now() - signedIn < (LIFETIME_S + 15) * 1000) {
      await sleep(ACTIVE_GAP_MS);
      const res = await client.post('/api/delivery/state', { sessionId });
      if (res.status === 200) kinds.add(String(res.headers['x-session-expiry']));
      else ended = { status: res.status, at: Date.now() };
    }
    expect(ended?.status).toBe(401);
    expect(ended!.at - signedIn).toBeGreaterThanOrEqual((LIFETIME_S - 1) * 1000);
    // the last stretch was announced as the lifetime's, which "Stay signed in" cannot move
    expect(kinds).toEqual(new Set(['idle', 'lifetime']));

    // The player's queue holds the answer given after the end and sends it again after the new sign-in.
    const held = answerOf(sessionId, 1, uins[1], { RESPONSE: 'B' });
    expect((await client.post('/api/delivery/answer', held)).status).toBe(401);
    const again = await client.login(email, password);
    expect(again.body.result).toBe('SUCCESS');
    expect((await client.post('/api/delivery/answer', held)).status).toBe(200);

    const after = (await client.post('/api/delivery/state', { sessionId })).body;
    expect(after.items.slice(0, 2).map((i: { answered: boolean }) => i.answered)).toEqual([true, true]);
    expect((await client.post('/api/delivery/item', { sessionId, position: 0 })).body.response).toEqual({ RESPONSE: 'A' });
    // and the test list offers it to resume
    const tests = (await client.post('/api/getAllTests', { categoryId: 5 })).body.testData as { testAlias: string; pendingSAMPSessionId: number | null }[];
    expect(tests.find((t) => t.testAlias === paa.testAlias)?.pendingSAMPSessionId).toBe(sessionId);
  }, 120_000);
});
