import { sql } from './accounts';
import { launch, publishSamples, type PublishedTest } from './delivery-helpers';
import { signUpAndLogin, startPortal, type TestClient, type TestPortal } from './harness';

const PASSAGE = 'PASSAGE-LIBRARY-OF-THINGS';

describe("delivery: the student's marks on an item (choices struck out, text highlighted)", () => {
  let portal: TestPortal;
  let elar: PublishedTest;

  // importing the samples is slow on a busy machine
  beforeAll(async () => {
    portal = await startPortal({}, { samples: true });
    elar = (await publishSamples(portal)).paaElar;
  }, 300_000);
  afterAll(() => portal.close());

  async function session(): Promise<{ client: TestClient; sessionId: number; current: { uin: string; marks: unknown; item: { stimulusRefs: string[] } } }> {
    const { client } = await signUpAndLogin(portal);
    const state = await launch(client, elar.testDetailId, 2);
    return { client, sessionId: state.sessionId, current: state.current };
  }

  const marks = {
    eliminated: [{ responseIdentifier: 'RESPONSE', choiceIdentifier: 'A' }],
    highlights: [
      { target: PASSAGE, start: 10, end: 42 },
      { target: 'item', start: 0, end: 5 },
    ],
  };

  it('starts with none, saves them, and gives them back on the item, on a resume and after other writes', async () => {
    const { client, sessionId, current } = await session();
    expect(current.item.stimulusRefs).toContain(PASSAGE);
    expect(current.marks).toEqual({ eliminated: [], highlights: [] });

    const saved = await client.post('/api/delivery/marks', { sessionId, position: 0, marks });
    expect(saved.status).toBe(200);
    expect(saved.body).toEqual(marks);
    // an answer and a flag on the same item leave the marks alone, and the marks leave them alone
    await client.post('/api/delivery/flag', { sessionId, position: 0, flagged: true });
    const item = (await client.post('/api/delivery/item', { sessionId, position: 0 })).body;
    expect(item).toMatchObject({ marks, flagged: true });
    await client.post('/api/delivery/marks', { sessionId, position: 0, marks: { eliminated: [], highlights: marks.highlights } });
    const resumed = (await client.post('/api/delivery/state', { sessionId })).body;
    expect(resumed.current.marks).toEqual({ eliminated: [], highlights: marks.highlights });
    expect(resumed.items[0]).toMatchObject({ flagged: true, answered: false });
    // marks alone are not an answer
    const rows = await sql<{ response: unknown }>(portal, 'select response from session_responses where session_id = ?', [sessionId]);
    expect(rows).toEqual([{ response: null }]);
  });

  it('refuses marks that name no choice or passage of the question, by field, and keeps the saved ones', async () => {
    const { client, sessionId } = await session();
    await client.post('/api/delivery/marks', { sessionId, position: 0, marks });
    const cases: [object, string, string][] = [
      [
        { eliminated: [{ responseIdentifier: 'RESPONSE', choiceIdentifier: 'Z' }], highlights: [] },
        'marks.eliminated.0',
        'This mark does not belong to a choice or passage of the question.',
      ],
      [
        { eliminated: [{ responseIdentifier: 'OTHER', choiceIdentifier: 'A' }], highlights: [] },
        'marks.eliminated.0',
        'This mark does not belong to a choice or passage of the question.',
      ],
      [
        { eliminated: [], highlights: [{ target: 'SOMEWHERE-ELSE', start: 0, end: 3 }] },
        'marks.highlights.0.target',
        'This mark does not belong to a choice or passage of the question.',
      ],
      [{ eliminated: [], highlights: [{ target: PASSAGE, start: 9, end: 9 }] }, 'marks.highlights.0.end', 'A highlight must end after it starts.'],
      [{ eliminated: [], highlights: [{ target: PASSAGE, start: -1, end: 9 }] }, 'marks.highlights.0.start', expect.any(String) as unknown as string],
      [{ eliminated: [] }, 'marks.highlights', expect.any(String) as unknown as string],
    ];
    for (const [bad, field, message] of cases) {
      const res = await client.post('/api/delivery/marks', { sessionId, position: 0, marks: bad });
      expect(res.status).toBe(400);
      expect(res.body.errors[0]).toMatchObject({ field, message });
    }
    expect((await client.post('/api/delivery/marks', { sessionId, position: 99, marks })).status).toBe(400);
    expect((await client.post('/api/delivery/item', { sessionId, position: 0 })).body.marks).toEqual(marks);
  });

  it('keeps each student to their own sessions and refuses changes once the test is submitted', async () => {
    const { client, sessionId } = await session();
    const other = (await signUpAndLogin(portal)).client;
    expect((await other.post('/api/delivery/marks', { sessionId, position: 0, marks })).status).toBe(404);
    await client.post('/api/delivery/submit', { sessionId });
    expect((await client.post('/api/delivery/marks', { sessionId, position: 0, marks })).status).toBe(409);
  });
});
