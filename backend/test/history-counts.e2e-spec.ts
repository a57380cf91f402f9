import { sql } from './accounts';
import { signUpAndLogin, startPortal, type TestClient, type TestPortal } from './harness';
import { seedTables } from './tables-seed';

type Counts = Record<string, number>;

describe('the History count the database keeps per student', () => {
  let portal: TestPortal;
  let dana: TestClient;
  let danaId: number;

  /** what History holds per student, counted from the sessions themselves */
  const counted = async (): Promise<Counts> =>
    Object.fromEntries(
      (
        await sql<{ user_id: number; n: string }>(portal, 'select user_id, count(*) as n from test_sessions where status = 2 and not preview group by user_id')
      ).map((r) => [String(r.user_id), Number(r.n)]),
    );
  /** the kept counts, a student without History rows being absent or zero */
  const kept = async (): Promise<Counts> =>
    Object.fromEntries(
      (await sql<{ user_id: number; n: number }>(portal, 'select user_id, n from completed_session_counts where n <> 0')).map((r) => [
        String(r.user_id),
        Number(r.n),
      ]),
    );
  const historyTotal = async (body: Record<string, unknown> = {}) => {
    const res = await dana.post('/api/getHistory', body).expect(200);
    return res.body.totalCount as number;
  };

  beforeAll(async () => {
    portal = await startPortal();
    ({ client: dana } = await signUpAndLogin(portal, { firstName: 'Dana', lastName: 'Counted' }));
    [{ id: danaId }] = await sql<{ id: number }>(portal, `select id from users where first_name = 'Dana' and last_name = 'Counted'`);
    await seedTables(portal, danaId, { packages: 12, items: 6, mine: 40, others: 7 });
  });
  afterAll(() => portal.close());

  it('matches the sessions after a bulk insert of many students’ sessions', async () => {
    const live = await counted();
    expect(live[String(danaId)]).toBe(40);
    expect(await kept()).toEqual(live);
  });

  it('follows each change of status, preview flag or owner, in single and bulk updates', async () => {
    const [other] = await sql<{ id: number }>(portal, `select min(id) as id from users where email like 'scale.student.%'`);
    // an unfinished session completed, as a submit does
    await sql(portal, 'update test_sessions set status = 2, completed_on = now() where user_id = ? and status = 1', [danaId]);
    // completed ones turned into previews, and back for one of them
    await sql(
      portal,
      'update test_sessions set preview = true where id in (select id from test_sessions where user_id = ? and status = 2 and not preview order by id limit 3)',
      [danaId],
    );
    await sql(portal, 'update test_sessions set preview = false where id = (select min(id) from test_sessions where user_id = ? and preview)', [danaId]);
    // two completed sessions moved to another student; expired ones completed in bulk
    await sql(
      portal,
      'update test_sessions set user_id = ? where id in (select id from test_sessions where user_id = ? and status = 2 and not preview order by id limit 2)',
      [other!.id, danaId],
    );
    await sql(portal, 'update test_sessions set status = 2 where user_id = ? and status = 3 and id % 2 = 0', [danaId]);
    // a change of anything else leaves the count as it is
    await sql(portal, 'update test_sessions set current_position = current_position + 1, percent = 50 where user_id = ?', [danaId]);
    expect(await kept()).toEqual(await counted());
  });

  it('reads a History page again after any change of what it shows', async () => {
    type Row = { testSessionDetailId: number; testScore: number | null; testName: string; testDetailId: number };
    const firstRow = async (throughNest = false) => (await dana.post('/api/getHistory', throughNest ? { page: '1' } : {}).expect(200)).body.data[0] as Row;
    const row = await firstRow();
    expect(await firstRow()).toEqual(row);
    // a score changed, a test renamed, a newer session completed
    await sql(portal, 'update test_sessions set percent = 7 where id = ?', [row.testSessionDetailId]);
    expect((await firstRow()).testScore).toBe(7);
    await sql(portal, `update test_details set test_name = 'Renamed behind the portal' where id = ?`, [row.testDetailId]);
    expect((await firstRow(true)).testName).toBe('Renamed behind the portal');
    const [{ id }] = await sql<{ id: number }>(portal, 'select max(id) as id from test_sessions where user_id = ? and status = 3', [danaId]);
    await sql(portal, 'update test_sessions set status = 2, completed_on = ? where id = ?', [new Date('2030-01-01T00:00:00Z'), id]);
    expect((await firstRow()).testSessionDetailId).toBe(id);
  });

  it('draws the History chart again after any change of its results', async () => {
    type Chart = { series: { categoryId: number; count: number; best: number }[] };
    const chart = async () => (await dana.post('/api/getHistoryChart', {}).expect(200)).body as Chart;
    const before = await chart();
    expect(await chart()).toEqual(before);
    const [{ id }] = await sql<{ id: number }>(portal, 'select min(id) as id from test_sessions where user_id = ? and status = 3', [danaId]);
    await sql(portal, 'update test_sessions set status = 2, percent = 100, paa_id = null, completed_on = now() where id = ?', [id]);
    const after = await chart();
    expect(after.series.reduce((n, s) => n + s.count, 0)).toBe(before.series.reduce((n, s) => n + s.count, 0) + 1);
    expect(Math.max(...after.series.map((s) => s.best))).toBe(100);
  });

  it('follows deletes, and is empty after a truncate', async () => {
    await sql(portal, 'delete from test_sessions where user_id = ? and id % 3 = 0', [danaId]);
    await sql(portal, `delete from test_sessions where user_id in (select id from users where email like 'scale.student.%') and id % 2 = 0`);
    expect(await kept()).toEqual(await counted());
    const [{ n }] = await sql<{ n: string }>(portal, 'select count(*) as n from test_sessions where user_id = ? and status = 2 and not preview', [danaId]);
    // with the page number as a number and as text
    expect(await historyTotal()).toBe(Number(n));
    expect(await historyTotal({ page: '1' })).toBe(Number(n));
    await sql(portal, 'truncate test_sessions cascade');
    expect(await kept()).toEqual({});
    expect(await historyTotal()).toBe(0);
  });
});
