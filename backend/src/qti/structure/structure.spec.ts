import { readContentPackage } from '../read-package';
import type { PackageIssue, ReadResult } from '../types';
import { tempDir, writeZip } from '../testing/build-zip';
import { assessmentTest, choiceItem, manifest, type ResourceSpec } from '../testing/qti-xml';
import { QTI_NAMESPACES } from '../xml/qti-names';

const { dir, cleanup } = tempDir();
afterAll(cleanup);

let n = 0;
async function read(resources: ResourceSpec[], files: Record<string, string>, limits?: { maxXmlBytes: number }): Promise<ReadResult> {
  const all = { 'imsmanifest.xml': manifest('2.2', resources), ...files };
  const path = await writeZip(
    dir,
    `structure-${++n}.zip`,
    Object.entries(all).map(([name, data]) => ({ name, data })),
  );
  return readContentPackage(path, { fileName: 'upload.zip', limits });
}
const issues = (r: ReadResult): PackageIssue[] => (r.ok ? r.warnings : r.issues);
const brief = (r: ReadResult) => issues(r).map((i) => [i.file, i.code, i.line]);
const XI = 'xmlns:xi="http://www.w3.org/2001/XInclude"';
const NS = QTI_NAMESPACES['2.2'];
const section = (id: string, body: string) =>
  `<?xml version="1.0"?><assessmentSection xmlns="${NS}" identifier="${id}" title="Shared ${id}" visible="true">${body}</assessmentSection>`;

describe('several tests in one package', () => {
  it('reads each test with its own items, strands and calculators; a shared item serves both', async () => {
    const result = await read(
      [
        { id: 'T1', type: 'test', href: 'tests/first.xml' },
        { id: 'T2', type: 'test', href: 'tests/second.xml' },
        ...[1, 2, 3].map((i) => ({ id: `I${i}`, type: 'item' as const, href: `items/i${i}.xml` })),
      ],
      {
        'tests/first.xml': assessmentTest('2.2', 'first', 'First', [
          {
            id: 'S1',
            title: 'Fractions',
            refs: [
              { id: 'a', href: '../items/i1.xml' },
              { id: 'b', href: '../items/i2.xml' },
            ],
          },
        ]),
        'tests/second.xml': assessmentTest('2.2', 'second', 'Second', [
          {
            id: 'S1',
            title: 'Angles',
            refs: [
              { id: 'a', href: '../items/i2.xml', category: 'calculator-basic' },
              { id: 'b', href: '../items/i3.xml' },
            ],
          },
        ]),
        ...Object.fromEntries([1, 2, 3].map((i) => [`items/i${i}.xml`, choiceItem('2.2', `ITEM-${i}`)])),
      },
    );
    if (!result.ok) throw new Error(JSON.stringify(result.issues));
    expect(result.pkg.tests.map((t) => [t.test.identifier, t.items.map((i) => [i.uin, i.strandName, i.calculator])])).toEqual([
      [
        'first',
        [
          ['ITEM-1', 'Fractions', 0],
          ['ITEM-2', 'Fractions', 0],
        ],
      ],
      [
        'second',
        [
          ['ITEM-2', 'Angles', 1],
          ['ITEM-3', 'Angles', 0],
        ],
      ],
    ]);
    expect(result.pkg.test.identifier).toBe('first');
  });
});

