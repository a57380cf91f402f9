import { Logger } from '@nestjs/common';
import { CpStatus, RoleId } from '@portal/shared';
import { ContentPackage } from '../src/content-packages/content-package.entity';
import { ImportService } from '../src/content-packages/import.service';
import { PackageReader } from '../src/qti';
import { tempDir, writeZip } from '../src/qti/testing/build-zip';
import { assessmentTest, choiceItem, manifest } from '../src/qti/testing/qti-xml';
import type { PackageWriter } from '../src/qti/types';
import { FileStorage } from '../src/storage/file-storage';
import { type PackageContentWriter, TestContentWriter } from '../src/practice-tests/test-content-writer.service';
import { loginAs, sql } from './accounts';
import { startPortal, type TestClient, type TestPortal } from './harness';
import { storedPackage } from './stored-package';

/**
 * An import commits its rows a chunk at a time: other calls are answered between two chunks (on the
 * embedded database, whose one connection a whole-package transaction held), staff see nothing of
 * a package still importing, and a package deleted while it imports is gone at once, the import
 * stopping at its next chunk without a word in the error log.
 */

const ITEMS = 1500;
const { dir, cleanup } = tempDir();
let zipPath: string;

beforeAll(async () => {
  const ids = Array.from({ length: ITEMS }, (_, i) => i + 1);
  zipPath = await writeZip(dir, 'chunks.zip', [
    {
      name: 'imsmanifest.xml',
      data: manifest('2.2', [
        { id: 'TEST', type: 'test', href: 'test.xml' },
        ...ids.map((i) => ({ id: `R${i}`, type: 'item' as const, href: `items/q${i}.xml` })),
      ]),
    },
    {
      name: 'test.xml',
      data: assessmentTest('2.2', 'chunks', 'Chunked', [{ id: 'S1', title: 'Only strand', refs: ids.map((i) => ({ id: `r${i}`, href: `items/q${i}.xml` })) }]),
    },
    ...ids.map((i) => ({ name: `items/q${i}.xml`, data: choiceItem('2.2', `CHUNK-${i}`) })),
  ]);
});
afterAll(() => cleanup());

/** The chunked package, stored as an upload would store it, at status 1. */
const uploaded = (portal: TestPortal): Promise<ContentPackage> => storedPackage(portal, zipPath, 'chunks');

/**
 * Runs the package's import; once its first chunk of items is committed, `meanwhile` is called (not
 * awaited by the import). Answers how many items the reader had handed over when `meanwhile`
 * resolved, and how many in all.
 */
async function importWith(portal: TestPortal, cpId: number, meanwhile: () => Promise<void>): Promise<{ handedWhenAnswered: number; handed: number }> {
  let content: PackageContentWriter | undefined;
  const open = TestContentWriter.prototype.open;
  const openSpy = jest.spyOn(TestContentWriter.prototype, 'open').mockImplementation(function (this: TestContentWriter, ...args) {
    content = open.apply(this, args);
    return content;
  });
  let handed = 0;
  let call: Promise<number> | undefined;
  const read = PackageReader.prototype.read;
  const readSpy = jest.spyOn(PackageReader.prototype, 'read').mockImplementation(function (this: PackageReader, writer?: PackageWriter) {
    const watched: PackageWriter | undefined = writer && {
      begin: (plan) => writer.begin(plan),
      item: async (item) => {
        handed += 1;
        await writer.item(item);
        if (!call && content!.rowsWritten > 0) call = meanwhile().then(() => handed);
      },
      end: (pkg) => writer.end(pkg),
    };
    return read.call(this, watched);
  });
  try {
    await portal.app.get(ImportService).run(cpId);
    if (!call) throw new Error('the import ended before its first chunk was written');
    return { handedWhenAnswered: await call, handed };
  } finally {
    openSpy.mockRestore();
    readSpy.mockRestore();
  }
}

