import { sql } from './accounts';
import { launch, publishSamples, type PublishedTest } from './delivery-helpers';
import { signUpAndLogin, startPortal, type TestClient, type TestPortal } from './harness';
import { anInstitution, beginPaa, binary, launchSample, type PaaView, save } from './paa-helpers';
import { pdfPageTexts } from './pdf-reader';

/** Step 3: the PAA's sample tests in the player, apart from practice attempts, and in History as 'N/A'. */
describe('PAA: sample tests launched with the PAA’s id', () => {
  let portal: TestPortal;
  let tests: Record<'math' | 'elar' | 'paaMath' | 'paaElar', PublishedTest>;
  let dana: TestClient;
  let institutionId: number;
  let paa: PaaView;

  const errors = (body: { errors?: { field: string; message: string }[] }) => Object.fromEntries((body.errors ?? []).map((e) => [e.field, e.message]));

  async function entry(client: TestClient, body: object, testDetailId: number) {
    const res = await client.post('/api/getAllTests', body);
    expect(res.status).toBe(200);
    return res.body.testData.find((t: { testDetailId: number }) => t.testDetailId === testDetailId);
  }

  beforeAll(async () => {
    portal = await startPortal({}, { samples: true });
    tests = await publishSamples(portal);
    dana = (await signUpAndLogin(portal, { firstName: 'Dana', lastName: 'Lopez' })).client;
    institutionId = (await anInstitution(dana)).institutionIdPk;
    paa = await beginPaa(dana, institutionId);
  }, 300_000);
  afterAll(async () => {
    await portal.jobsIdle();
    await portal.close();
  });

  it('lists both category-5 samples as the PAA’s sample tests', () => {
    expect(paa.step3Data.map((t) => t.testDetailId).sort()).toEqual([tests.paaMath.testDetailId, tests.paaElar.testDetailId].sort());
  });

  it('opens a sample test in Learn As You Go only, only a category-5 test, and only from the caller’s PAA in progress', async () => {
    const practiceMode = await dana.post('/api/getTokenForData/test', { testDetailId: tests.paaMath.testDetailId, mode: 2, paaId: paa.paaId });
    expect([practiceMode.status, errors(practiceMode.body)]).toEqual([
      400,
      { mode: 'The sample tests of the Pre-Assessment Activity are taken in Learn As You Go.' },
    ]);
    const notSample = await dana.post('/api/getTokenForData/test', { testDetailId: tests.math.testDetailId, mode: 1, paaId: paa.paaId });
    expect([notSample.status, errors(notSample.body)]).toEqual([400, { testDetailId: 'This test is not a sample test of the Pre-Assessment Activity.' }]);
    const asPreview = await dana.post('/api/getTokenForData/preview', { testDetailId: tests.paaMath.testDetailId, mode: 1, paaId: paa.paaId });
    expect(asPreview.status).toBe(400);
    const { client: omar } = await signUpAndLogin(portal, { firstName: 'Omar', lastName: 'Haddad' });
    const theirs = await omar.post('/api/getTokenForData/test', { testDetailId: tests.paaMath.testDetailId, mode: 1, paaId: paa.paaId });
    expect([theirs.status, theirs.body.message]).toEqual([404, 'Pre-Assessment Activity session not found']);
    expect((await omar.post('/api/getAllTests', { categoryId: 5, paaId: paa.paaId })).status).toBe(404);
  });

  it('keeps a sample attempt apart from a practice attempt of the same test: both pending at once, each in its own list', async () => {
    const practice = await launch(dana, tests.paaMath.testDetailId, 1);
    const sample = await launchSample(dana, paa.paaId, tests.paaMath.testDetailId);
    expect(sample).not.toBe(practice.sessionId);
    const [row] = await sql<{ paa_id: number; mode: number }>(portal, 'select paa_id, mode from test_sessions where id = ?', [sample]);
    expect([Number(row!.paa_id), Number(row!.mode)]).toEqual([paa.paaId, 1]);
    // launching again resumes each, not a third session
    expect(await launchSample(dana, paa.paaId, tests.paaMath.testDetailId)).toBe(sample);
    expect((await launch(dana, tests.paaMath.testDetailId, 1)).sessionId).toBe(practice.sessionId);

    expect(await entry(dana, { categoryId: 5, paaId: paa.paaId }, tests.paaMath.testDetailId)).toMatchObject({
      pendingLAYGSessionId: sample,
      completedLAYGSessionId: null,
    });
    expect(await entry(dana, { categoryId: 5 }, tests.paaMath.testDetailId)).toMatchObject({
      pendingLAYGSessionId: practice.sessionId,
      completedLAYGSessionId: null,
    });
    const current: PaaView = (await dana.get('/api/getCurrentPAASession')).body;
    expect(current.step3Data.find((t) => t.testDetailId === tests.paaMath.testDetailId)).toMatchObject({ pendingSessionId: sample, completedSessionId: null });

    await dana.post('/api/delivery/submit', { sessionId: sample });
    expect(await entry(dana, { categoryId: 5, paaId: paa.paaId }, tests.paaMath.testDetailId)).toMatchObject({
      pendingLAYGSessionId: null,
      completedLAYGSessionId: sample,
    });
    // a sample attempt is not a practice result
    expect(await entry(dana, { categoryId: 5 }, tests.paaMath.testDetailId)).toMatchObject({
      pendingLAYGSessionId: practice.sessionId,
      completedLAYGSessionId: null,
    });
    const after: PaaView = (await dana.get('/api/getCurrentPAASession')).body;
    expect(after.step3Data.find((t) => t.testDetailId === tests.paaMath.testDetailId)).toMatchObject({ pendingSessionId: null, completedSessionId: sample });
  });

  it('does not count a practice attempt of a sample test toward step 3', async () => {
    const practice = await launch(dana, tests.paaElar.testDetailId, 1);
    await dana.post('/api/delivery/submit', { sessionId: practice.sessionId });
    await save(dana, paa.paaId, institutionId, 1, { videosWatched: true });
    const res = await save(dana, paa.paaId, institutionId, 2);
    expect([res.status, errors(res.body)]).toEqual([400, { step3Data: 'Please complete both sample tests to proceed.' }]);
  });

  it('shows sample tests in History with their PAA id and no score (N/A), and leaves them out of the chart', async () => {
    const sample = await launchSample(dana, paa.paaId, tests.paaElar.testDetailId);
    await dana.post('/api/delivery/submit', { sessionId: sample });
    expect((await save(dana, paa.paaId, institutionId, 2)).status).toBe(200);

    const history = await dana.post('/api/getHistory', { page: 1, pageSize: 25 });
    expect(history.status).toBe(200);
    const rows = history.body.data as { testSessionDetailId: number; paaId: number; testScore: number | null }[];
    const paaRows = rows.filter((r) => r.paaId > 0);
    expect(paaRows).toHaveLength(2);
    for (const r of paaRows) expect(r).toMatchObject({ paaId: paa.paaId, testScore: null });
    const practiceRows = rows.filter((r) => r.paaId === 0);
    expect(practiceRows).toHaveLength(1);
    expect(practiceRows[0]!.testScore).not.toBeNull();

    const chart = await dana.post('/api/getHistoryChart');
    const points = chart.body.series.flatMap((s: { points: unknown[] }) => s.points);
    expect(points).toHaveLength(1);
  });

  it('prints a sample test’s score as N/A in the history printout', async () => {
    const print = await dana.post('/api/printHistory', {});
    const file = await dana.get(print.body.FILE_URL).buffer(true).parse(binary);
    const lines = (await pdfPageTexts(new Uint8Array(file.body as Buffer))).flat();
    expect(lines.filter((l) => l === 'N/A')).toHaveLength(2);
  });

  it('deletes a PAA’s sample attempts with the PAA, never turning them into practice results', async () => {
    const { client: omar } = await signUpAndLogin(portal, { firstName: 'Omar', lastName: 'Haddad' });
    const theirs = await beginPaa(omar, institutionId);
    const attempt = await launchSample(omar, theirs.paaId, tests.paaMath.testDetailId);
    await sql(portal, 'delete from paa_sessions where id = ?', [theirs.paaId]);
    expect(await sql(portal, 'select id from test_sessions where id = ?', [attempt])).toEqual([]);
  });
});
