import { resolve } from 'node:path';
import { RoleId } from '@portal/shared';
import { zipFolder } from '../src/content-packages/sample-packages.service';
import { loginAs, sql } from './accounts';
import { launch, routeUins } from './delivery-helpers';
import { startPortal, type TestClient, type TestPortal } from './harness';

const CASE = resolve(__dirname, '../../content/conformance/structure-two-tests');
const ALIASES = ['conformance-tides', 'conformance-stars'];

/** A package of two tests is imported, reviewed, published, replaced (archived) and deleted as one. */
describe('content packages holding two tests', () => {
  let portal: TestPortal;
  let admin: TestClient;
  let reviewer: TestClient;
  let publisher: TestClient;
  let student: TestClient;
  let zip: Buffer;

  beforeAll(async () => {
    portal = await startPortal();
    [admin, reviewer, publisher, student] = await Promise.all(
      [RoleId.ContentAdmin, RoleId.Reviewer, RoleId.Publisher, RoleId.Student].map((r) => loginAs(portal, r)),
    );
    zip = await zipFolder(CASE);
  });
  afterAll(async () => {
    await portal.jobsIdle();
    await portal.close();
  });

  async function imported(desc: string): Promise<number> {
    const res = await admin.agent
      .post('/api/upload')
      .set('X-Login-Time', admin.loginTime)
      .field('fileDesc', desc)
      .field('testVersion', '4')
      .attach('File', zip, 'two-tests.zip');
    expect(res.body.status).toBe('SUCCESS');
    await portal.jobsIdle();
    for (let i = 0; i < 200; i++) {
      const [row] = await sql<{ status_id: number }>(portal, 'select status_id from content_packages where id = ?', [res.body.cpId]);
      if (row.status_id !== 1) break;
      await new Promise((r) => setTimeout(r, 100));
    }
    return res.body.cpId;
  }
  const status = async (cpId: number) => (await admin.post('/api/getCPData', { cpId })).body.cpUploadData.cpData.cpStatusDetail.statusId;
  const listed = async () =>
    (await student.post('/api/getAllTests', { categoryId: 4 })).body.testData
      .filter((t: { testAlias: string }) => ALIASES.includes(t.testAlias))
      .map((t: { testAlias: string; testDetailId: number }) => [t.testAlias, t.testDetailId]);

  it('imports both tests, shows each with its items, and publishes, archives and deletes them together', async () => {
    const first = await imported('Tides and stars');
    expect(await status(first)).toBe(4);
    const data = (await admin.post('/api/getCPData', { cpId: first })).body.cpUploadData;
    expect(data.testDetails.map((d: { testAlias: string; itemCount: number }) => [d.testAlias, d.itemCount])).toEqual([
      ['conformance-tides', 2],
      ['conformance-stars', 2],
    ]);
    expect(data.testDetail.testAlias).toBe('conformance-tides');
    const [tides, stars] = data.testDetails.map((d: { testDetailId: number }) => d.testDetailId);
    const uins = async (testDetailId?: number) =>
      (await admin.post('/api/getCPItems', { cpId: first, testDetailId, page: 1, pageSize: 10 })).body.data.map((r: { uin: string }) => r.uin);
    expect(await uins(stars)).toEqual(['POLE-STAR', 'MOON-PULL']);
    expect(await uins(tides)).toEqual(['HIGH-WATER', 'MOON-PULL']);
    expect(await uins()).toEqual(['HIGH-WATER', 'MOON-PULL']);

    expect(await listed()).toEqual([]);
    await reviewer.post('/api/approveOrRejectCp', { cpId: first, cpUploadedTestStatus: 5 });
    expect((await publisher.post('/api/publishCp', { cpId: first })).body.status).toBe('SUCCESS');
    expect((await listed()).sort()).toEqual([
      ['conformance-stars', stars],
      ['conformance-tides', tides],
    ]);
    // the student plays each test: its own items, in its own order
    for (const [id, want] of [
      [tides, ['HIGH-WATER']],
      [stars, ['POLE-STAR']],
    ] as const) {
      const state = await launch(student, id, 2);
      expect(await routeUins(student, state.sessionId)).toEqual(want);
    }

    // a new version of the package replaces both tests and archives the first package whole
    const second = await imported('Tides and stars, again');
    await reviewer.post('/api/approveOrRejectCp', { cpId: second, cpUploadedTestStatus: 5 });
    await publisher.post('/api/publishCp', { cpId: second });
    expect(await status(first)).toBe(7);
    const published = await sql<{ content_package_id: number; test_alias: string }>(
      portal,
      'select content_package_id, test_alias from test_details where published_on is not null and test_alias in (?, ?) order by test_alias',
      ALIASES,
    );
    expect(published).toEqual([
      { content_package_id: second, test_alias: 'conformance-stars' },
      { content_package_id: second, test_alias: 'conformance-tides' },
    ]);

    const third = await imported('Tides and stars, unused');
    expect((await admin.post('/api/deleteCP', { cpUploadId: third })).body.status).toBe('SUCCESS');
    expect(await sql(portal, 'select id from test_details where content_package_id = ?', [third])).toEqual([]);
  });
});
