import { RoleId } from '@portal/shared';
import { loginAs, sql } from './accounts';
import { signUpAndLogin, startPortal, type TestClient, type TestPortal } from './harness';
import { answerValidator, loadOpenApi, reachable } from './openapi-validator';
import { seedTables, type TablesSeed } from './tables-seed';

// What differs between two answers of the same call a moment apart.
const VARYING = new Set(['date', 'x-session-expires-in', 'x-request-id', 'set-cookie', 'connection', 'keep-alive']);

const steadyHeaders = (res: { headers: Record<string, unknown> }) => Object.fromEntries(Object.entries(res.headers).filter(([name]) => !VARYING.has(name)));

/** The same query with its numbers sent as texts, which the DTO converts. */
const asTexts = (body: Record<string, unknown>) =>
  Object.fromEntries(Object.entries({ page: 1, ...body }).map(([k, v]) => [k, typeof v === 'number' ? String(v) : v]));

/** A validator of the call's 200 answer by the API document, no property beyond the ones it names. */
function contractOf(path: string) {
  const document = loadOpenApi();
  const responses = document.paths[path]!.post!.responses as Record<string, { content: Record<string, { schema: { $ref: string } }> }>;
  const root = responses['200']!.content['application/json']!.schema.$ref.replace('#/components/schemas/', '');
  return answerValidator(path, new Set([root, ...reachable(document.components.schemas, root)]));
}

