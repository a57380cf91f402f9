import { CpStatus } from '@portal/shared';
import { ContentPackage } from '../src/content-packages/content-package.entity';
import { ImportService } from '../src/content-packages/import.service';
import { PackageReader, readContentPackage } from '../src/qti';
import { tempDir, writeZip } from '../src/qti/testing/build-zip';
import { assessmentTest, choiceItem, manifest } from '../src/qti/testing/qti-xml';
import type { PackageWriter } from '../src/qti/types';
import { type PackageContentWriter, ROWS_PER_INSERT, TestContentWriter } from '../src/practice-tests/test-content-writer.service';
import type { TestDetail } from '../src/practice-tests/test-detail.entity';
import { sql } from './accounts';
import { startPortal, type TestPortal } from './harness';
import { storedPackage } from './stored-package';

/**
 * An import holds one item between the zip and the writer, and at most two chunks of rows in the
 * writer (one filling, one being inserted):
 * each item is written (a chunk at a time) before the package is read whole, and a package found
 * bad at its last item leaves none of the rows already inserted.
 */

const ITEMS = 600;
const { dir, cleanup } = tempDir();

/** A test of `count` items in two strands; the last item names a passage the zip lacks when `brokenLast`. */
function packageOf(name: string, count: number, brokenLast = false): Promise<string> {
  const ids = Array.from({ length: count }, (_, i) => i + 1);
  const half = Math.ceil(count / 2);
  const item = (i: number) => {
    const xml = choiceItem('2.2', `STREAM-${i}`);
    return brokenLast && i === count ? xml.replace('<itemBody>', '<assessmentStimulusRef identifier="GONE" href="../gone.xml"/>\n<itemBody>') : xml;
  };
  return writeZip(dir, name, [
    {
      name: 'imsmanifest.xml',
      data: manifest('2.2', [
        { id: 'TEST', type: 'test', href: 'test.xml' },
        ...ids.map((i) => ({ id: `R${i}`, type: 'item' as const, href: `items/q${i}.xml` })),
      ]),
    },
    {
      name: 'test.xml',
      data: assessmentTest('2.2', 'stream', 'Streamed', [
        { id: 'S1', title: 'First strand', refs: ids.slice(0, half).map((i) => ({ id: `r${i}`, href: `items/q${i}.xml` })) },
        { id: 'S2', title: 'Second strand', refs: ids.slice(half).map((i) => ({ id: `r${i}`, href: `items/q${i}.xml` })) },
      ]),
    },
    ...ids.map((i) => ({ name: `items/q${i}.xml`, data: item(i) })),
  ]);
}

interface Watched {
  /** how many items the reader had parsed beyond those it had handed over, at each hand-over */
  leads: number[];
  /** rows the writer held unwritten after each item */
  pending: number[];
  /** rows inserted after each item */
  written: number[];
}

/** Watches the reader and the writer of the imports run meanwhile, through their public surfaces. */
function watch(): { seen: Watched; restore: () => void } {
  const seen: Watched = { leads: [], pending: [], written: [] };
  let content: PackageContentWriter | undefined;
  const open = TestContentWriter.prototype.open;
  const openSpy = jest.spyOn(TestContentWriter.prototype, 'open').mockImplementation(function (this: TestContentWriter, ...args) {
    content = open.apply(this, args);
    return content;
  });
  const read = PackageReader.prototype.read;
  const readSpy = jest.spyOn(PackageReader.prototype, 'read').mockImplementation(function (this: PackageReader, writer?: PackageWriter) {
    let handed = 0;
    const watched: PackageWriter | undefined = writer && {
      begin: (plan) => writer.begin(plan),
      item: async (item) => {
        seen.leads.push(this.itemsRead - handed++);
        await writer.item(item);
        seen.pending.push(content!.pending);
        seen.written.push(content!.rowsWritten);
      },
      end: (pkg) => writer.end(pkg),
    };
    return read.call(this, watched);
  });
  return {
    seen,
    restore: () => {
      openSpy.mockRestore();
      readSpy.mockRestore();
    },
  };
}

