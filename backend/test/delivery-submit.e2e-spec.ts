import { sql } from './accounts';
import { publishEssayTest } from './delivery-essay-package';
import { answerKey, answerOf, launch, type PublishedTest, samplesWithKey } from './delivery-helpers';
import { signUpAndLogin, startPortal, type TestPortal } from './harness';

describe('delivery: submitting a Practice Test and its score report', () => {
  let portal: TestPortal;
  let paa: PublishedTest;
  let math: PublishedTest;
  let key: Awaited<ReturnType<typeof answerKey>>;

  // importing the samples is slow on a busy machine
  beforeAll(async () => {
    portal = await startPortal({}, { samples: true });
    ({ paa, math, key } = await samplesWithKey(portal));
  }, 300_000);
  afterAll(() => portal.close());

  it('scores every item on submit and reports the percent, each strand and every item with its explanation', async () => {
    const { client } = await signUpAndLogin(portal);
    const state = await launch(client, paa.testDetailId, 2);
    const sessionId = state.sessionId;
    const uins: string[] = [];
    for (const e of state.items) uins.push((await client.post('/api/delivery/item', { sessionId, position: e.position })).body.uin);
    // the first half right, one wrong, the rest unanswered
    const half = Math.floor(uins.length / 2);
    for (let i = 0; i < half; i++) await client.post('/api/delivery/answer', answerOf(sessionId, i, uins[i], key.get(uins[i])!.right));
    const right = key.get(uins[half])!.right.RESPONSE;
    const wrong = { RESPONSE: /^\d+$/.test(String(right)) ? String(Number(right) + 1) : right === 'A' ? 'B' : 'A' };
    expect((await client.post('/api/delivery/answer', answerOf(sessionId, half, uins[half], wrong))).status).toBe(200);
    const early = await client.post('/api/delivery/report', { sessionId });
    expect([early.status, early.body.message]).toEqual([409, 'The score report is available once the test is submitted.']);

    const submitted = await client.post('/api/delivery/submit', { sessionId });
    expect(submitted.status).toBe(200);
    const report = submitted.body;
    expect(report).toMatchObject({
      sessionId,
      mode: 2,
      testName: state.testName,
      score: half,
      maxScore: uins.length,
      percent: Math.round((100 * half) / uins.length),
    });
    expect(report.items).toHaveLength(uins.length);
    expect(report.items[0]).toMatchObject({
      position: 0,
      uin: uins[0],
      correct: true,
      score: 1,
      maxScore: 1,
      humanScored: false,
      response: key.get(uins[0])!.right,
    });
    expect(report.items[0].correctResponse.RESPONSE).toEqual(expect.any(Array));
    expect(report.items[half]).toMatchObject({ correct: false, score: 0, response: wrong });
    expect(report.items[uins.length - 1]).toMatchObject({ correct: false, response: {} });
    // only the feedback the outcomes show: one explanation per item here
    for (const item of report.items) expect(item.item.feedback.length).toBeLessThanOrEqual(1);
    expect(report.items[0].item.feedback[0].content).toBeDefined();
    const strandTotal = report.strands.reduce((n: number, s: { maxScore: number }) => n + s.maxScore, 0);
    expect(strandTotal).toBe(uins.length);
    for (const s of report.strands) {
      expect(s).toEqual({
        strandName: expect.any(String),
        score: expect.any(Number),
        maxScore: expect.any(Number),
        percent: Math.round((100 * s.score) / s.maxScore),
        correct: s.score,
        total: s.maxScore,
        // no self-rated item in this test
        selfRatedMaxScore: 0,
        status: s.percent >= 70 ? 'strong' : 'needsPractice',
        missed: expect.any(Array),
        // the PAA's sample tests are not where a skill is practised
        practiceTests: expect.any(Array),
      });
      expect(s.missed).toHaveLength(s.total - s.correct);
    }
    // a sample test declares no cut scores: no band is invented
    expect(report.band).toBeNull();
    expect(new Set(report.strands.map((s: { strandName: string }) => s.strandName)).size).toBe(report.strands.length);

    expect((await client.post('/api/delivery/report', { sessionId })).body).toEqual(report);
    expect((await client.post('/api/delivery/submit', { sessionId })).body).toEqual(report);
    const state2 = (await client.post('/api/delivery/state', { sessionId })).body;
    expect(state2).toMatchObject({ status: 2 });
    expect(state2.items.every((i: { final: boolean }) => i.final)).toBe(true);
    const [row] = await sql<{ status: number; percent: number }>(portal, 'select status, percent from test_sessions where id = ?', [sessionId]);
    expect(row).toMatchObject({ status: 2, percent: report.percent });
    // a new launch of the test starts afresh
    expect((await launch(client, paa.testDetailId, 2)).sessionId).not.toBe(sessionId);
  });

  async function walkMath(correct: boolean): Promise<{ uins: string[]; report: Record<string, unknown> & { items: unknown[] } }> {
    const { client } = await signUpAndLogin(portal);
    let state = await launch(client, math.testDetailId, 2);
    const sessionId = state.sessionId;
    const uins: string[] = [];
    while (state.current) {
      const uin = state.current.uin;
      uins.push(uin);
      const k = key.get(uin)!;
      await client.post('/api/delivery/answer', answerOf(sessionId, state.position, uin, correct ? k.right : k.wrong));
      state = (await client.post('/api/delivery/next', { sessionId })).body;
    }
    expect(state).toMatchObject({ complete: true, position: 16, routeLength: 16, totalItems: 16 });
    const report = (await client.post('/api/delivery/submit', { sessionId })).body;
    return { uins, report };
  }

  it('routes the branching math test by the stage-1 score', async () => {
    const files = new Map(
      (await sql<{ uin: string; file: string }>(portal, 'select uin, file from item_details where test_detail_id = ?', [math.testDetailId])).map((r) => [
        r.uin,
        r.file,
      ]),
    );
    const strong = await walkMath(true);
    const weak = await walkMath(false);
    expect(strong.uins.slice(0, 8)).toEqual(weak.uins.slice(0, 8));
    const stage2 = (uins: string[]) => uins.slice(8).map((u) => files.get(u)!.match(/mp(\d\d)/)![1]);
    expect(stage2(strong.uins)).toEqual(['17', '18', '19', '20', '21', '22', '23', '24']);
    expect(stage2(weak.uins)).toEqual(['09', '10', '11', '12', '13', '14', '15', '16']);
    expect(strong.report).toMatchObject({ percent: 100 });
    expect(weak.report).toMatchObject({ percent: 0 });
    expect(strong.report.items).toHaveLength(16);
  });

  it('scores a linear test submitted early as the whole test, the items not reached unanswered', async () => {
    const { client } = await signUpAndLogin(portal);
    const state = await launch(client, math.testDetailId, 2);
    await client.post('/api/delivery/answer', answerOf(state.sessionId, 0, state.current.uin, key.get(state.current.uin)!.right));
    const report = (await client.post('/api/delivery/submit', { sessionId: state.sessionId })).body;
    expect(report).toMatchObject({ score: 1, maxScore: 16, percent: 6 });
    expect(report.items).toHaveLength(16);
  });

  it('saves an essay unscored and shows it with its rubric', async () => {
    const essay = await publishEssayTest(portal);
    const { client } = await signUpAndLogin(portal);
    const learn = await launch(client, essay.testDetailId, 1);
    const text = 'Yes. Trees cool streets in summer, so every town should plant more of them.';
    const essayAt = learn.items.length - 1;
    const view = (await client.post('/api/delivery/item', { sessionId: learn.sessionId, position: essayAt })).body;
    expect(view.uin).toBe(essay.essayUin);
    expect(JSON.stringify(view)).not.toMatch(/rubric|strong answer/);
    expect((await client.post('/api/delivery/answer', answerOf(learn.sessionId, essayAt, essay.essayUin, { RESPONSE: text }))).status).toBe(200);
    const check = (await client.post('/api/delivery/check', { sessionId: learn.sessionId, position: essayAt })).body;
    expect(check).toMatchObject({ correct: null, score: 0 });
    expect(JSON.stringify(check.rubric)).toContain('A strong answer states a claim');

    const practice = await launch(client, essay.testDetailId, 2);
    await client.post('/api/delivery/answer', answerOf(practice.sessionId, 0, essay.choiceUin, { RESPONSE: 'B' }));
    await client.post('/api/delivery/answer', answerOf(practice.sessionId, 1, essay.essayUin, { RESPONSE: text }));
    const report = (await client.post('/api/delivery/submit', { sessionId: practice.sessionId })).body;
    expect(report).toMatchObject({ score: 1, maxScore: 1, percent: 100 });
    const item = report.items.find((i: { uin: string }) => i.uin === essay.essayUin);
    expect(item).toMatchObject({ humanScored: true, correct: null, response: { RESPONSE: text } });
    expect(JSON.stringify(item.rubric)).toContain('A strong answer states a claim');
  });
});
