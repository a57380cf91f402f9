import { randomBytes, randomInt } from 'node:crypto';
import { existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { mulberry32 } from '../src/qti/prng';
import type { TestClient } from './harness';
import { buildPackage, type Contents } from './kill-package';
import { dropQueueKeys } from './queue-keys';
import {
  PortalProcess,
  type Query,
  type Store,
  freePort,
  pgliteStore,
  postgresStore,
  processEnv,
  sleep,
  statusOf,
  upload,
  waitForImport,
} from './portal-process';

/**
 * Kill -9 at random points of imports, ten times for each way jobs run: the API with inline jobs
 * (killed and started again), and a queue worker beside an API that consumes nothing (the worker
 * killed and started again). Afterwards every package must have ended at 2 or 4 within a bound,
 * each imported test exactly once, and a failed package keep nothing but its zip. The points are
 * fractions of an uninterrupted import's duration drawn from a seeded generator: IMPORT_KILL_SEED
 * repeats the points of a failed run, whose message names its seed.
 */

const ADMIN = { email: 'kill.admin@example.org', password: 'Kill.Admin.2026' };
const KILLS = 10;
/** Kills that missed every import are drawn again, up to this many rounds in all. */
const MAX_ROUNDS = 25;
/** Every package left at 1 must end within this once nothing kills its process any more. */
const SETTLE_MS = 120_000;
const TIMEOUT_MS = 360_000;
/** Packages kept at status 1 while a worker is killed. */
const IN_FLIGHT = 3;
const SEED = Number(process.env.IMPORT_KILL_SEED ?? randomInt(2 ** 31));

/** The same seed gives the same kill points. */
const seeded = mulberry32;

/** Runs a scenario with its generator; a failure names the seed and what was done before it. */
async function reproducible(body: (random: () => number, note: (line: string) => void) => Promise<void>): Promise<void> {
  const notes: string[] = [];
  try {
    await body(seeded(SEED), (line) => notes.push(line));
  } catch (error) {
    const head = `IMPORT_KILL_SEED=${SEED} repeats these kill points:\n${notes.join('\n')}\n\n`;
    if (error instanceof Error) {
      error.message = head + error.message;
      error.stack = head + error.stack;
    }
    throw error;
  }
}

/** Sizes differ from package to package, so a test's rows can only be counted against its own. */
const sizeOf = (n: number) => ({ items: 600 + 100 * (n % 4), figures: 20 });

interface Row {
  id: number;
  file_name: string;
  status_id: number;
  import_attempts: number;
  storage_key: string;
  process_log: { file: string; code: string }[] | null;
}

const packagesIn = (query: Query) => query<Row>('select id, file_name, status_id, import_attempts, storage_key, process_log from content_packages order by id');

function filesUnder(dir: string): string[] {
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((e) => e.isFile())
    .map((e) => relative(dir, join(e.parentPath, e.name)))
    .sort();
}

/** Packages at 1 whose import was started (counted) since `before`: the kill landed inside them. */
function cutOff(before: Row[], after: Row[]): Row[] {
  const started = new Map(before.map((r) => [r.id, r.import_attempts]));
  return after.filter((r) => r.status_id === 1 && r.import_attempts > (started.get(r.id) ?? 0));
}

/** Resolves with `look`'s first truthy answer, polled; fails naming `what` after `timeoutMs`. */
async function poll<T>(look: () => Promise<T | undefined | false>, timeoutMs: number, what: string): Promise<T> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    const found = await look();
    if (found) return found;
    if (Date.now() > until) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await sleep(50);
  }
}

/**
 * Every way the promise can be broken, one line each: a package still at 1, a test written twice
 * or with rows of another, an audit trail with a status twice, a failure without its log, files
 * left beside a failed package's zip or missing beside an imported one's.
 */
