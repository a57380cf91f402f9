import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { type Expected, HOSTILE_CASES, UPLOAD_NAME } from './hostile/cases';
import type { TestClient } from './harness';
import { freePort, PortalProcess, pgliteStore, postgresStore, processEnv, type Store, upload, waitForImport } from './portal-process';
import { dropQueueKeys } from './queue-keys';

/**
 * Every case of the hostile corpus uploaded through the API into real processes, on the embedded
 * defaults and, where the machine has them, on PostgreSQL with Redis and a queue worker of its own.
 * No case may stop a process or leave a package importing; each ends as its case says, a failed one
 * keeping nothing but its zip, and the importing process stays under the memory ceiling.
 */

const ADMIN = { email: 'hostile.admin@example.org', password: 'Hostile.Admin.2026' };
/** Peak resident memory of the process that imports, with the default limits (the README's figure). */
const MEMORY_CEILING_MIB = 768;
const PER_CASE_MS = 60_000;

interface Outcome {
  name: string;
  expect: Expected;
  cpId?: number;
  upload: { status?: string; message?: string };
  status?: number;
  log?: Record<string, { message: string }[]>;
}

function peakMiB(pid: number): number {
  const match = readFileSync(`/proc/${pid}/status`, 'utf8').match(/^VmHWM:\s+(\d+) kB/m);
  return match ? Number(match[1]) / 1024 : 0;
}

/** What is wrong with an outcome, in words for the failure message; empty when it ended as it must. */
function problems(o: Outcome): string[] {
  if ('refusedAtUpload' in o.expect) return o.upload.status === 'FAILED' ? [] : [`${o.name}: accepted by the upload (${JSON.stringify(o.upload)})`];
  if (o.upload.status !== 'SUCCESS') return [`${o.name}: refused by the upload (${JSON.stringify(o.upload)})`];
  if (o.status !== o.expect.status) return [`${o.name}: ended at ${o.status}, not ${o.expect.status}; log ${JSON.stringify(o.log).slice(0, 400)}`];
  if (o.expect.status === 2 && !o.log?.[o.expect.file]?.length)
    return [`${o.name}: the log names ${Object.keys(o.log ?? {}).map((f) => f.slice(0, 60))}, not ${o.expect.file.slice(0, 60)}`];
  return [];
}

/** The valid cases in other encodings, and the item title each must show once converted. */
const TITLES: Record<string, string> = {
  'an item declared ISO-8859-1': 'Café naïve',
  'an item in UTF-16 with a byte order mark': 'Шестнадцать',
  'an item in windows-1251': 'Задание один',
  'a UTF-8 byte order mark and CRLF line ends': 'Item ITEM-1',
};

const setups = [
  { name: 'the embedded defaults (PGlite, jobs inline)', queue: false },
  ...(process.env.DATABASE_URL && process.env.REDIS_URL ? [{ name: 'PostgreSQL with Redis and a separate worker', queue: true }] : []),
];

