import { readFileSync } from 'node:fs';
import { RoleId } from '@portal/shared';
import { ImportService } from '../src/content-packages/import.service';
import { tempDir, writeZip } from '../src/qti/testing/build-zip';
import { assessmentTest, choiceItem, manifest } from '../src/qti/testing/qti-xml';
import { FileStorage } from '../src/storage/file-storage';
import { loginAs, sql } from './accounts';
import { startPortal, type TestClient, type TestPortal } from './harness';

/**
 * Imports that cannot finish the normal way: each must still end at "Import failed" with a line
 * that says why, keep nothing it stored but the uploaded zip, and never be taken up again.
 */

const { dir, cleanup } = tempDir();
afterAll(cleanup);

const MEDIA = ['media/a.png', 'media/b.png', 'media/c.png'];

async function packageWithMedia(): Promise<Buffer> {
  const body = MEDIA.map((m) => `<img src="../${m}" alt="figure"/>`).join('');
  const path = await writeZip(dir, `media-${Date.now()}.zip`, [
    {
      name: 'imsmanifest.xml',
      data: manifest('2.2', [
        { id: 'T', type: 'test', href: 'test.xml' },
        { id: 'I1', type: 'item', href: 'items/i1.xml', files: ['items/i1.xml', ...MEDIA] },
      ]),
    },
    { name: 'test.xml', data: assessmentTest('2.2', 'poison-1', 'Poison', [{ id: 'S1', title: 'Algebra', refs: [{ id: 'r1', href: 'items/i1.xml' }] }]) },
    { name: 'items/i1.xml', data: choiceItem('2.2', 'ITEM-1', { extraBody: body }) },
    ...MEDIA.map((name, i) => ({ name, data: Buffer.alloc(3000, i) })),
  ]);
  return readFileSync(path);
}

async function storedUnder(storage: FileStorage, prefix: string): Promise<string[]> {
  const keys: string[] = [];
  for await (const file of storage.list(prefix)) keys.push(file.key);
  return keys;
}

function upload(client: TestClient, data: Buffer) {
  return client.agent
    .post('/api/upload')
    .set('X-Login-Time', client.loginTime)
    .field('fileDesc', 'Poison')
    .field('testVersion', '4')
    .attach('File', data, 'poison.zip');
}

async function ended(portal: TestPortal, cpId: number): Promise<{ status_id: number; storage_key: string; import_attempts: number }> {
  for (let i = 0; i < 600; i++) {
    const [row] = await sql<{ status_id: number; storage_key: string; import_attempts: number }>(
      portal,
      'select status_id, storage_key, import_attempts from content_packages where id = ?',
      [cpId],
    );
    if (row.status_id !== 1) return row;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`package ${cpId} stayed in status 1`);
}

async function processLog(client: TestClient, cpId: number, lang = 'en'): Promise<Record<string, string[]>> {
  client.lang = lang;
  const res = await client.post('/api/getProcessLog', { cpUploadId: cpId });
  client.lang = 'en';
  expect(res.status).toBe(200);
  return Object.fromEntries(
    Object.entries(res.body.processLog as Record<string, { message: string }[]>).map(([file, list]) => [file, list.map((e) => e.message)]),
  );
}

