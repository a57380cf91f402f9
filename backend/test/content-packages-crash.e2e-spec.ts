import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { Client } from 'pg';
import { TestClient } from './harness';

/**
 * Issue 3: a process killed in the middle of an import. The portal runs as its own process (the
 * command line's `serve`), is killed with SIGKILL while the package is still importing, and is
 * started again on the same database and files. Without Redis the restart queues the cut-off
 * import again (resumeInterrupted); with Redis, BullMQ hands the job whose worker died to the new
 * worker once its lock has lapsed. Either way the result must equal an uninterrupted import of the
 * same zip. With DATABASE_URL the portal gets a fresh PostgreSQL database; without it, the embedded
 * database in a DATA_DIR of its own, which outlives the process.
 */

const BACKEND = join(__dirname, '..');
const ROOT = join(BACKEND, '..');
/** Large enough that the import lasts a few seconds, so the kill lands inside it. */
const ITEMS = 1000;
const ADMIN = { email: 'crash.admin@example.org', password: 'Crash.Admin.2026' };
/** Room for two start-ups, three imports and, with Redis, BullMQ's lock to lapse (30 s). */
const TIMEOUT_MS = 240_000;

function newestSource(dir: string): number {
  return Math.max(0, ...readdirSync(dir, { withFileTypes: true }).map((e) => (e.isDirectory() ? newestSource(join(dir, e.name)) : statSync(join(dir, e.name)).mtimeMs)));
}

