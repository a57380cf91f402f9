import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { Client } from 'pg';
import request from 'supertest';
import { DrainState } from '../src/health/drain-state';
import { startPortal, type TestPortal } from './harness';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** What a load balancer sends: no cookie, no login time. */
const probe = (portal: TestPortal, path: string) => request(portal.server).get(path);

describe('health checks for a load balancer', () => {
  let portal: TestPortal;

  beforeAll(async () => {
    portal = await startPortal();
  });
  afterAll(() => portal.close());

  it('answers live with 200 while the process runs, never kept by a cache, with the request id', async () => {
    const res = await probe(portal, '/api/health/live');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['x-request-id']).toMatch(UUID);
  });

  it('answers ready with 200 naming each dependency it checked: the database, Redis when configured, the files', async () => {
    const res = await probe(portal, '/api/health/ready');
    expect(res.status).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const names = ['database', ...(process.env.REDIS_URL ? ['redis'] : []), 'storage'];
    expect(res.body).toEqual({ ready: true, draining: false, message: 'ready', checks: names.map((name) => ({ name, ok: true })) });
  });

  it('is never rate-limited: a burst of probes is answered 200 every time', async () => {
    const statuses = await Promise.all(Array.from({ length: 50 }, () => probe(portal, '/api/health/ready').then((r) => r.status)));
    expect(new Set(statuses)).toEqual(new Set([200]));
  });

  it("gives every answer an id of its own, ignoring a caller's x-request-id when no proxy is trusted", async () => {
    const a = await probe(portal, '/api/health/live').set('x-request-id', 'chosen-by-the-client');
    const b = await probe(portal, '/api/health/live');
    expect(a.headers['x-request-id']).toMatch(UUID);
    expect(a.headers['x-request-id']).not.toBe(b.headers['x-request-id']);
  });

  it('does not serve metrics unless METRICS_TOKEN is configured', async () => {
    expect((await probe(portal, '/api/metrics')).status).toBe(404);
  });

  it('answers ready 503 naming the storage while the file folder cannot be used, and 200 again once it can', async () => {
    const dir = portal.config.storageDir;
    rmSync(dir, { recursive: true, force: true });
    writeFileSync(dir, 'not a folder');
    try {
      const res = await probe(portal, '/api/health/ready');
      expect(res.status).toBe(503);
      expect(res.body).toMatchObject({ ready: false, draining: false, message: 'unreachable: storage' });
      expect(res.body.checks).toContainEqual({ name: 'storage', ok: false });
      expect(res.body.checks).toContainEqual({ name: 'database', ok: true });
    } finally {
      rmSync(dir, { force: true });
      mkdirSync(dir, { recursive: true });
    }
    expect((await probe(portal, '/api/health/ready')).status).toBe(200);
  });

  it('answers ready 503 while the process drains, still answering calls but asking callers to reconnect', async () => {
    portal.app.get(DrainState).start();
    const ready = await probe(portal, '/api/health/ready');
    expect(ready.status).toBe(503);
    expect(ready.body).toEqual({ ready: false, draining: true, checks: [], message: 'draining' });
    const version = await probe(portal, '/api/getAppVersion');
    expect(version.status).toBe(200);
    expect(version.headers.connection).toBe('close');
    expect((await probe(portal, '/api/health/live')).status).toBe(200);
  });
});

describe('readiness when the database does not answer', () => {
  let portal: TestPortal;

  beforeAll(async () => {
    portal = await startPortal();
  });
  afterAll(() => portal.close().catch(() => undefined));

  /** Refuses every connection to the portal's PostgreSQL database and ends the open ones, or closes the embedded one. */
  async function cutDatabase(): Promise<(() => Promise<void>) | undefined> {
    if (!portal.config.databaseUrl) {
      const options = portal.orm.config.get('driverOptions') as { connection: { pglite: () => { close(): Promise<void> } } };
      await options.connection.pglite().close();
      return undefined;
    }
    const name = new URL(portal.config.databaseUrl).pathname.slice(1);
    const admin = new Client({ connectionString: process.env.DATABASE_URL });
    await admin.connect();
    await admin.query(`alter database "${name}" allow_connections false`);
    await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [name]);
    return async () => {
      await admin.query(`alter database "${name}" allow_connections true`);
      await admin.end();
    };
  }

  it('answers 503 naming the database, and on PostgreSQL 200 again once it answers', async () => {
    expect((await probe(portal, '/api/health/ready')).status).toBe(200);
    const restore = await cutDatabase();
    const res = await probe(portal, '/api/health/ready');
    expect(res.status).toBe(503);
    expect(res.body).toMatchObject({ ready: false, draining: false, message: 'unreachable: database' });
    expect(res.body.checks).toContainEqual({ name: 'database', ok: false });
    expect((await probe(portal, '/api/health/live')).status).toBe(200);
    if (!restore) return;
    await restore();
    for (let i = 0; i < 50 && (await probe(portal, '/api/health/ready')).status !== 200; i++) await new Promise((r) => setTimeout(r, 100));
    expect((await probe(portal, '/api/health/ready')).status).toBe(200);
  });
});
