import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Client } from 'pg';
import { type ServeProcess, freePort, serve } from './cli-process';
import { answerOf } from './delivery-helpers';
import { STRONG_PASSWORD, TestClient, type TestPortal, uniqueEmail } from './harness';

/**
 * The API process is killed in the middle of a test and started again on the same database: every
 * answer the player was told was saved is there, and the student resumes where they were. Without
 * DATABASE_URL this runs on the embedded database in DATA_DIR, which persists to disk.
 */
describe('delivery: the API process killed mid-test', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'portal-kill-'));
  const env: Record<string, string> = {};
  let dropDatabase: (() => Promise<void>) | undefined;
  let portal: ServeProcess | undefined;

  beforeAll(async () => {
    const port = await freePort();
    Object.assign(env, {
      NODE_ENV: 'test',
      PORT: String(port),
      APP_URL: `http://127.0.0.1:${port}`,
      DATA_DIR: dataDir,
      // the same secret after the restart, so the student's session cookie stays valid
      SESSION_SECRET: randomBytes(32).toString('hex'),
      SAMPLE_CONTENT: 'true',
    });
    if (process.env.DATABASE_URL) {
      const admin = process.env.DATABASE_URL;
      const name = `portal_kill_${randomBytes(4).toString('hex')}`;
      const pg = new Client({ connectionString: admin });
      await pg.connect();
      await pg.query(`create database "${name}"`);
      await pg.end();
      const url = new URL(admin);
      url.pathname = `/${name}`;
      env.DATABASE_URL = url.toString();
      dropDatabase = async () => {
        const c = new Client({ connectionString: admin });
        await c.connect();
        await c.query(`drop database if exists "${name}" with (force)`);
        await c.end();
      };
    }
  });

  afterAll(async () => {
    await portal?.stop();
    await dropDatabase?.();
    rmSync(dataDir, { recursive: true, force: true });
  });

  it('keeps every acknowledged answer and resumes at the same item', async () => {
    portal = await serve(env, dataDir, 300_000);
    const client = new TestClient(env.APP_URL as unknown as TestPortal['server']);
    const email = uniqueEmail('killed');
    const signup = await client.post('/api/signup', {
      firstName: 'Kim',
      lastName: 'Reyes',
      email,
      password: STRONG_PASSWORD,
      confirmpassword: STRONG_PASSWORD,
    });
    expect(signup.body?.data?.result).toBe('SUCCESS');
    expect((await client.login(email, STRONG_PASSWORD)).body.result).toBe('SUCCESS');
    const tests = (await client.post('/api/getAllTests', { categoryId: 5 })).body.testData as { testDetailId: number; testName: string }[];
    const test = tests.find((t) => /math/i.test(t.testName))!;
    const { token } = (await client.post(`/api/getTokenForData/test`, { testDetailId: test.testDetailId, mode: 2 })).body;
    const state = (await client.post('/api/delivery/launch', { token })).body;
    const sessionId = state.sessionId;

    const acknowledged = new Map<number, { uin: string; response: Record<string, string> }>();
    for (const entry of state.items.slice(0, 5)) {
      const item = (await client.post('/api/delivery/item', { sessionId, position: entry.position })).body;
      const choice = JSON.stringify(item.item.body).includes('"choice"');
      const response = { RESPONSE: choice ? 'A' : '12' };
      const res = await client.post('/api/delivery/answer', answerOf(sessionId, entry.position, item.uin, response));
      if (res.body.saved) acknowledged.set(entry.position, { uin: item.uin, response });
    }
    expect(acknowledged.size).toBe(5);
    await client.post('/api/delivery/flag', { sessionId, position: 2, flagged: true });
    const here = (await client.post('/api/delivery/item', { sessionId, position: 3 })).body;
    const before = (await client.post('/api/delivery/state', { sessionId })).body;

    // answers still on their way when the process dies may or may not land; nothing acknowledged may be lost
    const inFlight = client.post('/api/delivery/answer', answerOf(sessionId, 4, acknowledged.get(4)!.uin, acknowledged.get(4)!.response)).then(
      () => undefined,
      () => undefined,
    );
    await portal.kill();
    await inFlight;

    portal = await serve(env, dataDir, 300_000);
    const again = (await client.post(`/api/getTokenForData/test`, { testDetailId: test.testDetailId, mode: 2 })).body;
    const resumed = (await client.post('/api/delivery/launch', { token: again.token })).body;
    expect(resumed.sessionId).toBe(sessionId);
    expect(resumed.position).toBe(3);
    expect(resumed.current.uin).toBe(here.uin);
    expect(resumed.items).toEqual(before.items);
    for (const [position, { uin, response }] of acknowledged) {
      const item = (await client.post('/api/delivery/item', { sessionId, position })).body;
      expect([position, item.uin, item.response]).toEqual([position, uin, response]);
    }
  }, 600_000);
});
