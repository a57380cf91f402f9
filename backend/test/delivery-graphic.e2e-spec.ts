import { GRAPHIC_ANSWERS } from '../src/qti/testing/graphic-package';
import { publishGraphicTest } from './delivery-graphic-package';
import { answerOf, launch, routeUins } from './delivery-helpers';
import { signUpAndLogin, startPortal, type TestPortal } from './harness';

describe('delivery: graphic interactions', () => {
  let portal: TestPortal;
  let testDetailId: number;

  beforeAll(async () => {
    portal = await startPortal();
    testDetailId = await publishGraphicTest(portal);
  }, 300_000);
  afterAll(() => portal.close());

  it('sends the pictures and areas, never the answers, and serves the pictures', async () => {
    const { client } = await signUpAndLogin(portal);
    const state = await launch(client, testDetailId, 2);
    const item = (await client.post('/api/delivery/item', { sessionId: state.sessionId, position: 0 })).body;
    const hotspot = JSON.stringify(item);
    expect(hotspot).toContain('"interaction":"hotspot"');
    expect(hotspot).toContain('"coords":[80,30,120,70]');
    expect(hotspot).not.toMatch(/correctResponse|areaMapping|SQUARE"\]/);
    const svg = await client.get(`/api/delivery/media/${state.sessionId}/items/shapes.svg`);
    expect([svg.status, svg.headers['content-type']]).toEqual([200, 'image/svg+xml']);
  });

  it('saves point, pair and ordered answers and scores them on submit', async () => {
    const { client } = await signUpAndLogin(portal);
    const { sessionId } = await launch(client, testDetailId, 2);
    const route = await routeUins(client, sessionId);
    expect([...route].sort()).toEqual(Object.keys(GRAPHIC_ANSWERS).sort());
    // all right but the position object, which is placed outside the garage
    for (const [position, uin] of route.entries()) {
      const response = uin === 'G-POSITION' ? GRAPHIC_ANSWERS[uin].wrong : GRAPHIC_ANSWERS[uin].right;
      const saved = await client.post('/api/delivery/answer', answerOf(sessionId, position, uin, response));
      expect([uin, saved.status]).toEqual([uin, 200]);
    }
    const report = (await client.post('/api/delivery/submit', { sessionId })).body;
    expect(report).toMatchObject({ score: 5, maxScore: 6 });
    const byUin = Object.fromEntries(report.items.map((i: { uin: string; score: number }) => [i.uin, i.score]));
    expect(byUin).toEqual({ 'G-HOTSPOT': 1, 'G-ORDER': 1, 'G-POINT': 1, 'G-ASSOCIATE': 1, 'G-GAPMATCH': 1, 'G-POSITION': 0 });
  });

  it('refuses points off the picture or not points, and identifiers that are not the item’s own', async () => {
    const { client } = await signUpAndLogin(portal);
    const { sessionId } = await launch(client, testDetailId, 1);
    const route = await routeUins(client, sessionId);
    const at = (uin: string) => route.indexOf(uin);
    const bad: [string, Record<string, string | string[]>][] = [
      ['G-POINT', { RESPONSE: '201 50' }],
      ['G-POINT', { RESPONSE: '50 101' }],
      ['G-POINT', { RESPONSE: '-1 5' }],
      ['G-POINT', { RESPONSE: 'ten 5' }],
      ['G-POSITION', { RESPONSE: '500 500' }],
      ['G-HOTSPOT', { RESPONSE: 'HEXAGON' }],
      ['G-ORDER', { RESPONSE: ['CIRCLE', 'OVAL'] }],
      ['G-ASSOCIATE', { RESPONSE: ['LEFT-RED NOWHERE'] }],
      ['G-GAPMATCH', { RESPONSE: ['STAR MIDDLE-BOX'] }],
    ];
    for (const [uin, response] of bad) {
      const res = await client.post('/api/delivery/answer', answerOf(sessionId, at(uin), uin, response));
      expect([uin, response, res.status]).toEqual([uin, response, 400]);
    }
    // the picture's own corners are on it
    expect((await client.post('/api/delivery/answer', answerOf(sessionId, at('G-POINT'), 'G-POINT', { RESPONSE: '200 100' }))).status).toBe(200);
    const check = (await client.post('/api/delivery/check', { sessionId, position: at('G-POINT') })).body;
    expect(check).toMatchObject({ correct: false, score: 0, maxScore: 1, correctResponse: { RESPONSE: ['168 54'] } });
    await client.post('/api/delivery/answer', answerOf(sessionId, at('G-GAPMATCH'), 'G-GAPMATCH', GRAPHIC_ANSWERS['G-GAPMATCH'].right));
    expect((await client.post('/api/delivery/check', { sessionId, position: at('G-GAPMATCH') })).body).toMatchObject({ correct: true, score: 1 });
  });
});
