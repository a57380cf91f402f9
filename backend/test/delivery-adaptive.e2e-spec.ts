import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { catSettings, nextStep, type Answer, type BankItem } from '../src/irt';
import { usageParameters, usableParameters } from '../src/qti/adaptive/usage-data';
import { parseXml } from '../src/qti/xml/parse-xml';
import { publishCorpusCase } from './corpus-package';
import { answerOf, launch } from './delivery-helpers';
import { signUpAndLogin, startPortal, type TestPortal } from './harness';

const CASE = resolve(__dirname, '../../content/conformance/cat-adaptive-section');

/** The engine's bank and settings as the package declares them, read here apart from the import. */
function declared() {
  const test = readFileSync(join(CASE, 'test.xml'), 'utf8');
  const given = usageParameters(parseXml(readFileSync(join(CASE, 'cat/usage.xml'), 'utf8')));
  const bank: BankItem[] = [...test.matchAll(/identifier="(cat-q\d+)" href="[^"]+" category="(\w+)"/g)].map(([, id, strand]) => ({
    id,
    strand,
    parameters: usableParameters(given.get(id))!,
  }));
  const { scale, ...settings } = JSON.parse(readFileSync(join(CASE, 'cat/settings.json'), 'utf8'));
  return { bank, settings: catSettings(settings), scale };
}

describe('delivery: an adaptive section through the API', () => {
  let portal: TestPortal;
  let testDetailId: number;

  beforeAll(async () => {
    portal = await startPortal();
    testDetailId = await publishCorpusCase(portal, 'cat-adaptive-section');
  }, 600_000);
  afterAll(() => portal?.close());

  it("gives the engine's items in order, the same again on reload, and θ with the scaled score on submit", async () => {
    const { bank, settings, scale } = declared();
    expect(bank).toHaveLength(30);
    const { client } = await signUpAndLogin(portal);
    const { sessionId } = await launch(client, testDetailId, 2);
    const answers: Answer[] = [];
    // the content targets never tie within the maximum length and randomesque is 1, so the session's seed does not matter
    let step = nextStep(bank, answers, settings, 0);
    while (!step.done) {
      const state = (await client.post('/api/delivery/state', { sessionId })).body;
      expect({ n: answers.length, uin: state.current?.uin }).toEqual({ n: answers.length, uin: step.choice.item.id });
      const again = (await client.post('/api/delivery/state', { sessionId })).body;
      expect(again.current.uin).toBe(state.current.uin);
      expect(again.navigationMode).toBe('linear');
      const right = answers.length % 3 !== 2;
      const saved = await client.post('/api/delivery/answer', answerOf(sessionId, state.position, state.current.uin, { RESPONSE: right ? 'B' : 'A' }));
      expect(saved.status).toBe(200);
      expect((await client.post('/api/delivery/next', { sessionId, position: state.position })).status).toBe(200);
      answers.push({ id: state.current.uin, score: right ? 1 : 0 });
      step = nextStep(bank, answers, settings, 0);
    }
    expect(answers.length).toBeGreaterThanOrEqual(settings.minLength);

    // the plain section after the adaptive one
    const after = (await client.post('/api/delivery/state', { sessionId })).body;
    expect(after.current.uin).toBe('cat-after');
    expect(after.complete).toBe(true);
    await client.post('/api/delivery/answer', answerOf(sessionId, after.position, 'cat-after', { RESPONSE: 'B' }));

    const report = (await client.post('/api/delivery/submit', { sessionId })).body;
    expect(report.items.map((i: { uin: string }) => i.uin)).toEqual([...answers.map((a) => a.id), 'cat-after']);
    const [result] = report.adaptive;
    expect(result).toMatchObject({ sectionIdentifier: 'CAT', answered: answers.length, stopped: step.reason });
    expect(result.theta).toBeCloseTo(step.estimate.theta, 3);
    expect(result.se).toBeCloseTo(step.estimate.se, 3);
    const scaled = Math.min(scale.upper, Math.max(scale.lower, Math.round(scale.intercept + scale.slope * step.estimate.theta)));
    expect(result).toMatchObject({ scaledScore: scaled, ready: scaled >= scale.cut });
    expect(result.scaledLow).toBeLessThanOrEqual(scaled);
    expect(result.scaledHigh).toBeGreaterThanOrEqual(scaled);
  }, 120_000);
});
