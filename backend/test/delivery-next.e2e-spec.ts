import { answerOf, launch, publishSamples, type PublishedTest } from './delivery-helpers';
import { publishRequiredAnswerTest } from './delivery-required-package';
import { signUpAndLogin, startPortal, type TestPortal } from './harness';

describe('delivery: Next in a linear part', () => {
  let portal: TestPortal;
  let math: PublishedTest;

  beforeAll(async () => {
    portal = await startPortal({}, { samples: true });
    ({ math } = await publishSamples(portal));
  }, 300_000);
  afterAll(() => portal.close());

  it('moves once for a Next sent twice from the same question', async () => {
    const { client } = await signUpAndLogin(portal);
    const { sessionId } = await launch(client, math.testDetailId, 2);
    const [first, second] = await Promise.all([
      client.post('/api/delivery/next', { sessionId, position: 0 }),
      client.post('/api/delivery/next', { sessionId, position: 0 }),
    ]);
    expect([first.status, second.status]).toEqual([200, 200]);
    expect([first.body.position, second.body.position]).toEqual([1, 1]);
    const again = await client.post('/api/delivery/next', { sessionId, position: 0 });
    expect(again.body).toMatchObject({ position: 1, current: { position: 1, final: false } });
    expect(again.body.items.map((i: { final: boolean }) => i.final)).toEqual([true, false]);
    // the Next of the question now on screen moves on as before
    expect((await client.post('/api/delivery/next', { sessionId, position: 1 })).body.position).toBe(2);
  });

  it('keeps an unanswered question that requires an answer, and moves on once it is answered', async () => {
    const required = await publishRequiredAnswerTest(portal);
    const { client } = await signUpAndLogin(portal);
    const state = await launch(client, required.testDetailId, 2);
    const { sessionId } = state;
    expect(state.current).toMatchObject({ position: 0, answerRequired: true });
    const refused = await client.post('/api/delivery/next', { sessionId, position: 0 });
    expect([refused.status, refused.body.message]).toEqual([409, 'This question must be answered before you move on.']);
    expect((await client.post('/api/delivery/state', { sessionId })).body).toMatchObject({ position: 0, items: [{ final: false }] });

    expect((await client.post('/api/delivery/answer', answerOf(sessionId, 0, state.current.uin, { RESPONSE: 'A' }))).status).toBe(200);
    const moved = await client.post('/api/delivery/next', { sessionId, position: 0 });
    expect(moved.status).toBe(200);
    // the item reference's own itemSessionControl allows skipping the second question
    expect(moved.body.current).toMatchObject({ position: 1, answerRequired: false });
    const skipped = await client.post('/api/delivery/next', { sessionId, position: 1 });
    expect(skipped.body.current).toMatchObject({ position: 2, answerRequired: true });
  });
});
