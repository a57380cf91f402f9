import type { Stream } from 'node:stream';
import { instantiateItem } from '../src/qti/templating';
import type { CandidateResponse, DeliveryItem, ScoringModel } from '../src/qti/types';
import { sql } from './accounts';
import { answerOf, launch } from './delivery-helpers';
import { signUpAndLogin, startPortal, type TestClient, type TestPortal } from './harness';
import { pdfPageTexts } from './pdf-reader';

interface TestEntry {
  testDetailId: number;
  testName: string;
  testAlias: string;
  testDescription?: string;
}

interface KeyedItem {
  scoring: ScoringModel;
  delivery: DeliveryItem;
}

function binary(res: Stream, done: (err: Error | null, body: Buffer) => void) {
  const chunks: Buffer[] = [];
  res.on('data', (c: Buffer) => chunks.push(c));
  res.on('end', () => done(null, Buffer.concat(chunks)));
}

/** The two adaptive practice tests the first start publishes, answered through the API as a student would. */
describe('adaptive sample practice tests, published on first start', () => {
  let portal: TestPortal;
  let tests: TestEntry[];

  beforeAll(async () => {
    portal = await startPortal({ SAMPLE_CONTENT: 'true' });
    const { client } = await signUpAndLogin(portal);
    tests = (await client.post('/api/getAllTests', { categoryId: 4 })).body.testData;
  }, 300_000);
  afterAll(() => portal?.close());

  const byAlias = (alias: string) => tests.find((t) => t.testAlias === alias)!;

  /** Every item of a published test with its scoring, to answer it right. */
  async function itemsOf(testDetailId: number): Promise<Map<string, KeyedItem>> {
    const rows = await sql<{ uin: string; scoring: ScoringModel | string; delivery: DeliveryItem | string }>(
      portal,
      'select uin, scoring, delivery from item_details where test_detail_id = ?',
      [testDetailId],
    );
    const json = <T>(v: T | string): T => (typeof v === 'string' ? JSON.parse(v) : v);
    return new Map(rows.map((r) => [r.uin, { scoring: json(r.scoring), delivery: json(r.delivery) }]));
  }

  /** Answers each question the engine gives, all right or all left blank, and submits; the report, the questions given and their strands. */
  async function take(client: TestClient, testDetailId: number, right: boolean) {
    const items = await itemsOf(testDetailId);
    let state = await launch(client, testDetailId, 2);
    const { sessionId } = state;
    const [{ seed }] = await sql<{ seed: number }>(portal, 'select seed from test_sessions where id = ?', [sessionId]);
    const given: string[] = [];
    const strands = new Set<string>();
    while (state.current) {
      const uin: string = state.current.uin;
      given.push(uin);
      strands.add(state.current.strandName);
      // a cloned item's correct answer is the one its session's numbers give
      const { scoring } = instantiateItem(items.get(uin)!, Number(seed) >>> 0, uin);
      const correct = scoring.responses[0].correctResponse?.[0] ?? null;
      const response: Record<string, CandidateResponse> = { RESPONSE: right ? correct : null };
      expect((await client.post('/api/delivery/answer', answerOf(sessionId, state.position, uin, response))).status).toBe(200);
      expect((await client.post('/api/delivery/next', { sessionId, position: state.position })).status).toBe(200);
      state = (await client.post('/api/delivery/state', { sessionId })).body;
    }
    const report = (await client.post('/api/delivery/submit', { sessionId })).body;
    return { report, given, strands };
  }

  it('publishes both in the full practice tests, labelled as practice estimates', () => {
    for (const alias of ['tsia2-math-adaptive', 'tsia2-elar-adaptive']) {
      const test = byAlias(alias);
      expect(test).toBeDefined();
      expect(test.testName).toContain('practice estimate');
    }
  });

  it('adapts the mathematics test: a student who answers right reaches the cut of 950, one who answers wrong does not', async () => {
    const { testDetailId } = byAlias('tsia2-math-adaptive');
    const strong = await take((await signUpAndLogin(portal)).client, testDetailId, true);
    const weak = await take((await signUpAndLogin(portal)).client, testDetailId, false);

    for (const { report, given, strands } of [strong, weak]) {
      // 12 to 20 questions, each strand given its share, every one from the bank
      expect(given.length).toBeGreaterThanOrEqual(12);
      expect(given.length).toBeLessThanOrEqual(20);
      expect(strands.size).toBe(4);
      const [result] = report.adaptive;
      expect(result).toMatchObject({ sectionIdentifier: 'MA-CAT', answered: given.length, cut: 950 });
      expect(result.scaledScore).toBeGreaterThanOrEqual(910);
      expect(result.scaledScore).toBeLessThanOrEqual(990);
      // the practice scale: 950 + 20·θ, the band ± 20·SE
      expect(result.scaledScore).toBe(Math.min(990, Math.max(910, Math.round(950 + 20 * result.theta))));
      expect(result.scaledLow).toBeLessThanOrEqual(result.scaledScore);
      expect(result.scaledHigh).toBeGreaterThanOrEqual(result.scaledScore);
    }
    expect(strong.report.adaptive[0]).toMatchObject({ ready: true });
    expect(weak.report.adaptive[0]).toMatchObject({ ready: false });
    expect(strong.report.adaptive[0].theta).toBeGreaterThan(1);
    expect(weak.report.adaptive[0].theta).toBeLessThan(-1);
    // the two sessions went apart after the first answers: different questions
    expect(strong.given.slice(4)).not.toEqual(weak.given.slice(4));
    expect(strong.report.score).toBe(strong.given.length);
    expect(weak.report.score).toBe(0);
  }, 300_000);

  it('adapts the ELAR test on its own cut of 945', async () => {
    const { testDetailId } = byAlias('tsia2-elar-adaptive');
    const { report, given, strands } = await take((await signUpAndLogin(portal)).client, testDetailId, true);
    expect(given.length).toBeGreaterThanOrEqual(12);
    expect(given.length).toBeLessThanOrEqual(24);
    expect(strands.size).toBe(4);
    expect(report.adaptive[0]).toMatchObject({ sectionIdentifier: 'EA-CAT', answered: given.length, cut: 945, ready: true });
  }, 300_000);

  it('shows the scaled score in History and its printout, in place of the percent, in English and Russian', async () => {
    const { client } = await signUpAndLogin(portal);
    const { report } = await take(client, byAlias('tsia2-math-adaptive').testDetailId, false);
    const scaled: number = report.adaptive[0].scaledScore;
    const [row] = (await client.post('/api/getHistory', {})).body.data;
    expect(row).toMatchObject({ testAlias: 'tsia2-math-adaptive', scaledScore: scaled, testScore: 0 });
    for (const [lang, note] of [
      ['en', 'Score on the practice scale: an estimate, not an official TSIA2 score'],
      ['ru', 'Балл по учебной шкале: оценка, а не официальный результат TSIA2'],
    ]) {
      client.lang = lang;
      const print = await client.post('/api/printHistory', {});
      const file = await client.get(print.body.FILE_URL).buffer(true).parse(binary);
      const [page] = await pdfPageTexts(new Uint8Array(file.body as Buffer));
      // the score column holds the number; the row's line below says what it is
      expect(page).toContain(String(scaled));
      expect(page!.join(' ')).toContain(`${note} · Quantitative Reasoning`);
    }
  }, 300_000);
});
