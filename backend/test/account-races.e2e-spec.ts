import { RoleId } from '@portal/shared';
import { loginAs, sql } from './accounts';
import { signUpAndLogin, startPortal, STRONG_PASSWORD, type TestClient, type TestPortal, uniqueEmail } from './harness';
import { linkIn, MailCatcher } from './mail-catcher';

const RESET_SUBJECT = 'Reset your TSIA2 Practice Portal password';
const USED_LINK = 'You are unauthorized';

/** Calls that race for one account or one link, sent at the same moment: exactly one may win. */
describe('account races, raced for real', () => {
  let portal: TestPortal;
  let admin: TestClient;
  const mail = new MailCatcher();

  beforeAll(async () => {
    portal = await startPortal({ SMTP_URL: await mail.start(), FORGOT_RATE_LIMIT: '50', SIGNUP_RATE_LIMIT: '500', LOGIN_RATE_LIMIT: '100' });
    admin = await loginAs(portal, RoleId.ContentAdmin);
  });
  afterAll(async () => {
    await portal.jobsIdle();
    await portal.close();
    await mail.stop();
  });

  async function resetToken(email: string): Promise<string> {
    await portal.client().post('/api/forgotpassword', { email }).expect(200);
    const message = await mail.waitFor(email, (m) => m.subject === RESET_SUBJECT);
    return linkIn(message, '/resetpassword').searchParams.get('token')!;
  }

  const userIdOf = async (email: string) => (await sql<{ id: number }>(portal, 'select id from users where email = ?', [email]))[0].id;

  it.each([1, 2, 3, 4])('ends every session of a user deleted while signing in, those being made included (trial %i)', async () => {
    const { email, password } = await signUpAndLogin(portal);
    const userId = await userIdOf(email);
    const clients = [portal.client(), portal.client(), portal.client()];
    const [deletion, ...logins] = await Promise.all([admin.post('/api/deleteUser', { emailAddress: email }), ...clients.map((c) => c.login(email, password))]);
    expect(deletion.body.result).toBe('success');
    for (const login of logins) expect(login.status).toBe(200);
    // whichever sign-in finished first, none of them holds a working session now
    for (const client of clients) expect((await client.post('/api/getCore', {})).status).toBe(401);
    expect((await sql<{ n: number }>(portal, 'select count(*)::int as n from user_sessions where user_id = ?', [userId]))[0].n).toBe(0);
  });

  it('resets the password once when one link is submitted four times at once; the others are told the link is used', async () => {
    const { email } = await signUpAndLogin(portal);
    const token = await resetToken(email);
    const userid = await userIdOf(email);
    const passwords = ['Racing.2027a', 'Racing.2027b', 'Racing.2027c', 'Racing.2027d'];
    const answers = await Promise.all(
      passwords.map((password) => portal.client().post('/api/enterresetpassword', { token, email, userid, password, confirmpassword: password })),
    );
    const won = answers.filter((a) => a.body.result === 'SUCCESS');
    expect(won).toHaveLength(1);
    for (const lost of answers.filter((a) => a.body.result !== 'SUCCESS'))
      expect(lost.body).toEqual({ result: 'FAILED', isVoilations: 'N', message: USED_LINK });
    const signIns = await Promise.all(passwords.map((password) => portal.client().login(email, password)));
    expect(signIns.filter((s) => s.body.result === 'SUCCESS')).toHaveLength(1);
    expect(signIns[answers.indexOf(won[0])].body.result).toBe('SUCCESS');
  });

  it('voids every outstanding reset link when the user changes the password', async () => {
    const { client, email } = await signUpAndLogin(portal);
    const token = await resetToken(email);
    const changed = await client.post('/api/changePassword', {
      currentPassword: STRONG_PASSWORD,
      newPassword: 'Changed.2027',
      confirmPassword: 'Changed.2027',
    });
    expect(changed.body.result).toBe('SUCCESS');
    expect((await portal.client().post('/api/resetpassword', { token })).body).toMatchObject({ result: 'FAILED', isValidURL: false });
    const userid = await userIdOf(email);
    const late = await portal.client().post('/api/enterresetpassword', { token, email, userid, password: 'Stolen.2027', confirmpassword: 'Stolen.2027' });
    expect(late.body).toEqual({ result: 'FAILED', isVoilations: 'N', message: USED_LINK });
    expect((await portal.client().login(email, 'Changed.2027')).body.result).toBe('SUCCESS');
  });

  it('makes one account of five sign-ups with one address at once, and tells the others the address exists', async () => {
    const email = uniqueEmail('twin');
    const answers = await Promise.all(
      [1, 2, 3, 4, 5].map((n) =>
        portal.client().post('/api/signup', { firstName: `Twin${n}`, lastName: 'Lopez', email, password: STRONG_PASSWORD, confirmpassword: STRONG_PASSWORD }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.filter((a) => a.body.data.result === 'SUCCESS')).toHaveLength(1);
    for (const other of answers.filter((a) => a.body.data.result !== 'SUCCESS'))
      expect(other.body.data).toMatchObject({ result: 'FAILED', isEmailExists: 'Y' });
    expect((await sql<{ n: number }>(portal, 'select count(*)::int as n from users where email = ?', [email]))[0].n).toBe(1);
  });

  it('registers one account when an invitation link is used three times at once', async () => {
    const email = uniqueEmail('invitee');
    await admin.post('/api/inviteUsers', { userRoleId: RoleId.Reviewer, userEmail: email, name: 'Rita' }).expect(200);
    const token = linkIn(await mail.waitFor(email), '/register').searchParams.get('token')!;
    const answers = await Promise.all(
      ['Rita', 'Mallory', 'Eve'].map((firstName) =>
        portal
          .client()
          .post('/api/signup', { firstName, lastName: 'Moreno', password: STRONG_PASSWORD, confirmpassword: STRONG_PASSWORD, isInviteUsr: true, token }),
      ),
    );
    expect(answers.map((a) => a.status)).toEqual([200, 200, 200]);
    expect(answers.filter((a) => a.body.data.result === 'SUCCESS')).toHaveLength(1);
    expect((await sql<{ n: number }>(portal, 'select count(*)::int as n from users where email = ?', [email]))[0].n).toBe(1);
  });
});
