import { sql } from './accounts';
import { signUpAndLogin, startPortal, STRONG_PASSWORD, type TestPortal, uniqueEmail } from './harness';
import { linkIn, MailCatcher } from './mail-catcher';

interface EventRow {
  type: string;
  path: string | null;
  user_id: number | null;
}

describe('first-party analytics', () => {
  let portal: TestPortal;
  const mail = new MailCatcher();

  beforeAll(async () => {
    portal = await startPortal({ SMTP_URL: await mail.start() });
  });
  afterAll(async () => {
    await portal.jobsIdle();
    await portal.close();
    await mail.stop();
  });

  async function eventsSince(id: number): Promise<EventRow[]> {
    return sql<EventRow>(portal, 'select type, path, user_id from analytics_events where id > ? order by id', [id]);
  }
  async function lastId(): Promise<number> {
    const [row] = await sql<{ max: number | null }>(portal, 'select max(id) as max from analytics_events');
    return Number(row.max ?? 0);
  }
  async function userId(email: string): Promise<number> {
    const [row] = await sql<{ id: number }>(portal, 'select id from users where email = ?', [email]);
    return row.id;
  }

  it("records a visitor's page view without a user, and a signed-in one's with the user", async () => {
    const start = await lastId();
    const visitor = await portal.client().post('/api/trackEvent', { type: 'page_view', path: '/login' });
    expect(visitor.status).toBe(204);
    const { client, email } = await signUpAndLogin(portal);
    const mark = await lastId();
    await client.post('/api/trackEvent', { type: 'page_view', path: '/home/index' });
    expect(await eventsSince(start)).toContainEqual({ type: 'page_view', path: '/login', user_id: null });
    expect(await eventsSince(mark)).toEqual([{ type: 'page_view', path: '/home/index', user_id: await userId(email) }]);
  });

  it('records sign-up and sign-in successes and failures as the server sees them', async () => {
    const start = await lastId();
    const email = uniqueEmail('tracked');
    const form = { firstName: 'Ana', lastName: 'Diaz', email, password: STRONG_PASSWORD, confirmpassword: STRONG_PASSWORD };
    await portal.client().post('/api/signup', form);
    await portal.client().post('/api/signup', form);
    await portal.client().login(email, 'Wrong.Password1');
    await portal.client().login(email, STRONG_PASSWORD);
    const id = await userId(email);
    expect((await eventsSince(start)).map((e) => [e.type, e.user_id])).toEqual([
      ['signup_success', id],
      ['signup_failure', null],
      ['login_failure', id],
      ['login_success', id],
    ]);
  });

  it('records password reset successes and failures', async () => {
    const { email } = await signUpAndLogin(portal);
    await portal.client().post('/api/forgotpassword', { email });
    const token = linkIn(await mail.waitFor(email, (m) => m.subject === 'Reset your TSIA2 Practice Portal password'), '/resetpassword').searchParams.get(
      'token',
    )!;
    const id = await userId(email);
    const start = await lastId();
    const body = { token, email, userid: id, password: 'Renewed.2027', confirmpassword: 'Renewed.2027' };
    await portal.client().post('/api/enterresetpassword', { ...body, token: 'made-up-token' });
    await portal.client().post('/api/enterresetpassword', body);
    expect(await eventsSince(start)).toEqual([
      { type: 'reset_password_failure', path: '/resetpassword', user_id: null },
      { type: 'reset_password_success', path: '/resetpassword', user_id: id },
    ]);
  });

  it('records a failed invited registration', async () => {
    const start = await lastId();
    await portal.client().post('/api/signup', {
      firstName: 'No',
      lastName: 'Invite',
      password: STRONG_PASSWORD,
      confirmpassword: STRONG_PASSWORD,
      isInviteUsr: true,
      token: 'made-up-token',
    });
    expect((await eventsSince(start)).map((e) => e.type)).toEqual(['registration_failure']);
  });

  it('accepts every event type the spec names from the client', async () => {
    const start = await lastId();
    const types = [
      'login_success',
      'login_failure',
      'registration_success',
      'registration_failure',
      'signup_success',
      'signup_failure',
      'reset_password_success',
      'reset_password_failure',
    ];
    for (const type of types) expect((await portal.client().post('/api/trackEvent', { type, path: '/x', detail: { step: '1' } })).status).toBe(204);
    expect((await eventsSince(start)).map((e) => e.type)).toEqual(types);
  });

  it.each([
    [{ type: 'purchase', path: '/x' }, 'type', 'Event type is not one the portal records.'],
    [{ path: '/x' }, 'type', 'Event type is not one the portal records.'],
    [{ type: 'page_view', path: `/${'p'.repeat(500)}` }, 'path', 'path cannot exceed 500 characters.'],
    [{ type: 'page_view', path: '/x', userId: 7 }, 'userId', 'The field userId is not accepted.'],
  ])('refuses %j naming the field and records nothing', async (body, field, message) => {
    const start = await lastId();
    const res = await portal.client().post('/api/trackEvent', body);
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ field, message });
    expect(await eventsSince(start)).toEqual([]);
  });
});
