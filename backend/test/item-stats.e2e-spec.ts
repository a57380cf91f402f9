import { RoleId } from '@portal/shared';
import { ItemStatsService } from '../src/item-stats/item-stats.service';
import { aggregate, type AnswerRow, type StatsThresholds, testFigures } from '../src/item-stats/statistics';
import { loginAs, sql } from './accounts';
import { answerOf, launch } from './delivery-helpers';
import { startPortal, signUpAndLogin, type TestClient, type TestPortal } from './harness';
import { importThreeItems, type ImportedPackage, publish, refreshStatistics } from './item-stats-package';

const START_TIMEOUT_MS = 180_000;
/** The hand-worked example of statistics.spec.ts, as choices: key B, omitted when null. */
const STUDENTS: (string | null)[][] = [
  ['B', 'B', 'B'],
  ['B', 'B', 'A'],
  ['B', 'C', 'C'],
  ['A', 'A', null],
];
const THRESHOLDS: StatsThresholds = { minResponses: 4, facilityMin: 0.2, facilityMax: 0.9, discriminationMin: 0.2, omitMax: 0.2 };

/** A student who takes the test in the mode, answering each item (in test order) as given, and submits. */
async function takeTest(client: TestClient, pkg: ImportedPackage, mode: 1 | 2, answers: (string | null)[], path: 'test' | 'preview' = 'test'): Promise<void> {
  const state = await launch(client, pkg.testDetailId, mode, path);
  const sessionId = state.sessionId;
  for (const entry of state.items as { position: number }[]) {
    // opening the item presents it, so that an item left blank counts as omitted
    const uin: string = (await client.post('/api/delivery/item', { sessionId, position: entry.position })).body.uin;
    const choice = answers[pkg.uins.indexOf(uin)];
    if (choice === null) continue;
    const saved = await client.post('/api/delivery/answer', answerOf(sessionId, entry.position, uin, { RESPONSE: choice }));
    if (saved.status !== 200) throw new Error(`answer refused: ${JSON.stringify(saved.body)}`);
    if (mode === 1) await client.post('/api/delivery/check', { sessionId, position: entry.position });
  }
  const submitted = await client.post('/api/delivery/submit', { sessionId });
  if (submitted.status !== 200) throw new Error(`submit refused: ${JSON.stringify(submitted.body)}`);
}

