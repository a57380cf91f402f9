import { randomBytes } from 'node:crypto';
import { RoleId } from '@portal/shared';
import { loginAs } from './accounts';
import { signUpAndLogin, startPortal, STRONG_PASSWORD, type TestPortal, uniqueEmail } from './harness';
import { linkIn, MailCatcher } from './mail-catcher';

const COMMON = 'Password is too common and easy to guess. Please choose a less predictable password.';
const COMMON_RU = 'Пароль слишком распространён и легко угадывается. Выберите менее предсказуемый пароль.';

describe('hardening: no-store answers, common passwords refused', () => {
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

  it('refuses a text that is not Unicode (a lone surrogate) with 400 naming the field, on every call that takes an email', async () => {
    const admin = await loginAs(portal, RoleId.ContentAdmin);
    const lone = 'ana\ud800@example.org';
    const password = STRONG_PASSWORD;
    const answers = [
      await portal.client().post('/api/login', { email: lone, password }),
      await portal.client().post('/api/forgotpassword', { email: lone }),
      await portal.client().post('/api/signup', { firstName: 'Ana', lastName: 'Lopez', email: lone, password, confirmpassword: password }),
      await portal.client().post('/api/enterresetpassword', { email: lone, password, confirmpassword: password, userid: 1, token: 'x' }),
      await admin.post('/api/inviteUsers', { userRoleId: RoleId.Reviewer, userEmail: lone, name: 'Rita' }),
      await admin.post('/api/deleteUser', { emailAddress: lone }),
    ];
    const fields = ['email', 'email', 'email', 'email', 'userEmail', 'emailAddress'];
    answers.forEach((res, n) => {
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual([
        expect.objectContaining({ field: fields[n], message: `The field ${fields[n]} contains a character that is not allowed.` }),
      ]);
    });
  });

  it('marks every API answer no-store: personal data, errors and public calls alike', async () => {
    const { client } = await signUpAndLogin(portal);
    const answers = [
      await client.post('/api/getProfile'),
      await client.post('/api/getCore', {}),
      await portal.client().post('/api/getProfile'),
      await portal.client().get('/api/getAppVersion'),
      await portal.client().post('/api/login', { email: uniqueEmail(), password: 'Wrong.Password1' }),
      await portal.client().get('/api/no-such-call'),
    ];
    expect(answers.map((a) => a.status)).toEqual([200, 200, 401, 200, 200, 404]);
    for (const res of answers) expect(res.headers['cache-control']).toBe('no-store');
  });

  it.each(['Password123', 'Welcome2026'])('refuses %s at sign-up, naming the field, in English and Russian', async (password) => {
    const res = await portal.client().post('/api/signup', { firstName: 'Ana', lastName: 'Lopez', email: uniqueEmail(), password, confirmpassword: password });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ field: 'password', message: COMMON }]);
    const ru = portal.client();
    ru.lang = 'ru';
    const resRu = await ru.post('/api/signup', { firstName: 'Ana', lastName: 'Lopez', email: uniqueEmail(), password, confirmpassword: password });
    expect(resRu.body.errors).toEqual([{ field: 'password', message: COMMON_RU }]);
  });

  it('refuses a common new password on change, and keeps the old one', async () => {
    const { client, email } = await signUpAndLogin(portal);
    const res = await client.post('/api/changePassword', { currentPassword: STRONG_PASSWORD, newPassword: 'Summer2026!', confirmPassword: 'Summer2026!' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ field: 'newPassword', message: COMMON }]);
    expect((await portal.client().login(email, STRONG_PASSWORD)).body.result).toBe('SUCCESS');
  });

  it('refuses a common password at reset, and the link still works for a good one', async () => {
    const { email } = await signUpAndLogin(portal);
    await portal.client().post('/api/forgotpassword', { email });
    const token = linkIn(await mail.waitFor(email, (m) => m.subject === 'Reset your TSIA2 Practice Portal password'), '/resetpassword').searchParams.get(
      'token',
    )!;
    const userid = (await portal.client().post('/api/resetpassword', { token })).body.userId as number;
    const submit = (password: string) => portal.client().post('/api/enterresetpassword', { token, email, userid, password, confirmpassword: password });
    expect((await submit('Password123')).body).toEqual({ result: 'FAILED', isVoilations: 'Y', message: COMMON });
    expect((await submit('Welcome2026')).body).toEqual({ result: 'FAILED', isVoilations: 'Y', message: COMMON });
    expect((await submit('Cobalt.Heron7')).body.result).toBe('SUCCESS');
  });

  it('refuses a common password when an invitation is accepted', async () => {
    const admin = await loginAs(portal, RoleId.ContentAdmin);
    const email = uniqueEmail('invited');
    await admin.post('/api/inviteUsers', { userRoleId: RoleId.Reviewer, userEmail: email, name: 'Rita' });
    const token = linkIn(await mail.waitFor(email), '/register').searchParams.get('token')!;
    const signup = (password: string) =>
      portal.client().post('/api/signup', { firstName: 'Rita', lastName: 'Moreno', password, confirmpassword: password, isInviteUsr: true, token });
    expect((await signup('Welcome2026')).body.errors).toEqual([{ field: 'password', message: COMMON }]);
    expect((await signup(STRONG_PASSWORD)).body.data.result).toBe('SUCCESS');
  });
});

describe('Swagger UI and the OpenAPI document', () => {
  const secret = randomBytes(32).toString('hex');

  it.each([
    ['served in development', {}, 200],
    ['off by default in production', { NODE_ENV: 'production', SESSION_SECRET: secret }, 404],
    ['served in production when API_DOCS=true', { NODE_ENV: 'production', SESSION_SECRET: secret, API_DOCS: 'true' }, 200],
    ['off in development when API_DOCS=false', { API_DOCS: 'false' }, 404],
  ])('is %s', async (_name, env, status) => {
    const portal = await startPortal(env);
    try {
      const ui = await portal.client().get('/api/docs');
      const doc = await portal.client().get('/api/docs/openapi.json');
      expect([ui.status, doc.status]).toEqual([status, status]);
      if (status === 200) expect(doc.body.info.title).toBe('TSIA2 Practice Portal API');
      expect(doc.headers['cache-control']).toBe('no-store');
    } finally {
      await portal.close();
    }
  });
});
