import { RoleId } from '@portal/shared';
import { loginAs, sql } from './accounts';
import { launch, publishSamples, type PublishedTest, tokenFor } from './delivery-helpers';
import { signUpAndLogin, startPortal, type TestClient, type TestPortal } from './harness';

describe('delivery: launch tokens and starting a session', () => {
  let portal: TestPortal;
  let tests: Awaited<ReturnType<typeof publishSamples>>;
  let paa: PublishedTest;

  // importing the samples is slow on a busy machine
  beforeAll(async () => {
    portal = await startPortal({}, { samples: true });
    tests = await publishSamples(portal);
    paa = tests.paaMath;
  }, 300_000);
  afterAll(() => portal.close());

  it('gives a 43-character single-use token that opens a pending session at the first item', async () => {
    const { client } = await signUpAndLogin(portal);
    const token = await tokenFor(client, paa.testDetailId, 2);
    expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    const res = await client.post('/api/delivery/launch', { token });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({
      mode: 2,
      preview: false,
      status: 1,
      navigationMode: 'nonlinear',
      position: 0,
      complete: true,
      current: { position: 0, final: false, flagged: false, response: {} },
    });
    expect(res.body.routeLength).toBe(res.body.items.length);
    expect(Date.parse(res.body.expiresOn) - Date.parse(res.body.startedOn)).toBe(13 * 24 * 3600_000);
    const again = await client.post('/api/delivery/launch', { token });
    expect(again.status).toBe(410);
    expect(again.body.message).toBe('This test link has expired or was already used. Start the test again from the test list.');
  });

  it('drops a deleted account’s unused tokens with the account, and keeps the spent ones', async () => {
    const student = await signUpAndLogin(portal);
    await launch(student.client, paa.testDetailId, 2);
    await tokenFor(student.client, paa.testDetailId, 1);
    const [account] = await sql<{ id: number }>(portal, 'select id from users where email = ?', [student.email]);
    const admin = await loginAs(portal, RoleId.ContentAdmin);
    expect((await admin.post('/api/deleteUser', { emailAddress: student.email })).body.result).toBe('success');
    expect(await sql(portal, 'select used_on is not null as used from launch_tokens where user_id = ?', [account!.id])).toEqual([{ used: true }]);
  });

  it('refuses an expired token, and one of another user', async () => {
    const { client } = await signUpAndLogin(portal);
    const token = await tokenFor(client, paa.testDetailId, 1);
    await sql(portal, "update launch_tokens set expires_on = now() - interval '1 second'");
    expect((await client.post('/api/delivery/launch', { token })).status).toBe(410);
    const mine = await tokenFor(client, paa.testDetailId, 1);
    const { client: other } = await signUpAndLogin(portal);
    expect((await other.post('/api/delivery/launch', { token: mine })).status).toBe(410);
    expect((await client.post('/api/delivery/launch', { token: mine })).status).toBe(200);
  });

  it('validates the launch request', async () => {
    const { client } = await signUpAndLogin(portal);
    expect((await client.post('/api/getTokenForData/test', { testDetailId: paa.testDetailId, mode: 3 })).status).toBe(400);
    expect((await client.post('/api/getTokenForData/test', { testDetailId: 999999, mode: 1 })).status).toBe(404);
    expect((await client.post('/api/getTokenForData/other', { testDetailId: paa.testDetailId, mode: 1 })).status).toBe(404);
    expect((await client.post('/api/delivery/launch', { token: 'short' })).status).toBe(400);
    expect((await portal.client().post('/api/getTokenForData/test', { testDetailId: paa.testDetailId, mode: 1 })).status).toBe(401);
  });

  it('resumes the one pending session of a test and mode, even from two launches at once', async () => {
    const { client } = await signUpAndLogin(portal);
    const [a, b] = await Promise.all([tokenFor(client, paa.testDetailId, 1), tokenFor(client, paa.testDetailId, 1)]);
    const [ra, rb] = await Promise.all([client.post('/api/delivery/launch', { token: a }), client.post('/api/delivery/launch', { token: b })]);
    expect([ra.status, rb.status]).toEqual([200, 200]);
    expect(ra.body.sessionId).toBe(rb.body.sessionId);
    const other = await launch(client, paa.testDetailId, 2);
    expect(other.sessionId).not.toBe(ra.body.sessionId);
    const rows = await sql(portal, 'select id from test_sessions where status = 1 and user_id = (select user_id from test_sessions where id = ?)', [
      ra.body.sessionId,
    ]);
    expect(rows).toHaveLength(2);
  });

  it('keeps a student on the version they started after a newer one is published', async () => {
    const { client } = await signUpAndLogin(portal);
    const started = await launch(client, paa.testDetailId, 2);
    // a newer version of the same test: another test detail of the alias, now the published one
    await sql(portal, 'update test_details set published_on = null where id = ?', [paa.testDetailId]);
    const [copy] = await sql<{ id: number }>(
      portal,
      `insert into test_details (content_package_id, category_id, test_alias, test_name, test_description, parent_test_alias, branching_profile_name, operational_test_length, qti_version, structure, media, published_on)
       select content_package_id, category_id, test_alias, test_name, test_description, parent_test_alias, branching_profile_name, operational_test_length, qti_version, structure, media, now() from test_details where id = ? returning id`,
      [paa.testDetailId],
    );
    try {
      const resumed = await launch(client, copy.id, 2);
      expect(resumed.sessionId).toBe(started.sessionId);
      const [row] = await sql<{ test_detail_id: number }>(portal, 'select test_detail_id from test_sessions where id = ?', [started.sessionId]);
      expect(row.test_detail_id).toBe(paa.testDetailId);
      // the old version still opens for the student who has it pending
      expect((await client.post('/api/getTokenForData/test', { testDetailId: paa.testDetailId, mode: 2 })).status).toBe(200);
    } finally {
      await sql(portal, 'delete from test_details where id = ?', [copy.id]);
      await sql(portal, 'update test_details set published_on = now() where id = ?', [paa.testDetailId]);
    }
  });

  it('starts a new session once the pending one has expired, and says when the old one expired', async () => {
    const { client } = await signUpAndLogin(portal);
    const old = await launch(client, paa.testDetailId, 1);
    await sql(portal, "update test_sessions set expires_on = '2026-01-02T03:04:00Z' where id = ?", [old.sessionId]);
    const state = await client.post('/api/delivery/state', { sessionId: old.sessionId });
    expect(state.status).toBe(410);
    expect(state.body.message).toBe('This test session expired on 2026-01-02 03:04 UTC and can no longer be resumed. Start the test again from the test list.');
    client.lang = 'ru';
    expect((await client.post('/api/delivery/state', { sessionId: old.sessionId })).body.message).toContain('2026-01-02 03:04 UTC');
    client.lang = 'en';
    const fresh = await launch(client, paa.testDetailId, 1);
    expect(fresh.sessionId).not.toBe(old.sessionId);
    const [row] = await sql<{ status: number }>(portal, 'select status from test_sessions where id = ?', [old.sessionId]);
    expect(row.status).toBe(3);
  });

  it('does not give a student an unpublished test', async () => {
    const { client } = await signUpAndLogin(portal);
    await sql(portal, 'update test_details set published_on = null where id = ?', [tests.paaElar.testDetailId]);
    try {
      expect((await client.post('/api/getTokenForData/test', { testDetailId: tests.paaElar.testDetailId, mode: 1 })).status).toBe(404);
    } finally {
      await sql(portal, 'update test_details set published_on = now() where id = ?', [tests.paaElar.testDetailId]);
    }
  });

  it('lets staff with the imports screens preview, never students', async () => {
    const student: TestClient = (await signUpAndLogin(portal)).client;
    expect((await student.post('/api/getTokenForData/preview', { testDetailId: paa.testDetailId, mode: 1 })).status).toBe(403);
    const reviewer = await loginAs(portal, RoleId.Reviewer);
    const a = await launch(reviewer, paa.testDetailId, 1, 'preview');
    const b = await launch(reviewer, paa.testDetailId, 1, 'preview');
    expect(a.preview).toBe(true);
    expect(b.sessionId).not.toBe(a.sessionId);
  });
});
