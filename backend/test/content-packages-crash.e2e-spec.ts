import { spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { TestClient } from './harness';
import { PortalProcess, type Store, freePort, pgliteStore, postgresStore, sleep, upload, waitForImport } from './portal-process';
import { dropQueueKeys } from './queue-keys';

/**
 * Issue 3: a process killed in the middle of an import. The portal runs as its own process (the
 * command line's `serve`), is killed with SIGKILL while the package is still importing, and is
 * started again on the same database and files. Without Redis the restart queues the cut-off
 * import again (resumeInterrupted); with Redis, BullMQ hands the job whose worker died to the new
 * worker once its lock has lapsed. Either way the result must equal an uninterrupted import of the
 * same zip. With DATABASE_URL the portal gets a fresh PostgreSQL database; without it, the embedded
 * database in a DATA_DIR of its own, which outlives the process.
 */

const ROOT = join(__dirname, '..', '..');
/** Large enough that the import lasts a few seconds, so the kill lands inside it. */
const ITEMS = 1000;
const ADMIN = { email: 'crash.admin@example.org', password: 'Crash.Admin.2026' };
/** Room for two start-ups, three imports and, with Redis, BullMQ's lock to lapse (10 s). */
const TIMEOUT_MS = 240_000;

interface Imported {
  status: number;
  testDetail: Record<string, unknown> | null;
  audit: number[];
  items: { uin: string; title: string; strandName: string; calculator: number }[];
}

/** What an import produced, as staff see it: the test, its audit trail and every item in order. */
async function importedAs(client: TestClient, cpId: number): Promise<Imported> {
  const data = (await client.post('/api/getCPData', { cpId })).body.cpUploadData;
  const items: Imported['items'] = [];
  for (let page = 1; ; page++) {
    const res = await client.post('/api/getCPItems', { cpId, page, pageSize: 250, sortField: 'position', sortOrder: 'asc' });
    items.push(...res.body.data.map((i: Imported['items'][number]) => ({ uin: i.uin, title: i.title, strandName: i.strandName, calculator: i.calculator })));
    if (items.length >= res.body.totalCount || res.body.data.length === 0) break;
  }
  const { testDetailId: _id, ...testDetail } = data.testDetail ?? {};
  return {
    status: data.cpData.cpStatusDetail.statusId,
    testDetail: data.testDetail ? testDetail : null,
    audit: data.cpAudit.map((a: { cpStatus: number }) => a.cpStatus),
    items,
  };
}

describe('an import cut off by a killed process', () => {
  const suffix = randomBytes(4).toString('hex');
  const work = mkdtempSync(join(tmpdir(), 'portal-crash-'));
  const dataDir = join(work, 'data');
  let store: Store;
  let zip: Buffer;
  let env: NodeJS.ProcessEnv;
  const processes: PortalProcess[] = [];

  beforeAll(async () => {
    const generated = spawnSync(
      process.execPath,
      [
        '--input-type=module',
        '-e',
        `const { writeBenchPackage } = await import(${JSON.stringify(join(ROOT, 'scripts', 'bench', 'import-package.mjs'))}); await writeBenchPackage(process.argv[1], Number(process.argv[2]));`,
        join(work, 'large.zip'),
        String(ITEMS),
      ],
      { cwd: ROOT, encoding: 'utf8' },
    );
    if (generated.status !== 0) throw new Error(`could not generate the package: ${generated.stderr}`);
    zip = readFileSync(join(work, 'large.zip'));
    store = process.env.DATABASE_URL ? await postgresStore(process.env.DATABASE_URL, `portal_crash_${suffix}`) : pgliteStore(dataDir);
    // Only what the portal needs: the caller's DATABASE_URL or REDIS_URL must not leak in unchanged.
    env = {
      PATH: process.env.PATH ?? '',
      ...store.env,
      NODE_ENV: 'test',
      DATA_DIR: dataDir,
      SAMPLE_CONTENT: 'false',
      BOOTSTRAP_ADMIN_EMAIL: ADMIN.email,
      BOOTSTRAP_ADMIN_PASSWORD: ADMIN.password,
      ...(process.env.REDIS_URL ? { REDIS_URL: process.env.REDIS_URL, QUEUE_PREFIX: `crash-${suffix}` } : {}),
    };
  }, TIMEOUT_MS);

  afterAll(async () => {
    for (const p of processes) await p.kill('SIGTERM');
    await store?.drop();
    await dropQueueKeys(`crash-${suffix}`);
    rmSync(work, { recursive: true, force: true });
  });

  async function start(): Promise<PortalProcess> {
    const port = await freePort();
    // A working directory of its own, so nothing the process might write lands in the repository.
    const portal = new PortalProcess({ ...env, PORT: String(port), APP_URL: `http://127.0.0.1:${port}` }, work, `http://127.0.0.1:${port}`);
    processes.push(portal);
    await portal.ready();
    return portal;
  }

  it(
    'leaves the package importing, showing none of it, then finishes it on the next start exactly as an uninterrupted import',
    async () => {
      const first = await start();
      let admin = await first.login(ADMIN.email, ADMIN.password);

      // The same zip imported without interruption, to compare with; its duration sets when to kill.
      const started = Date.now();
      const reference = await upload(admin, zip, 'large.zip', 'Large package');
      expect(reference.body).toMatchObject({ status: 'SUCCESS' });
      expect(await waitForImport(admin, reference.body.cpId, TIMEOUT_MS)).toBe(4);
      const duration = Date.now() - started;

      const cut = await upload(admin, zip, 'large.zip', 'Large package');
      expect(cut.body).toMatchObject({ status: 'SUCCESS' });
      const cpId: number = cut.body.cpId;
      if (store.writing) {
        // Killed inside the write: some chunks of rows committed, one perhaps under way.
        const until = Date.now() + duration * 3;
        let writing = false;
        while (!(writing = await store.writing()) && Date.now() < until) await sleep(10);
        expect(writing).toBe(true);
      } else {
        // PGlite can be opened here only once the portal is dead, so there is no write phase to see
        // from outside; a quarter of the first import's time is well inside this one.
        await sleep(duration / 4);
      }
      await first.kill('SIGKILL');

      const left = await store.inspect(async (query) => ({
        status: (await query<{ status_id: number }>('select status_id from content_packages where id = $1', [cpId]))[0]?.status_id,
        tests: await query('select id from test_details where content_package_id = $1', [cpId]),
        audit: (await query<{ n: number }>('select count(*)::int as n from content_package_audit where content_package_id = $1', [cpId]))[0].n,
      }));
      if (left.status !== 1) throw new Error(`the import ended before the kill (status ${left.status}); it needs more items than ${ITEMS}`);
      // The cut-off import's committed chunks stay at status 1, where no reader shows them, until
      // the next start clears them: at most its one test, and only the upload's audit row.
      expect({ status: left.status, audit: left.audit }).toEqual({ status: 1, audit: 1 });
      expect(left.tests.length).toBeLessThanOrEqual(1);

      const second = await start();
      admin = await second.login(ADMIN.email, ADMIN.password);
      expect(await waitForImport(admin, cpId, TIMEOUT_MS)).toBe(4);
      const resumed = await importedAs(admin, cpId);
      const original = await importedAs(admin, reference.body.cpId);
      expect(resumed.items).toHaveLength(ITEMS);
      expect(resumed.audit).toEqual([1, 4]);
      expect(resumed).toEqual(original);
      await second.kill('SIGTERM');
      // Ran once: exactly the two packages' items, however many times the job was started.
      expect(await store.inspect(async (query) => (await query<{ n: number }>('select count(*)::int as n from item_details'))[0].n)).toBe(2 * ITEMS);
    },
    TIMEOUT_MS,
  );
});
