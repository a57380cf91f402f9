import { RoleId } from '@portal/shared';
import { loginAs, sql } from './accounts';
import { answerOf, launch, routeUins } from './delivery-helpers';
import { signUpAndLogin, startPortal, type TestClient, type TestPortal } from './harness';
import { anInstitution, beginPaa } from './paa-helpers';
import { publishSkillTests } from './results-package';
import { readFirstSheet } from './xlsx-reader';

const RIGHT = { RESPONSE: 'B' };
const WRONG = { RESPONSE: 'A' };
const ROUTES = ['/api/getStudentReport', '/api/getTestReport', '/api/getCategoryReport', '/api/getInstitutionReport'];

function download(client: TestClient, url: string) {
  return client.agent
    .get(url)
    .buffer(true)
    .parse((r, cb) => {
      const chunks: Buffer[] = [];
      r.on('data', (c: Buffer) => chunks.push(c));
      r.on('end', () => cb(null, Buffer.concat(chunks)));
    });
}

describe('reports for staff', () => {
  let portal: TestPortal;
  let tests: { skills: number; drill: number };
  let admin: TestClient;
  let reviewer: TestClient;
  let publisher: TestClient;
  let dana: TestClient;
  let danaEmail: string;
  let omarEmail: string;
  let institution: { institutionIdPk: number; institutionName: string };

  /** Answers the Skills Practice test: `right` of its five items, then submits. */
  async function practise(client: TestClient, right: number, mode: 1 | 2 = 2): Promise<number> {
    const { sessionId } = await launch(client, tests.skills, mode);
    const uins = await routeUins(client, sessionId);
    for (const [i, uin] of uins.entries()) await client.post('/api/delivery/answer', answerOf(sessionId, i, uin, i < right ? RIGHT : WRONG));
    if (mode === 2) expect((await client.post('/api/delivery/submit', { sessionId })).status).toBe(200);
    return sessionId;
  }

  beforeAll(async () => {
    portal = await startPortal({ SAMPLE_CONTENT: 'false' });
    tests = await publishSkillTests(portal);
    [admin, reviewer, publisher] = await Promise.all([RoleId.ContentAdmin, RoleId.Reviewer, RoleId.Publisher].map((r) => loginAs(portal, r)));
    const d = await signUpAndLogin(portal, { firstName: 'Dana', lastName: 'Lopez' });
    const o = await signUpAndLogin(portal, { firstName: 'Omar', lastName: 'Haddad' });
    dana = d.client;
    danaEmail = d.email;
    omarEmail = o.email;
    institution = await anInstitution(dana);
    await beginPaa(dana, institution.institutionIdPk);
    await practise(dana, 5);
    await practise(dana, 2);
    await practise(o.client, 4);
    // one attempt left in progress in Learn As You Go
    await practise(o.client, 1, 1);
    // a staff preview never counts
    await launch(admin, tests.skills, 2, 'preview');
  }, 300_000);
  afterAll(async () => {
    await portal.jobsIdle();
    await portal.close();
  });

  it('lists each student attempt with mode, score, strands, dates, PAA state and institution', async () => {
    const res = await admin.post('/api/getStudentReport', { search: 'dana', sortField: 'percent', sortOrder: 'desc' });
    expect(res.status).toBe(200);
    expect(res.body.totalCount).toBe(2);
    expect(res.body.data.map((r: { percent: number }) => r.percent)).toEqual([100, 40]);
    expect(res.body.data[0]).toMatchObject({
      studentName: 'Dana Lopez',
      emailAddress: danaEmail,
      testName: 'Skills Practice',
      mode: 2,
      modeName: 'Practice Test',
      statusName: 'Completed',
      strandResults: [
        { strandName: 'Algebra', percent: 100 },
        { strandName: 'Geometry', percent: 100 },
      ],
      paaStatus: 0,
      paaStateName: 'In progress',
      certificateCode: null,
      institutionName: institution.institutionName,
      startedOn: expect.any(String),
      completedOn: expect.any(String),
    });
    const ru = await admin.agent.post('/api/getStudentReport').set('X-Login-Time', admin.loginTime).set('Accept-Language', 'ru').send({ search: 'dana' });
    expect(ru.body.data[0]).toMatchObject({ modeName: 'Пробный тест', paaStateName: 'В процессе' });
  });

  it('filters by mode, institution, category and dates, and pages with the table query', async () => {
    const post = async (body: object) => (await admin.post('/api/getStudentReport', body)).body;
    expect((await post({})).totalCount).toBe(4);
    expect((await post({ mode: 1 })).data.map((r: { studentName: string; statusName: string }) => [r.studentName, r.statusName])).toEqual([
      ['Omar Haddad', 'In progress'],
    ]);
    expect((await post({ institutionId: institution.institutionIdPk })).totalCount).toBe(2);
    expect((await post({ categoryId: 1 })).totalCount).toBe(0);
    expect((await post({ dateFrom: '2000-01-01', dateTo: '2000-12-31' })).totalCount).toBe(0);
    const today = new Date().toISOString().slice(0, 10);
    expect((await post({ dateFrom: today, dateTo: today })).totalCount).toBe(4);
    const page = await post({ page: 2, pageSize: 5 });
    expect(page).toMatchObject({ page: 2, totalCount: 4, data: [] });
    const bad = await admin.post('/api/getStudentReport', { dateFrom: 'yesterday' });
    expect(bad.status).toBe(400);
    expect(JSON.stringify(bad.body)).toContain('dateFrom');
  });

  it('gives per test the attempts, completion rate, mean score and time, and the score distribution', async () => {
    const res = await admin.post('/api/getTestReport', {});
    expect(res.body.data).toEqual([
      {
        testAlias: 'skills-practice',
        testName: 'Skills Practice',
        categoryName: expect.any(String),
        attempts: 4,
        completed: 3,
        completionRate: 75,
        meanPercent: 73.3,
        meanMinutes: expect.any(Number),
      },
    ]);
    const counts = Object.fromEntries(res.body.distribution.map((b: { from: number; count: number }) => [b.from, b.count]));
    expect(counts).toMatchObject({ 40: 1, 80: 1, 90: 1, 0: 0 });
    expect(res.body.distribution).toHaveLength(10);
  });

  it('gives per category the totals and a trend over time', async () => {
    const res = await admin.post('/api/getCategoryReport', { period: 'day' });
    expect(res.body.data).toEqual([
      { categoryId: 4, categoryName: expect.any(String), students: 2, attempts: 4, completed: 3, completionRate: 75, meanPercent: 73.3 },
    ]);
    expect(res.body.trend).toEqual([{ period: new Date().toISOString().slice(0, 10), attempts: 4, completed: 3, meanPercent: 73.3 }]);
  });

  it('gives per institution chosen in the PAA its students, PAAs and certificates', async () => {
    const res = await admin.post('/api/getInstitutionReport', {});
    expect(res.body.data).toEqual([
      {
        institutionId: institution.institutionIdPk,
        institutionName: institution.institutionName,
        students: 1,
        paaStarted: 1,
        paaFinished: 0,
        certificates: 0,
        lastActivity: expect.any(String),
      },
    ]);
  });

  it('exports each report to xlsx with the columns of its table, in the language asked for', async () => {
    const res = await admin.post('/api/exportReport', { report: 'students', search: 'dana', sortField: 'percent', sortOrder: 'desc' });
    expect(res.body).toMatchObject({ status: 'SUCCESS', rowCount: 2, FILE_URL: expect.stringMatching(/^\/api\/downloadReportExport\/[\w-]{43}$/) });
    const file = await download(admin, res.body.FILE_URL);
    expect(file.status).toBe(200);
    const { rows } = await readFirstSheet(file.body as Buffer);
    expect(rows[0]).toEqual([
      'Student',
      'Email address',
      'Test',
      'Category',
      'Mode',
      'Status',
      'Score (%)',
      'Results per strand',
      'Started',
      'Completed',
      'PAA state',
      'Certificate code',
      'Institution',
    ]);
    expect(rows[1]!.slice(0, 8)).toEqual([
      'Dana Lopez',
      danaEmail,
      'Skills Practice',
      expect.any(String),
      'Practice Test',
      'Completed',
      '100',
      'Algebra: 100%; Geometry: 100%',
    ]);
    const ru = await admin.agent.post('/api/exportReport').set('X-Login-Time', admin.loginTime).set('Accept-Language', 'ru').send({ report: 'tests' });
    expect((await readFirstSheet((await download(admin, ru.body.FILE_URL)).body as Buffer)).rows[0]!.slice(0, 3)).toEqual(['Тест', 'Категория', 'Попытки']);
    for (const report of ['tests', 'categories', 'institutions']) {
      const made = await admin.post('/api/exportReport', { report });
      expect(made.body.status).toBe('SUCCESS');
      expect((await readFirstSheet((await download(admin, made.body.FILE_URL)).body as Buffer)).rows.length).toBe(2);
    }
    expect((await admin.post('/api/exportReport', { report: 'students', categoryId: 1 })).body).toEqual({
      status: 'FAILED',
      message: 'The report could not be exported: no rows match the filters.',
    });
    expect((await admin.post('/api/exportReport', { report: 'everything' })).status).toBe(400);
    expect((await download(admin, '/api/downloadReportExport/nope')).status).toBe(404);
  });

  it('audits every view and export with its filters', async () => {
    const before = await sql<{ n: string }>(portal, "select count(*) as n from audit_log where action like 'report-%'");
    await admin.post('/api/getTestReport', { mode: 2 });
    await admin.post('/api/exportReport', { report: 'tests', mode: 2 });
    const rows = await sql<{ action: string; target_id: string; actor_email: string; detail: Record<string, unknown> }>(
      portal,
      "select action, target_id, actor_email, detail from audit_log where action like 'report-%' order by id desc limit 2",
    );
    expect(rows).toEqual([
      { action: 'report-export', target_id: 'tests', actor_email: 'admin@example.org', detail: { mode: 2 } },
      { action: 'report-view', target_id: 'tests', actor_email: 'admin@example.org', detail: { mode: 2 } },
    ]);
    expect(Number(before[0]!.n)).toBeGreaterThan(5);
  });

  it('is for staff holding the Reports function only: others get 403, and students never see one another', async () => {
    for (const client of [reviewer, publisher, dana]) {
      for (const route of [...ROUTES, '/api/exportReport']) expect((await client.post(route, { report: 'students' })).status).toBe(403);
    }
    const made = await admin.post('/api/exportReport', { report: 'students' });
    expect((await download(dana, made.body.FILE_URL)).status).toBe(403);
    const core = await admin.post('/api/getCore', {});
    expect(JSON.stringify(core.body)).toContain('"15":"W"');
  });

  it('keeps a deleted student anonymised while their attempts still count', async () => {
    expect((await admin.post('/api/deleteUser', { emailAddress: omarEmail })).body.result).toBe('success');
    const res = await admin.post('/api/getStudentReport', { sortField: 'student', sortOrder: 'asc' });
    expect(res.body.totalCount).toBe(4);
    const omar = res.body.data.filter((r: { studentName: string }) => r.studentName === 'Deleted user');
    expect(omar).toHaveLength(2);
    expect(omar.every((r: { emailAddress: string | null }) => r.emailAddress === null)).toBe(true);
    expect(JSON.stringify(res.body)).not.toContain('Haddad');
    expect((await admin.post('/api/getStudentReport', { search: 'deleted' })).body.totalCount).toBe(0);
  });
});
