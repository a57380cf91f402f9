import { readContentPackage } from '../read-package';
import type { PackageIssue, ReadResult } from '../types';
import { tempDir, writeZip } from '../testing/build-zip';
import { assessmentTest, choiceItem, manifest } from '../testing/qti-xml';

// The manifest's resources are checked before the tests are read; whether a missing file is an
// error still depends on whether a test refers to it.

const { dir, cleanup } = tempDir();
afterAll(cleanup);

const issues = (r: ReadResult): PackageIssue[] => (r.ok ? r.warnings : r.issues);

it('tells each problem of the resources in manifest order (errors, then warnings), a missing file an error only where a test refers to it', async () => {
  const files: Record<string, string> = {
    'imsmanifest.xml': manifest('2.2', [
      { id: 'T', type: 'test', href: 'test.xml' },
      { id: 'I1', type: 'item', href: 'items/i1.xml', deps: ['NOWHERE'] },
      { id: 'I2', type: 'item', href: 'items/i2.xml' },
      { id: 'I3', type: 'item', href: 'items/i3.xml' },
      { id: 'X', type: 'item', href: 'other.bin' },
    ]).replace('imsqti_item_xmlv2p2" href="other.bin"', 'vendor/unknown" href="other.bin"'),
    'test.xml': assessmentTest('2.2', 'T', 'Checks', [
      {
        id: 'S',
        title: 'Numbers',
        refs: [
          { id: 'a', href: 'items/i1.xml' },
          { id: 'b', href: 'items/i2.xml' },
        ],
      },
    ]),
    'items/i1.xml': choiceItem('2.2', 'ITEM-1'),
  };
  const path = await writeZip(
    dir,
    'resources.zip',
    Object.entries(files).map(([name, data]) => ({ name, data })),
  );
  const result = await readContentPackage(path, { fileName: 'upload.zip' });
  expect(result.ok).toBe(false);
  expect(
    issues(result)
      .filter((i) => i.file === 'imsmanifest.xml')
      .map((i) => [i.code, i.params]),
  ).toEqual([
    ['manifest.missingFile', { resource: 'I2', href: 'items/i2.xml' }],
    ['structure.unknownDependency', { resource: 'I1', ref: 'NOWHERE' }],
    ['structure.missingFileUnused', { resource: 'I3', href: 'items/i3.xml' }],
    ['manifest.unknownResourceType', { resource: 'X', type: 'vendor/unknown' }],
  ]);
});
