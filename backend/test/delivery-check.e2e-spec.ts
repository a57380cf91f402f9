import { answerKey, answerOf, launch, type PublishedTest, samplesWithKey } from './delivery-helpers';
import { signUpAndLogin, startPortal, type TestClient, type TestPortal } from './harness';

/** Anything that would tell the answer before the mode allows it. */
const SECRET = /correctResponse|"feedback"|"rubric"|"check"|mapping|responseProcessing|scoring/;

describe('delivery: Learn As You Go checks', () => {
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

  async function learn(test: PublishedTest): Promise<{ client: TestClient; sessionId: number; uin: string }> {
    const { client } = await signUpAndLogin(portal);
    const state = await launch(client, test.testDetailId, 1);
    expect(JSON.stringify(state)).not.toMatch(SECRET);
    return { client, sessionId: state.sessionId, uin: state.current.uin };
  }

  it('shows nothing of the answer before the check, and the verdict, correct answer and feedback after', async () => {
    const { client, sessionId, uin } = await learn(paa);
    const before = await client.post('/api/delivery/item', { sessionId, position: 0 });
    expect(JSON.stringify(before.body)).not.toMatch(SECRET);
    const unanswered = await client.post('/api/delivery/check', { sessionId, position: 0 });
    expect([unanswered.status, unanswered.body.message]).toEqual([409, 'Answer the question before checking it.']);

    const wrong = Object.keys(key.get(uin)!.right).reduce((r, id) => ({ ...r, [id]: 'A' }), {});
    await client.post('/api/delivery/answer', answerOf(sessionId, 0, uin, wrong));
    const check = await client.post('/api/delivery/check', { sessionId, position: 0 });
    expect(check.status).toBe(200);
    expect(check.body).toMatchObject({ correct: false, score: 0, maxScore: 1, correctResponse: { RESPONSE: ['B'] } });
    expect(check.body.feedback).toHaveLength(1);
    expect(JSON.stringify(check.body.feedback)).toMatch(/\S/);

    const after = await client.post('/api/delivery/item', { sessionId, position: 0 });
    expect(after.body).toMatchObject({ final: true, response: wrong, check: check.body });
    expect((await client.post('/api/delivery/check', { sessionId, position: 0 })).body).toEqual(check.body);
    const late = await client.post('/api/delivery/answer', answerOf(sessionId, 0, uin, key.get(uin)!.right));
    expect([late.status, late.body.message]).toEqual([409, 'This answer is final and can no longer be changed.']);
    const state = await client.post('/api/delivery/state', { sessionId });
    expect(state.body.items[0]).toMatchObject({ final: true, answered: true });
    // the other items still hide everything
    expect(JSON.stringify((await client.post('/api/delivery/item', { sessionId, position: 1 })).body)).not.toMatch(SECRET);
  });

  it('says correct for a correct answer', async () => {
    const { client, sessionId, uin } = await learn(paa);
    await client.post('/api/delivery/answer', answerOf(sessionId, 0, uin, key.get(uin)!.right));
    const check = await client.post('/api/delivery/check', { sessionId, position: 0 });
    expect(check.body).toMatchObject({ correct: true, score: 1, maxScore: 1 });
  });

  it('refuses a check outside Learn As You Go and a position outside the route', async () => {
    const { client } = await signUpAndLogin(portal);
    const state = await launch(client, paa.testDetailId, 2);
    await client.post('/api/delivery/answer', answerOf(state.sessionId, 0, state.current.uin, key.get(state.current.uin)!.right));
    const res = await client.post('/api/delivery/check', { sessionId: state.sessionId, position: 0 });
    expect([res.status, res.body.message]).toEqual([409, 'Answers can be checked only in Learn As You Go.']);
    const learnt = await learn(paa);
    expect((await learnt.client.post('/api/delivery/check', { sessionId: learnt.sessionId, position: 500 })).status).toBe(400);
    expect((await learnt.client.post('/api/delivery/check', { sessionId: learnt.sessionId })).status).toBe(400);
  });

  it('refuses Next in a nonlinear part', async () => {
    const { client, sessionId } = await learn(paa);
    const res = await client.post('/api/delivery/next', { sessionId });
    expect(res.status).toBe(409);
  });

  it('in a linear part, checks before moving on and keeps earlier items read-only', async () => {
    const { client, sessionId, uin } = await learn(math);
    await client.post('/api/delivery/answer', answerOf(sessionId, 0, uin, key.get(uin)!.right));
    let state = (await client.post('/api/delivery/state', { sessionId })).body;
    expect(state).toMatchObject({ navigationMode: 'linear', routeLength: 1, totalItems: 16 });
    const check = await client.post('/api/delivery/check', { sessionId, position: 0 });
    expect(check.body.correct).toBe(true);
    state = (await client.post('/api/delivery/next', { sessionId })).body;
    expect(state).toMatchObject({ position: 1, routeLength: 2, current: { position: 1, final: false } });
    expect(JSON.stringify(state.current)).not.toMatch(SECRET);
    const back = await client.post('/api/delivery/item', { sessionId, position: 0 });
    expect(back.body).toMatchObject({ final: true, check: { correct: true } });
    expect((await client.post('/api/delivery/answer', answerOf(sessionId, 0, uin, { RESPONSE: 'A' }))).status).toBe(409);
    // an item not reached yet cannot be opened or answered
    expect((await client.post('/api/delivery/item', { sessionId, position: 2 })).status).toBe(400);
    // from a read-only earlier item, Next goes forward without touching the current one
    state = (await client.post('/api/delivery/next', { sessionId })).body;
    expect(state).toMatchObject({ position: 1, current: { final: false } });
    // Next without a check scores the item and moves on; its verdict is then shown
    state = (await client.post('/api/delivery/next', { sessionId })).body;
    expect(state.position).toBe(2);
    expect((await client.post('/api/delivery/item', { sessionId, position: 1 })).body).toMatchObject({ final: true, check: { correct: false } });
  });
});
