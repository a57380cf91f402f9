import { readContentPackage } from './read-package';
import { tempDir, writeZip, type ZipEntrySpec } from './testing/build-zip';
import { assessmentTest, choiceItem, manifest } from './testing/qti-xml';
import type { BodyNode, PackageIssue, ReadResult } from './types';

/** Flaws a package is imported with, each a warning naming file and line; what stays refused. */

const { dir, cleanup } = tempDir();
afterAll(cleanup);

let n = 0;
async function read(entries: ZipEntrySpec[]): Promise<ReadResult> {
  return readContentPackage(await writeZip(dir, `warn-${++n}.zip`, entries), { fileName: 'upload.zip' });
}

function onePackage(item: string, extra: ZipEntrySpec[] = []): ZipEntrySpec[] {
  return [
    {
      name: 'imsmanifest.xml',
      data: manifest('2.2', [
        { id: 'T', type: 'test', href: 'test.xml' },
        { id: 'I1', type: 'item', href: 'items/i1.xml' },
      ]),
    },
    { name: 'test.xml', data: assessmentTest('2.2', 'practice-1', 'Practice', [{ id: 'S1', title: 'Algebra', refs: [{ id: 'r1', href: 'items/i1.xml' }] }]) },
    { name: 'items/i1.xml', data: item },
    ...extra,
  ];
}

const lineOf = (xml: string, text: string) => xml.slice(0, xml.indexOf(text)).split('\n').length;

function imported(result: ReadResult): Extract<ReadResult, { ok: true }> {
  if (!result.ok) throw new Error(`expected the package to import: ${result.issues.map((i) => i.message).join('; ')}`);
  return result;
}

function refused(result: ReadResult): PackageIssue[] {
  if (result.ok) throw new Error('expected the package to be refused');
  return result.issues;
}

function find(nodes: BodyNode[], tag: string): Extract<BodyNode, { tag: string }> | undefined {
  for (const node of nodes) {
    if (typeof node === 'string' || !('tag' in node)) continue;
    if (node.tag === tag) return node;
    const inner = find(node.children, tag);
    if (inner) return inner;
  }
  return undefined;
}

describe('a package with flaws a reviewer can judge is imported with warnings', () => {
  it('puts a placeholder where an image of the body is missing from the zip, keeping its alt text', async () => {
    const item = choiceItem('2.2', 'ITEM-1', { extraBody: '\n    <p><img src="../images/graph.png" alt="A line through the origin"/></p>' });
    const result = imported(await read(onePackage(item)));
    expect(result.warnings).toEqual([
      expect.objectContaining({
        file: 'items/i1.xml',
        line: lineOf(item, '<img'),
        code: 'item.missingImage',
        params: { href: '../images/graph.png' },
        severity: 'warning',
      }),
    ]);
    expect(result.warnings[0].message).toContain('../images/graph.png');
    const node = find(result.pkg.items[0].delivery.body, 'missingImage');
    expect(node).toEqual({ tag: 'missingImage', attrs: { file: 'images/graph.png', alt: 'A line through the origin' }, children: [] });
    expect(find(result.pkg.items[0].delivery.body, 'img')).toBeUndefined();
    expect(result.pkg.media.map((m) => m.path)).not.toContain('images/graph.png');
  });

  it('gives an image without alt text a placeholder without one', async () => {
    const item = choiceItem('2.2', 'ITEM-1', { extraBody: '<p><img src="pic.png"/></p>' });
    const result = imported(await read(onePackage(item)));
    expect(find(result.pkg.items[0].delivery.body, 'missingImage')?.attrs).toEqual({ file: 'items/pic.png' });
  });

  it('drops a stylesheet missing from the zip with a warning', async () => {
    const item = choiceItem('2.2', 'ITEM-1', { extraHead: '<stylesheet href="style/item.css" type="text/css"/>' });
    const result = imported(await read(onePackage(item)));
    expect(result.warnings).toEqual([
      expect.objectContaining({ file: 'items/i1.xml', line: lineOf(item, '<stylesheet'), code: 'item.missingStylesheet', params: { href: 'style/item.css' } }),
    ]);
    expect(result.pkg.items[0].delivery.stylesheets).toEqual([]);
  });

  it('still refuses a graphic interaction whose picture is missing: its hotspots have nothing to stand on', async () => {
    const item = choiceItem('2.2', 'ITEM-1', {
      extraHead: '<responseDeclaration identifier="SPOT" cardinality="single" baseType="identifier"/>',
      extraBody:
        '<hotspotInteraction responseIdentifier="SPOT" maxChoices="1"><object data="map.png" type="image/png"/><hotspotChoice identifier="H" shape="circle" coords="5,5,3"/></hotspotInteraction>',
    });
    expect(refused(await read(onePackage(item))).map((i) => i.code)).toContain('item.missingMedia');
  });
});

describe('a zip entry whose name holds a control character is never stored under it', () => {
  it('skips it with a warning naming it when nothing refers to it', async () => {
    const result = imported(await read(onePackage(choiceItem('2.2', 'ITEM-1'), [{ name: 'media/note\u0007s.png', data: Buffer.from('x') }])));
    expect(result.warnings).toEqual([
      expect.objectContaining({
        file: 'media/note\\x07s.png',
        code: 'zip.controlCharacterSkipped',
        params: { entry: 'media/note\\x07s.png' },
        severity: 'warning',
      }),
    ]);
    expect(result.pkg.media.map((m) => m.path).some((p) => p.includes('note'))).toBe(false);
  });

  it('refuses the package, naming the entry and the item, when an item refers to it', async () => {
    const item = choiceItem('2.2', 'ITEM-1', { extraBody: '<p><img src="../media/tab%09le.png" alt="Table"/></p>' });
    const issues = refused(await read(onePackage(item, [{ name: 'media/tab\tle.png', data: Buffer.from('x') }])));
    expect(issues).toEqual([
      expect.objectContaining({
        file: 'items/i1.xml',
        line: lineOf(item, '<img'),
        code: 'zip.controlCharacterUsed',
        params: { entry: 'media/tab\\x09le.png', file: 'items/i1.xml' },
        severity: 'error',
      }),
    ]);
  });
});