describe('imports that cannot finish end failed, saying why', () => {
  let portal: TestPortal;
  let admin: TestClient;

  beforeAll(async () => {
    portal = await startPortal({ IMPORT_TIMEOUT_MINUTES: '0.05', IMPORT_MAX_ATTEMPTS: '3' });
    admin = await loginAs(portal, RoleId.ContentAdmin);
  });
  afterEach(() => jest.restoreAllMocks());
  afterAll(async () => {
    await portal.jobsIdle();
    await portal.close();
  });

  it('fails a package whose import was cut off as often as allowed, once, when it is next taken', async () => {
    const res = await upload(admin, await packageWithMedia());
    const cpId: number = res.body.cpId;
    expect((await ended(portal, cpId)).status_id).toBe(4);
    // As a process killed during its third start leaves it: still importing, three starts counted.
    await sql(portal, 'update content_packages set status_id = 1, import_attempts = 3 where id = ?', [cpId]);
    await sql(portal, 'delete from item_details where test_detail_id in (select id from test_details where content_package_id = ?)', [cpId]);
    await sql(portal, 'delete from strand_details where test_detail_id in (select id from test_details where content_package_id = ?)', [cpId]);
    await sql(portal, 'delete from test_details where content_package_id = ?', [cpId]);
    const run = jest.spyOn(portal.app.get(FileStorage), 'put');

    await portal.app.get(ImportService).resumeInterrupted();
    await portal.jobsIdle();
    const row = await ended(portal, cpId);
    expect(row).toMatchObject({ status_id: 2, import_attempts: 3 });
    expect(run).not.toHaveBeenCalled();
    expect(await processLog(admin, cpId)).toEqual({
      'poison.zip': [
        'The import was cut off 3 times before it could finish (the server stopped during it) and was given up. Import the package again; if it fails the same way, split it or contact the administrator.',
      ],
    });
    expect((await processLog(admin, cpId, 'ru'))['poison.zip'][0]).toMatch(/^Импорт прерывался 3 раз/);
    // Taken up again at the next start: nothing changes, it is not queued for ever.
    await portal.app.get(ImportService).resumeInterrupted();
    await portal.jobsIdle();
    const audit = await sql<{ cp_status: number }>(portal, 'select cp_status from content_package_audit where content_package_id = ? order by id', [cpId]);
    expect(audit.map((a) => a.cp_status)).toEqual([1, 4, 2]);
  });

  it('queues again an import whose run was lost while the process lived on, and only once it is overdue', async () => {
    const res = await upload(admin, await packageWithMedia());
    const cpId: number = res.body.cpId;
    expect((await ended(portal, cpId)).status_id).toBe(4);
    // As a run that gave up on an error that never failed the package leaves it: one start counted.
    await sql(portal, 'update content_packages set status_id = 1, import_attempts = 1, import_started_on = ? where id = ?', [new Date(), cpId]);
    await sql(portal, 'delete from item_details where test_detail_id in (select id from test_details where content_package_id = ?)', [cpId]);
    await sql(portal, 'delete from strand_details where test_detail_id in (select id from test_details where content_package_id = ?)', [cpId]);
    await sql(portal, 'delete from test_details where content_package_id = ?', [cpId]);
    const imports = portal.app.get(ImportService);

    // within the deadline it may still be running somewhere: left alone
    expect(await imports.resumeStale()).toBe(0);
    // past the deadline (3 s here) and the grace: taken up again, and it ends
    expect(await imports.resumeStale(new Date(Date.now() + 3_000 + 61_000))).toBe(1);
    await portal.jobsIdle();
    expect(await ended(portal, cpId)).toMatchObject({ status_id: 4, import_attempts: 2 });
  });

  it('stops an import that passes its deadline, fails it by name and keeps only the zip', async () => {
    const storage = portal.app.get(FileStorage);
    const put = storage.put.bind(storage);
    // Storage that stops answering mid-import (a hung network disk): only the deadline can end it.
    jest.spyOn(storage, 'put').mockImplementation(function (this: FileStorage, key: string, source: Parameters<FileStorage['put']>[1], signal?: AbortSignal) {
      if (!key.endsWith('media/b.png')) return put(key, source, signal);
      return new Promise((_, reject) => signal?.addEventListener('abort', () => reject(signal.reason as Error)));
    });
    const res = await upload(admin, await packageWithMedia());
    const row = await ended(portal, res.body.cpId);
    expect(row.status_id).toBe(2);
    expect(await processLog(admin, res.body.cpId)).toEqual({
      'poison.zip': [
        'The import did not finish within 0.05 minutes and was stopped. Split the package into smaller ones, or ask the administrator to allow more time.',
      ],
    });
    expect(await storedUnder(storage, FileStorage.join(row.storage_key, 'media'))).toEqual([]);
    expect(await storage.exists(FileStorage.join(row.storage_key, 'package.zip'))).toBe(true);
  });

  it('names a media file storage refuses, and removes the media stored before it', async () => {
    const storage = portal.app.get(FileStorage);
    const put = storage.put.bind(storage);
    const stored: string[] = [];
    jest.spyOn(storage, 'put').mockImplementation(async function (
      this: FileStorage,
      key: string,
      source: Parameters<FileStorage['put']>[1],
      signal?: AbortSignal,
    ) {
      if (key.endsWith('media/b.png')) throw Object.assign(new Error('no space left on device'), { code: 'ENOSPC', syscall: 'write' });
      const size = await put(key, source, signal);
      stored.push(key);
      return size;
    });
    const res = await upload(admin, await packageWithMedia());
    const row = await ended(portal, res.body.cpId);
    expect(row.status_id).toBe(2);
    expect(await processLog(admin, res.body.cpId)).toEqual({
      'media/b.png': [
        "The file could not be written to the portal's storage (ENOSPC). If its name is long or unusual, rename it with letters, digits, - and _; otherwise ask the administrator to check the storage. Then import the package again.",
      ],
    });
    expect(stored.some((k) => k.endsWith('media/a.png'))).toBe(true);
    expect(await storedUnder(storage, FileStorage.join(row.storage_key, 'media'))).toEqual([]);
  });
});