describe('XInclude and references', () => {
  it('includes item content by xi:include, resolving its links from the included file', async () => {
    const item = choiceItem('2.2', 'ITEM-1', { extraBody: `<xi:include ${XI} href="../shared/figure.xml"/>` });
    const figure = `<?xml version="1.0"?><div xmlns="${NS}"><img src="img/dot.png" alt="A dot"/></div>`;
    const result = await read([{ id: 'I1', type: 'item', href: 'items/i1.xml' }], {
      'items/i1.xml': item,
      'shared/figure.xml': figure,
      'shared/img/dot.png': 'png',
    });
    if (!result.ok) throw new Error(JSON.stringify(result.issues));
    expect(result.pkg.items[0].media).toEqual(['shared/img/dot.png']);
    expect(JSON.stringify(result.pkg.items[0].delivery.body)).toContain('shared/img/dot.png');
  });

  it('refuses an include of a missing file without a fallback, naming the file and line; uses the fallback if given', async () => {
    const missing = choiceItem('2.2', 'ITEM-1', { extraBody: `\n<xi:include ${XI} href="nowhere.xml"/>` });
    expect(brief(await read([{ id: 'I1', type: 'item', href: 'i1.xml' }], { 'i1.xml': missing }))).toEqual([['i1.xml', 'structure.referenceMissing', 11]]);
    const fallback = choiceItem('2.2', 'ITEM-1', {
      extraBody: `<xi:include ${XI} href="nowhere.xml"><xi:fallback><p>No figure</p></xi:fallback></xi:include>`,
    });
    const ok = await read([{ id: 'I1', type: 'item', href: 'i1.xml' }], { 'i1.xml': fallback });
    expect(ok.ok && JSON.stringify(ok.pkg.items[0].delivery.body)).toContain('No figure');
  });

  it('refuses an include that includes itself', async () => {
    const loop = `<?xml version="1.0"?><div xmlns="${NS}" ${XI}><xi:include href="loop.xml"/></div>`;
    const item = choiceItem('2.2', 'ITEM-1', { extraBody: `<xi:include ${XI} href="loop.xml"/>` });
    expect(brief(await read([{ id: 'I1', type: 'item', href: 'i1.xml' }], { 'i1.xml': item, 'loop.xml': loop })).map((b) => b[1])).toEqual([
      'structure.includeCycle',
    ]);
  });

  it('refuses includes nested more than ten files deep', async () => {
    const files: Record<string, string> = {};
    for (let k = 0; k < 12; k++) files[`n${k}.xml`] = `<?xml version="1.0"?><div xmlns="${NS}" ${XI}><p>Level ${k}</p><xi:include href="n${k + 1}.xml"/></div>`;
    files['n12.xml'] = `<?xml version="1.0"?><p xmlns="${NS}">Bottom</p>`;
    const item = choiceItem('2.2', 'ITEM-1', { extraBody: `<xi:include ${XI} href="n0.xml"/>` });
    expect(brief(await read([{ id: 'I1', type: 'item', href: 'i1.xml' }], { 'i1.xml': item, ...files })).map((b) => b[1])).toEqual([
      'structure.includesTooDeep',
    ]);
  });

  it('holds what one file includes to the XML limit, however often it includes the same file', async () => {
    const fragment = `<?xml version="1.0"?><p xmlns="${NS}">${'A line of the shared note. '.repeat(40)}</p>`;
    const item = choiceItem('2.2', 'ITEM-1', { extraBody: `<xi:include ${XI} href="note.xml"/>`.repeat(20) });
    const result = await read([{ id: 'I1', type: 'item', href: 'i1.xml' }], { 'i1.xml': item, 'note.xml': fragment }, { maxXmlBytes: 16 * 1024 });
    expect(brief(result).map((b) => b[1])).toEqual(['structure.includesTooLarge']);
  });

  it('resolves assessmentSectionRef, its item references from the section file, and includes in tests', async () => {
    const test = assessmentTest('2.2', 'practice', 'Practice', [{ id: 'S0', title: 'Start', refs: [{ id: 'r1', href: 'items/i1.xml' }] }]).replace(
      '</testPart>',
      `<assessmentSectionRef identifier="S-REF" href="sections/algebra.xml"/><xi:include ${XI} href="sections/geometry.xml"/></testPart>`,
    );
    const result = await read(
      [{ id: 'T', type: 'test', href: 'test.xml' }, ...[1, 2, 3].map((i) => ({ id: `I${i}`, type: 'item' as const, href: `items/i${i}.xml` }))],
      {
        'test.xml': test,
        'sections/algebra.xml': section('S-ALG', '<assessmentItemRef identifier="r2" href="../items/i2.xml"/>'),
        'sections/geometry.xml': section('S-GEO', '<assessmentItemRef identifier="r3" href="../items/i3.xml"/>'),
        ...Object.fromEntries([1, 2, 3].map((i) => [`items/i${i}.xml`, choiceItem('2.2', `ITEM-${i}`)])),
      },
    );
    if (!result.ok) throw new Error(JSON.stringify(result.issues));
    expect(result.pkg.test.parts[0].sections.map((s) => [s.identifier, s.title])).toEqual([
      ['S0', 'Start'],
      ['S-REF', 'Shared S-ALG'],
      ['S-GEO', 'Shared S-GEO'],
    ]);
    expect(result.pkg.items.map((i) => [i.uin, i.strandName])).toEqual([
      ['ITEM-1', 'Start'],
      ['ITEM-2', 'Shared S-ALG'],
      ['ITEM-3', 'Shared S-GEO'],
    ]);
  });

  it('names the section file and its line when content inside it breaks the schema', async () => {
    const test = assessmentTest('2.2', 'practice', 'Practice', [{ id: 'S0', title: 'Start', refs: [{ id: 'r1', href: 'i1.xml' }] }]).replace(
      '</testPart>',
      '<assessmentSectionRef identifier="S-REF" href="s.xml"/></testPart>',
    );
    const result = await read(
      [
        { id: 'T', type: 'test', href: 't.xml' },
        { id: 'I1', type: 'item', href: 'i1.xml' },
      ],
      {
        't.xml': test,
        's.xml': section('S', '\n<assessmentItemRef identifier="r2"/>'),
        'i1.xml': choiceItem('2.2', 'ITEM-1'),
      },
    );
    expect(brief(result)).toContainEqual(['s.xml', 'structure.missingAttribute', 2]);
  });

  it('reads a stimulus the item references but the manifest does not declare, with a warning', async () => {
    const stimulus = `<?xml version="1.0"?><assessmentStimulus xmlns="${NS}" identifier="PASSAGE" title="Tide"><stimulusBody><p>The tide turns twice a day.</p></stimulusBody></assessmentStimulus>`;
    const item = choiceItem('2.2', 'ITEM-1', { extraHead: '<assessmentStimulusRef identifier="PASSAGE" href="../passages/tide.xml"/>' });
    const result = await read([{ id: 'I1', type: 'item', href: 'items/i1.xml' }], { 'items/i1.xml': item, 'passages/tide.xml': stimulus });
    if (!result.ok) throw new Error(JSON.stringify(result.issues));
    expect(result.pkg.items[0].delivery.stimulusRefs).toEqual(['PASSAGE']);
    expect(result.warnings.map((w) => [w.file, w.code])).toEqual([['items/i1.xml', 'structure.undeclaredFile']]);
  });
});