describe('item statistics', () => {
  let portal: TestPortal;
  let pkg: ImportedPackage;
  let admin: TestClient;
  const clients = new Map<RoleId, TestClient>();

  beforeAll(async () => {
    portal = await startPortal({
      ITEM_STATS_MIN_RESPONSES: '4',
      ITEM_STATS_FACILITY_MIN: '0.2',
      ITEM_STATS_FACILITY_MAX: '0.9',
      ITEM_STATS_DISCRIMINATION_MIN: '0.2',
      ITEM_STATS_OMIT_MAX: '0.2',
    });
    for (const role of [RoleId.Student, RoleId.ContentAdmin, RoleId.Reviewer, RoleId.Publisher]) clients.set(role, await loginAs(portal, role));
    admin = clients.get(RoleId.ContentAdmin)!;
    pkg = await importThreeItems(portal, admin, 'stats-three');
    await publish(portal, pkg.cpId);
    for (const answers of STUDENTS) await takeTest((await signUpAndLogin(portal)).client, pkg, 2, answers);
    // Learn As You Go is counted apart, and a staff preview not at all
    await takeTest((await signUpAndLogin(portal)).client, pkg, 1, ['C', 'C', 'C']);
    await takeTest(admin, pkg, 2, ['C', 'C', 'C'], 'preview');
    await refreshStatistics(portal, admin, pkg.testDetailId);
  }, START_TIMEOUT_MS);
  afterAll(() => portal.close());

  it('gives the hand-worked figures of four Practice Test students, the preview left out', async () => {
    const res = await admin.post('/api/getItemStatistics', { testDetailId: pkg.testDetailId, mode: 2 });
    expect(res.status).toBe(200);
    const stats = res.body;
    expect(stats).toMatchObject({ testDetailId: pkg.testDetailId, mode: 2, sessions: 4, computedOn: expect.any(String) });
    // alpha = 3/2 · (1 − .625/1.25) (statistics.spec.ts)
    expect(stats.reliability).toBeCloseTo(0.75, 10);
    const [a, b, c] = pkg.uins.map((uin) => stats.items.find((i: { uin: string }) => i.uin === uin));
    expect([a.facility, b.facility, c.facility]).toEqual([0.75, 0.5, 0.25]);
    expect([a.omitRate, b.omitRate, c.omitRate]).toEqual([0, 0, 0.25]);
    expect(a.discrimination).toBeCloseTo(0.52223, 5);
    expect(b.discrimination).toBeCloseTo(0.70711, 5);
    expect([a.upperLower, b.upperLower, c.upperLower]).toEqual([0.5, 1, 0.5]);
    expect(b.choices).toEqual([
      { responseIdentifier: 'RESPONSE', value: 'B', share: 0.5, upperShare: 1, key: true },
      { responseIdentifier: 'RESPONSE', value: 'A', share: 0.25, upperShare: 0, key: false },
      { responseIdentifier: 'RESPONSE', value: 'C', share: 0.25, upperShare: 0, key: false },
    ]);
    expect(a.medianSeconds).toEqual(expect.any(Number));
    expect(c.flags).toEqual([{ code: 'highOmit', reason: 'Often left unanswered: 25% omitted it, more than 20%' }]);
    expect(a.flags).toEqual([]);
  });

  it('sums in the database exactly what the reference sums in memory', async () => {
    const rows = await sql<{ session_id: number; uin: string; score: number; max_score: number; response: Record<string, string | null> | null }>(
      portal,
      `select r.session_id, r.uin, r.score, r.max_score, r.response from session_responses r join test_sessions s on s.id = r.session_id
       where s.test_detail_id = ? and s.mode = 2 and s.status = 2 and not s.preview order by r.session_id, r.position`,
      [pkg.testDetailId],
    );
    const sessions = new Map<number, AnswerRow[]>();
    for (const r of rows) {
      const value = r.response?.RESPONSE ?? null;
      const list = sessions.get(r.session_id) ?? [];
      list.push({ uin: r.uin, x: r.score / r.max_score, omitted: value === null, values: value === null ? {} : { RESPONSE: [value] }, seconds: null });
      sessions.set(r.session_id, list);
    }
    const { items, totals } = aggregate([...sessions.values()]);
    const reference = testFigures(items, totals, new Map(pkg.uins.map((u) => [u, { RESPONSE: ['B'] }])), THRESHOLDS);
    const stats = (await admin.post('/api/getItemStatistics', { testDetailId: pkg.testDetailId, mode: 2 })).body;
    for (const expected of reference.items) {
      const got = stats.items.find((i: { uin: string }) => i.uin === expected.uin);
      // four sessions are far below the calibration's minimum: no parameters, the reason in words
      expect(got.irt).toMatchObject({ status: 'not-calibrated', responses: expect.any(Number), reason: expect.stringContaining('fewer than the 200 needed') });
      expect({ ...got, irt: undefined, medianSeconds: null, flags: got.flags.map((f: { code: string }) => f.code) }).toEqual({
        ...expected,
        flags: expected.flags.map((f) => f.code),
      });
    }
  });

  it('counts Learn As You Go apart', async () => {
    const stats = (await admin.post('/api/getItemStatistics', { testDetailId: pkg.testDetailId, mode: 1 })).body;
    expect(stats.sessions).toBe(1);
    expect(stats.items.map((i: { facility: number }) => i.facility)).toEqual([0, 0, 0]);
    // one session: too few responses to flag anything
    expect(stats.items.flatMap((i: { flags: unknown[] }) => i.flags)).toEqual([]);
  });

  it('says the reasons in Russian to a Russian interface', async () => {
    admin.lang = 'ru';
    const stats = (await admin.post('/api/getItemStatistics', { testDetailId: pkg.testDetailId, mode: 2 })).body;
    admin.lang = 'en';
    const c = stats.items.find((i: { uin: string }) => i.uin === pkg.uins[2]);
    expect(c.flags[0].reason).toBe('Часто остаётся без ответа: пропустили 25\u00a0%, больше чем 20\u00a0%');
  });

  it('lets every staff role read and refresh them, and no student or visitor', async () => {
    const expected: [RoleId | 'visitor', number][] = [
      ['visitor', 401],
      [RoleId.Student, 403],
      [RoleId.ContentAdmin, 200],
      [RoleId.Reviewer, 200],
      [RoleId.Publisher, 200],
    ];
    for (const [role, status] of expected) {
      const client = role === 'visitor' ? portal.client() : clients.get(role)!;
      const read = await client.post('/api/getItemStatistics', { testDetailId: pkg.testDetailId, mode: 2 });
      const refresh = await client.post('/api/refreshItemStatistics', { testDetailId: pkg.testDetailId });
      expect([role, read.status, refresh.status]).toEqual([role, status, status]);
      if (status === 200) expect(refresh.body).toEqual({ status: 'queued' });
    }
    await refreshStatistics(portal, admin, pkg.testDetailId);
  });

  it('answers a bad mode or an unknown test naming the field, and 404', async () => {
    const bad = await admin.post('/api/getItemStatistics', { testDetailId: pkg.testDetailId, mode: 3 });
    expect(bad.status).toBe(400);
    expect(bad.body.errors[0].field).toBe('mode');
    const missing = await admin.post('/api/getItemStatistics', { testDetailId: 999_999, mode: 2 });
    expect([missing.status, missing.body.message]).toEqual([404, 'Test version not found']);
  });

  // last: it adds a fifth student
  it('lists a version and mode for the sweep once a session completed after its figures, and not before', async () => {
    const service = portal.app.get(ItemStatsService);
    expect(await service.stale()).toEqual([]);
    await takeTest((await signUpAndLogin(portal)).client, pkg, 2, ['B', 'B', 'B']);
    expect(await service.stale()).toEqual([{ testDetailId: pkg.testDetailId, mode: 2 }]);
    await refreshStatistics(portal, admin, pkg.testDetailId);
    expect(await service.stale()).toEqual([]);
    expect((await admin.post('/api/getItemStatistics', { testDetailId: pkg.testDetailId, mode: 2 })).body.sessions).toBe(5);
  });
});