/** The built CLI when it is up to date with the sources, else the sources themselves through swc. */
function cliCommand(): string[] {
  const built = join(BACKEND, 'dist', 'cli.js');
  if (existsSync(built) && statSync(built).mtimeMs >= newestSource(join(BACKEND, 'src'))) return [built];
  return ['-r', join(__dirname, 'swc-register.js'), join(BACKEND, 'src', 'cli.ts')];
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

/** One portal process; its output is kept to explain a failure. */
class PortalProcess {
  private output = '';
  private ended = false;
  private readonly exited: Promise<number | null>;
  readonly child: ChildProcess;

  constructor(
    env: NodeJS.ProcessEnv,
    cwd: string,
    readonly url: string,
  ) {
    this.child = spawn(process.execPath, [...cliCommand(), 'serve', '--api-only'], { cwd, env, stdio: ['ignore', 'pipe', 'pipe'] });
    const keep = (chunk: Buffer) => {
      this.output = (this.output + chunk.toString()).slice(-20_000);
    };
    this.child.stdout!.on('data', keep);
    this.child.stderr!.on('data', keep);
    this.exited = new Promise((resolve) => {
      this.child.once('exit', (code) => {
        this.ended = true;
        resolve(code);
      });
      this.child.once('error', (error) => {
        keep(Buffer.from(String(error)));
        this.ended = true;
        resolve(null);
      });
    });
  }

  async ready(): Promise<void> {
    for (let i = 0; i < 1200; i++) {
      if (this.ended) throw new Error(`the portal exited while starting:\n${this.output}`);
      if (this.output.includes('portal ready at')) return;
      await sleep(100);
    }
    throw new Error(`the portal did not start:\n${this.output}`);
  }

  async kill(signal: NodeJS.Signals): Promise<void> {
    if (!this.ended) this.child.kill(signal);
    await this.exited;
  }

  log(): string {
    return this.output;
  }

  async login(): Promise<TestClient> {
    // supertest takes the address of a running server as well as a server object
    const client = new TestClient(this.url as unknown as ConstructorParameters<typeof TestClient>[0]);
    const res = await client.login(ADMIN.email, ADMIN.password);
    if (res.body.result !== 'SUCCESS') throw new Error(`login failed: ${JSON.stringify(res.body)}`);
    return client;
  }
}

type Query = <T>(sql: string, params?: unknown[]) => Promise<T[]>;

/** The database the processes share, and a way to look into it while no portal holds it. */
interface Store {
  env: NodeJS.ProcessEnv;
  /** runs `look` with a query function on the database, while no portal process holds PGlite's */
  inspect<T>(look: (query: Query) => Promise<T>): Promise<T>;
  /** a backend of the portal is inside the import's write transaction (PostgreSQL only) */
  writing?(): Promise<boolean>;
  drop(): Promise<void>;
}

async function postgresStore(adminUrl: string, suffix: string): Promise<Store> {
  const name = `portal_crash_${suffix}`;
  const admin = async <T>(run: (c: Client) => Promise<T>): Promise<T> => {
    const c = new Client({ connectionString: adminUrl });
    await c.connect();
    try {
      return await run(c);
    } finally {
      await c.end();
    }
  };
  await admin((c) => c.query(`create database "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = new Client({ connectionString: url.toString() });
  await db.connect();
  return {
    env: { DATABASE_URL: url.toString() },
    inspect: (look) => look(async <T>(sql: string, params: unknown[] = []) => (await db.query(sql, params)).rows as T[]),
    writing: async () => {
      const { rows } = await db.query(
        "select 1 from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid() and xact_start is not null and query ilike '%item_details%' limit 1",
      );
      return rows.length > 0;
    },
    drop: async () => {
      await db.end();
      await admin((c) => c.query(`drop database if exists "${name}" with (force)`));
    },
  };
}

/** The embedded database lives in DATA_DIR/pglite; it can be opened here only while no portal runs. */
function pgliteStore(dataDir: string): Store {
  return {
    env: {},
    inspect: async (look) => {
      const db = new PGlite(join(dataDir, 'pglite'));
      try {
        return await look(async <T>(sql: string, params: unknown[] = []) => (await db.query<T>(sql, params)).rows);
      } finally {
        await db.close();
      }
    },
    drop: async () => {},
  };
}

interface Imported {
  status: number;
  testDetail: Record<string, unknown> | null;
  audit: number[];
  items: { uin: string; title: string; strandName: string; calculator: number }[];
}

async function statusOf(client: TestClient, cpId: number): Promise<number> {
  const res = await client.post('/api/getCPData', { cpId });
  if (res.status !== 200) throw new Error(`getCPData ${cpId}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body.cpUploadData.cpData.cpStatusDetail.statusId;
}

async function waitForImport(client: TestClient, cpId: number, timeoutMs: number): Promise<number> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const status = await statusOf(client, cpId);
    if (status !== 1 || Date.now() > until) return status;
    await sleep(200);
  }
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
  return { status: data.cpData.cpStatusDetail.statusId, testDetail: data.testDetail ? testDetail : null, audit: data.cpAudit.map((a: { cpStatus: number }) => a.cpStatus), items };
}

function upload(client: TestClient, zip: Buffer, fileDesc: string) {
  return client.agent.post('/api/upload').set('X-Login-Time', client.loginTime).field('fileDesc', fileDesc).field('testVersion', '4').attach('File', zip, 'large.zip');
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
      ['--input-type=module', '-e', `const { writeBenchPackage } = await import(${JSON.stringify(join(ROOT, 'scripts', 'bench', 'import-package.mjs'))}); await writeBenchPackage(process.argv[1], Number(process.argv[2]));`, join(work, 'large.zip'), String(ITEMS)],
      { cwd: ROOT, encoding: 'utf8' },
    );
    if (generated.status !== 0) throw new Error(`could not generate the package: ${generated.stderr}`);
    zip = readFileSync(join(work, 'large.zip'));
    store = process.env.DATABASE_URL ? await postgresStore(process.env.DATABASE_URL, suffix) : pgliteStore(dataDir);
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
    'writes nothing of the package, then finishes it on the next start exactly as an uninterrupted import',
    async () => {
      const first = await start();
      let admin = await first.login();

      // The same zip imported without interruption, to compare with; its duration sets when to kill.
      const started = Date.now();
      const reference = await upload(admin, zip, 'Large package');
      expect(reference.body).toMatchObject({ status: 'SUCCESS' });
      expect(await waitForImport(admin, reference.body.cpId, TIMEOUT_MS)).toBe(4);
      const duration = Date.now() - started;

      const cut = await upload(admin, zip, 'Large package');
      expect(cut.body).toMatchObject({ status: 'SUCCESS' });
      const cpId: number = cut.body.cpId;
      if (store.writing) {
        // Killed inside the write transaction: some rows are inserted but none committed.
        const until = Date.now() + duration * 3;
        let writing = false;
        while (!(writing = await store.writing()) && Date.now() < until) await sleep(10);
        expect(writing).toBe(true);
      } else {
        // PGlite keeps a transaction's writes in memory until it commits, so there is no write
        // phase to see from outside; a quarter of the first import's time is well inside this one.
        await sleep(duration / 4);
      }
      await first.kill('SIGKILL');

      const left = await store.inspect(async (query) => ({
        status: (await query<{ status_id: number }>('select status_id from content_packages where id = $1', [cpId]))[0]?.status_id,
        tests: await query('select id from test_details where content_package_id = $1', [cpId]),
        items: (await query<{ n: number }>('select count(*)::int as n from item_details'))[0].n,
        audit: (await query<{ n: number }>('select count(*)::int as n from content_package_audit where content_package_id = $1', [cpId]))[0].n,
      }));
      if (left.status !== 1) throw new Error(`the import ended before the kill (status ${left.status}); it needs more items than ${ITEMS}`);
      // Nothing of the cut-off import: no test, no items beyond the reference's, only the upload's audit row.
      expect(left).toEqual({ status: 1, tests: [], items: ITEMS, audit: 1 });

      const second = await start();
      admin = await second.login();
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