describe('identifiers and the manifest inventory', () => {
  it('keeps two items of different files that share an identifier, the second under a new uin, with a warning', async () => {
    const test = assessmentTest('2.2', 'practice', 'Practice', [
      {
        id: 'S',
        title: 'All',
        refs: [
          { id: 'r1', href: 'a.xml' },
          { id: 'r2', href: 'b.xml' },
        ],
      },
    ]);
    const result = await read(
      [
        { id: 'T', type: 'test', href: 't.xml' },
        { id: 'A', type: 'item', href: 'a.xml' },
        { id: 'B', type: 'item', href: 'b.xml' },
      ],
      { 't.xml': test, 'a.xml': choiceItem('2.2', 'SAME'), 'b.xml': choiceItem('2.2', 'SAME') },
    );
    if (!result.ok) throw new Error(JSON.stringify(result.issues));
    expect(result.pkg.items.map((i) => [i.uin, i.file])).toEqual([
      ['SAME', 'a.xml'],
      ['SAME~2', 'b.xml'],
    ]);
    expect(result.pkg.test.parts[0].sections[0].children.map((c) => c.kind === 'item' && c.ref.uin)).toEqual(['SAME', 'SAME~2']);
    expect(brief(result)).toEqual([['b.xml', 'structure.sharedItemIdentifier', 2]]);
  });

  it('accepts choice identifiers repeated across two interactions of one item, and still refuses them within one', async () => {
    const second = `<choiceInteraction responseIdentifier="R2" maxChoices="1"><simpleChoice identifier="A">x</simpleChoice><simpleChoice identifier="B">y</simpleChoice></choiceInteraction>`;
    const head =
      '<responseDeclaration identifier="R2" cardinality="single" baseType="identifier"><correctResponse><value>A</value></correctResponse></responseDeclaration>';
    const ok = await read([{ id: 'I', type: 'item', href: 'i.xml' }], { 'i.xml': choiceItem('2.2', 'ITEM', { extraHead: head, extraBody: second }) });
    expect(issues(ok)).toEqual([]);
    const twice = second.replace('identifier="B"', 'identifier="A"');
    const bad = await read([{ id: 'I', type: 'item', href: 'i.xml' }], { 'i.xml': choiceItem('2.2', 'ITEM', { extraHead: head, extraBody: twice }) });
    expect(issues(bad).map((i) => i.code)).toEqual(['item.duplicateChoice']);
  });

  it('warns about a listed file that is absent when nothing uses it', async () => {
    const result = await read([{ id: 'I', type: 'item', href: 'i.xml', files: ['i.xml', 'notes/old.txt'] }], { 'i.xml': choiceItem('2.2', 'ITEM') });
    expect(result.ok).toBe(true);
    expect(brief(result)).toEqual([['imsmanifest.xml', 'structure.missingFileUnused', expect.any(Number)]]);
  });
});

describe('content models', () => {
  it('refuses a choice outside any interaction and a declaration without cardinality, naming element and line', async () => {
    const item = choiceItem('2.2', 'ITEM', { extraBody: '\n<simpleChoice identifier="Z">stray</simpleChoice>' }).replace(
      '<outcomeDeclaration identifier="SCORE" cardinality="single"',
      '<outcomeDeclaration identifier="SCORE"',
    );
    const result = await read([{ id: 'I', type: 'item', href: 'i.xml' }], { 'i.xml': item });
    expect(result.ok).toBe(false);
    expect(issues(result).map((i) => [i.code, i.params, i.line])).toEqual([
      ['structure.missingAttribute', { element: 'outcomeDeclaration', attribute: 'cardinality' }, 6],
      ['structure.unexpectedElement', { element: 'simpleChoice', parent: 'itemBody' }, 11],
      ['item.removedElement', { name: 'simpleChoice' }, 11],
    ]);
  });
});