async function brokenPromises(store: Store, storageDir: string, uploaded: Map<string, Contents>, note: (line: string) => void): Promise<string[]> {
  return store.inspect(async (query) => {
    const problems: string[] = [];
    const rows = await packagesIn(query);
    note(`ended: ${rows.map((r) => `${r.file_name} at ${r.status_id} after ${r.import_attempts} starts`).join(', ')}`);
    const tests = await query<{ content_package_id: number; items: number }>(
      'select t.content_package_id, (select count(*)::int from item_details i where i.test_detail_id = t.id) as items from test_details t',
    );
    const audit = await query<{ content_package_id: number; statuses: number[] }>(
      'select content_package_id, array_agg(cp_status order by id) as statuses from content_package_audit group by content_package_id',
    );
    const allItems = (await query<{ n: number }>('select count(*)::int as n from item_details'))[0].n;
    let expectedItems = 0;
    for (const row of rows) {
      const contents = uploaded.get(row.file_name)!;
      const own = tests.filter((t) => t.content_package_id === row.id);
      const trail = audit.find((a) => a.content_package_id === row.id)?.statuses ?? [];
      const files = filesUnder(join(storageDir, row.storage_key));
      const name = `${row.file_name} (package ${row.id}, ${row.import_attempts} starts)`;
      if (row.status_id === 4) {
        expectedItems += contents.items;
        if (own.length !== 1 || own[0].items !== contents.items)
          problems.push(`${name}: at 4 with tests of ${JSON.stringify(own.map((t) => t.items))} items, expected one of ${contents.items}`);
        const expected = [...contents.media.map((m) => `media/${m}`), 'package.zip'].sort();
        if (JSON.stringify(files) !== JSON.stringify(expected))
          problems.push(`${name}: at 4 with files ${JSON.stringify(files)}, expected the zip and its ${contents.media.length} figures`);
      } else if (row.status_id === 2) {
        if (own.length) problems.push(`${name}: at 2 with ${own.length} test(s)`);
        if (!row.process_log?.length || row.process_log.some((issue) => issue.file !== row.file_name))
          problems.push(`${name}: at 2 with the process log ${JSON.stringify(row.process_log)}`);
        if (JSON.stringify(files) !== '["package.zip"]') problems.push(`${name}: at 2 with files ${JSON.stringify(files)}, expected only package.zip`);
      } else {
        problems.push(`${name}: still at status ${row.status_id}`);
      }
      if (JSON.stringify(trail) !== JSON.stringify([1, row.status_id])) problems.push(`${name}: audit trail ${JSON.stringify(trail)}`);
    }
    if (allItems !== expectedItems) problems.push(`${allItems} item rows in all, expected ${expectedItems} for the imported packages`);
    return problems;
  });
}

