import { readContentPackage } from './read-package';
import type { PackageIssue, ReadResult } from './types';
import { tempDir, writeZip } from './testing/build-zip';
import { choiceItem, manifest } from './testing/qti-xml';
import { QTI_NAMESPACES } from './xml/qti-names';

const { dir, cleanup } = tempDir();
afterAll(cleanup);

const stimulus = (id: string) =>
  `<?xml version="1.0"?><assessmentStimulus xmlns="${QTI_NAMESPACES['2.2']}" identifier="${id}" title="Harbour"><stimulusBody><p>Boats rest at night.</p></stimulusBody></assessmentStimulus>`;

let n = 0;
async function read(files: Record<string, string>): Promise<ReadResult> {
  const resources = Object.keys(files).map((href, k) => ({
    id: `R${k}`,
    type: href.startsWith('passages/') ? ('stimulus' as const) : ('item' as const),
    href,
  }));
  const all = { 'imsmanifest.xml': manifest('2.2', resources, 'Harbour bank'), ...files };
  const path = await writeZip(
    dir,
    `ids-${++n}.zip`,
    Object.entries(all).map(([name, data]) => ({ name, data })),
  );
  return readContentPackage(path);
}

const issues = (r: ReadResult): PackageIssue[] => (r.ok ? [] : r.issues);

describe('items and stimuli share one identifier space', () => {
  it('accepts an item and a stimulus with different identifiers', async () => {
    expect((await read({ 'passages/p1.xml': stimulus('HARBOUR'), 'items/i1.xml': choiceItem('2.2', 'ITEM-1') })).ok).toBe(true);
  });

  it('rejects an item whose identifier a stimulus already uses, naming both files', async () => {
    const result = await read({ 'passages/p1.xml': stimulus('HARBOUR'), 'items/i1.xml': choiceItem('2.2', 'HARBOUR') });
    expect(issues(result)).toEqual([
      expect.objectContaining({ file: 'items/i1.xml', code: 'item.duplicateIdentifier', params: { identifier: 'HARBOUR', other: 'passages/p1.xml' } }),
    ]);
  });

  it('rejects two stimuli with one identifier', async () => {
    const result = await read({ 'passages/p1.xml': stimulus('HARBOUR'), 'passages/p2.xml': stimulus('HARBOUR'), 'items/i1.xml': choiceItem('2.2', 'ITEM-1') });
    expect(issues(result)).toEqual([
      expect.objectContaining({ file: 'passages/p2.xml', code: 'item.duplicateIdentifier', params: { identifier: 'HARBOUR', other: 'passages/p1.xml' } }),
    ]);
  });
});
