import { randomBytes } from 'node:crypto';
import { request as httpRequest } from 'node:http';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { call, exitCode } from './ops-process';
import { dropQueueKeys } from './queue-keys';
import { PortalProcess, type Store, freePort, pgliteStore, postgresStore, processEnv, sleep } from './portal-process';

/**
 * A real portal process (the build, when it is up to date) stopped with SIGTERM, as a supervisor
 * or an orchestrator stops it: the load balancer must see it leave before it stops answering.
 */

const ADMIN = { email: 'drain.admin@example.org', password: 'Drain.Admin.2026' };
const GRACE_SECONDS = 1.5;
const TIMEOUT_MS = 180_000;

describe('a portal process stopped with SIGTERM', () => {
  const suffix = randomBytes(4).toString('hex');
  const work = mkdtempSync(join(tmpdir(), 'portal-drain-'));
  const stores: Store[] = [];
  const processes: PortalProcess[] = [];

  afterAll(async () => {
    for (const p of processes) await p.kill('SIGKILL');
    for (const s of stores) await s.drop();
    if (process.env.REDIS_URL) await dropQueueKeys(`drain-${suffix}`);
    rmSync(work, { recursive: true, force: true });
  });

  async function start(
    name: string,
    command: 'serve' | 'worker',
    extra: NodeJS.ProcessEnv,
    store?: Store,
  ): Promise<{ portal: PortalProcess; port: number; store: Store }> {
    const dataDir = join(work, name);
    const database = process.env.DATABASE_URL;
    store ??= database ? await postgresStore(database, `portal_drain_${name}_${suffix}`) : pgliteStore(dataDir);
    stores.push(store);
    const port = await freePort();
    const env = processEnv({ store, dataDir, port, admin: ADMIN, extra: { SESSION_SECRET: randomBytes(32).toString('hex'), ...extra } });
    const portal = new PortalProcess(env, work, env.APP_URL!, command);
    processes.push(portal);
    await portal.ready();
    return { portal, port, store };
  }

  it(
    'answers ready 503 at once, keeps answering for the grace period, answers the call in flight, then exits 0',
    async () => {
      const { portal, port } = await start('api', 'serve', { DRAIN_SECONDS: String(GRACE_SECONDS) });
      expect((await call(port, 'GET', '/api/health/ready')).status).toBe(200);

      // a sign-in whose body is still arriving when the signal comes
      const body = Buffer.from(JSON.stringify({ email: ADMIN.email, password: ADMIN.password }));
      const inFlight = new Promise<{ status: number; text: string }>((resolve, reject) => {
        const req = httpRequest(
          {
            host: '127.0.0.1',
            port,
            method: 'POST',
            path: '/api/login',
            agent: false,
            headers: { 'content-type': 'application/json', 'content-length': String(body.length), 'x-login-time': '0' },
          },
          (res) => {
            let text = '';
            res.on('data', (c: Buffer) => (text += c.toString()));
            res.on('end', () => resolve({ status: res.statusCode!, text }));
          },
        );
        req.on('error', reject);
        req.write(body.subarray(0, 10));
        // the rest once the grace period is over and the server takes no new connection
        setTimeout(() => req.end(body.subarray(10)), 1000 * GRACE_SECONDS + 1500);
        setTimeout(() => portal.child.kill('SIGTERM'), 300);
      });
      const exited = exitCode(portal.child);
      await sleep(400);

      // the load balancer's probe sees the process leave while the grace period lasts
      const ready = await call(port, 'GET', '/api/health/ready');
      expect(ready.status).toBe(503);
      expect(JSON.parse(ready.body)).toMatchObject({ ready: false, draining: true });
      // calls still sent meanwhile are answered, each asked to reconnect elsewhere
      const version = await call(port, 'GET', '/api/getAppVersion');
      expect(version.status).toBe(200);
      expect(version.headers.connection).toBe('close');
      expect((await call(port, 'GET', '/api/health/live')).status).toBe(200);

      const answer = await inFlight;
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.text).result).toBe('SUCCESS');
      expect(await exited).toBe(0);
      expect(portal.log()).toContain(`SIGTERM: draining for ${GRACE_SECONDS} s`);
      expect(portal.log()).toContain('stopped');
      // once it has stopped, nothing answers on its port
      await expect(call(port, 'GET', '/api/health/live')).rejects.toThrow();
    },
    TIMEOUT_MS,
  );

  if (process.env.REDIS_URL)
    it(
      'stops a queue worker on SIGTERM: it takes no new job and exits 0; until then WORKER_PORT answers its health checks and nothing else',
      async () => {
        const { store } = await start('api-for-worker', 'serve', {
          REDIS_URL: process.env.REDIS_URL,
          QUEUE_PREFIX: `drain-${suffix}`,
          JOBS_IN_API: 'false',
          DRAIN_SECONDS: '0',
        });
        const workerPort = await freePort();
        const { portal: worker } = await start(
          'worker',
          'worker',
          { REDIS_URL: process.env.REDIS_URL, QUEUE_PREFIX: `drain-${suffix}`, WORKER_PORT: String(workerPort), DRAIN_SECONDS: '0' },
          store,
        );
        const ready = await call(workerPort, 'GET', '/api/health/ready');
        expect(ready.status).toBe(200);
        expect(JSON.parse(ready.body).checks).toContainEqual({ name: 'redis', ok: true });
        // the worker is no API process: its port answers the operators' calls only
        expect((await call(workerPort, 'GET', '/api/getAppVersion')).status).toBe(404);
        const exited = exitCode(worker.child);
        worker.child.kill('SIGTERM');
        expect(await exited).toBe(0);
        expect(worker.log()).toContain('stopped');
      },
      TIMEOUT_MS,
    );
});
