import { sql } from './accounts';
import { publishCorpusCase } from './corpus-package';
import { answerOf, launch } from './delivery-helpers';
import { signUpAndLogin, startPortal, type TestPortal } from './harness';

/**
 * numberPresented counts the items the candidate was shown. The corpus test (test-presented) has a
 * nonlinear part of three items and a follow-up part whose preCondition asks for all three shown:
 * whether the follow-up comes is decided by what the delivery recorded as shown.
 */
describe('delivery: the items a candidate was shown are recorded and counted', () => {
  let portal: TestPortal;
  let testDetailId: number;

  beforeAll(async () => {
    portal = await startPortal();
    testDetailId = await publishCorpusCase(portal, 'test-presented', 'Items shown');
  }, 300_000);
  afterAll(() => portal.close());

  const shown = async (sessionId: number) =>
    Object.fromEntries(
      (
        await sql<{ uin: string; presented: boolean }>(portal, 'select uin, presented from session_responses where session_id = ? order by uin', [sessionId])
      ).map((r) => [r.uin, r.presented]),
    );

  it('records the item the launch opens and each one delivered or answered, and leaves out the one never opened', async () => {
    const { client } = await signUpAndLogin(portal);
    const state = await launch(client, testDetailId, 2);
    const sessionId = state.sessionId;
    expect(state.current.uin).toBe('TP-1');
    expect(await shown(sessionId)).toEqual({ 'TP-1': true });
    const second = await client.post('/api/delivery/item', { sessionId, position: 1 });
    expect(second.status).toBe(200);
    expect((await client.post('/api/delivery/answer', answerOf(sessionId, 0, 'TP-1', { RESPONSE: 'A' }))).status).toBe(200);
    expect(await shown(sessionId)).toEqual({ 'TP-1': true, 'TP-2': true });

    const report = (await client.post('/api/delivery/submit', { sessionId })).body;
    // two of three shown: the follow-up's preCondition (numberPresented ≥ 3) does not hold
    expect(report.items.map((i: { uin: string }) => i.uin)).toEqual(['TP-1', 'TP-2', 'TP-3']);
    expect(await shown(sessionId)).toEqual({ 'TP-1': true, 'TP-2': true, 'TP-3': false });
    const facts = await sql<{ uin: string; presented: boolean }>(
      portal,
      `select uin, (outcomes->'qti:session'->'value'->'presented'->>'value')::boolean as presented from session_responses where session_id = ? order by uin`,
      [sessionId],
    );
    expect(facts).toEqual([
      { uin: 'TP-1', presented: true },
      { uin: 'TP-2', presented: true },
      { uin: 'TP-3', presented: false },
    ]);
  });

  it('delivers the follow-up when every item was shown, answered or not', async () => {
    const { client } = await signUpAndLogin(portal);
    const { sessionId } = await launch(client, testDetailId, 2);
    for (const position of [1, 2]) expect((await client.post('/api/delivery/item', { sessionId, position })).status).toBe(200);
    const report = (await client.post('/api/delivery/submit', { sessionId })).body;
    expect(report.items.map((i: { uin: string }) => i.uin)).toEqual(['TP-1', 'TP-2', 'TP-3', 'TP-R']);
    // a completed session's review shows items without recording anything more
    expect((await client.post('/api/delivery/state', { sessionId })).status).toBe(200);
    expect(await shown(sessionId)).toEqual({ 'TP-1': true, 'TP-2': true, 'TP-3': true, 'TP-R': false });
  });
});
