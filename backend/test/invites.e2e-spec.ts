import { RoleId } from '@portal/shared';
import { loginAs, sql } from './accounts';
import { startPortal, STRONG_PASSWORD, type TestClient, type TestPortal, uniqueEmail, signUpAndLogin } from './harness';
import { linkIn, MailCatcher } from './mail-catcher';

const ADMIN = { email: 'bootstrap.admin@example.org', password: 'Bootstrap.2026' };
const EXPIRED = 'This invitation link is invalid, has expired or has already been used. Please ask the portal staff for a new invitation.';

describe('inviting staff', () => {
  let portal: TestPortal;
  let admin: TestClient;
  const mail = new MailCatcher();

  beforeAll(async () => {
    portal = await startPortal({
      SMTP_URL: await mail.start(),
      APP_URL: 'https://portal.example.edu/',
      BOOTSTRAP_ADMIN_EMAIL: ADMIN.email,
      BOOTSTRAP_ADMIN_PASSWORD: ADMIN.password,
    });
    admin = portal.client();
    const res = await admin.login(ADMIN.email, ADMIN.password);
    expect(res.body.SES_ROLE_NAME).toBe('Content Admin');
  });
  afterAll(async () => {
    await portal.jobsIdle();
    await portal.close();
    await mail.stop();
  });

  /** Invites the address and returns the token of the link the invitee receives. */
  async function invite(email: string, userRoleId: number, by: TestClient = admin): Promise<string> {
    const res = await by.post('/api/inviteUsers', { userRoleId, userEmail: email, name: 'New Colleague' });
    expect(res.body).toEqual({
      result: 'SUCCESS',
      message: by.lang === 'ru' ? 'Приглашение успешно отправлено' : 'The user invitation has been sent successfully',
    });
    const link = linkIn(await mail.waitFor(email), '/register');
    return link.searchParams.get('token')!;
  }

  it('mails an absolute link that names the address and the role, and registers the invitee in that role', async () => {
    const email = uniqueEmail('reviewer');
    const res = await admin.post('/api/inviteUsers', { userRoleId: RoleId.Reviewer, userEmail: email.toUpperCase(), name: 'Rita' });
    expect(res.body.message).toBe('The user invitation has been sent successfully');
    const message = await mail.waitFor(email);
    expect(message.subject).toBe('You are invited to the TSIA2 Practice Portal');
    expect(message.text).toContain('Portal Administrator has invited you to the TSIA2 Practice Portal as Reviewer.');
    const link = linkIn(message, '/register');
    expect(`${link.origin}${link.pathname}`).toBe('https://portal.example.edu/register');
    const token = link.searchParams.get('token')!;

    const check = await portal.client().post('/api/processInviteUserLink', { token, isInviteUsr: true });
    expect(check.body).toEqual({ result: 'SUCCESS', isValidURL: true, email, roleId: RoleId.Reviewer });

    // The form sends the role too, but only the invite decides it.
    const signup = await portal.client().post('/api/signup', {
      firstName: 'Rita',
      lastName: 'Moreno',
      password: STRONG_PASSWORD,
      confirmpassword: STRONG_PASSWORD,
      isInviteUsr: true,
      roleId: RoleId.ContentAdmin,
      token,
    });
    expect(signup.body.data).toMatchObject({ result: 'SUCCESS', message: 'Registration is complete, please login' });
    const login = await portal.client().login(email, STRONG_PASSWORD);
    expect(login.body).toMatchObject({ result: 'SUCCESS', SES_ROLE_NAME: 'Reviewer', firstName: 'Rita' });

    const audit = await sql<{ action: string; actor_email: string; target_id: string }>(
      portal,
      "select action, actor_email, target_id from audit_log where target_type = 'user' and target_id = ? order by id",
      [email],
    );
    expect(audit).toEqual([
      { action: 'invite', actor_email: ADMIN.email, target_id: email },
      { action: 'register-invited', actor_email: email, target_id: email },
    ]);
  });

  it('writes the mail in the language of the inviting screen', async () => {
    const email = uniqueEmail('publisher');
    admin.lang = 'ru';
    try {
      await invite(email, RoleId.Publisher);
    } finally {
      admin.lang = 'en';
    }
    const message = await mail.waitFor(email);
    expect(message.subject).toBe('Приглашение на портал подготовки к TSIA2');
    expect(message.text).toContain('в роли «Публикатор»');
    expect(message.text).toContain('https://portal.example.edu/register?token=');
  });

  it('lets a link be used once', async () => {
    const email = uniqueEmail('once');
    const token = await invite(email, RoleId.Publisher);
    const body = { firstName: 'Pat', lastName: 'Lee', password: STRONG_PASSWORD, confirmpassword: STRONG_PASSWORD, isInviteUsr: true, token };
    expect((await portal.client().post('/api/signup', body)).body.data.result).toBe('SUCCESS');
    const again = await portal.client().post('/api/signup', { ...body, firstName: 'Mallory' });
    expect(again.body.data).toEqual({ result: 'FAILED', message: EXPIRED });
    const check = await portal.client().post('/api/processInviteUserLink', { token, isInviteUsr: true });
    expect(check.body).toEqual({ result: 'FAILED', isValidURL: false, EXPIRED_LINK: EXPIRED });
  });

  it('refuses an expired link with the EXPIRED_LINK text, in the language of the page', async () => {
    const email = uniqueEmail('late');
    const token = await invite(email, RoleId.ContentAdmin);
    await sql(portal, "update account_tokens set expires_at = now() - interval '1 minute' where email = ? and kind = 'invite'", [email]);
    const check = await portal.client().post('/api/processInviteUserLink', { token, isInviteUsr: true });
    expect(check.body).toEqual({ result: 'FAILED', isValidURL: false, EXPIRED_LINK: EXPIRED });
    const ru = portal.client();
    ru.lang = 'ru';
    const checkRu = await ru.post('/api/processInviteUserLink', { token, isInviteUsr: true });
    expect(checkRu.body.EXPIRED_LINK).toBe(
      'Ссылка-приглашение недействительна, устарела или уже использована. Попросите сотрудников портала прислать новое приглашение.',
    );
    const signup = await portal
      .client()
      .post('/api/signup', { firstName: 'Late', lastName: 'Comer', password: STRONG_PASSWORD, confirmpassword: STRONG_PASSWORD, isInviteUsr: true, token });
    expect(signup.body.data.result).toBe('FAILED');
    expect(await sql(portal, 'select id from users where email = ?', [email])).toEqual([]);
  });

  it('voids the earlier link when the address is invited again', async () => {
    const email = uniqueEmail('twice');
    const first = await invite(email, RoleId.Reviewer);
    mail.messages.splice(0, mail.messages.length);
    const second = await invite(email, RoleId.Publisher);
    expect(second).not.toBe(first);
    expect((await portal.client().post('/api/processInviteUserLink', { token: first, isInviteUsr: true })).body.isValidURL).toBe(false);
    expect((await portal.client().post('/api/processInviteUserLink', { token: second, isInviteUsr: true })).body).toMatchObject({
      isValidURL: true,
      roleId: RoleId.Publisher,
    });
  });

  it('refuses a made-up token', async () => {
    const check = await portal.client().post('/api/processInviteUserLink', { token: 'not-a-real-token', isInviteUsr: true });
    expect(check.body).toEqual({ result: 'FAILED', isValidURL: false, EXPIRED_LINK: EXPIRED });
  });

  it("answers userAlreadyRegistered 'Y' for an address with an account, and mails nothing", async () => {
    const { email } = await signUpAndLogin(portal);
    await mail.waitFor(email);
    const before = mail.messages.length;
    const res = await admin.post('/api/inviteUsers', { userRoleId: RoleId.Reviewer, userEmail: email });
    expect(res.body).toEqual({ result: 'FAILED', userAlreadyRegistered: 'Y', message: 'This Email Address is already registered' });
    await portal.jobsIdle();
    expect(mail.messages.length).toBe(before);
  });

  it.each([
    [{ userEmail: 'a@example.org' }, 'userRoleId', 'User Role is required'],
    [{ userRoleId: RoleId.Student, userEmail: 'a@example.org' }, 'userRoleId', 'User Role is required'],
    [{ userRoleId: RoleId.Reviewer, userEmail: '' }, 'userEmail', 'Email Address is required'],
    [{ userRoleId: RoleId.Reviewer, userEmail: 'not-an-address' }, 'userEmail', 'Invalid Email Address'],
    [
      { userRoleId: RoleId.Reviewer, userEmail: `${'u'.repeat(64)}@${'d'.repeat(60)}.${'d'.repeat(60)}.${'d'.repeat(60)}.org` },
      'userEmail',
      'userEmail cannot exceed 250 characters.',
    ],
  ])('refuses the invite %j naming the field', async (body, field, message) => {
    const res = await admin.post('/api/inviteUsers', body);
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ field, message });
  });

  it('refuses a student with 403 and a visitor with 401', async () => {
    const student = await loginAs(portal, RoleId.Student);
    const body = { userRoleId: RoleId.ContentAdmin, userEmail: uniqueEmail('escalate') };
    const forbidden = await student.post('/api/inviteUsers', body);
    expect(forbidden.status).toBe(403);
    expect(forbidden.body.message).toBe('You do not have permission for this action.');
    expect((await portal.client().post('/api/inviteUsers', body)).status).toBe(401);
    expect(await sql(portal, 'select id from account_tokens where email = ?', [body.userEmail])).toEqual([]);
  });
});