describe('the hostile-package corpus through the API', () => {
  const work = mkdtempSync(join(tmpdir(), 'portal-hostile-'));
  const corpus = join(work, 'corpus');
  const built = new Map<string, string>();

  beforeAll(async () => {
    mkdirSync(corpus);
    for (const c of HOSTILE_CASES) built.set(c.name, await c.build(corpus));
  }, 180_000);
  afterAll(() => rmSync(work, { recursive: true, force: true }));

  it.each(setups)(
    'on $name: every case ends as it must and no process stops',
    async ({ name, queue }) => {
      const suffix = randomBytes(4).toString('hex');
      const dataDir = join(work, `data-${suffix}`);
      const store: Store = queue ? await postgresStore(process.env.DATABASE_URL!, `portal_hostile_${suffix}`) : pgliteStore(dataDir);
      const port = await freePort();
      const env = processEnv({ store, dataDir, port, admin: ADMIN, queuePrefix: queue ? `hostile-${suffix}` : undefined });
      const api = new PortalProcess(env, work, `http://127.0.0.1:${port}`);
      const worker = queue ? new PortalProcess(env, work, '', 'worker') : undefined;
      const outcomes: Outcome[] = [];
      let peak = 0;
      try {
        await api.ready();
        await worker?.ready();
        const importer = worker ?? api;
        const admin: TestClient = await api.login(ADMIN.email, ADMIN.password);
        for (const c of HOSTILE_CASES) {
          const res = await upload(admin, readFileSync(built.get(c.name)!), UPLOAD_NAME, c.name.slice(0, 100));
          const outcome: Outcome = { name: c.name, expect: c.expect, upload: { status: res.body.status, message: res.body.message }, cpId: res.body.cpId };
          if (outcome.cpId) {
            outcome.status = await waitForImport(admin, outcome.cpId, PER_CASE_MS);
            outcome.log = (await admin.post('/api/getProcessLog', { cpUploadId: outcome.cpId })).body.processLog;
          }
          outcomes.push(outcome);
          if (importer.child.exitCode !== null || importer.child.signalCode !== null)
            throw new Error(`the importing process stopped at "${c.name}":\n${importer.log()}`);
        }
        expect(outcomes.flatMap(problems)).toEqual([]);

        // still serving, both processes up, and the import's memory bounded
        expect((await admin.post('/api/getProfile')).status).toBe(200);
        for (const p of [api, worker]) expect(p?.child.exitCode ?? null).toBeNull();
        peak = peakMiB(importer.child.pid!);
        expect(peak).toBeLessThan(MEMORY_CEILING_MIB);

        // what the valid cases in other encodings show: their titles as written
        for (const [name, title] of Object.entries(TITLES)) {
          const cpId = outcomes.find((o) => o.name === name)!.cpId;
          const items = (await admin.post('/api/getCPItems', { cpId, page: 1, pageSize: 10, sortField: 'position', sortOrder: 'asc' })).body.data;
          expect({ name, titles: items.map((i: { title: string }) => i.title) }).toEqual({ name, titles: [title] });
        }
      } finally {
        await api.kill('SIGTERM');
        await worker?.kill('SIGTERM');
        if (queue) await dropQueueKeys(`hostile-${suffix}`);
      }

      const storageDir = join(dataDir, 'files');
      const rows = await store.inspect((query) =>
        query<{ id: number; status_id: number; storage_key: string; tests: number; delivery: string | null }>(
          `select cp.id, cp.status_id, cp.storage_key,
                  (select count(*)::int from test_details t where t.content_package_id = cp.id) as tests,
                  (select string_agg(i.delivery::text, ' ') from item_details i join test_details t on t.id = i.test_detail_id where t.content_package_id = cp.id) as delivery
             from content_packages cp`,
        ),
      );
      await store.drop();
      const byId = new Map(rows.map((r) => [r.id, r]));
      const leftovers: string[] = [];
      for (const o of outcomes.filter((x) => x.cpId)) {
        const row = byId.get(o.cpId!)!;
        const folder = join(storageDir, row.storage_key);
        const files = existsSync(folder)
          ? readdirSync(folder, { recursive: true, withFileTypes: true })
              .filter((e) => e.isFile())
              .map((e) => join(e.parentPath, e.name).slice(folder.length + 1))
          : [];
        if (row.status_id === 2 && (row.tests !== 0 || files.join() !== 'package.zip'))
          leftovers.push(`${o.name}: failed, yet ${row.tests} tests and files ${files.map((f) => basename(f)).slice(0, 5)}`);
        if (row.status_id === 1) leftovers.push(`${o.name}: still importing`);
        if (row.delivery && /<script|onclick|javascript:|"script"/i.test(row.delivery)) leftovers.push(`${o.name}: script kept in the stored item`);
      }
      expect(leftovers).toEqual([]);
      // nothing half written was left behind either
      const partial = join(storageDir, '.partial');
      expect(existsSync(partial) ? readdirSync(partial) : []).toEqual([]);
      const count = (status: number) => outcomes.filter((o) => o.status === status).length;
      console.log(
        `${name}: ${count(4)} imported, ${count(2)} failed, ${outcomes.filter((o) => !o.cpId).length} refused at upload; importing process peak ${peak.toFixed(0)} MiB`,
      );
    },
    600_000,
  );
});
