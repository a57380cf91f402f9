import { signUpAndLogin, startPortal, type TestPortal } from './harness';

describe('profile', () => {
  let portal: TestPortal;

  beforeAll(async () => {
    portal = await startPortal();
  });
  afterAll(async () => {
    await portal.jobsIdle();
    await portal.close();
  });

  it('shows the account of the session, with its role name', async () => {
    const { client, email } = await signUpAndLogin(portal, { firstName: 'Lucia', lastName: 'Ramos' });
    const res = await client.post('/api/getProfile');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      userId: expect.any(Number),
      firstName: 'Lucia',
      lastName: 'Ramos',
      emailAddress: email,
      roleId: 2,
      roleName: 'Student',
      language: 'en',
      createdOn: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
      lastLogin: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    });
    expect(res.body).not.toHaveProperty('passwordHash');
  });

  it('saves trimmed names and the language, and the sign-in answer shows them', async () => {
    const { client, email, password } = await signUpAndLogin(portal);
    const res = await client.post('/api/saveProfile', { firstName: '  Beatriz ', lastName: ' Salinas  ', language: 'ru' });
    expect(res.body).toEqual({ result: 'SUCCESS', message: 'Profile updated successfully' });
    const profile = await client.post('/api/getProfile');
    expect(profile.body).toMatchObject({ firstName: 'Beatriz', lastName: 'Salinas', language: 'ru' });
    const login = await portal.client().login(email, password);
    expect(login.body).toMatchObject({ firstName: 'Beatriz', lastName: 'Salinas', language: 'ru' });
  });

  it('refuses a NUL character by field name and keeps the saved names', async () => {
    const { client } = await signUpAndLogin(portal, { firstName: 'Dana' });
    const res = await client.post('/api/saveProfile', { firstName: 'Da\u0000na', lastName: 'Lopez' });
    expect(res.status).toBe(400);
    expect(res.body.errors).toEqual([
      expect.objectContaining({ field: 'firstName', message: 'The field firstName contains a character that is not allowed.' }),
    ]);
    expect((await client.post('/api/getProfile')).body.firstName).toBe('Dana');
  });

  it('answers in Russian to a Russian screen', async () => {
    const { client } = await signUpAndLogin(portal);
    client.lang = 'ru';
    const res = await client.post('/api/saveProfile', { firstName: 'Иван', lastName: 'Петров' });
    expect(res.body.message).toBe('Профиль успешно обновлён');
  });

  it.each([
    [{ firstName: '', lastName: 'Ramos' }, 'firstName', 'First Name is required'],
    [{ firstName: '   ', lastName: 'Ramos' }, 'firstName', 'First Name is required'],
    [{ firstName: 'Lucia', lastName: '' }, 'lastName', 'Last Name is required'],
    [{ firstName: 'x'.repeat(101), lastName: 'Ramos' }, 'firstName', 'firstName cannot exceed 100 characters.'],
    [{ firstName: 'Lucia', lastName: 'y'.repeat(101) }, 'lastName', 'lastName cannot exceed 100 characters.'],
    [{ firstName: 'Lucia', lastName: 'Ramos', emailAddress: 'other@example.org' }, 'emailAddress', 'The field emailAddress is not accepted.'],
  ])('refuses %j naming the field and changes nothing', async (body, field, message) => {
    const { client } = await signUpAndLogin(portal, { firstName: 'Kept', lastName: 'Name' });
    const res = await client.post('/api/saveProfile', body);
    expect(res.status).toBe(400);
    expect(res.body.errors).toContainEqual({ field, message });
    expect((await client.post('/api/getProfile')).body).toMatchObject({ firstName: 'Kept', lastName: 'Name' });
  });

  it('accepts names of exactly 100 characters', async () => {
    const { client } = await signUpAndLogin(portal);
    const res = await client.post('/api/saveProfile', { firstName: 'x'.repeat(100), lastName: 'y'.repeat(100) });
    expect(res.body.result).toBe('SUCCESS');
  });

  it('needs a session', async () => {
    expect((await portal.client().post('/api/getProfile')).status).toBe(401);
    expect((await portal.client().post('/api/saveProfile', { firstName: 'A', lastName: 'B' })).status).toBe(401);
  });
});

describe('app info', () => {
  let portal: TestPortal;

  beforeAll(async () => {
    portal = await startPortal({ APP_VERSION: '2.4.1', GOOGLE_APP_ID: 'G-TEST123', ORG_NAME: 'Lone Star Learning', ORG_URL: 'https://lonestar.example.org/' });
  });
  afterAll(async () => {
    await portal.close();
  });

  it('gives the version, the analytics id and the shell configuration to a visitor without a session', async () => {
    const visitor = portal.client();
    expect((await visitor.get('/api/getAppVersion')).body).toEqual({ version: '2.4.1' });
    expect((await visitor.get('/api/getGoogleAppId')).body).toEqual({ googleAppId: 'G-TEST123' });
    const config = await visitor.get('/api/getPortalConfig');
    expect(config.status).toBe(200);
    expect(config.body).toEqual({
      orgName: 'Lone Star Learning',
      orgUrl: 'https://lonestar.example.org/',
      footerLinks: {
        about: 'http://portal.test/aboutThisApp',
        contact: expect.stringMatching(/^mailto:/),
        privacy: 'http://portal.test/aboutThisApp#privacy',
        terms: 'http://portal.test/aboutThisApp#terms',
        faq: 'http://portal.test/aboutThisApp#faq',
      },
    });
  });

  it('defaults to version 1.0 and an empty analytics id', async () => {
    const plain = await startPortal();
    try {
      expect((await plain.client().get('/api/getAppVersion')).body).toEqual({ version: '1.0' });
      expect((await plain.client().get('/api/getGoogleAppId')).body).toEqual({ googleAppId: '' });
    } finally {
      await plain.close();
    }
  });
});
