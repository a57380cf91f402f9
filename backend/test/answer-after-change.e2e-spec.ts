import { sql } from './accounts';
import { answerOf, launch, publishSamples, routeUins, type PublishedTest } from './delivery-helpers';
import { signUpAndLogin, startPortal, type TestClient, type TestPortal } from './harness';

/** A session's next answer is judged by the session as it stands now, whatever changed since its first. */
describe('delivery: the next answer after the session changed', () => {
  let portal: TestPortal;
  let paa: PublishedTest;

  beforeAll(async () => {
    portal = await startPortal({}, { samples: true });
    paa = (await publishSamples(portal)).paaMath;
  }, 300_000);
  afterAll(() => portal.close());

  /** A student with a Practice Test whose first answer is saved. */
  async function answeredOnce(): Promise<{ client: TestClient; sessionId: number; uins: string[] }> {
    const { client } = await signUpAndLogin(portal);
    const { sessionId } = await launch(client, paa.testDetailId, 2);
    const uins = await routeUins(client, sessionId);
    expect((await client.post('/api/delivery/answer', answerOf(sessionId, 0, uins[0], { RESPONSE: 'A' }))).status).toBe(200);
    return { client, sessionId, uins };
  }

  /** The item's stored answer (null: none given; opening an item stores its row without one). */
  const stored = (sessionId: number, uin: string) =>
    sql<{ response: unknown; final: boolean }>(portal, 'select response, final from session_responses where session_id = ? and uin = ?', [sessionId, uin]).then(
      ([row]) => ({
        response: typeof row.response === 'string' ? JSON.parse(row.response) : row.response,
        final: row.final,
      }),
    );

  it('writes the next answer, and the student sees it', async () => {
    const { client, sessionId, uins } = await answeredOnce();
    const res = await client.post('/api/delivery/answer', answerOf(sessionId, 1, uins[1], { RESPONSE: 'B' }));
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ saved: true, savedOn: expect.any(String) });
    expect((await client.post('/api/delivery/item', { sessionId, position: 1 })).body).toMatchObject({ uin: uins[1], response: { RESPONSE: 'B' } });
    const [row] = await sql<{ saved_on: Date }>(portal, 'select saved_on from session_responses where session_id = ? and uin = ?', [sessionId, uins[1]]);
    expect(new Date(row.saved_on).toISOString()).toBe(res.body.savedOn);
  });

  it('refuses a wrong item or a wrong shape, naming the field', async () => {
    const { client, sessionId, uins } = await answeredOnce();
    const wrongItem = await client.post('/api/delivery/answer', answerOf(sessionId, 1, uins[2], { RESPONSE: 'B' }));
    expect(wrongItem.status).toBe(400);
    expect(JSON.stringify(wrongItem.body)).toContain('uin');
    const wrongShape = await client.post('/api/delivery/answer', answerOf(sessionId, 1, uins[1], { RESPONSE: ['A', 'B'] }));
    expect(wrongShape.status).toBe(400);
    expect((await stored(sessionId, uins[1])).response).toBeNull();
  });

  it('writes nothing to a session that has since expired, and says when it did', async () => {
    const { client, sessionId, uins } = await answeredOnce();
    await sql(portal, `update test_sessions set expires_on = now() - interval '1 minute' where id = ?`, [sessionId]);
    const res = await client.post('/api/delivery/answer', answerOf(sessionId, 1, uins[1], { RESPONSE: 'B' }));
    expect(res.status).toBe(410);
    expect((await stored(sessionId, uins[1])).response).toBeNull();
  });

  it('writes nothing to a session submitted since', async () => {
    const { client, sessionId, uins } = await answeredOnce();
    await sql(portal, 'update test_sessions set status = 2, completed_on = now() where id = ?', [sessionId]);
    const res = await client.post('/api/delivery/answer', answerOf(sessionId, 1, uins[1], { RESPONSE: 'B' }));
    expect(res.status).toBe(409);
    expect((await stored(sessionId, uins[1])).response).toBeNull();
  });

  it('writes nothing to another student’s session, answering as if it did not exist', async () => {
    const { sessionId, uins } = await answeredOnce();
    const { client: other } = await signUpAndLogin(portal);
    const res = await other.post('/api/delivery/answer', answerOf(sessionId, 1, uins[1], { RESPONSE: 'B' }));
    expect(res.status).toBe(404);
    expect((await stored(sessionId, uins[1])).response).toBeNull();
  });

  it('writes nothing for a caller whose login time or session no longer holds', async () => {
    const { client, sessionId, uins } = await answeredOnce();
    const loginTime = client.loginTime;
    client.loginTime = String(Number(loginTime) + 1);
    expect((await client.post('/api/delivery/answer', answerOf(sessionId, 1, uins[1], { RESPONSE: 'B' }))).status).toBe(401);
    client.loginTime = loginTime;
    // signed in longer than a session's whole lifetime
    await sql(portal, `update user_sessions set created_at = now() - interval '1 year' where user_id = (select user_id from test_sessions where id = ?)`, [
      sessionId,
    ]);
    expect((await client.post('/api/delivery/answer', answerOf(sessionId, 1, uins[1], { RESPONSE: 'B' }))).status).toBe(401);
    expect((await stored(sessionId, uins[1])).response).toBeNull();
  });

  it('keeps a final answer as it is, and decides on the route as it stands once items become final', async () => {
    const { client, sessionId, uins } = await answeredOnce();
    await sql(portal, 'update session_responses set final = true where session_id = ? and uin = ?', [sessionId, uins[0]]);
    const later = await client.post('/api/delivery/answer', answerOf(sessionId, 0, uins[0], { RESPONSE: 'C' }));
    expect(later.status).toBe(409);
    expect(await stored(sessionId, uins[0])).toEqual({ response: { RESPONSE: 'A' }, final: true });
    // a final item with outcomes is what the route depends on
    await sql(
      portal,
      `update session_responses set outcomes = '{"SCORE": {"cardinality": "single", "baseType": "float", "value": 1}}' where session_id = ? and uin = ?`,
      [sessionId, uins[0]],
    );
    expect((await client.post('/api/delivery/answer', answerOf(sessionId, 1, uins[1], { RESPONSE: 'B' }))).status).toBe(200);
    expect(await stored(sessionId, uins[1])).toEqual({ response: { RESPONSE: 'B' }, final: false });
  });
});
