import { Queue } from 'bullmq';
import { sql } from './accounts';
import { signUpAndLogin, startPortal, STRONG_PASSWORD, type TestPortal, uniqueEmail } from './harness';
import { linkIn, MailCatcher } from './mail-catcher';

const SENT =
  'If the email address submitted is associated with a valid account, a password reset link has been sent. If you do not receive this email, please check your spam folder or sign-up for an account.';
const NEW_PASSWORD = 'Renewed.2027';

describe('forgot and reset password', () => {
  let portal: TestPortal;
  const mail = new MailCatcher();

  beforeAll(async () => {
    portal = await startPortal({ SMTP_URL: await mail.start(), FORGOT_RATE_LIMIT: '3' });
  });
  afterAll(async () => {
    await portal.jobsIdle();
    await portal.close();
    await mail.stop();
  });

  /** A student with a reset link in their mailbox. */
  async function studentWithLink() {
    const student = await signUpAndLogin(portal);
    const res = await portal.client().post('/api/forgotpassword', { email: student.email });
    expect(res.body).toEqual({ result: 'SUCCESS', username: SENT });
    const message = await mail.waitFor(student.email, (m) => m.subject === 'Reset your TSIA2 Practice Portal password');
    const token = linkIn(message, '/resetpassword').searchParams.get('token')!;
    const check = await portal.client().post('/api/resetpassword', { token });
    return { ...student, token, userId: check.body.userId as number, check };
  }

  function submit(token: string, email: string, userid: number, password = NEW_PASSWORD, confirmpassword = password) {
    return portal.client().post('/api/enterresetpassword', { token, email, userid, password, confirmpassword });
  }

  it('answers an unknown address exactly as a known one, and mails only the known one', async () => {
    const unknown = uniqueEmail('nobody');
    const res = await portal.client().post('/api/forgotpassword', { email: unknown });
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ result: 'SUCCESS', username: SENT });
    const { check, email } = await studentWithLink();
    expect(check.body).toEqual({ result: 'SUCCESS', isValidURL: true, email, userId: expect.any(Number) });
    await portal.jobsIdle();
    expect(mail.messages.some((m) => m.text?.includes(unknown) || JSON.stringify(m.to).includes(unknown))).toBe(false);
  });

  it('mails an absolute link to the reset page', async () => {
    const { email } = await studentWithLink();
    const message = await mail.waitFor(email, (m) => m.subject === 'Reset your TSIA2 Practice Portal password');
    const link = linkIn(message, '/resetpassword');
    expect(`${link.origin}${link.pathname}`).toBe('http://portal.test/resetpassword');
    expect(message.text).toContain('within 1 hour');
  });

  it('writes the mail in the language of the request, not the language saved on the account', async () => {
    const { client, email } = await signUpAndLogin(portal);
    expect((await client.post('/api/saveProfile', { firstName: 'Dana', lastName: 'Lopez', language: 'en' })).body.result).toBe('SUCCESS');
    const asker = portal.client();
    asker.lang = 'ru';
    expect((await asker.post('/api/forgotpassword', { email })).body.result).toBe('SUCCESS');
    const russian = await mail.waitFor(email, (m) => m.subject === 'Сброс пароля на портале подготовки к TSIA2');
    expect(linkIn(russian, '/resetpassword').pathname).toBe('/resetpassword');

    expect((await client.post('/api/saveProfile', { firstName: 'Dana', lastName: 'Lopez', language: 'ru' })).body.result).toBe('SUCCESS');
    asker.lang = 'en';
    expect((await asker.post('/api/forgotpassword', { email })).body.result).toBe('SUCCESS');
    const english = await mail.waitFor(email, (m) => m.subject === 'Reset your TSIA2 Practice Portal password');
    expect(english.text).toContain('within 1 hour');
  });

  it('sets the new password once, ends every session, and the old password stops working', async () => {
    const { client, email, token, userId } = await studentWithLink();
    const ok = await submit(token, email, userId);
    expect(ok.body).toEqual({
      result: 'SUCCESS',
      isVoilations: 'N',
      message: 'Your password has been updated. Please use the new password during your next login',
    });
    expect((await client.post('/api/getProfile')).status).toBe(401);
    expect((await portal.client().login(email, STRONG_PASSWORD)).body.result).toBe('FAILED');
    expect((await portal.client().login(email, NEW_PASSWORD)).body.result).toBe('SUCCESS');

    const reused = await submit(token, email, userId, 'Third.Pass2028');
    expect(reused.body).toEqual({ result: 'FAILED', isVoilations: 'N', message: 'You are unauthorized' });
    expect((await portal.client().post('/api/resetpassword', { token })).body).toMatchObject({ result: 'FAILED', isValidURL: false });
    expect((await portal.client().login(email, NEW_PASSWORD)).body.result).toBe('SUCCESS');
  });

  it('refuses a link older than one hour', async () => {
    const { email, token, userId } = await studentWithLink();
    await sql(portal, "update account_tokens set expires_at = now() - interval '1 second' where email = ? and kind = 'reset'", [email]);
    const check = await portal.client().post('/api/resetpassword', { token });
    expect(check.body).toEqual({
      result: 'FAILED',
      isValidURL: false,
      message: 'This password reset link is invalid, has expired or has already been used. Please request a new one.',
    });
    expect((await submit(token, email, userId)).body.message).toBe('You are unauthorized');
    expect((await portal.client().login(email, STRONG_PASSWORD)).body.result).toBe('SUCCESS');
  });

  it('gives the link one hour of life', async () => {
    const { email } = await studentWithLink();
    const [row] = await sql<{ seconds: number }>(
      portal,
      "select extract(epoch from expires_at - created_at)::int as seconds from account_tokens where email = ? and kind = 'reset' and used_at is null",
      [email],
    );
    expect(Number(row.seconds)).toBe(3600);
  });

  it("says 'You are unauthorized' for a made-up token, or when the address or user id differ from the link's", async () => {
    const { email, token, userId } = await studentWithLink();
    const other = await signUpAndLogin(portal);
    expect((await submit('made-up-token', email, userId)).body).toEqual({ result: 'FAILED', isVoilations: 'N', message: 'You are unauthorized' });
    expect((await submit(token, other.email, userId)).body.message).toBe('You are unauthorized');
    expect((await submit(token, email, userId + 1000)).body.message).toBe('You are unauthorized');
    // the link still works for its own account
    expect((await submit(token, email, userId)).body.result).toBe('SUCCESS');
  });

  it('voids the earlier link when a new one is asked for', async () => {
    const first = await studentWithLink();
    mail.messages.splice(0, mail.messages.length);
    await portal.client().post('/api/forgotpassword', { email: first.email });
    const second = linkIn(await mail.waitFor(first.email, (m) => m.subject === 'Reset your TSIA2 Practice Portal password'), '/resetpassword').searchParams.get(
      'token',
    )!;
    expect((await portal.client().post('/api/resetpassword', { token: first.token })).body.isValidURL).toBe(false);
    expect((await portal.client().post('/api/resetpassword', { token: second })).body.isValidURL).toBe(true);
  });

  it('reports a password that breaks the rule and keeps the link usable', async () => {
    const { email, token, userId } = await studentWithLink();
    const weak = await submit(token, email, userId, 'weakpassword');
    expect(weak.body).toEqual({ result: 'FAILED', isVoilations: 'Y', message: 'Password must match criteria.' });
    const mismatch = await submit(token, email, userId, NEW_PASSWORD, 'Renewed.2028');
    expect(mismatch.status).toBe(400);
    expect(mismatch.body.errors).toContainEqual({ field: 'confirmpassword', message: 'Passwords typed do not match. Please re-enter your password.' });
    const empty = await submit(token, email, userId, '', '');
    expect(empty.body.errors).toContainEqual({ field: 'password', message: 'Password is required.' });
    expect((await submit(token, email, userId)).body.result).toBe('SUCCESS');
  });

  it.each([
    [{ email: '' }, 'Email Address is required.'],
    [{ email: 'not-an-address' }, 'Invalid Email Address.'],
    [{ email: `${'u'.repeat(64)}@${'d'.repeat(60)}.${'d'.repeat(60)}.${'d'.repeat(60)}.org` }, 'email cannot exceed 250 characters.'],
  ])('refuses the forgot form %j naming the field', async (body, message) => {
    const res = await portal.client().post('/api/forgotpassword', body);
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ field: 'email', message });
  });

  it('limits how often one address can ask, without blocking other addresses', async () => {
    const email = uniqueEmail('flood');
    const client = portal.client();
    const statuses: number[] = [];
    for (let i = 0; i < 5; i++) statuses.push((await client.post('/api/forgotpassword', { email })).status);
    expect(statuses).toEqual([200, 200, 200, 429, 429]);
    expect((await client.post('/api/forgotpassword', { email: uniqueEmail('calm') })).status).toBe(200);
  });
});

// Only a queue in Redis can be left unconsumed: there the request's own work can be seen alone.
if (process.env.REDIS_URL) {
  describe('forgot password through the job queue', () => {
    let portal: TestPortal;
    beforeAll(async () => {
      // an API process of a scaled-out deployment: workers elsewhere consume its queues
      portal = await startPortal({ JOBS_IN_API: 'false' });
    });
    afterAll(() => portal.close());

    it('answers a known and an unknown address with the same work: one queued job each, no lookup, no link yet', async () => {
      const { email } = await signUpAndLogin(portal);
      const unknown = uniqueEmail('nobody');
      for (const address of [email, unknown])
        expect((await portal.client().post('/api/forgotpassword', { email: address })).body).toEqual({ result: 'SUCCESS', username: SENT });
      expect(await sql(portal, 'select id from account_tokens where email = ?', [email])).toEqual([]);
      const queue = new Queue('password-reset', { connection: { url: process.env.REDIS_URL }, prefix: portal.config.queuePrefix });
      try {
        const waiting = await queue.getWaiting();
        expect(waiting.map((job) => (job.data as { email: string }).email).sort()).toEqual([email, unknown].sort());
      } finally {
        await queue.close();
      }
    });
  });
}
