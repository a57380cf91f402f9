import { RoleId } from '@portal/shared';
import { DEMO_ACCOUNTS, ensureAccount } from '../src/users/seed-accounts';
import { sql } from './accounts';
import { MailCatcher } from './mail-catcher';
import { signUpAndLogin, startPortal, STRONG_PASSWORD, type TestPortal, uniqueEmail } from './harness';

describe('sign-in, sessions and the session user', () => {
  let portal: TestPortal;
  const mail = new MailCatcher();

  beforeAll(async () => {
    portal = await startPortal({ SMTP_URL: await mail.start(), LOGIN_RATE_LIMIT: '5' });
  });
  afterAll(async () => {
    await portal.jobsIdle();
    await portal.close();
    await mail.stop();
  });

  it('signs a new student in and returns the session user of the spec', async () => {
    const { client, email } = await signUpAndLogin(portal, { firstName: 'Ana', lastName: 'Garza' });
    const res = await client.post('/api/login', { email, password: STRONG_PASSWORD });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      result: 'SUCCESS',
      userName: email,
      firstName: 'Ana',
      lastName: 'Garza',
      SES_ROLE_NAME: 'Student',
      tddomainUrl: 'http://portal.test/delivery/',
    });
    expect(typeof res.body.userId).toBe('number');
    expect(res.body.loginTime).toMatch(/^\d{13}$/);
    expect(new Date(res.body.fromAccountDate).getTime()).toBeLessThanOrEqual(Date.now());
    const cookie = res.headers['set-cookie'][0] as string;
    expect(cookie).toMatch(/portal_sid=/);
    expect(cookie).toMatch(/HttpOnly/);
    expect(cookie).toMatch(/SameSite=Lax/);
  });

  it('gives the acl of the role through getCore', async () => {
    const { client } = await signUpAndLogin(portal);
    const res = await client.post('/api/getCore', {});
    expect(res.status).toBe(200);
    expect(res.body.acl).toEqual({ '2': 'W', '5': 'W' });
  });

  it('knows a role added to the catalogue after the portal started', async () => {
    const { client, email } = await signUpAndLogin(portal);
    expect((await client.post('/api/getCore', {})).body.roleId).toBe(RoleId.Student);
    await sql(portal, `insert into roles (id, name) values (90, 'Counselor')`);
    await sql(portal, `insert into role_functions (role_id, fn_id, access) values (90, 2, 'W'), (90, 15, 'W')`);
    await sql(portal, 'update users set role_id = 90 where email = ?', [email]);
    const core = await client.post('/api/getCore', {});
    expect(core.body).toEqual({ acl: { '2': 'W', '15': 'W' }, roleId: 90 });
    expect((await client.post('/api/getProfile', {})).body).toMatchObject({ roleId: 90, roleName: 'Counselor' });
  });

  it('answers the same for an unknown address and a wrong password', async () => {
    const { email } = await signUpAndLogin(portal);
    const wrong = await portal.client().post('/api/login', { email, password: 'Wrong.Password1' });
    const unknown = await portal.client().post('/api/login', { email: uniqueEmail('nobody'), password: 'Wrong.Password1' });
    expect(wrong.body).toEqual({ result: 'FAILED', username: 'The email address or password is incorrect.' });
    expect(unknown.body).toEqual(wrong.body);
    expect(wrong.headers['set-cookie']).toBeUndefined();
  });

  it('gives the failure in Russian to a Russian interface', async () => {
    const client = portal.client();
    client.lang = 'ru';
    const res = await client.post('/api/login', { email: uniqueEmail(), password: 'Wrong.Password1' });
    expect(res.body.username).toBe('Неверный адрес электронной почты или пароль.');
  });

  it.each([
    [{ email: '', password: 'x' }, 'email', 'Email Address is required.'],
    [{ email: 'not-an-email', password: 'x' }, 'email', 'Invalid Email Address.'],
    [{ email: 'a@example.org', password: '' }, 'password', 'Password is required.'],
  ])('refuses %j naming the field', async (body, field, message) => {
    const res = await portal.client().post('/api/login', body);
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ field, message });
  });

  it('refuses a field the call does not know', async () => {
    const res = await portal.client().post('/api/login', { email: 'a@example.org', password: 'x', isAdmin: true });
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ field: 'isAdmin', message: 'The field isAdmin is not accepted.' });
  });

  it('rate-limits repeated sign-in attempts for one address', async () => {
    const email = uniqueEmail('target');
    const client = portal.client();
    const statuses: number[] = [];
    for (let i = 0; i < 7; i++) statuses.push((await client.post('/api/login', { email, password: 'Wrong.Password1' })).status);
    expect(statuses.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    expect(statuses.slice(5)).toEqual([429, 429]);
    const other = await client.post('/api/login', { email: uniqueEmail('other'), password: 'Wrong.Password1' });
    expect(other.status).toBe(200);
  });

  it('keeps sessions working when a migration adds a column to users while the API runs', async () => {
    const { client } = await signUpAndLogin(portal);
    // warm the session lookup on the pooled connections, as a running server has
    for (let i = 0; i < 3; i++) expect((await client.post('/api/getProfile')).status).toBe(200);
    await sql(portal, 'alter table users add column added_later integer');
    for (let i = 0; i < 3; i++) expect((await client.post('/api/getProfile')).status).toBe(200);
  });

  it('ends the session on logout', async () => {
    const { client } = await signUpAndLogin(portal);
    expect((await client.post('/api/getProfile')).status).toBe(200);
    expect((await client.post('/api/logout')).body).toEqual({ result: 'SUCCESS' });
    const after = await client.post('/api/getProfile');
    expect(after.status).toBe(401);
    expect(after.body.message).toBe('Your session has ended. Please sign in again.');
  });

  it('refuses a state-changing call without X-Login-Time (CSRF)', async () => {
    const { client } = await signUpAndLogin(portal);
    const res = await client.agent.post('/api/saveProfile').send({ firstName: 'Evil', lastName: 'Site' });
    expect(res.status).toBe(403);
    const profile = await client.post('/api/getProfile');
    expect(profile.body.firstName).toBe('Dana');
  });

  it('refuses a session whose login time does not match the header', async () => {
    const { client } = await signUpAndLogin(portal);
    client.loginTime = '1234567890123';
    expect((await client.post('/api/getProfile')).status).toBe(401);
  });

  it('ends a session that was deleted on the server', async () => {
    const { client, email } = await signUpAndLogin(portal);
    await portal.orm.em.fork().getConnection().execute(`delete from user_sessions where user_id = (select id from users where email = ?)`, [email]);
    expect((await client.post('/api/getCore')).status).toBe(401);
  });

  it('keeps a session in use alive for the idle time again, and ends one left idle', async () => {
    const { client, email } = await signUpAndLogin(portal);
    const run = (query: string) => portal.orm.em.fork().getConnection().execute(query, [email]);
    const ofUser = 'user_id = (select id from users where email = ?)';
    // last seen two minutes ago, a minute left: a call slides the expiry to the full idle time (120 min)
    await run(`update user_sessions set last_seen_at = now() - interval '2 minutes', expires_at = now() + interval '1 minute' where ${ofUser}`);
    expect((await client.post('/api/getCore')).status).toBe(200);
    const [slid] = await run(`select extract(epoch from expires_at - now()) / 60 as minutes from user_sessions where ${ofUser}`);
    expect(Number(slid.minutes)).toBeGreaterThan(110);
    await run(`update user_sessions set expires_at = now() - interval '1 second' where ${ofUser}`);
    expect((await client.post('/api/getCore')).status).toBe(401);
    expect(await run(`select 1 from user_sessions where ${ofUser}`)).toHaveLength(0);
  });

  it('creates the bootstrap and demo accounts only once', async () => {
    const em = portal.orm.em.fork();
    expect(await ensureAccount(em, DEMO_ACCOUNTS[1])).toBe('created');
    expect(await ensureAccount(em, DEMO_ACCOUNTS[1])).toBe('exists');
    const res = await portal.client().login(DEMO_ACCOUNTS[1].email, DEMO_ACCOUNTS[1].password);
    expect(res.body.SES_ROLE_NAME).toBe('Content Admin');
    expect(DEMO_ACCOUNTS.map((a) => a.roleId).sort()).toEqual([RoleId.Student, RoleId.ContentAdmin, RoleId.Reviewer, RoleId.Publisher].sort());
  });

  it('changes the password, ends the other sessions, and signs in with the new one', async () => {
    const { client, email } = await signUpAndLogin(portal);
    const other = portal.client();
    await other.login(email, STRONG_PASSWORD);
    const wrong = await client.post('/api/changePassword', { currentPassword: 'Wrong.Pass123', newPassword: 'Another.2027', confirmPassword: 'Another.2027' });
    expect(wrong.body).toEqual({ result: 'FAILED', msg: 'The current password is incorrect.' });
    const mismatch = await client.post('/api/changePassword', {
      currentPassword: STRONG_PASSWORD,
      newPassword: 'Another.2027',
      confirmPassword: 'Another.2028',
    });
    expect(mismatch.body.errors).toContainEqual({ field: 'confirmPassword', message: 'Passwords typed do not match. Please re-enter your password.' });
    const weak = await client.post('/api/changePassword', { currentPassword: STRONG_PASSWORD, newPassword: 'alllowercase', confirmPassword: 'alllowercase' });
    expect(weak.body.errors).toContainEqual({ field: 'newPassword', message: 'Password must follow the criteria.' });
    const ok = await client.post('/api/changePassword', { currentPassword: STRONG_PASSWORD, newPassword: 'Another.2027', confirmPassword: 'Another.2027' });
    expect(ok.body).toEqual({ result: 'SUCCESS', msg: 'Your password has been updated. Please use your new password for login.' });
    expect((await client.post('/api/getCore')).status).toBe(200);
    expect((await other.post('/api/getCore')).status).toBe(401);
    expect((await portal.client().login(email, STRONG_PASSWORD)).body.result).toBe('FAILED');
    expect((await portal.client().login(email, 'Another.2027')).body.result).toBe('SUCCESS');
  });

  it('mails a welcome on sign-up, in the language of the form', async () => {
    const email = uniqueEmail('welcome');
    const client = portal.client();
    client.lang = 'ru';
    await client.post('/api/signup', { firstName: 'Иван', lastName: 'Петров', email, password: STRONG_PASSWORD, confirmpassword: STRONG_PASSWORD });
    const welcome = await mail.waitFor(email);
    expect(welcome.subject).toBe('Добро пожаловать на портал подготовки к TSIA2');
    expect(welcome.text).toContain('http://portal.test/login');
  });
});