describe('on the embedded database, an import commits a chunk at a time', () => {
  let portal: TestPortal;
  let admin: TestClient;
  beforeAll(async () => {
    portal = await startPortal({}, { embedded: true });
    admin = await loginAs(portal, RoleId.ContentAdmin);
  }, 120_000);
  afterAll(() => portal.close());

  it('answers other calls while a large package imports, showing nothing of its test until it is settled', async () => {
    const cp = await uploaded(portal);
    const seen: { list?: unknown; detail?: unknown; items?: unknown; profile?: number; item?: number; stats?: number } = {};
    const { handedWhenAnswered } = await importWith(portal, cp.id, async () => {
      // rows the import has committed so far, which no reader may show yet
      const [written] = await sql<{ id: number; test_detail_id: number }>(
        portal,
        'select i.id, i.test_detail_id from item_details i join test_details d on d.id = i.test_detail_id where d.content_package_id = ? limit 1',
        [cp.id],
      );
      const [list, detail, items, profile, item, stats] = await Promise.all([
        admin.post('/api/getAllCp', { page: 1, pageSize: 10 }),
        admin.post('/api/getCPData', { cpId: cp.id }),
        admin.post('/api/getCPItems', { cpId: cp.id, page: 1, pageSize: 10, sortField: 'position', sortOrder: 'asc' }),
        admin.post('/api/getProfile', {}),
        admin.post('/api/getCPItem', { cpId: cp.id, itemId: Number(written.id) }),
        admin.post('/api/getItemStatistics', { testDetailId: Number(written.test_detail_id), mode: 2 }),
      ]);
      seen.item = item.status;
      seen.stats = stats.status;
      const row = list.body.data.find((r: { id: number }) => r.id === cp.id);
      seen.list = { status: row.cpStatusDetail.statusId, testDetailId: row.testDetailId };
      seen.detail = {
        status: detail.body.cpUploadData.cpData.cpStatusDetail.statusId,
        tests: detail.body.cpUploadData.testDetails,
        testDetailId: detail.body.cpUploadData.cpData.testDetailId,
      };
      seen.items = { totalCount: items.body.totalCount, data: items.body.data };
      seen.profile = profile.status;
    });
    // answered while the reader was still handing items over, not once the package was read whole
    expect(handedWhenAnswered).toBeLessThan(ITEMS);
    expect(seen).toEqual({
      list: { status: 1, testDetailId: null },
      detail: { status: 1, tests: [], testDetailId: null },
      items: { totalCount: 0, data: [] },
      profile: 200,
      item: 404,
      stats: 404,
    });

    const settled = await admin.post('/api/getCPData', { cpId: cp.id });
    expect(settled.body.cpUploadData.cpData.cpStatusDetail.statusId).toBe(CpStatus.AwaitingReview);
    expect(settled.body.cpUploadData.testDetails).toEqual([expect.objectContaining({ itemCount: ITEMS, strandCount: 1 })]);
  });
});

describe('a package deleted while it imports', () => {
  let portal: TestPortal;
  let admin: TestClient;
  beforeAll(async () => {
    portal = await startPortal();
    admin = await loginAs(portal, RoleId.ContentAdmin);
  }, 120_000);
  afterAll(() => portal.close());

  it('is deleted before the import would have ended, leaves no rows of its tests, and the import stops quietly', async () => {
    const cp = await uploaded(portal);
    const errors = jest.spyOn(Logger.prototype, 'error');
    const warnings = jest.spyOn(Logger.prototype, 'warn');
    let deleted: unknown;
    let result: { handedWhenAnswered: number; handed: number };
    try {
      result = await importWith(portal, cp.id, async () => {
        deleted = (await admin.post('/api/deleteCP', { cpUploadId: cp.id })).body;
      });
      expect(errors).not.toHaveBeenCalled();
      expect(warnings).not.toHaveBeenCalled();
    } finally {
      errors.mockRestore();
      warnings.mockRestore();
    }
    expect(deleted).toEqual({ status: 'SUCCESS', message: 'Content Package entry deleted successfully' });
    // the delete answered while items were still being handed over, and the import stopped soon after
    expect(result.handedWhenAnswered).toBeLessThan(ITEMS);
    expect(result.handed).toBeLessThan(ITEMS);
    expect(await sql(portal, 'select id from content_packages where id = ?', [cp.id])).toEqual([]);
    const [left] = await sql<{ tests: number; strands: number; items: number; stimuli: number }>(
      portal,
      'select (select count(*)::int from test_details) as tests, (select count(*)::int from strand_details) as strands, (select count(*)::int from item_details) as items, (select count(*)::int from stimulus_details) as stimuli',
    );
    expect(left).toEqual({ tests: 0, strands: 0, items: 0, stimuli: 0 });
    expect(await portal.app.get(FileStorage).exists(FileStorage.join(cp.storageKey, 'package.zip'))).toBe(false);
  });
});
