import { sql } from './accounts';
import { signUpAndLogin, startPortal, type TestClient, type TestPortal } from './harness';
import { anInstitution, beginPaa, completeSampleTests, launchSample, type PaaView, SPEC, save, stepOne } from './paa-helpers';

/** The PAA's session calls and the rules of the wizard's saves (spec section 4). */
describe('PAA: the session calls and the rules of each save', () => {
  let portal: TestPortal;
  let dana: TestClient;
  let omar: TestClient;
  let institution: { institutionIdPk: number; institutionName: string };
  const thisYear = new Date().getUTCFullYear();

  const errors = (body: { errors?: { field: string; message: string }[] }) => Object.fromEntries((body.errors ?? []).map((e) => [e.field, e.message]));

  beforeAll(async () => {
    portal = await startPortal({}, { samples: true });
    dana = (await signUpAndLogin(portal, { firstName: 'Dana', lastName: 'Lopez' })).client;
    omar = (await signUpAndLogin(portal, { firstName: 'Omar', lastName: 'Haddad' })).client;
    institution = await anInstitution(dana);
  });
  afterAll(async () => {
    await portal.jobsIdle();
    await portal.close();
  });

  it('answers a blank session (paaId 0) to a student who has none, listing the two sample tests', async () => {
    const res = await omar.get('/api/getCurrentPAASession');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      paaId: 0,
      lastCompletedStep: 0,
      institutionId: null,
      institution: null,
      status: 0,
      certificateURL: null,
      videosWatched: false,
      agreementChecked: false,
    });
    expect(res.body.step3Data).toHaveLength(2);
    for (const test of res.body.step3Data) expect(test).toMatchObject({ pendingSessionId: null, completedSessionId: null });
  });

  it('lists the Texas institutions by name', async () => {
    const res = await dana.get('/api/getTexasInstitutions');
    expect(res.status).toBe(200);
    const names = res.body.texasInstitutions.map((i: { institutionName: string }) => i.institutionName);
    expect(names.length).toBeGreaterThan(50);
    expect(names).toEqual([...names].sort((a: string, b: string) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(Object.keys(res.body.texasInstitutions[0]).sort()).toEqual(['institutionIdPk', 'institutionName']);
  });

  it('lists the shipped step 2 videos with English and Russian captions, titled in the reader’s language', async () => {
    const res = await dana.get('/api/getStep2VideoUrlList');
    expect(res.status).toBe(200);
    expect(res.body.url).toEqual([
      '/paa/videos/01-why-the-assessment-matters.webm',
      '/paa/videos/02-how-placement-works.webm',
      '/paa/videos/03-getting-ready.webm',
    ]);
    expect(res.body.videos[0]).toEqual({
      url: '/paa/videos/01-why-the-assessment-matters.webm',
      title: 'Why the Assessment Matters',
      captions: [
        { lang: 'en', url: '/paa/videos/01-why-the-assessment-matters.en.vtt' },
        { lang: 'ru', url: '/paa/videos/01-why-the-assessment-matters.ru.vtt' },
      ],
      poster: '/paa/videos/01-why-the-assessment-matters.poster.webp',
    });
    dana.lang = 'ru';
    const ru = await dana.get('/api/getStep2VideoUrlList');
    dana.lang = 'en';
    expect(ru.body.videos.map((v: { title: string }) => v.title)).toEqual([
      'Почему этот тест важен',
      'Как определяется уровень курсов',
      'Как подготовиться к тесту',
    ]);
  });

  it('refuses a first save without its fields with the spec’s message under each field', async () => {
    const res = await dana.post('/api/createPAASession', { lastCompletedStep: 0 });
    expect(res.status).toBe(400);
    expect(errors(res.body)).toEqual({ institutionId: SPEC.institution, studentDOB: SPEC.dob, agreementChecked: SPEC.agreement });
    const nulls = await dana.post('/api/createPAASession', { lastCompletedStep: 0, institutionId: null, studentDOB: null, agreementChecked: null });
    expect(errors(nulls.body)).toEqual({ institutionId: SPEC.institution, studentDOB: SPEC.dob, agreementChecked: SPEC.agreement });
  });

  it('says the same in Russian', async () => {
    dana.lang = 'ru';
    const res = await dana.post('/api/createPAASession', { lastCompletedStep: 0 });
    dana.lang = 'en';
    expect(errors(res.body)).toEqual({
      institutionId: 'Необходимо выбрать учебное заведение.',
      studentDOB: 'Укажите правильную дату рождения',
      agreementChecked: 'Примите соглашение, отметив флажок выше.',
    });
  });

  it('refuses an institution that does not exist', async () => {
    for (const institutionId of [999_999, 0, 'x']) {
      const res = await dana.post('/api/createPAASession', stepOne(institutionId as number));
      expect([res.status, errors(res.body)]).toEqual([400, { institutionId: SPEC.institution }]);
    }
  });

  it.each([
    ['a year of 1900', '1900-06-01'],
    ['a year before 1900', '1899-12-31'],
    ['the current year', `${thisYear}-01-01`],
    ['a date in the future', `${thisYear + 1}-03-04`],
    ['a day that does not exist', '2004-02-30'],
    ['a month that does not exist', '2004-13-01'],
    ['the MM/DD/YYYY form (the API takes YYYY-MM-DD)', '04/17/2006'],
    ['text', 'yesterday'],
    ['an empty string', ''],
  ])('refuses a date of birth of %s', async (_, studentDOB) => {
    const res = await dana.post('/api/createPAASession', stepOne(institution.institutionIdPk, { studentDOB }));
    expect([res.status, errors(res.body)]).toEqual([400, { studentDOB: SPEC.dob }]);
  });

  it('accepts a date of birth just inside the rule: 1901 and the last day of last year', async () => {
    for (const studentDOB of ['1901-01-01', `${thisYear - 1}-12-31`]) {
      const res = await omar.post('/api/createPAASession', stepOne(institution.institutionIdPk, { studentDOB }));
      expect([res.status, res.body.studentDOB]).toEqual([200, studentDOB]);
    }
  });

  it('refuses the save until the agreement is checked', async () => {
    for (const agreementChecked of [false, 'yes']) {
      const res = await dana.post('/api/createPAASession', stepOne(institution.institutionIdPk, { agreementChecked }));
      expect([res.status, errors(res.body)]).toEqual([400, { agreementChecked: SPEC.agreement }]);
    }
  });

  it('takes the student ID as optional, up to 50 characters', async () => {
    const long = await dana.post('/api/createPAASession', stepOne(institution.institutionIdPk, { studentDisplayId: 'x'.repeat(51) }));
    expect([long.status, errors(long.body)]).toEqual([400, { studentDisplayId: 'studentDisplayId cannot exceed 50 characters.' }]);
    const without = await dana.post('/api/createPAASession', stepOne(institution.institutionIdPk, { studentDisplayId: undefined }));
    expect([without.status, without.body.studentDisplayId]).toEqual([200, null]);
  });

  it('starts a PAA only at step 1', async () => {
    const res = await dana.post('/api/createPAASession', stepOne(institution.institutionIdPk, { lastCompletedStep: 1 }));
    expect([res.status, res.body.message]).toEqual([400, 'A new Pre-Assessment Activity starts with step 1.']);
  });

  it('creates the session on the first save and answers it from getCurrentPAASession', async () => {
    const created = await dana.post('/api/createPAASession', stepOne(institution.institutionIdPk));
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({
      lastCompletedStep: 0,
      institutionId: institution.institutionIdPk,
      institution: institution.institutionName,
      studentDisplayId: 'A0012345',
      studentDOB: '2006-04-17',
      agreementChecked: true,
      videosWatched: false,
      status: 0,
      certificateURL: null,
      completedOn: null,
    });
    expect(created.body.paaId).toBeGreaterThan(0);
    expect(Date.parse(created.body.startedOn)).not.toBeNaN();
    expect((await dana.get('/api/getCurrentPAASession')).body).toEqual(created.body);
  });

  it('updates only with the paaId of the caller’s PAA: another student’s is not found', async () => {
    const mine: PaaView = (await dana.get('/api/getCurrentPAASession')).body;
    const missing = await dana.post('/api/updateCurrentPAASession', stepOne(institution.institutionIdPk));
    expect([missing.status, errors(missing.body)]).toEqual([400, { paaId: 'Say which Pre-Assessment Activity to update.' }]);
    const theirs = await save(omar, mine.paaId, institution.institutionIdPk, 0);
    expect([theirs.status, theirs.body.message]).toEqual([404, 'Pre-Assessment Activity session not found']);
    expect((await save(dana, 2_000_000, institution.institutionIdPk, 0)).status).toBe(404);
    // and Dana's session is unchanged
    expect((await dana.get('/api/getCurrentPAASession')).body.lastCompletedStep).toBe(0);
  });

  it('keeps the steps in order: no skipping, videos before step 3, both sample tests before step 4, Finish only after step 5', async () => {
    const paa: PaaView = (await dana.get('/api/getCurrentPAASession')).body;
    const id = institution.institutionIdPk;
    const skip = await save(dana, paa.paaId, id, 2, { videosWatched: true });
    expect([skip.status, errors(skip.body)]).toEqual([400, { lastCompletedStep: 'Complete step 2 first: the steps are taken in order.' }]);
    const early = await save(dana, paa.paaId, id, 0, { status: 1 });
    expect([early.status, errors(early.body)]).toEqual([400, { status: 'Complete all five steps before you finish.' }]);
    const unwatched = await save(dana, paa.paaId, id, 1);
    expect([unwatched.status, errors(unwatched.body)]).toEqual([400, { videosWatched: SPEC.videos }]);
    const watched = await save(dana, paa.paaId, id, 1, { videosWatched: true });
    expect([watched.status, watched.body.lastCompletedStep, watched.body.videosWatched]).toEqual([200, 1, true]);

    const untested = await save(dana, paa.paaId, id, 2);
    expect([untested.status, errors(untested.body)]).toEqual([400, { step3Data: SPEC.tests }]);
    // one of the two is not enough
    const sessionId = await launchSample(dana, paa.paaId, paa.step3Data[0]!.testDetailId);
    await dana.post('/api/delivery/submit', { sessionId });
    expect(errors((await save(dana, paa.paaId, id, 2)).body)).toEqual({ step3Data: SPEC.tests });
    const skipAgain = await save(dana, paa.paaId, id, 3);
    expect(errors(skipAgain.body)).toEqual({ lastCompletedStep: 'Complete step 3 first: the steps are taken in order.' });
  });

  it('stores the furthest step: saving an earlier step again after Back keeps it', async () => {
    const paa: PaaView = (await dana.get('/api/getCurrentPAASession')).body;
    const res = await save(dana, paa.paaId, institution.institutionIdPk, 0, { studentDisplayId: 'B-77' });
    expect([res.status, res.body.lastCompletedStep, res.body.studentDisplayId, res.body.videosWatched]).toEqual([200, 1, 'B-77', true]);
  });

  it('checks step 1’s fields on every save, not only the first', async () => {
    const paa: PaaView = (await dana.get('/api/getCurrentPAASession')).body;
    const res = await save(dana, paa.paaId, institution.institutionIdPk, 1, { agreementChecked: false, studentDOB: '2030-01-01' });
    expect([res.status, errors(res.body)]).toEqual([400, { studentDOB: SPEC.dob, agreementChecked: SPEC.agreement }]);
  });

  it('beginning anew closes the PAA in progress, expires its unfinished sample test, and keeps only the new one open', async () => {
    const old: PaaView = (await dana.get('/api/getCurrentPAASession')).body;
    const pending = await launchSample(dana, old.paaId, old.step3Data[1]!.testDetailId);
    expect((await dana.get('/api/getCurrentPAASession')).body.step3Data[1].pendingSessionId).toBe(pending);

    const fresh = await beginPaa(dana, institution.institutionIdPk);
    expect(fresh.paaId).not.toBe(old.paaId);
    expect(fresh).toMatchObject({ lastCompletedStep: 0, status: 0, videosWatched: false });
    // the new PAA starts without the old one's sample tests
    for (const test of fresh.step3Data) expect(test).toMatchObject({ pendingSessionId: null, completedSessionId: null });
    expect((await dana.get('/api/getCurrentPAASession')).body.paaId).toBe(fresh.paaId);

    const rows = await sql<{ id: number; status: number }>(portal, 'select id, status from paa_sessions where id in (?, ?) order by id', [
      old.paaId,
      fresh.paaId,
    ]);
    expect(rows.map((r) => Number(r.status))).toEqual([2, 0]);
    const closed = await save(dana, old.paaId, institution.institutionIdPk, 1, { videosWatched: true });
    expect([closed.status, closed.body.message]).toEqual([
      409,
      'This Pre-Assessment Activity is finished or closed and can no longer be changed. Begin a new one from the Pre-Assessment Activity page.',
    ]);
    const state = await dana.post('/api/delivery/state', { sessionId: pending });
    expect(state.status).toBe(410);
    // no new sample attempt for the closed PAA
    const token = await dana.post('/api/getTokenForData/test', { testDetailId: old.step3Data[0]!.testDetailId, mode: 1, paaId: old.paaId });
    expect([token.status, token.body.message]).toEqual([409, closed.body.message]);
  });

  it('lets one PAA only be in progress even when two first saves race', async () => {
    const results = await Promise.all([1, 2, 3].map(() => omar.post('/api/createPAASession', stepOne(institution.institutionIdPk))));
    expect(results.map((r) => r.status)).toEqual([200, 200, 200]);
    const open = await sql<{ n: number }>(
      portal,
      "select count(*)::int as n from paa_sessions s join users u on u.id = s.user_id where u.first_name = 'Omar' and s.status = 0",
    );
    expect(Number(open[0]!.n)).toBe(1);
  });

  it('finishes after all five steps: status 1, completion date, certificate URL, and no change afterwards', async () => {
    const paa: PaaView = (await dana.get('/api/getCurrentPAASession')).body;
    const id = institution.institutionIdPk;
    expect((await save(dana, paa.paaId, id, 1, { videosWatched: true })).status).toBe(200);
    await completeSampleTests(dana, paa);
    const step3 = await save(dana, paa.paaId, id, 2);
    expect(step3.status).toBe(200);
    expect(step3.body.step3Data.every((t: { completedSessionId: number | null }) => t.completedSessionId !== null)).toBe(true);
    expect((await save(dana, paa.paaId, id, 3)).status).toBe(200);
    const beforeFinish = await save(dana, paa.paaId, id, 4);
    expect([beforeFinish.status, beforeFinish.body.status, beforeFinish.body.certificateURL]).toEqual([200, 0, null]);
    const done = await save(dana, paa.paaId, id, 4, { status: 1 });
    expect(done.status).toBe(200);
    expect(done.body).toMatchObject({ paaId: paa.paaId, lastCompletedStep: 4, status: 1, certificateURL: `/api/downloadPAACertificate/${paa.paaId}` });
    expect(Date.parse(done.body.completedOn)).not.toBeNaN();
    const again = await save(dana, paa.paaId, id, 4, { status: 1 });
    expect(again.status).toBe(409);
    // with none in progress, the latest finished one is the current session
    expect((await dana.get('/api/getCurrentPAASession')).body).toEqual(done.body);
  });

  it('takes the session back as getCurrentPAASession answered it: read-only fields ignored, unknown ones refused by name', async () => {
    const { client: lena } = await signUpAndLogin(portal, { firstName: 'Lena', lastName: 'Park' });
    const blank: PaaView = (await lena.get('/api/getCurrentPAASession')).body;
    const filled = {
      ...blank,
      institutionId: institution.institutionIdPk,
      studentDOB: '2005-09-30',
      agreementChecked: true,
      institution: 'ignored',
      certificateURL: '/forged',
    };
    const created = await lena.post('/api/createPAASession', filled);
    expect(created.status).toBe(200);
    expect(created.body).toMatchObject({ institution: institution.institutionName, certificateURL: null, studentDOB: '2005-09-30' });
    expect(created.body.paaId).toBeGreaterThan(0);

    const current: PaaView = (await lena.get('/api/getCurrentPAASession')).body;
    const again = await lena.post('/api/updateCurrentPAASession', { ...current, studentDisplayId: 'L-77', completedOn: '2020-01-01T00:00:00.000Z' });
    expect(again.status).toBe(200);
    expect(again.body).toMatchObject({ paaId: current.paaId, studentDisplayId: 'L-77', completedOn: null, status: 0 });

    const unknown = await lena.post('/api/updateCurrentPAASession', { ...current, nickname: 'x' });
    expect([unknown.status, Object.keys(errors(unknown.body))]).toEqual([400, ['nickname']]);
  });

  it('needs a session and the Home function for every call', async () => {
    const visitor = portal.client();
    for (const path of [
      '/api/getCurrentPAASession',
      '/api/getTexasInstitutions',
      '/api/getStep2VideoUrlList',
      '/api/getPAAResource/1',
      '/api/getPAACertificate/1',
    ]) {
      expect((await visitor.get(path)).status).toBe(401);
    }
    expect((await visitor.post('/api/createPAASession', stepOne(institution.institutionIdPk))).status).toBe(401);
  });
});
