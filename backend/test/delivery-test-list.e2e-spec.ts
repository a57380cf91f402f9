import { RoleId } from '@portal/shared';
import { loginAs, sql } from './accounts';
import { launch, publishSamples, type PublishedTest } from './delivery-helpers';
import { signUpAndLogin, startPortal, type TestClient, type TestPortal } from './harness';

describe('delivery: sessions in the test list', () => {
  let portal: TestPortal;
  let paa: PublishedTest;

  // importing the samples is slow on a busy machine
  beforeAll(async () => {
    portal = await startPortal({}, { samples: true });
    paa = (await publishSamples(portal)).paaMath;
  }, 300_000);
  afterAll(() => portal.close());

  async function entry(client: TestClient, body: object = { categoryId: 5 }) {
    const res = await client.post('/api/getAllTests', body);
    expect(res.status).toBe(200);
    return res.body.testData.find((t: { testDetailId: number }) => t.testDetailId === paa.testDetailId);
  }

  it('names the pending session of each mode and the latest completed Learn As You Go one', async () => {
    const { client } = await signUpAndLogin(portal);
    expect(await entry(client)).toMatchObject({ pendingLAYGSessionId: null, pendingSAMPSessionId: null, completedLAYGSessionId: null });
    const learn = await launch(client, paa.testDetailId, 1);
    const practice = await launch(client, paa.testDetailId, 2);
    expect(await entry(client)).toMatchObject({
      pendingLAYGSessionId: learn.sessionId,
      pendingSAMPSessionId: practice.sessionId,
      completedLAYGSessionId: null,
    });

    await client.post('/api/delivery/submit', { sessionId: learn.sessionId });
    const second = await launch(client, paa.testDetailId, 1);
    await client.post('/api/delivery/submit', { sessionId: second.sessionId });
    expect(await entry(client)).toMatchObject({
      pendingLAYGSessionId: null,
      pendingSAMPSessionId: practice.sessionId,
      completedLAYGSessionId: second.sessionId,
    });

    await sql(portal, "update test_sessions set expires_on = now() - interval '1 second' where id = ?", [practice.sessionId]);
    expect((await entry(client)).pendingSAMPSessionId).toBeNull();
  });

  it("refuses ids beyond the database's integers by name instead of failing", async () => {
    const { client } = await signUpAndLogin(portal);
    for (const field of ['categoryId', 'paaId', 'testDetailId']) {
      const res = await client.post('/api/getAllTests', { categoryId: 5, [field]: 3_000_000_000 });
      expect([res.status, res.body.errors?.[0]?.field]).toEqual([400, field]);
    }
  });

  it("never shows another student's sessions", async () => {
    const { client } = await signUpAndLogin(portal);
    await launch(client, paa.testDetailId, 1);
    const { client: other } = await signUpAndLogin(portal);
    expect(await entry(other)).toMatchObject({ pendingLAYGSessionId: null, pendingSAMPSessionId: null, completedLAYGSessionId: null });
  });

  it('keeps staff previews out of the pending and completed fields', async () => {
    const reviewer = await loginAs(portal, RoleId.Reviewer);
    const preview = await launch(reviewer, paa.testDetailId, 1, 'preview');
    await launch(reviewer, paa.testDetailId, 2, 'preview');
    expect(preview.preview).toBe(true);
    const [cp] = await sql<{ content_package_id: number }>(portal, 'select content_package_id from test_details where id = ?', [paa.testDetailId]);
    for (const body of [{ categoryId: 5 }, { categoryId: 5, cpId: cp.content_package_id, testDetailId: paa.testDetailId }]) {
      expect(await entry(reviewer, body)).toMatchObject({ pendingLAYGSessionId: null, pendingSAMPSessionId: null });
    }
    await reviewer.post('/api/delivery/submit', { sessionId: preview.sessionId });
    expect((await entry(reviewer)).completedLAYGSessionId).toBeNull();
  });

  it('opens a preview only for a package under review or later, never a rejected or failed one', async () => {
    const reviewer = await loginAs(portal, RoleId.Reviewer);
    const [cp] = await sql<{ content_package_id: number; status_id: number }>(
      portal,
      'select d.content_package_id, c.status_id from test_details d join content_packages c on c.id = d.content_package_id where d.id = ?',
      [paa.testDetailId],
    );
    try {
      await sql(portal, 'update content_packages set status_id = 6 where id = ?', [cp.content_package_id]);
      expect((await reviewer.post('/api/getTokenForData/preview', { testDetailId: paa.testDetailId, mode: 1 })).status).toBe(404);
      await sql(portal, 'update content_packages set status_id = 4 where id = ?', [cp.content_package_id]);
      expect((await reviewer.post('/api/getTokenForData/preview', { testDetailId: paa.testDetailId, mode: 1 })).status).toBe(200);
    } finally {
      await sql(portal, 'update content_packages set status_id = ? where id = ?', [cp.status_id, cp.content_package_id]);
    }
  });
});
