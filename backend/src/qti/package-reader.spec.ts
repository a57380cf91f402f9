import { PackageReader, readContentPackage } from './read-package';
import { tempDir, writeZip } from './testing/build-zip';
import { assessmentTest, choiceItem, manifest } from './testing/qti-xml';
import { QTI_NAMESPACES } from './xml/qti-names';
import type { PackageEnd, PackagePlan, PackageWriter, StreamedItem } from './types';

const { dir, cleanup } = tempDir();
afterAll(cleanup);

/** A test that places its items out of manifest order, in two strands, with a shared passage. */
async function packagePath(): Promise<string> {
  const stimulus = `<?xml version="1.0" encoding="UTF-8"?>
<assessmentStimulus xmlns="${QTI_NAMESPACES['2.2']}" identifier="PASSAGE" title="A passage long enough to be cut">
  <stimulusBody><p>A paragraph long enough that its text is a substring of the file.</p></stimulusBody>
</assessmentStimulus>`;
  const ref = '<assessmentStimulusRef identifier="PASSAGE" href="../stimuli/passage.xml"/>';
  const ids = [1, 2, 3];
  return writeZip(dir, 'held.zip', [
    {
      name: 'imsmanifest.xml',
      data: manifest('2.2', [
        { id: 'TEST', type: 'test', href: 'test.xml' },
        ...ids.map((i) => ({ id: `R${i}`, type: 'item' as const, href: `items/q${i}.xml` })),
        { id: 'STIM', type: 'stimulus', href: 'stimuli/passage.xml' },
      ]),
    },
    {
      name: 'test.xml',
      data: assessmentTest('2.2', 'held', 'Held', [
        { id: 'S1', title: 'Second strand first', refs: [{ id: 'r3', href: 'items/q3.xml', category: 'calculator-basic' }] },
        {
          id: 'S2',
          title: 'Then the rest',
          refs: [
            { id: 'r1', href: 'items/q1.xml' },
            { id: 'r2', href: 'items/q2.xml' },
          ],
        },
      ]),
    },
    ...ids.map((i) => ({ name: `items/q${i}.xml`, data: choiceItem('2.2', `Q${i}`).replace('<itemBody>', `${ref}\n<itemBody>`) })),
    { name: 'stimuli/passage.xml', data: stimulus },
  ]);
}

/** A package of `count` items in one section; item `broken` refers to a passage the zip lacks. */
async function manyItems(name: string, count: number, broken?: number): Promise<string> {
  const ids = Array.from({ length: count }, (_, i) => i + 1);
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
      data: assessmentTest('2.2', 'many', 'Many', [{ id: 'S1', title: 'All', refs: ids.map((i) => ({ id: `r${i}`, href: `items/q${i}.xml` })) }]),
    },
    ...ids.map((i) => ({
      name: `items/q${i}.xml`,
      data:
        i === broken
          ? choiceItem('2.2', `Q${i}`).replace('<itemBody>', '<assessmentStimulusRef identifier="NONE" href="../none.xml"/>\n<itemBody>')
          : choiceItem('2.2', `Q${i}`),
    })),
  ]);
}

/** Records what a writer is handed, and how far the reader had read at each item. */
function recorder(reader: PackageReader, delayMs = 0) {
  const seen = {
    plan: undefined as PackagePlan | undefined,
    items: [] as StreamedItem[],
    readAtEach: [] as number[],
    end: undefined as PackageEnd | undefined,
  };
  const writer: PackageWriter = {
    begin: async (plan) => void (seen.plan = plan),
    item: async (item) => {
      seen.readAtEach.push(reader.itemsRead);
      seen.items.push(item);
      // a slow write: the reader must wait for it, not read on
      if (delayMs) await new Promise((r) => setTimeout(r, delayMs));
    },
    end: async (pkg) => void (seen.end = pkg),
  };
  return { seen, writer };
}

async function open(path: string): Promise<PackageReader> {
  const reader = await PackageReader.open(path);
  if (!(reader instanceof PackageReader)) throw new Error(JSON.stringify(reader.issues));
  return reader;
}

describe('reading a package item by item', () => {
  it('hands the writer each item once, placed where the test puts it, and the whole read returns the same items', async () => {
    const path = await packagePath();
    const plain = await readContentPackage(path);
    if (!plain.ok) throw new Error('expected the read to succeed');
    const reader = await open(path);
    const { seen, writer } = recorder(reader);
    try {
      expect((await reader.read(writer)).ok).toBe(true);
    } finally {
      reader.close();
    }
    expect(seen.plan!.tests.map((t) => t.strands)).toEqual([['Second strand first', 'Then the rest']]);
    // in manifest order, each with the place the test gives it
    expect(seen.items.map(({ model, placements }) => [model.uin, placements, model.delivery.stimulusRefs])).toEqual([
      ['Q1', [{ test: 0, position: 1, strandName: 'Then the rest', calculator: 0 }], ['PASSAGE']],
      ['Q2', [{ test: 0, position: 2, strandName: 'Then the rest', calculator: 0 }], ['PASSAGE']],
      ['Q3', [{ test: 0, position: 0, strandName: 'Second strand first', calculator: 1 }], ['PASSAGE']],
    ]);
    expect(seen.end!.tests).toEqual(plain.pkg.tests.map((t) => t.test));
    expect(seen.end!.stimuli).toEqual(plain.pkg.stimuli);
    expect(plain.pkg.items.map((i) => [i.uin, i.strandName, i.calculator, i.delivery.stimulusRefs])).toEqual([
      ['Q3', 'Second strand first', 1, ['PASSAGE']],
      ['Q1', 'Then the rest', 0, ['PASSAGE']],
      ['Q2', 'Then the rest', 0, ['PASSAGE']],
    ]);
  });

  it('reads the next item only once the writer has taken the last, however slow the writer', async () => {
    const reader = await open(await manyItems('many.zip', 300));
    const { seen, writer } = recorder(reader, 1);
    try {
      expect((await reader.read(writer)).ok).toBe(true);
    } finally {
      reader.close();
    }
    expect(seen.items).toHaveLength(300);
    // a reader holding every item before handing them over would have read 300 at the first
    expect(seen.readAtEach).toEqual(seen.items.map((_, i) => i + 1));
  });

  it('stops handing items over at the first error, reads on to report every issue, and never ends the write', async () => {
    const reader = await open(await manyItems('broken.zip', 40, 10));
    const { seen, writer } = recorder(reader);
    let result;
    try {
      result = await reader.read(writer);
    } finally {
      reader.close();
    }
    expect(result.ok).toBe(false);
    expect(reader.itemsRead).toBe(40);
    expect(seen.items).toHaveLength(9);
    expect(seen.end).toBeUndefined();
    if (!result.ok) expect(result.issues.map((i) => i.file)).toContain('items/q10.xml');
  });
});
