import { answerOf, launch } from './delivery-helpers';
import { printedNumbers, publishTemplateTest } from './delivery-template-package';
import { signUpAndLogin, startPortal, type TestPortal } from './harness';

/** Anything of the template machinery or the answer a delivered item must not carry. */
const SECRET = /correctResponse|templateValues|templateIdentifier|printedVariable|TOTAL|FIRST|SECOND|scoring|"check"/;

describe('delivery: cloned items (template processing)', () => {
  let portal: TestPortal;
  let testDetailId: number;

  beforeAll(async () => {
    portal = await startPortal();
    ({ testDetailId } = await publishTemplateTest(portal));
  }, 300_000);
  afterAll(() => portal.close());

  it('shows a session its own numbers, the same on resume, and scores the sum of those numbers full marks', async () => {
    const { client } = await signUpAndLogin(portal);
    const first = await launch(client, testDetailId, 2);
    const numbers = printedNumbers(first.current.item.body);
    expect(numbers).toHaveLength(2);
    const [crate, basket] = numbers;
    expect(crate % 5).toBe(0);
    expect([crate >= 10 && crate <= 40, basket >= 3 && basket <= 9]).toEqual([true, true]);
    expect(JSON.stringify(first)).not.toMatch(SECRET);
    // nothing of the sum is sent but the two numbers themselves
    expect(JSON.stringify(first.current.item.body)).not.toContain(`"${crate + basket}"`);

    const resumed = await launch(client, testDetailId, 2);
    expect(resumed.sessionId).toBe(first.sessionId);
    expect(printedNumbers(resumed.current.item.body)).toEqual(numbers);
    const again = await client.post('/api/delivery/item', { sessionId: first.sessionId, position: 0 });
    expect(printedNumbers(again.body.item.body)).toEqual(numbers);

    const saved = await client.post('/api/delivery/answer', answerOf(first.sessionId, 0, 'APPLES', { RESPONSE: String(crate + basket) }));
    expect(saved.status).toBe(200);
    const report = await client.post('/api/delivery/submit', { sessionId: first.sessionId });
    expect(report.status).toBe(200);
    expect(report.body).toMatchObject({ score: 1, maxScore: 1, percent: 100 });
    expect(report.body.items[0]).toMatchObject({ correct: true, score: 1, correctResponse: { RESPONSE: [String(crate + basket)] } });
    expect(printedNumbers(report.body.items[0].item.body)).toEqual(numbers);
  });

  it('Learn As You Go checks against the template-set correct response and shows it', async () => {
    const { client } = await signUpAndLogin(portal);
    const state = await launch(client, testDetailId, 1);
    const [crate, basket] = printedNumbers(state.current.item.body);
    // one more than the sum: wrong for this session's numbers
    await client.post('/api/delivery/answer', answerOf(state.sessionId, 0, 'APPLES', { RESPONSE: String(crate + basket + 1) }));
    const check = await client.post('/api/delivery/check', { sessionId: state.sessionId, position: 0 });
    expect(check.status).toBe(200);
    expect(check.body).toMatchObject({ correct: false, score: 0, maxScore: 1, correctResponse: { RESPONSE: [String(crate + basket)] } });
    const item = await client.post('/api/delivery/item', { sessionId: state.sessionId, position: 0 });
    expect(printedNumbers(item.body.item.body)).toEqual([crate, basket]);
  });

  it('sessions draw their own numbers', async () => {
    const seen = new Set<string>();
    for (let i = 0; i < 6 && seen.size < 2; i++) {
      const { client } = await signUpAndLogin(portal);
      seen.add(printedNumbers((await launch(client, testDetailId, 2)).current.item.body).join('+'));
    }
    // 7 crates × 7 baskets: six sessions all alike would be a chance of about 1 in 3 × 10^8
    expect(seen.size).toBe(2);
  });
});
