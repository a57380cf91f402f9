import { sql } from './accounts';
import { startPortal, STRONG_PASSWORD, type TestPortal, uniqueEmail } from './harness';

function form(overrides: Record<string, unknown> = {}) {
  return { firstName: 'Maria', lastName: 'Flores', email: uniqueEmail('signup'), password: STRONG_PASSWORD, confirmpassword: STRONG_PASSWORD, ...overrides };
}

describe('self sign-up', () => {
  let portal: TestPortal;

  beforeAll(async () => {
    portal = await startPortal();
  });
  afterAll(async () => {
    await portal.jobsIdle();
    await portal.close();
  });

  it('registers a student who can then sign in', async () => {
    const body = form({ email: '  New.Student@Example.org ' });
    const res = await portal.client().post('/api/signup', body);
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ data: { result: 'SUCCESS', isEmailExists: 'N', message: 'Registration is complete, please login' } });
    const login = await portal.client().login('new.student@example.org', STRONG_PASSWORD);
    expect(login.body).toMatchObject({ result: 'SUCCESS', userName: 'new.student@example.org', firstName: 'Maria', SES_ROLE_NAME: 'Student' });
  });

  it('answers an address already registered with the result the form flags', async () => {
    const body = form();
    await portal.client().post('/api/signup', body);
    const again = await portal.client().post('/api/signup', { ...body, email: body.email.toUpperCase(), firstName: 'Other' });
    expect(again.status).toBe(200);
    expect(again.body.data).toMatchObject({ result: 'FAILED', isEmailExists: 'Y', email: 'User already exists, try Login or Forgot Password.' });
    const rows = await sql<{ first_name: string }>(portal, 'select first_name from users where email = ?', [body.email]);
    expect(rows).toEqual([{ first_name: 'Maria' }]);
  });

  it('answers in Russian to a Russian form', async () => {
    const body = form();
    await portal.client().post('/api/signup', body);
    const client = portal.client();
    client.lang = 'ru';
    const again = await client.post('/api/signup', body);
    expect(again.body.data.email).toBe('Такой пользователь уже существует. Войдите или воспользуйтесь восстановлением пароля.');
  });

  it.each([
    ['firstName', { firstName: '' }, 'First Name is required.'],
    ['firstName', { firstName: 'a'.repeat(101) }, 'firstName cannot exceed 100 characters.'],
    ['lastName', { lastName: '   ' }, 'Last Name is required.'],
    ['lastName', { lastName: 'b'.repeat(101) }, 'lastName cannot exceed 100 characters.'],
    ['email', { email: `${'e'.repeat(64)}@${'d'.repeat(60)}.${'d'.repeat(60)}.${'d'.repeat(60)}.org` }, 'email cannot exceed 250 characters.'],
    ['password', { password: '', confirmpassword: '' }, 'Password is required.'],
    ['password', { password: 'Short.1', confirmpassword: 'Short.1' }, 'Password must follow the criteria.'],
    ['password', { password: `Aa1.${'x'.repeat(47)}`, confirmpassword: `Aa1.${'x'.repeat(47)}` }, 'password cannot exceed 50 characters.'],
    ['password', { password: 'onlylowercase1', confirmpassword: 'onlylowercase1' }, 'Password must follow the criteria.'],
    ['password', { password: 'ONLYUPPER.CASE', confirmpassword: 'ONLYUPPER.CASE' }, 'Password must follow the criteria.'],
    ['confirmpassword', { confirmpassword: '' }, 'Confirm Password is required.'],
    ['confirmpassword', { confirmpassword: 'Practice.2027' }, 'Passwords typed do not match. Please re-enter your password.'],
  ])('refuses a bad %s: %j', async (field, overrides, message) => {
    const body = form(overrides);
    const res = await portal.client().post('/api/signup', body);
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ field, message });
    expect(await sql(portal, 'select id from users where email = ?', [body.email])).toEqual([]);
  });

  it.each([['lower.UPPER.9ch'], ['lowerUPPER123'], ['lower1234.&'], ['UPPER1234!!'], [`Aa1.${'x'.repeat(46)}`]])(
    'accepts %s: 9 to 50 characters with three of four classes',
    async (password) => {
      const res = await portal.client().post('/api/signup', form({ password, confirmpassword: password }));
      expect(res.body.data.result).toBe('SUCCESS');
    },
  );

  it("answers a malformed address with 'Email Address is invalid', the text the form turns into its invalid-email alert", async () => {
    const res = await portal.client().post('/api/signup', form({ email: 'maria.example.org' }));
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([{ field: 'email', message: 'Email Address is invalid' }]);
  });

  it('asks for the address when it is left empty', async () => {
    for (const email of ['', '   ', undefined]) {
      const res = await portal.client().post('/api/signup', form({ email }));
      const problem = res.status === 400 ? res.body.errors.find((e: { field: string }) => e.field === 'email')?.message : res.body.data.email;
      expect(problem).toBe('Email Address is required.');
    }
  });

  it('ignores a role sent without an invite: self sign-up always makes a student', async () => {
    const body = form({ roleId: 3 });
    await portal.client().post('/api/signup', body);
    const login = await portal.client().login(body.email, STRONG_PASSWORD);
    expect(login.body.SES_ROLE_NAME).toBe('Student');
  });
});
