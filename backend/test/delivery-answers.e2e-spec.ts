import { randomUUID } from 'node:crypto';
import { sql } from './accounts';
import { answerKey, answerOf, launch, publishSamples, type PublishedTest } from './delivery-helpers';
import { signUpAndLogin, startPortal, type TestClient, type TestPortal } from './harness';

describe('delivery: saving answers and flags', () => {
  let portal: TestPortal;
  let paa: PublishedTest;
  let key: Awaited<ReturnType<typeof answerKey>>;

  // importing the samples is slow on a busy machine
  beforeAll(async () => {
    portal = await startPortal({}, { samples: true });
    paa = (await publishSamples(portal)).paaMath;
    key = await answerKey(portal, paa.testDetailId);
  }, 300_000);
  afterAll(() => portal.close());

  async function practice(mode: 1 | 2 = 2): Promise<{ client: TestClient; sessionId: number; uin: string }> {
    const { client } = await signUpAndLogin(portal);
    const state = await launch(client, paa.testDetailId, mode);
    return { client, sessionId: state.sessionId, uin: state.current.uin };
  }

  const at = (seconds: number) => new Date(Date.UTC(2026, 0, 1, 0, 0, seconds)).toISOString();

  it('saves an answer at once and shows it on the item and in the state', async () => {
    const { client, sessionId, uin } = await practice();
    const response = key.get(uin)!.right;
    const res = await client.post('/api/delivery/answer', answerOf(sessionId, 0, uin, response));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ saved: true, savedOn: expect.any(String) });
    const item = await client.post('/api/delivery/item', { sessionId, position: 0 });
    expect(item.body).toMatchObject({ position: 0, uin, response, final: false });
    const state = await client.post('/api/delivery/state', { sessionId });
    expect(state.body.items[0]).toEqual({ position: 0, answered: true, flagged: false, final: false, unrated: false });
    expect(state.body.items[1].answered).toBe(false);
  });

  it('is idempotent on clientId and never lets an older answer replace a newer one', async () => {
    const { client, sessionId, uin } = await practice();
    const first = answerOf(sessionId, 0, uin, { RESPONSE: 'A' }, at(1));
    const second = answerOf(sessionId, 0, uin, { RESPONSE: 'C' }, at(2));
    for (const body of [first, second, first, second, first]) expect((await client.post('/api/delivery/answer', body)).body.saved).toBe(true);
    expect((await client.post('/api/delivery/item', { sessionId, position: 0 })).body.response).toEqual({ RESPONSE: 'C' });
    const rows = await sql(portal, 'select * from session_responses where session_id = ?', [sessionId]);
    expect(rows).toHaveLength(1);
  });

  it('ends two windows on the later answer whatever order they arrive in', async () => {
    const { client, sessionId, uin } = await practice();
    const windowA = answerOf(sessionId, 0, uin, { RESPONSE: 'A' }, at(10));
    const windowB = answerOf(sessionId, 0, uin, { RESPONSE: 'D' }, at(20));
    await Promise.all([client.post('/api/delivery/answer', windowB), client.post('/api/delivery/answer', windowA)]);
    expect((await client.post('/api/delivery/item', { sessionId, position: 0 })).body.response).toEqual({ RESPONSE: 'D' });
  });

  it('lands a replayed offline queue in order without duplicates', async () => {
    const { client, sessionId } = await practice();
    const state = (await client.post('/api/delivery/state', { sessionId })).body;
    const uins: string[] = [];
    for (const e of state.items.slice(0, 3)) uins.push((await client.post('/api/delivery/item', { sessionId, position: e.position })).body.uin);
    const queue = [
      answerOf(sessionId, 0, uins[0], { RESPONSE: 'A' }, at(1)),
      answerOf(sessionId, 1, uins[1], { RESPONSE: 'B' }, at(2)),
      answerOf(sessionId, 0, uins[0], { RESPONSE: 'B' }, at(3)),
      answerOf(sessionId, 2, uins[2], { RESPONSE: 'C' }, at(4)),
      answerOf(sessionId, 0, uins[0], { RESPONSE: 'C' }, at(5)),
    ];
    // sent once with some lost acknowledgements, then the whole queue again
    for (const body of queue) await client.post('/api/delivery/answer', body);
    for (const body of queue) expect((await client.post('/api/delivery/answer', body)).status).toBe(200);
    const rows = await sql<{ uin: string; response: unknown }>(portal, 'select uin, response from session_responses where session_id = ? order by position', [
      sessionId,
    ]);
    expect(rows.map((r) => [r.uin, typeof r.response === 'string' ? JSON.parse(r.response) : r.response])).toEqual([
      [uins[0], { RESPONSE: 'C' }],
      [uins[1], { RESPONSE: 'B' }],
      [uins[2], { RESPONSE: 'C' }],
    ]);
  });

  it('clamps an answer time from the future to the server clock', async () => {
    const { client, sessionId, uin } = await practice();
    await client.post('/api/delivery/answer', answerOf(sessionId, 0, uin, { RESPONSE: 'A' }, '2099-01-01T00:00:00.000Z'));
    await client.post('/api/delivery/answer', answerOf(sessionId, 0, uin, { RESPONSE: 'B' }));
    expect((await client.post('/api/delivery/item', { sessionId, position: 0 })).body.response).toEqual({ RESPONSE: 'B' });
  });

  it('refuses an answer that does not fit the route or the item, naming the field', async () => {
    const { client, sessionId, uin } = await practice();
    const post = (body: object) => client.post('/api/delivery/answer', body);
    const bad = async (body: object, field: string) => {
      const res = await post(body);
      expect(res.status).toBe(400);
      expect(res.body.errors[0].field).toBe(field);
      return res.body.errors[0].message;
    };
    expect(await bad(answerOf(sessionId, 999, uin, { RESPONSE: 'A' }), 'position')).toBe('There is no question at this position of the test.');
    expect(await bad(answerOf(sessionId, 0, 'NOT-AN-ITEM', { RESPONSE: 'A' }), 'uin')).toBe('The question does not match the position given.');
    expect(await bad(answerOf(sessionId, 0, uin, { OTHER: 'A' }), 'response.OTHER')).toBe('The question has no answer field named OTHER.');
    expect(await bad(answerOf(sessionId, 0, uin, { RESPONSE: ['A', 'B'] }), 'response.RESPONSE')).toBe(
      'The answer given for RESPONSE is not of the form this question expects.',
    );
    await bad(answerOf(sessionId, 0, uin, { RESPONSE: 'Z' }), 'response.RESPONSE');
    await bad(answerOf(sessionId, 0, uin, { RESPONSE: 7 } as never), 'response.RESPONSE');
    await bad({ ...answerOf(sessionId, 0, uin, { RESPONSE: 'A' }), clientId: 'not-a-uuid' }, 'clientId');
    await bad({ ...answerOf(sessionId, 0, uin, { RESPONSE: 'A' }), answeredAt: 'yesterday' }, 'answeredAt');
    await bad({ ...answerOf(sessionId, 0, uin, { RESPONSE: 'A' }), response: 'A' }, 'response');
    await bad({ ...answerOf(sessionId, 0, uin, { RESPONSE: 'A' }), extra: true }, 'extra');
    // only a portable custom interaction keeps a state beside its response
    await bad(answerOf(sessionId, 0, uin, { RESPONSE: 'A', 'qti:state:RESPONSE': '{}' }), 'response.qti:state:RESPONSE');
    expect((await client.post('/api/delivery/item', { sessionId, position: 999 })).status).toBe(400);
    // the launch recorded the first item as shown; no answer was saved
    expect(await sql(portal, 'select 1 from session_responses where session_id = ? and response is not null', [sessionId])).toHaveLength(0);
    // numbers sent as strings are converted, as before, not refused
    const asStrings = { ...answerOf(sessionId, 0, uin, key.get(uin)!.right), sessionId: String(sessionId), position: '0' };
    expect((await post(asStrings)).status).toBe(200);
  });

  it('keeps what a student typed into a number box, even when it is not a number', async () => {
    const { client, sessionId } = await practice();
    const state = (await client.post('/api/delivery/state', { sessionId })).body;
    for (const e of state.items) {
      const item = (await client.post('/api/delivery/item', { sessionId, position: e.position })).body;
      if (!/^\d+$/.test(String(key.get(item.uin)!.right.RESPONSE))) continue;
      const res = await client.post('/api/delivery/answer', answerOf(sessionId, e.position, item.uin, { RESPONSE: 'about 8' }));
      expect(res.status).toBe(200);
      expect((await client.post('/api/delivery/item', { sessionId, position: e.position })).body.response).toEqual({ RESPONSE: 'about 8' });
      return;
    }
    throw new Error('the sample has no number box');
  });

  it('flags and unflags an item for review', async () => {
    const { client, sessionId } = await practice();
    expect((await client.post('/api/delivery/flag', { sessionId, position: 2, flagged: true })).body).toEqual({ flagged: true });
    let state = (await client.post('/api/delivery/state', { sessionId })).body;
    expect(state.items[2]).toMatchObject({ flagged: true, answered: false });
    await client.post('/api/delivery/flag', { sessionId, position: 2, flagged: false });
    state = (await client.post('/api/delivery/state', { sessionId })).body;
    expect(state.items[2].flagged).toBe(false);
    expect((await client.post('/api/delivery/flag', { sessionId, position: 99, flagged: true })).status).toBe(400);
  });

  it('resumes at the item last opened with the same items, answers and flags', async () => {
    const { client, sessionId, uin } = await practice();
    await client.post('/api/delivery/answer', answerOf(sessionId, 0, uin, { RESPONSE: 'B' }));
    const third = (await client.post('/api/delivery/item', { sessionId, position: 3 })).body;
    await client.post('/api/delivery/flag', { sessionId, position: 3, flagged: true });
    const before = (await client.post('/api/delivery/state', { sessionId })).body;
    expect((await client.post('/api/delivery/saveAndExit', { sessionId })).body).toEqual({ expiresOn: before.expiresOn });
    const resumed = await launch(client, paa.testDetailId, 2);
    expect(resumed.sessionId).toBe(sessionId);
    expect(resumed.position).toBe(3);
    expect(resumed.current).toMatchObject({ uin: third.uin, flagged: true });
    expect(resumed.items).toEqual(before.items);
    expect((await client.post('/api/delivery/item', { sessionId, position: 0 })).body.response).toEqual({ RESPONSE: 'B' });
  });

  it("never shows one student another student's session", async () => {
    const { sessionId, uin } = await practice(1);
    const { client: other } = await signUpAndLogin(portal);
    const rows = () => sql(portal, 'select uin, response, flagged, presented, final from session_responses where session_id = ? order by uin', [sessionId]);
    const before = await rows();
    const calls: [string, object][] = [
      ['state', { sessionId }],
      ['item', { sessionId, position: 0 }],
      ['answer', answerOf(sessionId, 0, uin, { RESPONSE: 'A' })],
      ['flag', { sessionId, position: 0, flagged: true }],
      ['check', { sessionId, position: 0 }],
      ['next', { sessionId }],
      ['saveAndExit', { sessionId }],
      ['submit', { sessionId }],
      ['report', { sessionId }],
    ];
    for (const [call, body] of calls) {
      const res = await other.post(`/api/delivery/${call}`, body);
      expect([call, res.status, res.body.message]).toEqual([call, 404, 'Test session not found']);
    }
    expect(await rows()).toEqual(before);
  });

  it('refuses answers, flags and moves on an expired session with 410', async () => {
    const { client, sessionId, uin } = await practice();
    await sql(portal, "update test_sessions set expires_on = now() - interval '1 minute' where id = ?", [sessionId]);
    for (const [call, body] of [
      ['answer', answerOf(sessionId, 0, uin, { RESPONSE: 'A' })],
      ['flag', { sessionId, position: 0, flagged: true }],
      ['item', { sessionId, position: 0 }],
      ['submit', { sessionId }],
    ] as [string, object][]) {
      const res = await client.post(`/api/delivery/${call}`, body);
      expect([call, res.status]).toEqual([call, 410]);
      expect(res.body.message).toMatch(/^This test session expired on .+ UTC and can no longer be resumed\. Start the test again from the test list\.$/);
    }
  });

  it('refuses any change after submit with 409, keeping the stored answer', async () => {
    const { client, sessionId, uin } = await practice();
    await client.post('/api/delivery/answer', answerOf(sessionId, 0, uin, { RESPONSE: 'A' }));
    expect((await client.post('/api/delivery/submit', { sessionId })).status).toBe(200);
    const late = await client.post('/api/delivery/answer', answerOf(sessionId, 0, uin, { RESPONSE: 'B' }, new Date().toISOString(), randomUUID()));
    expect(late.status).toBe(409);
    expect(late.body.message).toBe('This test has already been submitted and can no longer be changed. Its result is in History.');
    expect((await client.post('/api/delivery/flag', { sessionId, position: 0, flagged: true })).status).toBe(409);
    expect((await client.post('/api/delivery/next', { sessionId })).status).toBe(409);
    expect((await client.post('/api/delivery/report', { sessionId })).body.items[0].response).toEqual({ RESPONSE: 'A' });
  });
});
