import { RoleId } from '@portal/shared';
import { correlation } from '../src/irt';
import { loginAs } from './accounts';
import { startPortal, type TestClient, type TestPortal } from './harness';
import { insertSessions, insertVersion, type SimulatedItem } from './item-calibration-data';
import { refreshStatistics } from './item-stats-package';
import { readFirstSheet } from './xlsx-reader';

const START_TIMEOUT_MS = 300_000;
const SESSIONS = 1000;
/** Each recovered b within this of the truth: a few standard errors of b with 1,000 answers. */
const B_TOLERANCE = 0.4;
const MEAN_ABS_TOLERANCE = 0.15;
const MIN_CORRELATION = 0.95;

/** Known 2PL parameters spread over the range a practice test uses. */
function items(prefix: string, count: number, offset: number): SimulatedItem[] {
  return Array.from({ length: count }, (_, n) => ({
    uin: `${prefix}-${n + 1}`,
    truth: { a: 0.8 + (((n + offset) * 7) % 13) / 10, b: -1.5 + (3 * ((n * 11 + offset) % count)) / (count - 1), c: 0 },
  }));
}

interface Irt {
  status: string;
  source?: string;
  a: number | null;
  b: number | null;
  se: { b: number } | null;
  fit: { chiSquare: number; df: number; p: number } | null;
  responses: number;
  reason: string | null;
}
type Stats = { calibration: { sessions: number; anchors: number; population: { mean: number } }; items: { uin: string; irt: Irt }[] };

function recovery(found: Stats, truth: SimulatedItem[]) {
  const pairs = truth.map((t) => [found.items.find((i) => i.uin === t.uin)!.irt.b!, t.truth.b] as const);
  const errors = pairs.map(([got, want]) => Math.abs(got - want));
  return { max: Math.max(...errors), meanAbs: errors.reduce((s, e) => s + e, 0) / errors.length, r: correlation(...unzip(pairs)) };
}
const unzip = (pairs: readonly (readonly [number, number])[]): [number[], number[]] => [pairs.map((p) => p[0]), pairs.map((p) => p[1])];

describe('item calibration in the statistics job', () => {
  let portal: TestPortal;
  let admin: TestClient;
  const first = items('calib', 20, 0);
  const sparse: SimulatedItem = { uin: 'calib-sparse', truth: { a: 1.2, b: 0.3, c: 0 }, presentedTo: 150 };
  const fresh = items('new', 10, 5);
  let firstId: number;
  let v1: Stats;
  let v2: Stats;

  beforeAll(async () => {
    portal = await startPortal({ ITEM_STATS_IRT_MIN_RESPONSES: '200' });
    admin = await loginAs(portal, RoleId.ContentAdmin);
    const read = async (testDetailId: number) => (await admin.post('/api/getItemStatistics', { testDetailId, mode: 2 })).body as Stats;

    firstId = await insertVersion(portal, 'calib', [...first, sparse]);
    await insertSessions(portal, firstId, [...first, sparse], SESSIONS, 11);
    await refreshStatistics(portal, admin, firstId);
    v1 = await read(firstId);

    // the second version keeps ten items and brings ten new ones, taken by abler students
    const second = [...first.slice(0, 10), ...fresh];
    const secondId = await insertVersion(portal, 'calib', second);
    await insertSessions(portal, secondId, second, SESSIONS, 29, 0.7);
    await refreshStatistics(portal, admin, secondId);
    v2 = await read(secondId);
  }, START_TIMEOUT_MS);
  afterAll(() => portal.close());

  it('recovers the difficulties of the 2PL items it was given', () => {
    expect(v1.calibration).toMatchObject({ sessions: SESSIONS, anchors: 0 });
    const found = recovery(v1, first);
    expect(found.max).toBeLessThan(B_TOLERANCE);
    expect(found.meanAbs).toBeLessThan(MEAN_ABS_TOLERANCE);
    expect(found.r).toBeGreaterThan(MIN_CORRELATION);
    const one = v1.items.find((i) => i.uin === 'calib-1')!.irt;
    expect(one).toMatchObject({ status: 'calibrated', responses: SESSIONS, reason: null, fit: { df: 8 } });
    expect(one.se!.b).toBeGreaterThan(0);
  });

  it('leaves an item with fewer responses than the minimum without parameters, and says why', () => {
    const irt = v1.items.find((i) => i.uin === 'calib-sparse')!.irt;
    expect(irt).toMatchObject({ status: 'not-calibrated', a: null, b: null, responses: 150 });
    expect(irt.reason).toBe('Not calibrated: 150 responses, fewer than the 200 needed');
  });

  it('holds the shared items fixed and puts the new ones on the first version’s scale', () => {
    expect(v2.calibration.anchors).toBe(10);
    for (const shared of first.slice(0, 10)) {
      const now = v2.items.find((i) => i.uin === shared.uin)!.irt;
      const before = v1.items.find((i) => i.uin === shared.uin)!.irt;
      expect([shared.uin, now.status, now.source, now.a, now.b]).toEqual([shared.uin, 'anchor', 'earlier', before.a, before.b]);
    }
    const found = recovery(v2, fresh);
    // without the anchors the new items' b would sit about 0.7 too low (N(0, 1) for abler students)
    expect(found.max).toBeLessThan(B_TOLERANCE);
    expect(found.meanAbs).toBeLessThan(MEAN_ABS_TOLERANCE);
    expect(found.r).toBeGreaterThan(MIN_CORRELATION);
    expect(Math.abs(v2.calibration.population.mean - 0.7)).toBeLessThan(0.2);
  });

  it('exports the figures and parameters of each item as a spreadsheet, for staff only', async () => {
    const download = (client: TestClient, url: string) =>
      client.agent
        .get(url)
        .buffer(true)
        .parse((r, cb) => {
          const chunks: Buffer[] = [];
          r.on('data', (c: Buffer) => chunks.push(c));
          r.on('end', () => cb(null, Buffer.concat(chunks)));
        });
    const file = await download(admin, `/api/exportItemStatistics/${firstId}/2`);
    expect(file.status).toBe(200);
    const { rows } = await readFirstSheet(file.body as Buffer);
    const [header, ...items] = rows;
    expect(header.slice(0, 10)).toEqual(['Item', 'Responses', 'Facility', 'Discrimination', 'Omitted', 'IRT model', 'IRT status', 'a', 'SE a', 'b']);
    const one = items.find((r) => r[0] === 'calib-1')!;
    expect([one[5], one[6], Number(one[9])]).toEqual(['2pl', 'calibrated', v1.items.find((i) => i.uin === 'calib-1')!.irt.b]);
    expect(items.find((r) => r[0] === 'calib-sparse')![17]).toBe('Not calibrated: 150 responses, fewer than the 200 needed');
    expect((await download(await loginAs(portal, RoleId.Student), `/api/exportItemStatistics/${firstId}/2`)).status).toBe(403);
    expect((await download(admin, `/api/exportItemStatistics/${firstId}/3`)).status).toBe(400);
  });

  it('says the reason in Russian to a Russian interface', async () => {
    admin.lang = 'ru';
    const stats = (await admin.post('/api/getItemStatistics', { testDetailId: firstId, mode: 2 })).body as Stats;
    admin.lang = 'en';
    expect(stats.items.find((i) => i.uin === 'calib-sparse')!.irt.reason).toBe('Не откалибровано: ответов — 150, нужно не меньше 200');
  });
});