describe('imports under kill -9', () => {
  const suffix = randomBytes(4).toString('hex');
  const work = mkdtempSync(join(tmpdir(), 'portal-kill-'));
  const processes: PortalProcess[] = [];
  const stores: Store[] = [];
  const prefixes: string[] = [];

  afterAll(async () => {
    for (const p of processes) await p.kill('SIGKILL');
    for (const s of stores) await s.drop();
    for (const prefix of prefixes) await dropQueueKeys(prefix);
    rmSync(work, { recursive: true, force: true });
  });

  /** A scenario's database, files and environment; only what the portal needs leaks in. */
  async function scenario(name: string, withQueues: boolean) {
    const dataDir = join(work, name);
    const database = process.env.DATABASE_URL;
    const store = database ? await postgresStore(database, `portal_kill_${name}_${suffix}`) : pgliteStore(dataDir);
    stores.push(store);
    const prefix = `kill-${name}-${suffix}`;
    if (withQueues) prefixes.push(prefix);
    const port = await freePort();
    // the same secret after each start, so the admin's session outlives the kills
    const env = processEnv({
      store,
      dataDir,
      port,
      admin: ADMIN,
      queuePrefix: withQueues ? prefix : undefined,
      extra: { SESSION_SECRET: randomBytes(32).toString('hex') },
    });
    const uploaded = new Map<string, Contents>();
    const start = async (command: 'serve' | 'worker') => {
      // A working directory of its own, so nothing the process might write lands in the repository.
      const p = new PortalProcess(env, work, env.APP_URL!, command);
      processes.push(p);
      await p.ready();
      return p;
    };
    const send = async (client: TestClient): Promise<number> => {
      const n = uploaded.size + 1;
      const { zip, contents } = await buildPackage(sizeOf(n));
      const fileName = `kill-${n}.zip`;
      const res = await upload(client, zip, fileName, `Kill test ${n}`);
      if (res.body.status !== 'SUCCESS') throw new Error(`upload ${fileName}: ${JSON.stringify(res.body)}`);
      uploaded.set(fileName, contents);
      return res.body.cpId;
    };
    return { store, uploaded, start, send, storageDir: join(dataDir, 'files') };
  }

  it(
    `the API with inline jobs, killed ${KILLS} times inside imports and started again: every import ends at 2 or 4, once`,
    () =>
      reproducible(async (random, note) => {
        const { store, uploaded, start, send, storageDir } = await scenario('api', false);
        let api = await start('serve');
        const admin = await api.login(ADMIN.email, ADMIN.password);
        // An uninterrupted import first: the kill points are fractions of its duration.
        const began = Date.now();
        const reference = await send(admin);
        expect(await waitForImport(admin, reference, SETTLE_MS)).toBe(4);
        const duration = Date.now() - began;
        note(`an uninterrupted import took ${duration} ms`);
        let estimate = duration;

        // Only the reference so far, imported; PGlite can be opened here only once the API is dead.
        let before: Row[] = [];
        let kills = 0;
        for (let round = 1; kills < KILLS && round <= MAX_ROUNDS; round++) {
          // A package more in each round, so that some are still young when the others give up.
          await send(admin);
          const point = random();
          const span = estimate;
          await sleep(point * span);
          await api.kill('SIGKILL');
          const after = await store.inspect(packagesIn);
          const cut = cutOff(before, after);
          if (cut.length) kills += 1;
          // The reference may have run while the machine was busier than now: a kill that came after
          // the imports had ended shortens the span the next points are drawn from.
          else estimate = Math.max(100, estimate * 0.6);
          note(`round ${round}: killed at ${point.toFixed(3)} of ${span} ms, inside the imports of ${cut.map((r) => r.file_name).join(', ') || 'none'}`);
          before = after;
          api = await start('serve');
        }
        expect(kills).toBe(KILLS);

        // The last start resumes what is left; the API answers while it imports.
        const until = Date.now() + SETTLE_MS;
        const ids = before.map((r) => r.id);
        for (const id of ids) await waitForImport(admin, id, Math.max(0, until - Date.now()));
        const left = [];
        for (const id of ids) if ((await statusOf(admin, id)) === 1) left.push(id);
        note(`at 1 when the wait after the last start ended: ${JSON.stringify(left)}`);
        await api.kill('SIGTERM');
        expect(await brokenPromises(store, storageDir, uploaded, note)).toEqual([]);
      }),
    TIMEOUT_MS,
  );

  // BullMQ needs Redis, and a worker beside the API needs a database both can reach.
  if (process.env.DATABASE_URL && process.env.REDIS_URL) {
    it(
      `a queue worker beside the API, killed ${KILLS} times inside imports and started again: every import ends at 2 or 4, once`,
      () =>
        reproducible(async (random, note) => {
          const { store, uploaded, start, send, storageDir } = await scenario('worker', true);
          const rows = () => store.inspect(packagesIn);
          const api = await start('serve');
          const admin = await api.login(ADMIN.email, ADMIN.password);
          let worker = await start('worker');
          // An uninterrupted import first, from its start to its end: the kill points are fractions of it.
          const reference = await send(admin);
          await poll(async () => (await rows()).find((r) => r.id === reference && r.import_attempts > 0), SETTLE_MS, 'the reference import starting');
          const began = Date.now();
          await poll(async () => (await rows()).find((r) => r.id === reference && r.status_id !== 1), SETTLE_MS, 'the reference import ending');
          const duration = Date.now() - began;
          note(`an uninterrupted import took ${duration} ms`);

          let kills = 0;
          for (let round = 1; kills < KILLS && round <= MAX_ROUNDS; round++) {
            const before = await rows();
            if (round > 1) worker = await start('worker');
            await poll(
              async () => {
                const now = await rows();
                // Few packages in flight, so the same ones are cut off again and again once BullMQ
                // has handed them back, until their count of starts ends them.
                for (let n = now.filter((r) => r.status_id === 1).length; n < IN_FLIGHT; n++) await send(admin);
                return cutOff(before, now).length > 0;
              },
              SETTLE_MS,
              `round ${round}: the worker starting an import`,
            );
            const point = random();
            await sleep(point * duration);
            await worker.kill('SIGKILL');
            const cut = cutOff(before, await rows());
            if (cut.length) kills += 1;
            note(`round ${round}: killed at ${point.toFixed(3)} of it, inside the import of ${cut.map((r) => r.file_name).join(', ') || 'none'}`);
          }
          expect(kills).toBe(KILLS);

          worker = await start('worker');
          const settled = Date.now();
          await poll(async () => !(await rows()).some((r) => r.status_id === 1), SETTLE_MS, 'every package leaving status 1').catch((error: Error) =>
            note(error.message),
          );
          note(`settled ${Date.now() - settled} ms after the last start`);
          await worker.kill('SIGTERM');
          await api.kill('SIGTERM');
          expect(await brokenPromises(store, storageDir, uploaded, note)).toEqual([]);
        }),
      TIMEOUT_MS,
    );
  }
});