describe('an import streams its items from the zip to the database', () => {
  let portal: TestPortal;
  beforeAll(async () => {
    portal = await startPortal();
  }, 120_000);
  afterAll(async () => {
    await portal.close();
    cleanup();
  });

  /** Stores the zip as an upload would and runs its import job to the end. */
  async function importZip(path: string): Promise<ContentPackage> {
    const cp = await storedPackage(portal, path, 'stream');
    await portal.app.get(ImportService).run(cp.id);
    return portal.orm.em.fork().findOneOrFail(ContentPackage, cp.id);
  }

  it('hands each item over as it is read and writes a chunk at a time, holding never more than two', async () => {
    const { seen, restore } = watch();
    let cp: ContentPackage;
    try {
      cp = await importZip(await packageOf('many.zip', ITEMS));
    } finally {
      restore();
    }
    expect(cp.statusId).toBe(CpStatus.AwaitingReview);
    // a reader that read every item before handing the first over would lead by all of them
    expect(seen.leads).toHaveLength(ITEMS);
    expect(new Set(seen.leads)).toEqual(new Set([1]));
    expect(Math.max(...seen.pending)).toBeLessThan(ROWS_PER_INSERT);
    // one chunk may be filling while the one before it is inserted, and no more
    seen.written.forEach((written, i) => expect(written).toBeGreaterThan(i - 2 * ROWS_PER_INSERT));
    const rows = await sql<{ n: number; positions: number; strands: number }>(
      portal,
      'select count(*)::int as n, count(distinct i.position)::int as positions, count(distinct i.strand_id)::int as strands from item_details i join test_details d on d.id = i.test_detail_id where d.content_package_id = ?',
      [cp.id],
    );
    expect(rows).toEqual([{ n: ITEMS, positions: ITEMS, strands: 2 }]);
    const [{ uins }] = await sql<{ uins: number }>(
      portal,
      "select count(*)::int as uins from test_details d, jsonb_path_query(d.structure, '$.parts[*].sections[*].children[*].ref.uin') as u(uin) where d.content_package_id = ? and u.uin #>> '{}' like 'STREAM-%'",
      [cp.id],
    );
    expect(uins).toBe(ITEMS);
  });

  it('fails a package whose last item is bad after most of its rows were inserted, and leaves none of them', async () => {
    const { seen, restore } = watch();
    let cp: ContentPackage;
    try {
      cp = await importZip(await packageOf('broken.zip', ITEMS, true));
    } finally {
      restore();
    }
    expect(Math.max(...seen.written)).toBeGreaterThanOrEqual(ROWS_PER_INSERT);
    expect(cp.statusId).toBe(CpStatus.Failed);
    expect(cp.processLog?.map((i) => [i.file, i.code])).toContainEqual([`items/q${ITEMS}.xml`, 'item.missingStimulus']);
    expect(await sql(portal, 'select id from test_details where content_package_id = ?', [cp.id])).toEqual([]);
  });

  it('writes the structure of a test in parts and stores the structure the reader read', async () => {
    const ids = Array.from({ length: 40 }, (_, i) => i + 1);
    const refs = (from: number, to: number) => ids.slice(from - 1, to).map((i) => ({ id: `r${i}`, href: `items/q${i}.xml` }));
    const ref = (i: number) => `<assessmentItemRef identifier="r${i}" href="items/q${i}.xml"/>`;
    const inner = `<assessmentSection identifier="S1b" title="Inner" visible="true">${ids.slice(15, 30).map(ref).join('')}</assessmentSection>`;
    const zip = await writeZip(dir, 'structure-parts.zip', [
      {
        name: 'imsmanifest.xml',
        data: manifest('2.2', [
          { id: 'TEST', type: 'test', href: 'test.xml' },
          ...ids.map((i) => ({ id: `R${i}`, type: 'item' as const, href: `items/q${i}.xml` })),
        ]),
      },
      {
        name: 'test.xml',
        data: assessmentTest('2.2', 'parts', 'Structure in parts', [
          { id: 'S1', title: 'First strand', refs: refs(1, 15), extra: inner },
          { id: 'S2', title: 'Second strand', refs: refs(31, 40) },
        ]),
      },
      ...ids.map((i) => ({ name: `items/q${i}.xml`, data: choiceItem('2.2', `PARTS-${i}`) })),
    ]);
    const open = TestContentWriter.prototype.open;
    // parts of a few hundred characters: the structure goes in a dozen of them
    const spy = jest.spyOn(TestContentWriter.prototype, 'open').mockImplementation(function (this: TestContentWriter, chunk, facts, signal) {
      return open.call(this, chunk, facts, signal, 300);
    });
    let cp: ContentPackage;
    try {
      cp = await importZip(zip);
    } finally {
      spy.mockRestore();
    }
    expect(cp.statusId).toBe(CpStatus.AwaitingReview);
    const read = await readContentPackage(zip);
    if (!read.ok) throw new Error('the package should read');
    const { parts, outcomes, outcomeProcessing } = read.pkg.test;
    const [{ structure }] = await sql<Pick<TestDetail, 'structure'>>(portal, 'select structure from test_details where content_package_id = ?', [cp.id]);
    expect(structure).toEqual(JSON.parse(JSON.stringify({ parts, outcomes, outcomeProcessing })));
    expect(parts[0].sections.map((s) => s.children.length)).toEqual([16, 10]);
  });
});
