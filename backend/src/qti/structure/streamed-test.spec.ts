import { readContentPackage } from '../read-package';
import type { PackageIssue, QtiVersion, ReadResult } from '../types';
import { tempDir, writeZip } from '../testing/build-zip';
import { choiceItem, manifest } from '../testing/qti-xml';
import { QTI_NAMESPACES } from '../xml/qti-names';

// A test's file is parsed as it streams, its plain item references kept as small leaves: the
// checks that walk its tree must still see every reference, with its own line.

const { dir, cleanup } = tempDir();
afterAll(cleanup);

let n = 0;
async function read(version: QtiVersion, test: string, items = 2): Promise<ReadResult> {
  const files: Record<string, string> = {
    'imsmanifest.xml': manifest(version, [
      { id: 'T', type: 'test', href: 'test.xml' },
      ...Array.from({ length: items }, (_, i) => ({ id: `I${i + 1}`, type: 'item' as const, href: `items/i${i + 1}.xml` })),
    ]),
    'test.xml': test,
    ...Object.fromEntries(Array.from({ length: items }, (_, i) => [`items/i${i + 1}.xml`, choiceItem(version, `ITEM-${i + 1}`)])),
  };
  const path = await writeZip(
    dir,
    `streamed-${++n}.zip`,
    Object.entries(files).map(([name, data]) => ({ name, data })),
  );
  return readContentPackage(path, { fileName: 'upload.zip' });
}
const issues = (r: ReadResult): PackageIssue[] => (r.ok ? r.warnings : r.issues);
const brief = (r: ReadResult) => issues(r).map((i) => [i.code, i.params, i.line]);

/** A test in 2.2 or 3.0 names, one line per element so that each issue's line is known. */
function testXml(version: QtiVersion, lines: string[]): string {
  const q3 = version === '3.0';
  const open = q3
    ? `<qti-assessment-test xmlns="${QTI_NAMESPACES[version]}" identifier="T" title="Streamed">`
    : `<assessmentTest xmlns="${QTI_NAMESPACES[version]}" identifier="T" title="Streamed">`;
  const rename = (line: string) =>
    q3
      ? line
          .replace(/<(\/?)testPart/g, '<$1qti-test-part')
          .replace(/<(\/?)assessmentSection/g, '<$1qti-assessment-section')
          .replace(/<(\/?)assessmentItemRef/g, '<$1qti-assessment-item-ref')
          .replace(/<(\/?)weight/g, '<$1qti-weight')
          .replace(/navigationMode=/g, 'navigation-mode=')
          .replace(/submissionMode=/g, 'submission-mode=')
      : line;
  return ['<?xml version="1.0" encoding="UTF-8"?>', open, ...lines.map(rename), q3 ? '</qti-assessment-test>' : '</assessmentTest>'].join('\n');
}

describe.each(['2.2', '3.0'] as const)('a streamed test file in QTI %s', (version) => {
  it('reads plain references and references with content alike, in order, with their categories and weights', async () => {
    const result = await read(
      version,
      testXml(version, [
        '<testPart identifier="P" navigationMode="linear" submissionMode="individual">',
        '<assessmentSection identifier="S" title="Numbers" visible="true">',
        '  <assessmentItemRef identifier="a" href="items/i1.xml" category="calculator-basic"/>',
        '  <assessmentItemRef identifier="b" href="items/i2.xml">',
        '    <weight identifier="W" value="2"/>',
        '  </assessmentItemRef>',
        '</assessmentSection>',
        '</testPart>',
      ]),
    );
    if (!result.ok) throw new Error(JSON.stringify(result.issues));
    expect(result.pkg.items.map((i) => [i.uin, i.strandName, i.calculator])).toEqual([
      ['ITEM-1', 'Numbers', 1],
      ['ITEM-2', 'Numbers', 0],
    ]);
    const refs = result.pkg.test.parts[0].sections[0].children.map((c) =>
      c.kind === 'item' ? [c.ref.identifier, c.ref.href, c.ref.categories, c.ref.weights] : [],
    );
    expect(refs).toEqual([
      ['a', 'items/i1.xml', ['calculator-basic'], undefined],
      ['b', 'items/i2.xml', [], { W: 2 }],
    ]);
  });

  it('still finds a reference without href, a repeated identifier, a missing file and a misplaced reference, each on its line', async () => {
    const result = await read(
      version,
      testXml(version, [
        '<testPart identifier="P" navigationMode="linear" submissionMode="individual">',
        '<assessmentItemRef identifier="misplaced" href="items/i1.xml"/>',
        '<assessmentSection identifier="S" title="Numbers" visible="true">',
        '  <assessmentItemRef identifier="a" href="items/i1.xml"/>',
        '  <assessmentItemRef identifier="nohref"/>',
        '  <assessmentItemRef identifier="a" href="items/i2.xml"/>',
        '  <assessmentItemRef identifier="gone" href="items/none.xml"/>',
        '  text where only elements belong',
        '</assessmentSection>',
        '</testPart>',
      ]),
    );
    expect(result.ok).toBe(false);
    expect(brief(result)).toEqual([
      ['structure.unexpectedElement', { element: 'assessmentItemRef', parent: 'testPart' }, 4],
      ['structure.missingAttribute', { element: 'assessmentItemRef', attribute: 'href' }, 7],
      ['structure.unexpectedText', { element: 'assessmentSection' }, 5],
      ['test.itemRefMissing', { identifier: 'nohref', href: '' }, 7],
      ['test.duplicateIdentifier', { identifier: 'a' }, 8],
      ['test.itemRefMissing', { identifier: 'gone', href: 'items/none.xml' }, 9],
    ]);
  });
});

it('names the root as the file writes it when a QTI 3.0 test has the wrong root', async () => {
  const result = await read('3.0', `<?xml version="1.0"?>\n<qti-assessment-section xmlns="${QTI_NAMESPACES['3.0']}" identifier="S" title="S" visible="true"/>`);
  expect(brief(result)).toEqual([['xml.wrongRoot', { found: 'qti-assessment-section', expected: 'assessmentTest' }, 2]]);
});
