import { walkRoute } from './delivery';
import { readContentPackage } from './read-package';
import { tempDir, writeZip, type ZipEntrySpec } from './testing/build-zip';
import { assessmentTest, choiceItem, manifest } from './testing/qti-xml';
import type { ContentPackage, PackageIssue } from './types';

/** Test structures a strict reader would refuse: each read as the standard defines it, with a warning, unless the portal cannot deliver it as meant. */
const { dir, cleanup } = tempDir();
afterAll(cleanup);

let n = 0;
async function read(files: Record<string, string>): Promise<{ pkg: ContentPackage; warnings: PackageIssue[] }> {
  const entries: ZipEntrySpec[] = Object.entries(files).map(([name, data]) => ({ name, data }));
  const result = await readContentPackage(await writeZip(dir, `structure-${++n}.zip`, entries), { fileName: 'upload.zip' });
  if (!result.ok) throw new Error(result.issues.map((i) => `${i.file}:${i.line ?? ''} ${i.code}`).join('\n'));
  return result;
}

const items = { 'items/i1.xml': choiceItem('2.2', 'ITEM-1'), 'items/i2.xml': choiceItem('2.2', 'ITEM-2') };
const itemResources = [
  { id: 'I1', type: 'item' as const, href: 'items/i1.xml' },
  { id: 'I2', type: 'item' as const, href: 'items/i2.xml' },
];
const twoRefs = [
  { id: 'r1', href: 'items/i1.xml' },
  { id: 'r2', href: 'items/i2.xml' },
];

describe('test structures QTI allows', () => {
  it('refuses a selection with replacement, naming the section: the portal keeps one response per item of a session', async () => {
    const test = assessmentTest('2.2', 'practice-1', 'Practice', [{ id: 'S1', title: 'Algebra', select: 6, refs: twoRefs }]).replace(
      'select="6"',
      'select="6" withReplacement="true"',
    );
    const entries: ZipEntrySpec[] = Object.entries({
      'imsmanifest.xml': manifest('2.2', [{ id: 'T', type: 'test', href: 'test.xml' }, ...itemResources]),
      'test.xml': test,
      ...items,
    }).map(([name, data]) => ({ name, data }));
    const result = await readContentPackage(await writeZip(dir, 'replacement.zip', entries), { fileName: 'upload.zip' });
    expect(result.ok ? [] : result.issues).toContainEqual(
      expect.objectContaining({ file: 'test.xml', code: 'test.withReplacementUnsupported', params: { section: 'S1' } }),
    );
  });

  it('delivers the whole section when select asks for more than it holds, with a warning', async () => {
    const test = assessmentTest('2.2', 'practice-1', 'Practice', [{ id: 'S1', title: 'Algebra', select: 3, refs: twoRefs }], 'nonlinear');
    const { pkg, warnings } = await read({
      'imsmanifest.xml': manifest('2.2', [{ id: 'T', type: 'test', href: 'test.xml' }, ...itemResources]),
      'test.xml': test,
      ...items,
    });
    expect(warnings).toContainEqual(
      expect.objectContaining({ file: 'test.xml', code: 'test.selectionCapped', params: { section: 'S1', select: 3, count: 2 } }),
    );
    expect(pkg.test.operationalTestLength).toBe(2);
    expect(
      walkRoute(pkg.test, 1, {})
        .items.map((i) => i.uin)
        .sort(),
    ).toEqual(['ITEM-1', 'ITEM-2']);
  });

  it('keeps two tests that share an identifier, the later as ID~2, with a warning naming both files', async () => {
    const resources = [{ id: 'T1', type: 'test' as const, href: 'test.xml' }, { id: 'T2', type: 'test' as const, href: 'test2.xml' }, ...itemResources];
    const { pkg, warnings } = await read({
      'imsmanifest.xml': manifest('2.2', resources),
      'test.xml': assessmentTest('2.2', 'practice-1', 'First', [{ id: 'S1', title: 'Algebra', refs: twoRefs }]),
      'test2.xml': assessmentTest('2.2', 'practice-1', 'Again', [{ id: 'S1', title: 'Algebra', refs: [twoRefs[0]] }]),
      ...items,
    });
    expect(pkg.tests.map((t) => [t.test.identifier, t.test.title])).toEqual([
      ['practice-1', 'First'],
      ['practice-1~2', 'Again'],
    ]);
    expect(warnings).toContainEqual(
      expect.objectContaining({
        file: 'test2.xml',
        code: 'structure.sharedTestIdentifier',
        params: { identifier: 'practice-1', other: 'test.xml', kept: 'practice-1~2' },
      }),
    );
  });
});