describe('the tables: History, its chart, Import History and a package’s items', () => {
  let portal: TestPortal;
  let dana: TestClient;
  let admin: TestClient;
  let danaId: number;
  let seed: TablesSeed;
  let emptyCp: number;
  let secondTest: number;

  beforeAll(async () => {
    portal = await startPortal();
    ({ client: dana } = await signUpAndLogin(portal, { firstName: 'Dana', lastName: 'Tables' }));
    admin = await loginAs(portal, RoleId.ContentAdmin);
    [{ id: danaId }] = await sql<{ id: number }>(portal, `select id from users where first_name = 'Dana' and last_name = 'Tables'`);
    seed = await seedTables(portal, danaId, { packages: 400, items: 180, mine: 90, others: 12 });
    // What the seed leaves plain: uploaders, versions, PAA rows, strand results (one self-rated),
    // interaction kinds, a package without a test and a second test of the first package.
    const [{ id: adminId }] = await sql<{ id: number }>(portal, 'select id from users where role_id = ? order by id limit 1', [RoleId.ContentAdmin]);
    await sql(portal, `update content_packages set uploaded_by_id = ?, cb_version = 'v' || (id % 9) where id % 7 = 0`, [adminId]);
    await sql(portal, `update content_packages set category_id = 4 + id % 2 where id % 5 = 0`);
    [{ id: emptyCp }] = await sql<{ id: number }>(portal, 'select max(id) as id from content_packages');
    const [paa] = await sql<{ id: number }>(portal, `insert into paa_sessions (user_id, started_on, updated_on) values (?, now(), now()) returning id`, [
      danaId,
    ]);
    await sql(portal, `update test_sessions set paa_id = ? where user_id = ? and status = 2 and not preview and id % 9 = 0`, [paa!.id, danaId]);
    await sql(
      portal,
      `update test_sessions set strand_results = case when id % 2 = 0
         then '[{"strandName":"Algebra","score":3,"maxScore":4,"percent":75},{"strandName":"Essay","score":5,"maxScore":8,"percent":63,"selfRatedMaxScore":4}]'::jsonb
         else '[{"strandName":"Reading","score":1.5,"maxScore":2,"percent":75}]'::jsonb end
       where user_id = ? and id % 4 < 2`,
      [danaId],
    );
    await sql(portal, `update item_details set interaction_types = '["choiceInteraction","textEntryInteraction"]' where test_detail_id = ? and id % 3 = 0`, [
      seed.testDetailId,
    ]);
    [{ id: secondTest }] = await sql<{ id: number }>(
      portal,
      `insert into test_details (content_package_id, category_id, test_alias, test_name, branching_profile_name, operational_test_length, qti_version, structure, media)
       values (?, 1, 'tables-second', 'Tables second', 'linear', 5, '3.0', '{}', '[]') returning id`,
      [seed.cpId],
    );
    const [strand] = await sql<{ id: number }>(
      portal,
      `insert into strand_details (test_detail_id, strand_name, position) values (?, 'Second', 1) returning id`,
      [secondTest],
    );
    await sql(
      portal,
      `insert into item_details (test_detail_id, strand_id, uin, title, calculator, position, file, interaction_types, delivery, scoring)
       select ?, ?, 'S-' || g, 'Second ' || g, 3, g, 'f', '["choiceInteraction"]', '{}', '{}' from generate_series(1, 7) g`,
      [secondTest, strand!.id],
    );
  }, 120_000);
  afterAll(async () => {
    await portal.jobsIdle();
    await portal.close();
  });
  /** The call with its numbers as numbers and as texts: byte for byte the same answer. */
  async function bothWays(client: TestClient, path: string, body: Record<string, unknown>) {
    const asNumbers = await client.post(path, body);
    const texts = await client.post(path, asTexts(body));
    expect(texts.status).toBe(asNumbers.status);
    expect(asNumbers.text).toBe(texts.text);
    expect(steadyHeaders(asNumbers)).toEqual(steadyHeaders(texts));
    return asNumbers;
  }

  const historyBodies: Record<string, unknown>[] = [
    {},
    { page: 2, pageSize: 25, sortField: 'testScore', sortOrder: 'asc' },
    { page: 3, sortField: 'testName' },
    { page: 4, pageSize: 5, sortField: 'mode', sortOrder: 'desc' },
    { page: 1_000_000, pageSize: 50, sortField: 'testCompletionDate', sortOrder: 'asc' },
    { sortField: 'noSuchColumn', search: 'ignored here' },
  ];

  it.each(historyBodies.map((b) => [JSON.stringify(b), b]))('getHistory %s: the same answer both ways, as the API document defines it', async (_name, body) => {
    const contract = contractOf('/api/getHistory');
    const res = await bothWays(dana, '/api/getHistory', body);
    expect(res.status).toBe(200);
    expect(res.body.totalCount).toBe(seed.mine);
    expect(contract(res.body)).toBe(true);
  });

  it('getHistory shows PAA rows as N/A and strand results as stored, self-rated ones marked', async () => {
    const rows = (await dana.post('/api/getHistory', { pageSize: 250 })).body.data as {
      paaId: number;
      testScore: number | null;
      strands: unknown[];
      selfRated: boolean;
    }[];
    expect(rows.some((r) => r.paaId > 0 && r.testScore === null && r.strands.length === 0)).toBe(true);
    expect(rows.some((r) => r.selfRated && r.strands.length === 2)).toBe(true);
    expect(rows.filter((r) => r.paaId === 0 && r.strands.length > 0 && !r.selfRated).map((r) => r.strands)).toContainEqual([
      { strandName: 'Reading', score: 1.5, maxScore: 2, percent: 75, selfRatedMaxScore: 0 },
    ]);
  });

  it('getHistoryChart answers what the API document defines: every scored practice result, oldest first, by category', async () => {
    const res = await dana.post('/api/getHistoryChart', {});
    expect(res.status).toBe(200);
    expect(contractOf('/api/getHistoryChart')(res.body)).toBe(true);
    const want = await sql<{ category_id: number; completed_on: Date; percent: number; mode: number; test_name: string }>(
      portal,
      `select d.category_id, s.completed_on, s.percent, s.mode, d.test_name from test_sessions s join test_details d on d.id = s.test_detail_id
       where s.user_id = ? and s.status = 2 and not s.preview and s.percent is not null and s.paa_id is null order by s.completed_on, s.id`,
      [danaId],
    );
    const points = (
      res.body.series as {
        categoryId: number;
        points: { completedOn: string; firstCompletedOn: string; percent: number; count: number; mode: number; testName: string }[];
      }[]
    ).flatMap((s) => s.points.map((p) => ({ category_id: s.categoryId, ...p })));
    // fewer than 150 a category: each result its own point
    expect(points).toHaveLength(want.length);
    for (const w of want) {
      const completedOn = new Date(w.completed_on).toISOString();
      expect(points).toContainEqual({
        category_id: Number(w.category_id),
        completedOn,
        firstCompletedOn: completedOn,
        percent: w.percent,
        count: 1,
        mode: w.mode,
        testName: w.test_name,
      });
    }
    // a body the call does not read changes nothing
    expect((await dana.post('/api/getHistoryChart', { anything: 1 })).text).toBe(res.text);
  });

  const cpBodies: Record<string, unknown>[] = [
    {},
    { page: 4, pageSize: 25, sortField: 'fileName', sortOrder: 'asc' },
    { page: 2, search: 'winter set 3', sortField: 'testName' },
    { search: 'no such package' },
    { page: 999_999, pageSize: 100, sortField: 'status', sortOrder: 'desc' },
    { sortField: 'testDescription', sortOrder: 'asc', pageSize: 250 },
  ];

  it.each(cpBodies.map((b) => [JSON.stringify(b), b]))('getAllCp %s: the same answer both ways, as the API document defines it', async (_name, body) => {
    const contract = contractOf('/api/getAllCp');
    const res = await bothWays(admin, '/api/getAllCp', body);
    expect(res.status).toBe(200);
    expect(contract(res.body)).toBe(true);
  });

  it('getAllCp names the uploader, the version, the first test and the category in the reader’s language', async () => {
    admin.lang = 'ru';
    const ru = (await bothWays(admin, '/api/getAllCp', { pageSize: 250, sortField: 'createdOn', sortOrder: 'asc' })).body.data as Record<string, unknown>[];
    admin.lang = 'en';
    const en = (await admin.post('/api/getAllCp', { pageSize: 250, sortField: 'createdOn', sortOrder: 'asc' })).body.data as Record<string, unknown>[];
    expect(en.some((r) => r.uploadedBy !== null && r.cbVersion !== null)).toBe(true);
    expect(en.some((r) => r.testDetailId === seed.testDetailId)).toBe(true);
    const translated = en.findIndex((r) => (r.cpTestCategory as { categoryId: number }).categoryId === 4);
    expect(translated).toBeGreaterThanOrEqual(0);
    expect((ru[translated]!.cpTestCategory as { categoryName: string }).categoryName).not.toBe(
      (en[translated]!.cpTestCategory as { categoryName: string }).categoryName,
    );
  });

  it('getCPItems: the same answer both ways in every sort, for a second test and a package without one, as the API document defines it', async () => {
    const contract = contractOf('/api/getCPItems');
    const bodies: Record<string, unknown>[] = [
      { cpId: seed.cpId },
      { cpId: seed.cpId, page: 2, pageSize: 50, sortField: 'strandName' },
      { cpId: seed.cpId, page: 3, pageSize: 25, sortField: 'strandName', sortOrder: 'desc' },
      { cpId: seed.cpId, sortField: 'uin', sortOrder: 'desc', pageSize: 100 },
      { cpId: seed.cpId, page: 1_000, sortField: 'calculator' },
      { cpId: seed.cpId, testDetailId: secondTest },
      { cpId: seed.cpId, testDetailId: secondTest, sortField: 'strandName' },
      { cpId: emptyCp },
    ];
    for (const body of bodies) {
      const res = await bothWays(admin, '/api/getCPItems', body);
      expect(res.status).toBe(200);
      expect(contract(res.body)).toBe(true);
    }
    const second = (await admin.post('/api/getCPItems', { cpId: seed.cpId, testDetailId: secondTest })).body;
    expect(second.totalCount).toBe(7);
    expect(second.data[0]).toMatchObject({
      uin: 'S-1',
      title: 'Second 1',
      strandName: 'Second',
      calculator: 3,
      interactionTypes: ['choiceInteraction'],
      testDetailId: secondTest,
    });
    expect((await admin.post('/api/getCPItems', { cpId: emptyCp })).body).toEqual({ data: [], page: 1, totalCount: 0 });
  });

  it('refuses both ways alike: an unknown package, a test of another package, a wrong function, no session, a bad page size', async () => {
    const missing = await bothWays(admin, '/api/getCPItems', { cpId: 2_000_000_000 });
    expect(missing.status).toBe(404);
    const [{ id: otherTest }] = await sql<{ id: number }>(portal, 'select id from test_details where content_package_id <> ? order by id limit 1', [seed.cpId]);
    expect((await bothWays(admin, '/api/getCPItems', { cpId: seed.cpId, testDetailId: otherTest })).body).toEqual({ data: [], page: 1, totalCount: 0 });
    expect((await admin.post('/api/getHistory', {})).status).toBe(403);
    expect((await admin.post('/api/getHistoryChart', {})).status).toBe(403);
    expect((await dana.post('/api/getAllCp', {})).status).toBe(403);
    expect((await dana.post('/api/getCPItems', { cpId: seed.cpId })).status).toBe(403);
    expect((await portal.client().post('/api/getHistory', {})).status).toBe(401);
    const bad = await dana.post('/api/getHistory', { pageSize: 7 });
    expect(bad.status).toBe(400);
    expect((await dana.post('/api/getHistory', { pageSize: '7' })).text).toBe(bad.text);
  });
});
